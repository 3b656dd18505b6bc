import Foundation
import Testing

/// `plumb check` run as a user runs it: folders (every layout file below, in path order) and
/// baselines (`--write-baseline`, `--baseline`).
@Suite struct CheckCommandTests {
    /// Runs the built `plumb` in the package root; returns its exit status, standard output and
    /// standard error.
    func plumb(_ arguments: [String], in folder: URL = DocumentedCommandTests.root) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = DocumentedCommandTests.tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test func aFolderIsEveryLayoutFileBelowIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-folder-\(UUID().uuidString)")
        let nested = folder.appendingPathComponent("App/Views"), hidden = folder.appendingPathComponent(".build/copies")
        for path in [nested, hidden] { try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(at: folder) }
        let layouts = DocumentedCommandTests.root.appendingPathComponent("Examples/Layouts")
        for (name, target) in [("SignIn.storyboard", folder.appendingPathComponent("App/Main.storyboard")),
                               ("card.layout.xml", nested.appendingPathComponent("card.layout.xml")),
                               ("SignIn.storyboard", hidden.appendingPathComponent("Copy.storyboard"))] {
            try FileManager.default.copyItem(at: layouts.appendingPathComponent(name), to: target)
        }
        try Data("not a layout".utf8).write(to: nested.appendingPathComponent("notes.txt"))
        let run = try plumb(["check", folder.path])
        #expect(run.status == 0)
        // Sorted by path; the hidden folder and the text file are left out.
        #expect(run.output == """
            \(folder.path)/App/Main.storyboard: 7 of 7 views match their recorded frames; 0 unsatisfiable, 0 ambiguous
            \(folder.path)/App/Views/card.layout.xml: no recorded frames to compare; 0 unsatisfiable, 0 ambiguous
            checked 2 files: 2 clean, 0 with layout problems, 0 not imported

            """)
        // A folder given with a trailing slash names its files the same way; `.` names them
        // relative to the current folder.
        #expect(try plumb(["check", folder.path + "/"]).output == run.output)
        #expect(try plumb(["check", "."], in: folder).output == run.output.replacingOccurrences(of: folder.path + "/", with: ""))
    }

    @Test func aFolderWithoutLayoutFilesIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try plumb(["check", folder.path])
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.errors == "\(folder.path): error: cannot read file: a folder without any .xib, .storyboard or .layout.xml file\n")
        let json = try plumb(["check", "--json", "--quiet", folder.path])
        #expect(json.status == 2)
        #expect(json.output.contains("\"status\": 2"))
        #expect(json.output.contains("\"failed\": 1"))
    }

    @Test func aMissingFileIsReportedWithoutALineNumber() throws {
        let run = try plumb(["check", "Examples/Layouts/Missing.xib"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("Examples/Layouts/Missing.xib: error: cannot read file: "))
    }

    @Test func aBaselineAcceptsTheProblemsItRecorded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-baseline-\(UUID().uuidString)")
        let moved = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-moved-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { for url in [folder, moved] { try? FileManager.default.removeItem(at: url) } }
        try FileManager.default.copyItem(at: DocumentedCommandTests.root.appendingPathComponent("Examples/Layouts"),
                                         to: folder.appendingPathComponent("Layouts"))
        let layouts = folder.appendingPathComponent("Layouts").path, baseline = folder.appendingPathComponent("plumb-baseline.json").path
        // The banner's conflict is a problem (exit 1) until it is recorded.
        #expect(try plumb(["check", "-q", layouts]).status == 1)
        let written = try plumb(["check", layouts, "--write-baseline", baseline])
        #expect(written.status == 0)
        #expect(written.errors.hasSuffix("wrote \(baseline): 1 known problems\n"))
        // Files in the baseline's folder are named relative to it.
        #expect(try String(contentsOfFile: baseline, encoding: .utf8) == """
            {
              "format": "plumb-check-baseline",
              "version": 1,
              "findings": [
                {
                  "file": "Layouts/Banner.xib",
                  "scene": "Banner",
                  "kind": "unsatisfiable",
                  "subject": "Banner.height == 64 (IB-root-height) | Bnr-Cst-IcH | Bnr-Cst-IcT | Bnr-Cst-IcY"
                }
              ]
            }

            """)
        // So the project can move (another checkout) and the baseline still holds.
        try FileManager.default.moveItem(at: folder, to: moved)
        let checked = try plumb(["check", moved.appendingPathComponent("Layouts").path,
                                 "--baseline", moved.appendingPathComponent("plumb-baseline.json").path])
        #expect(checked.status == 0)
        let prefix = moved.appendingPathComponent("Layouts").path
        #expect(checked.output == """
            \(prefix)/Banner.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous; 1 known from the baseline, not reported
            \(prefix)/SignIn.storyboard: 7 of 7 views match their recorded frames; 0 unsatisfiable, 0 ambiguous
            \(prefix)/card.layout.xml: no recorded frames to compare; 0 unsatisfiable, 0 ambiguous
            checked 3 files: 3 clean, 0 with layout problems, 0 not imported

            """)
        // A baseline that cannot be read stops the run before any file is checked.
        let missing = try plumb(["check", prefix, "--baseline", moved.appendingPathComponent("none.json").path])
        #expect(missing.status == 2)
        #expect(missing.output == "")
        #expect(missing.errors.hasPrefix("\(moved.path)/none.json: error: cannot read the baseline: "))
    }
}
