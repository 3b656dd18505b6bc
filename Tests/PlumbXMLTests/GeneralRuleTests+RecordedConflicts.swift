import Foundation
import Testing
@testable import PlumbXML

/// Which member of a conflict gives way is an engine's choice, not the constraints'; the frames
/// Interface Builder saved show which one it gave up, and the import breaks that one.
extension GeneralRuleTests {
    /// A fill-equally stack of three rows pinned to the top and bottom of a 300-pt root, whose
    /// first row also says `height == 20` (IQDropDownTextField's demo, round 22; blazierkyle's
    /// size-class demo, round 13; a Habitica cell, round 6). The rows cannot be 20 and fill 300:
    /// IB broke the 20 and recorded three 100-pt rows. Without the rule the engine broke the
    /// stack's bottom pin (the last constraint in the file) and made every row 20.
    static func stackConflict(rowHeight: String = "100", thirdRow: String = "200") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="\(rowHeight)"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="20" id="h"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                    <rect key="frame" x="0.0" y="100" width="320" height="100"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                                    <rect key="frame" x="0.0" y="\(thirdRow)" width="320" height="100"/>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                        <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="b"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    @Test func aConflictBreaksTheConstraintTheRecordedFramesBreak() throws {
        let document = try importXML(Self.stackConflict(), file: "Rows.xib")
        for id in ["a", "b", "c"] { #expect(try solvedFrame(id, in: document).height == 100) }
        // Still reported: the set is unsatisfiable; the broken one is the row's own height.
        let report = document.check()
        let conflict = try #require(report.unsatisfiable.first)
        #expect(report.unsatisfiable.count == 1 && report.mismatches.isEmpty)
        #expect(conflict.constraints.broken.description == "<view/stackView/view.height == 20 (Rows.xib:12:33 [h])>")
        #expect(conflict.place == "Rows.xib:12:33")
        #expect(conflict.note == "in this conflict, the root's size is the one the document records for it; "
            + "Interface Builder's recorded frames show 'h' given up, so the layout breaks it too")
    }

    /// At another size the same constraint gives way: the recorded frames are the same evidence.
    @Test func atAnotherSizeTheSameConstraintGivesWay() throws {
        var options = ImportOptions()
        options.size = CGSize(width: 320, height: 450)
        let document = try XMLLayoutImporter.importBytes(Array(Self.stackConflict().utf8), file: "Rows.xib", options: options)
        for id in ["a", "b", "c"] { #expect(try solvedFrame(id, in: document).height == 150) }
    }

    /// When the recorded frames are no evidence — here they draw the first row 20 tall, so none
    /// of the file's own constraints looks broken (only the stack's generated fill-equally) — the
    /// engine's own choice stands: the last constraint that completes the conflict.
    @Test func withoutOneBrokenConstraintInTheRecordedFramesTheEngineChooses() throws {
        let twenty = try importXML(Self.stackConflict(rowHeight: "20", thirdRow: "120"), file: "Rows.xib")
        #expect(try solvedFrame("a", in: twenty).height == 20)
        let broken = try #require(twenty.check().unsatisfiable.first).constraints.broken
        #expect(broken.description == "<view.bottom == view/stackView.bottom (Rows.xib:28:17 [b])>")
    }
}
