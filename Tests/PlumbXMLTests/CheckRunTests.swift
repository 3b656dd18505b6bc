import Foundation
import Testing
@testable import PlumbXML

/// `plumb check`'s run over files: exit statuses, what goes to which stream, and the exact
/// `--json` document.
@Suite struct CheckRunTests {
    static let clean = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="10" y="20" width="100" height="50"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                        <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
                        <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    static var moved: String {
        clean.replacingOccurrences(of: "y=\"20\" width=\"100\" height=\"50\"", with: "y=\"24\" width=\"100\" height=\"50\"")
            .replacingOccurrences(of: "id=\"box\">", with: "id=\"box\" userLabel=\"Card\">")
    }
    /// The top constraint gone (y undetermined) and a second, conflicting width (the recorded
    /// 100-pt frame shows the 120 given up, so the import breaks that one).
    static var conflict: String {
        clean.replacingOccurrences(of: "<constraint firstItem=\"box\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"20\" id=\"c2\"/>",
                                   with: "<constraint firstItem=\"box\" firstAttribute=\"width\" constant=\"120\" id=\"c5\"/>")
    }
    static let refused = """
        <?xml version="1.0"?>
        <!DOCTYPE document [<!ENTITY lol "lol">]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"/>
        """

    /// Writes the fixtures to a fresh directory and returns its path.
    private func fixtures() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in [("Clean.xib", Self.clean), ("Moved.xib", Self.moved), ("Conflict.xib", Self.conflict), ("Refused.xib", Self.refused)] {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory.path
    }

    private func run(_ run: CheckRun, _ files: [String]) -> (status: Int32, output: [String], errors: [String]) {
        var output: [String] = []
        var errors: [String] = []
        let status = run.run(files, output: { output.append($0) }, errorOutput: { errors.append($0) })
        return (status, output, errors)
    }

    @Test func exitStatusIsTheWorstFilesZeroOneOrTwo() throws {
        let dir = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (names, status) in [(["Clean.xib"], 0), (["Moved.xib"], 1), (["Clean.xib", "Conflict.xib"], 1), (["Refused.xib"], 2),
                                (["Moved.xib", "Refused.xib", "Clean.xib"], 2), (["Missing.xib"], 2)] as [([String], Int32)] {
            let files = names.map { "\(dir)/\($0)" }
            #expect(run(CheckRun(), files).status == status, "\(names)")
            #expect(run(CheckRun(quiet: true), files).status == status, "\(names) --quiet")
            #expect(run(CheckRun(json: true), files).status == status, "\(names) --json")
        }
    }

    @Test func textGoesToOutputAndProgressToErrorOutput() throws {
        let dir = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = run(CheckRun(), ["\(dir)/Clean.xib", "\(dir)/Moved.xib", "\(dir)/Refused.xib"])
        #expect(result.output == [
            "\(dir)/Clean.xib: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous",
            "\(dir)/Moved.xib:6:17: error: frame of 'box' (view/Card) is (10, 20, 100, 50), recorded (10, 24, 100, 50)",
            "\(dir)/Moved.xib: 0 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous",
            "checked 3 files: 1 clean, 1 with layout problems, 1 not imported",
        ])
        #expect(result.errors == [
            "[1/3] \(dir)/Clean.xib",
            "[2/3] \(dir)/Moved.xib",
            "[3/3] \(dir)/Refused.xib",
            """
            \(dir)/Refused.xib:2:21: error: DOCTYPE declares entity 'lol'; entity declarations are refused (no expansion, nothing loaded)
            <!DOCTYPE document [<!ENTITY lol "lol">]>
                                ^
            """,
        ])
        // One file: no progress, no totals.
        let single = run(CheckRun(), ["\(dir)/Clean.xib"])
        #expect(single.output == ["\(dir)/Clean.xib: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous"])
        #expect(single.errors.isEmpty)
    }

    @Test func quietLeavesOnlyTheErrorsOfFilesThatCannotBeImported() throws {
        let dir = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = run(CheckRun(quiet: true), ["\(dir)/Clean.xib", "\(dir)/Moved.xib", "\(dir)/Refused.xib"])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.hasPrefix("\(dir)/Refused.xib:2:21: error: DOCTYPE declares entity 'lol'") == true)
    }

    @Test func jsonDescribesEveryFileSceneAndFinding() throws {
        let dir = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = run(CheckRun(json: true, quiet: true), ["\(dir)/Moved.xib", "\(dir)/Conflict.xib", "\(dir)/Refused.xib"])
        #expect(result.status == 2)
        #expect(result.output.count == 1)
        #expect(result.output.first == """
            {
              "format": "plumb-check",
              "version": 1,
              "tolerance": 0.5,
              "status": 2,
              "totals": {
                "files": 3,
                "clean": 0,
                "problems": 2,
                "failed": 1,
                "compared": 1,
                "matched": 0,
                "mismatched": 1,
                "unsatisfiable": 1,
                "ambiguous": 1,
                "undetermined": 1,
                "misplaced": 0
              },
              "files": [
                {
                  "path": "\(dir)/Moved.xib",
                  "status": "problems",
                  "compared": 1,
                  "matched": 0,
                  "mismatched": 1,
                  "unsatisfiable": 0,
                  "ambiguous": 0,
                  "undetermined": 0,
                  "misplaced": 0,
                  "other": 0,
                  "errors": [],
                  "warnings": [],
                  "scenes": [
                    {
                      "name": "Moved",
                      "compared": 1,
                      "matched": 0,
                      "mismatches": [
                        {
                          "id": "box",
                          "path": "view/Card",
                          "line": 6,
                          "column": 17,
                          "recorded": [10, 24, 100, 50],
                          "solved": [10, 20, 100, 50],
                          "delta": 4
                        }
                      ],
                      "unsatisfiable": [],
                      "ambiguous": [],
                      "undetermined": [],
                      "misplaced": [],
                      "other": []
                    }
                  ]
                },
                {
                  "path": "\(dir)/Conflict.xib",
                  "status": "problems",
                  "compared": 0,
                  "matched": 0,
                  "mismatched": 0,
                  "unsatisfiable": 1,
                  "ambiguous": 1,
                  "undetermined": 1,
                  "misplaced": 0,
                  "other": 0,
                  "errors": [],
                  "warnings": [],
                  "scenes": [
                    {
                      "name": "Conflict",
                      "compared": 0,
                      "matched": 0,
                      "mismatches": [],
                      "unsatisfiable": [
                        {
                          "conflicting": [
                            "<view/view.width == 100 (\(dir)/Conflict.xib:13:17 [c3])>",
                            "<view/view.width == 120 (\(dir)/Conflict.xib:12:17 [c5])>"
                          ],
                          "broken": "<view/view.width == 120 (\(dir)/Conflict.xib:12:17 [c5])>",
                          "note": "in this conflict, Interface Builder's recorded frames show 'c5' given up, so the layout breaks it too"
                        }
                      ],
                      "ambiguous": [
                        {
                          "path": "view/view",
                          "attributes": [
                            "y"
                          ],
                          "id": "box",
                          "line": 6,
                          "column": 17,
                          "message": "ambiguous layout: 'box' (view/view): y not determined: no constraint fixes its y, add one",
                          "alternative": [10, 100, 100, 50]
                        }
                      ],
                      "undetermined": [
                        {
                          "path": "view/view",
                          "attributes": [
                            "y"
                          ]
                        }
                      ],
                      "misplaced": [],
                      "other": []
                    }
                  ]
                },
                {
                  "path": "\(dir)/Refused.xib",
                  "status": "failed",
                  "errors": [
                    {
                      "severity": "error",
                      "line": 2,
                      "column": 21,
                      "message": "DOCTYPE declares entity 'lol'; entity declarations are refused (no expansion, nothing loaded)"
                    }
                  ]
                }
              ]
            }
            """)
    }
}
