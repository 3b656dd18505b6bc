import Foundation
import Testing
@testable import PlumbXML

/// What `plumb render` and `plumb check` print, produced by the library.
@Suite struct OutputTests {
    @Test func textAndSceneSelectionForAStoryboard() throws {
        let document = try XMLLayoutImporter.importBytes(Array(IBLayoutTests.storyboard.utf8), file: "Test.storyboard")
        #expect(try document.framesText(scene: "Profile") == """
            == Profile (375x667)
            view [root] (0, 0, 375, 667)
              label 'Name' [name] (16, 28, 120, 21)
              label 'Bio' [bio] (16, 61, 343, 42)

            """)
        do {
            _ = try document.framesJSON(scene: "Settings")
            Issue.record("found a scene that does not exist")
        } catch {
            #expect(error.description == "Test.storyboard:1:1: error: no scene named 'Settings'; the scenes with views are 'Profile'")
        }
    }

    @Test func checkListsMismatchesThenTheSummary() throws {
        let document = try XMLLayoutImporter.importBytes(Array(IBLayoutTests.storyboard.utf8), file: "Test.storyboard")
        let report = document.check(tolerance: 0.5)
        #expect(report.lines == [
            "Test.storyboard:15:29: error: frame of 'bio' (view/label 'Bio') is (16, 61, 343, 42), recorded (16, 90, 343, 42)",
            "Test.storyboard: 1 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous",
        ])
        // A tolerance wider than the difference accepts the frame.
        #expect(document.check(tolerance: 30).isClean)
    }

    @Test func checkReportsUnsatisfiableAndAmbiguousLayouts() throws {
        let document = try LayoutDialect.importBytes(Array("""
            <layout width="100" height="100">
              <view id="a"/>
              <view id="b"/>
              <constraint first="a.width" constant="10"/>
              <constraint first="a.width" constant="20"/>
              <constraint first="a.height" constant="10"/>
              <constraint first="a.top" second="root.top"/>
              <constraint first="a.leading" second="root.leading"/>
              <constraint first="b.width" constant="10"/>
              <constraint first="b.height" constant="10"/>
              <constraint first="b.top" second="root.top"/>
            </layout>
            """.utf8), file: "bad.layout.xml")
        let report = document.check()
        #expect(report.unsatisfiable.map(\.description) == ["""
            Unable to simultaneously satisfy constraints.
                Probably at least one of the constraints in the following list is one you don't want.
            (
                <root/a.width == 10 (bad.layout.xml:4:3)>
                <root/a.width == 20 (bad.layout.xml:5:3)>
            )

            Will attempt to recover by breaking constraint
                <root/a.width == 20 (bad.layout.xml:5:3)>
            """])
        #expect(report.ambiguous.map(\.description) == ["root/b: x not determined"])
        #expect(report.summary == "bad.layout.xml: no recorded frames to compare; 1 unsatisfiable, 1 ambiguous")
        #expect(!report.isClean)
    }

    @Test func jsonEscapesNamesAndIDs() {
        #expect(JSONOutput.string("a \"quoted\" \\ name\n\u{1}") == #""a \"quoted\" \\ name\n\u0001""#)
        #expect(JSONOutput.numbers([0, 0.5, -1.25, 1.0 / 3.0]) == "[0,0.5,-1.25,0.333333333]")
    }
}
