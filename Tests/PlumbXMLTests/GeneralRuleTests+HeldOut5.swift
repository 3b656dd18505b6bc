import Foundation
import Testing
@testable import PlumbXML

/// Rules found by the fifth held-out set (unseen files from other repositories), one small
/// hand-written document each.
extension GeneralRuleTests {
    /// An Xcode 5 box whose content view has no id (and sits at 1, 1 in the box): the label's
    /// frame is in the content view's coordinates, its constraint in the box's. The label is
    /// 16 pt in from the box's alignment rect (3 pt inside its frame): x 19 in the box, 18 in
    /// the content view, and 19 + 2 = 21 when compared in the box.
    static let idlessBoxContent = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="5056" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="120"/>
                    <subviews>
                        <box autoresizesSubviews="NO" title="Entry Table" borderType="line" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="17" y="16" width="366" height="92"/>
                            <view key="contentView">
                                <rect key="frame" x="1" y="1" width="364" height="76"/>
                                <subviews>
                                    <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                        <rect key="frame" x="16" y="16" width="141" height="17"/>
                                        <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" title="Double-click on Title:" id="c">
                                            <font key="font" metaFont="system"/>
                                        </textFieldCell>
                                    </textField>
                                </subviews>
                            </view>
                            <constraints>
                                <constraint firstItem="label" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="16" id="l"/>
                                <constraint firstAttribute="bottom" secondItem="label" secondAttribute="bottom" constant="13" id="b"/>
                            </constraints>
                        </box>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="bl"/>
                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="bt"/>
                        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="bb"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="bp"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func idlessBoxContentViewsMoveTheirSubviewsIntoTheBox() throws {
        let document = try importXML(Self.idlessBoxContent, file: "OldBox.xib")
        let layout = try #require(document.layouts.first)
        let label = try #require(layout.views.first { $0.objectID == "label" })
        // In the box (bottom-left origin): x = 3 + 16 − 2 = 17, y = 4 + 13 = 17.
        #expect(layout.solvedFrame(of: label) == CGRect(x: 17, y: 17, width: 141, height: 17))
        #expect(label.recordedFrame == CGRect(x: 17, y: 17, width: 141, height: 17))
        #expect(document.check().summary == "OldBox.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
