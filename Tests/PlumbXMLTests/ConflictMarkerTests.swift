import Foundation
import Testing
@testable import PlumbXML

/// A storyboard committed with an unresolved merge conflict (a real one was found in a public
/// repository) is refused with one error per marker line, at its line, instead of an error for
/// every `<` of `<<<<<<< HEAD`.
@Suite struct ConflictMarkerTests {
    static let conflicted = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="14313.18" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" id="v">
        <<<<<<< HEAD
                                <rect key="frame" x="0.0" y="0.0" width="450" height="249"/>
        =======
                                <rect key="frame" x="0.0" y="0.0" width="450" height="155"/>
        >>>>>>> v2
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func unresolvedMergeConflictsAreNamedAtTheirLines() throws {
        do {
            _ = try SafeXMLReader().read(bytes: Array(Self.conflicted.utf8), file: "Preferences.storyboard")
            Issue.record("document was accepted")
        } catch {
            guard case .notWellFormed(let diagnostics) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(diagnostics.map(\.location.line) == [8, 10, 12])
            #expect(diagnostics.allSatisfy { $0.location.column == 1 && $0.message.hasPrefix("unresolved merge-conflict marker") })
        }
    }
}
