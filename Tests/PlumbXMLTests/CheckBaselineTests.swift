import Foundation
import Testing
@testable import PlumbXML

/// `plumb check --write-baseline` / `--baseline`: known problems are left out, new ones are not.
@Suite struct CheckBaselineTests {
    private func folder(_ files: [(String, String)]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return directory.path
    }

    private func report(_ text: String, file: String) throws -> LayoutCheckReport {
        try XMLLayoutImporter.importBytes(Array(text.utf8), file: file).check()
    }

    @Test func aBaselineNamesEachFindingByItsIds() throws {
        let baseline = CheckBaseline(reports: [try report(CheckRunTests.moved, file: "Moved.xib"),
                                               try report(CheckRunTests.conflict, file: "Conflict.xib")])
        #expect(baseline.entries.sorted() == [
            CheckBaseline.Entry(file: "Conflict.xib", scene: "Conflict", kind: "ambiguous", subject: "box y"),
            CheckBaseline.Entry(file: "Conflict.xib", scene: "Conflict", kind: "unsatisfiable", subject: "c3 | c5"),
            CheckBaseline.Entry(file: "Moved.xib", scene: "Moved", kind: "mismatch", subject: "box"),
        ])
        #expect(baseline.json == """
            {
              "format": "plumb-check-baseline",
              "version": 1,
              "findings": [
                {
                  "file": "Conflict.xib",
                  "scene": "Conflict",
                  "kind": "ambiguous",
                  "subject": "box y"
                },
                {
                  "file": "Conflict.xib",
                  "scene": "Conflict",
                  "kind": "unsatisfiable",
                  "subject": "c3 | c5"
                },
                {
                  "file": "Moved.xib",
                  "scene": "Moved",
                  "kind": "mismatch",
                  "subject": "box"
                }
              ]
            }

            """)
        // Read back: the same entries.
        #expect(try CheckBaseline(json: Data(baseline.json.utf8), file: "b.json") == baseline)
    }

    @Test func filesInsideTheBaselinesFolderAreRelativeToIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-root-\(UUID().uuidString)").path
        let inside = try report(CheckRunTests.moved, file: root + "/App/./Views/../Moved.xib")
        let outside = try report(CheckRunTests.moved, file: "/elsewhere/Moved.xib")
        let baseline = CheckBaseline(reports: [inside, outside], root: root)
        #expect(baseline.entries.map(\.file).sorted() == ["/elsewhere/Moved.xib", "App/Moved.xib"])
        // The same file named another way is known; read back from a file in that folder, too.
        #expect(try report(CheckRunTests.moved, file: root + "/App/Moved.xib").excluding(baseline).isClean)
        let read = try CheckBaseline(json: Data(baseline.json.utf8), file: "b.json", root: root)
        #expect(read.entries == baseline.entries)
        #expect(try report(CheckRunTests.moved, file: root + "/App/Moved.xib").excluding(read).known == 1)
    }

    @Test func knownProblemsAreLeftOutAndCounted() throws {
        let moved = try report(CheckRunTests.moved, file: "Moved.xib")
        let baseline = CheckBaseline(reports: [moved])
        let known = moved.excluding(baseline)
        #expect(known.isClean)
        #expect(known.known == 1)
        #expect(known.lines == ["Moved.xib: 0 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous; 1 known from the baseline, not reported"])
        // The view moving further, or lines added above it, keep it known.
        let further = CheckRunTests.moved.replacingOccurrences(of: "y=\"24\" width=\"100\"", with: "y=\"40\" width=\"100\"")
        #expect(try report("<!-- a comment -->\n" + further, file: "Moved.xib").excluding(baseline).isClean)
        // Another file, or a finding of another kind, is new.
        #expect(!(try report(CheckRunTests.moved, file: "Other.xib").excluding(baseline).isClean))
        let conflict = try report(CheckRunTests.conflict, file: "Moved.xib").excluding(baseline)
        #expect(!conflict.isClean)
        #expect(conflict.known == 0)
    }

    @Test func aRunWithABaselineFailsOnlyOnNewProblems() throws {
        let dir = try folder([("Moved.xib", CheckRunTests.moved), ("Conflict.xib", CheckRunTests.conflict)])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let moved = "\(dir)/Moved.xib", conflict = "\(dir)/Conflict.xib"
        var recorded: [LayoutCheckReport] = []
        var first = CheckRun(quiet: true)
        first.onReport = { recorded.append($0) }
        #expect(first.run([moved], output: { _ in }, errorOutput: { _ in }) == 1)
        var run = CheckRun()
        run.baseline = CheckBaseline(reports: recorded)
        var output: [String] = []
        #expect(run.run([moved], output: { output.append($0) }, errorOutput: { _ in }) == 0)
        #expect(output == ["\(moved): 0 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous; 1 known from the baseline, not reported"])
        #expect(run.run([moved, conflict], output: { _ in }, errorOutput: { _ in }) == 1)
        // --json counts them per file and in the totals.
        run.json = true
        run.quiet = true
        output = []
        _ = run.run([moved], output: { output.append($0) }, errorOutput: { _ in })
        let json = try #require(output.first)
        #expect(json.contains("\"other\": 0,\n      \"known\": 1,\n      \"errors\": []"))
        #expect(json.contains("\"misplaced\": 0,\n    \"known\": 1\n  }"))
        #expect(json.contains("\"status\": 0"))
        // Recording a baseline: every problem becomes known, the status (and the JSON's) is 0 —
        // unless a file cannot be imported.
        var recording = CheckRun(json: true, quiet: true)
        recording.recordsBaseline = true
        output = []
        #expect(recording.run([moved, conflict], output: { output.append($0) }, errorOutput: { _ in }) == 0)
        #expect(output.first?.contains("\"status\": 0") == true)
        #expect(output.first?.contains("\"problems\": 2") == true)
        #expect(recording.run([moved, "\(dir)/Missing.xib"], output: { _ in }, errorOutput: { _ in }) == 2)
    }

    @Test(arguments: [
        ("not json", "b.json: error: not a plumb check baseline (not JSON)"),
        ("{\"format\": \"plumb-check\", \"version\": 1, \"findings\": []}", "b.json: error: format is 'plumb-check', expected 'plumb-check-baseline'"),
        ("{\"format\": \"plumb-check-baseline\", \"version\": 2, \"findings\": []}",
         "b.json: error: version 2 is not supported (this plumb reads version 1)"),
        ("{\"format\": \"plumb-check-baseline\", \"version\": 1}", "b.json: error: not a plumb check baseline (no 'findings' member)"),
        ("{\"format\": \"plumb-check-baseline\", \"version\": 1, \"findings\": [{\"file\": 3}]}",
         "b.json: error: not a plumb check baseline (a member of the wrong type at findings[0].file)"),
    ])
    func aBaselineThatCannotBeReadSaysWhy(text: String, message: String) {
        #expect(throws: CheckBaselineError.self) { try CheckBaseline(json: Data(text.utf8), file: "b.json") }
        do {
            _ = try CheckBaseline(json: Data(text.utf8), file: "b.json")
        } catch {
            #expect(error.description == message)
        }
    }
}
