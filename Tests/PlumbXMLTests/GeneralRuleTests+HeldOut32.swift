import Foundation
import Testing
@testable import PlumbXML

/// Held-out round 32 (unseen macOS panes, cells and popover views of five repositories): one
/// rule, for the alignment rect of a regular pop-up saved before Big Sur.
extension GeneralRuleTests {
    /// A 340 × 92 macOS pane of two rows (GitGrass's preferences pane, trimmed): a label 86 pt
    /// wide, 20 pt in from the left, and a regular rounded pop-up 10 pt after it that reaches
    /// 20 pt from the right, the label's first baseline tied to the pop-up's; the labels are
    /// 20 pt apart, the first 20 pt below the top, the second 20 pt above the bottom. Nothing
    /// but the baselines places the pop-ups vertically. The document is saved with `TOOLS`, the
    /// pop-ups recorded at `FIRST` and `SECOND` (their frames' `y`). Frames are in the
    /// document's convention (bottom-left origins; labels' 2-pt insets, pop-ups' 3 at the sides).
    static func popUpsOnLabelBaselines(toolsVersion: String, first: Int, second: Int) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="340" height="92"/>
                    <subviews>
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="cycleLabel">
                            <rect key="frame" x="18" y="56" width="90" height="16"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="86" id="cw"/>
                            </constraints>
                            <textFieldCell key="cell" lineBreakMode="clipping" alignment="right" title="Update Cycle:" id="cycleLabelCell">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="cycle">
                            <rect key="frame" x="113" y="\(first)" width="210" height="25"/>
                            <popUpButtonCell key="cell" type="push" title="5 minutes" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="cycleCell">
                                <font key="font" metaFont="system"/>
                            </popUpButtonCell>
                        </popUpButton>
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="styleLabel">
                            <rect key="frame" x="18" y="20" width="90" height="16"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="86" id="sw"/>
                            </constraints>
                            <textFieldCell key="cell" lineBreakMode="clipping" alignment="right" title="Style:" id="styleLabelCell">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="style">
                            <rect key="frame" x="113" y="\(second)" width="210" height="25"/>
                            <popUpButtonCell key="cell" type="push" title="Block" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="styleCell">
                                <font key="font" metaFont="system"/>
                            </popUpButtonCell>
                        </popUpButton>
                    </subviews>
                    <constraints>
                        <constraint firstItem="cycleLabel" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                        <constraint firstItem="cycleLabel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                        <constraint firstItem="cycle" firstAttribute="leading" secondItem="cycleLabel" secondAttribute="trailing" constant="10" id="p1"/>
                        <constraint firstAttribute="trailing" secondItem="cycle" secondAttribute="trailing" constant="20" id="r1"/>
                        <constraint firstItem="cycleLabel" firstAttribute="firstBaseline" secondItem="cycle" secondAttribute="firstBaseline" id="b1"/>
                        <constraint firstItem="styleLabel" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l2"/>
                        <constraint firstItem="styleLabel" firstAttribute="top" secondItem="cycleLabel" secondAttribute="bottom" constant="20" id="t2"/>
                        <constraint firstAttribute="bottom" secondItem="styleLabel" secondAttribute="bottom" constant="20" id="bt"/>
                        <constraint firstItem="style" firstAttribute="leading" secondItem="cycle" secondAttribute="leading" id="p2"/>
                        <constraint firstAttribute="trailing" secondItem="style" secondAttribute="trailing" constant="20" id="r2"/>
                        <constraint firstItem="styleLabel" firstAttribute="firstBaseline" secondItem="style" secondAttribute="firstBaseline" id="b2"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
    }

    /// Saved by Xcode 11.4 (toolsVersion 16096), a 25-pt pop-up's alignment rect is 21 pt tall,
    /// 1 pt below the frame's top and 3 above its bottom, and its title's 16-pt line box sits
    /// 3 pt above that bottom — its baseline 15.38 pt below the frame's top. A label's baseline
    /// is 12.38 below its own top, so each pop-up's frame starts 3 pt above its label's: 17 and
    /// 53 from the top (y = 50 and 14). With the 20-pt rect of later Xcodes (4 pt above the
    /// bottom) the frames sat 1 pt lower (49 and 13); main's binary gives 2 of 4.
    @Test func aPopUpOfAnXcodeBeforeBigSurHasATwentyOnePointRect() throws {
        let xml = Self.popUpsOnLabelBaselines(toolsVersion: "16096", first: 50, second: 14)
        let document = try importXML(xml, file: "Preferences.xib")
        #expect(try solvedFrame("cycleLabel", in: document) == CGRect(x: 18, y: 56, width: 90, height: 16))
        #expect(try solvedFrame("cycle", in: document) == CGRect(x: 113, y: 50, width: 210, height: 25))
        #expect(try solvedFrame("styleLabel", in: document) == CGRect(x: 18, y: 20, width: 90, height: 16))
        #expect(try solvedFrame("style", in: document) == CGRect(x: 113, y: 14, width: 210, height: 25))
        #expect(document.check().isClean)
    }

    /// Not the rule: from Xcode 12 (toolsVersion 17156 here) the same pop-up's rect is 20 pt
    /// tall, 4 pt above the frame's bottom, so its baseline is 14.38 below the frame's top and
    /// the frames start 2 pt above their labels' (18 and 54 from the top: y = 49 and 13).
    @Test func aPopUpOfXcode12KeepsItsTwentyPointRect() throws {
        let xml = Self.popUpsOnLabelBaselines(toolsVersion: "17156", first: 49, second: 13)
        let document = try importXML(xml, file: "Preferences.xib")
        #expect(try solvedFrame("cycle", in: document) == CGRect(x: 113, y: 49, width: 210, height: 25))
        #expect(try solvedFrame("style", in: document) == CGRect(x: 113, y: 13, width: 210, height: 25))
        #expect(document.check().isClean)
    }
}
