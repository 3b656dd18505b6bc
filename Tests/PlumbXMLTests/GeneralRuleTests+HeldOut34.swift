import Foundation
import Testing
@testable import PlumbXML

/// Held-out round 34 (unseen iPad, Mac Catalyst and macOS documents of editors and tools): Mac
/// Catalyst's Mac idiom draws a UIButton as AppKit's push button, a regular macOS stepper's
/// 19-pt-wide frame holds a 13 × 20 rect, and Big Sur's pop-up reaches 4 pt past its rect on
/// the right.
extension GeneralRuleTests {
    /// A 400 × 200 Mac Catalyst sheet (Zavala's Open Quickly sheet, trimmed): a container 20 pt
    /// inside the safe area's top, leading and trailing edges, and two 76 × 32 buttons 20 pt
    /// above the safe area's bottom, "Open" 20 pt in from its trailing edge and 20 pt below the
    /// container, "Cancel" 12 pt before it. `RENDERMODE` is the device's render-mode attribute
    /// (`renderMode="macOS"` for the Mac idiom, empty for the scaled iPad idiom); the buttons are
    /// recorded at `OPENX`, `CANCELX` and `BUTTONY`, the container `LISTHEIGHT` tall.
    static func macIdiomSheet(renderMode: String, openX: Int, cancelX: Int, buttonY: Int, listHeight: Int) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="mac" appearance="light" \(renderMode)/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                                        <rect key="frame" x="20" y="20" width="360" height="\(listHeight)"/>
                                    </containerView>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="open">
                                        <rect key="frame" x="\(openX)" y="\(buttonY)" width="76" height="32"/>
                                        <state key="normal" title="Open"/>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="cancel">
                                        <rect key="frame" x="\(cancelX)" y="\(buttonY)" width="76" height="32"/>
                                        <state key="normal" title="Cancel"/>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="list" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                                    <constraint firstItem="list" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c2"/>
                                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="list" secondAttribute="trailing" constant="20" id="c3"/>
                                    <constraint firstItem="open" firstAttribute="top" secondItem="list" secondAttribute="bottom" constant="20" id="c4"/>
                                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="open" secondAttribute="trailing" constant="20" id="c5"/>
                                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="open" secondAttribute="bottom" constant="20" id="c6"/>
                                    <constraint firstItem="open" firstAttribute="leading" secondItem="cancel" secondAttribute="trailing" constant="12" id="c7"/>
                                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="cancel" secondAttribute="bottom" constant="20" id="c8"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// In the Mac idiom a button's 32-pt frame holds a 20-pt push bezel 5 pt below its top, 7
    /// above its bottom and 7 in at the sides: "Open" ends 7 pt past the 380-pt safe edge
    /// (x = 311) and 7 pt below the 180-pt line (y = 155), "Cancel" 12 pt before Open's rect
    /// (x = 237), and the container ends 20 pt above the rects' top (160): 120 tall. Main's
    /// binary gives 0 of 3 (the frames on the edges, the container 108 tall) and warns of an
    /// unknown device.
    @Test func aMacIdiomButtonIsAnAppKitPushButton() throws {
        let xml = Self.macIdiomSheet(renderMode: "renderMode=\"macOS\"", openX: 311, cancelX: 237, buttonY: 155, listHeight: 120)
        let document = try importXML(xml, file: "OpenQuickly.storyboard")
        #expect(try solvedFrame("open", in: document) == CGRect(x: 311, y: 155, width: 76, height: 32))
        #expect(try solvedFrame("cancel", in: document) == CGRect(x: 237, y: 155, width: 76, height: 32))
        #expect(try solvedFrame("list", in: document) == CGRect(x: 20, y: 20, width: 360, height: 120))
        #expect(document.check().isClean)
    }

    /// Not the rule: the same sheet in the scaled iPad idiom (`device id="mac"` without
    /// `renderMode="macOS"`) keeps UIKit's buttons, whose frames are their rects: on the safe
    /// area's edges (x = 304, y = 148), Cancel 12 pt before (x = 216), the container 108 tall.
    @Test func aScaledIPadIdiomButtonKeepsItsFrame() throws {
        let xml = Self.macIdiomSheet(renderMode: "", openX: 304, cancelX: 216, buttonY: 148, listHeight: 108)
        let document = try importXML(xml, file: "OpenQuickly.storyboard")
        #expect(try solvedFrame("open", in: document) == CGRect(x: 304, y: 148, width: 76, height: 32))
        #expect(try solvedFrame("cancel", in: document) == CGRect(x: 216, y: 148, width: 76, height: 32))
        #expect(try solvedFrame("list", in: document) == CGRect(x: 20, y: 20, width: 360, height: 108))
        #expect(document.check().isClean)
    }

    /// A 200 × 60 macOS sheet (Zavala's font sheet, trimmed): a horizontal stack aligned to its
    /// top, 20 pt in from the root's leading and top edges, of a regular pop-up (78 × 25, "Item
    /// 1"), a label held 25 pt wide and a stepper `STEPPERWIDTH` × `STEPPERHEIGHT`, 8 pt apart;
    /// nothing sets the stack's size but its views. Saved with `TOOLSVERSION`. Frames are in
    /// the document's convention (bottom-left origins; the label's 2-pt insets).
    static func fontSheetStack(toolsVersion: String, stepperWidth: Int, stepperHeight: Int) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                    <subviews>
                        <stackView distribution="fill" orientation="horizontal" alignment="top" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="20" y="20" width="125" height="20"/>
                            <subviews>
                                <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="font">
                                    <rect key="frame" x="-3" y="-4" width="78" height="25"/>
                                    <popUpButtonCell key="cell" type="push" title="Item 1" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="fontCell">
                                        <font key="font" metaFont="menu"/>
                                    </popUpButtonCell>
                                </popUpButton>
                                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="size">
                                    <rect key="frame" x="77" y="4" width="29" height="16"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="25" id="sw"/>
                                    </constraints>
                                    <textFieldCell key="cell" lineBreakMode="clipping" alignment="right" title="00" id="sizeCell">
                                        <font key="font" metaFont="system"/>
                                    </textFieldCell>
                                </textField>
                                <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="stepper">
                                    <rect key="frame" x="109" y="-4" width="\(stepperWidth)" height="\(stepperHeight)"/>
                                    <stepperCell key="cell" continuous="YES" alignment="left" maxValue="100" id="stepperCell"/>
                                </stepper>
                            </subviews>
                            <visibilityPriorities>
                                <integer value="1000"/>
                                <integer value="1000"/>
                                <integer value="1000"/>
                            </visibilityPriorities>
                            <customSpacing>
                                <real value="3.4028234663852886e+38"/>
                                <real value="3.4028234663852886e+38"/>
                                <real value="3.4028234663852886e+38"/>
                            </customSpacing>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
    }

    /// Saved by Xcode 12.3 (toolsVersion 17701): the pop-up's rect is 71 pt wide (3 pt in from
    /// its frame's left, 4 from its right), the label's starts 8 pt after it (frame x = 77), and
    /// the stepper's 13 × 20 rect 8 pt after the label's (frame x = 109, 3 pt outside it) and
    /// 4 pt inside its 28-pt frame's top and bottom: the stack is 71 + 8 + 25 + 8 + 13 = 125 wide
    /// and 20 tall (the pop-up's rect and the stepper's), the stepper's frame 4 pt below its
    /// bottom (y = −4). Main's binary gives 0 of 4 (a 132 × 28 stack).
    @Test func aStepperAndABigSurPopUpAlignByTheirRects() throws {
        let xml = Self.fontSheetStack(toolsVersion: "17701", stepperWidth: 19, stepperHeight: 28)
        let document = try importXML(xml, file: "FontPreferencesConfig.xib")
        #expect(try solvedFrame("stack", in: document) == CGRect(x: 20, y: 20, width: 125, height: 20))
        #expect(try solvedFrame("font", in: document) == CGRect(x: -3, y: -4, width: 78, height: 25))
        #expect(try solvedFrame("size", in: document) == CGRect(x: 77, y: 4, width: 29, height: 16))
        #expect(try solvedFrame("stepper", in: document) == CGRect(x: 109, y: -4, width: 19, height: 28))
        #expect(document.check().isClean)
    }

    /// Not the rules: saved by Xcode 11.4 (toolsVersion 16096) the pop-up reaches 3 pt past its
    /// rect on the right and its rect is 21 pt tall (round 32), so the label starts at 78, the
    /// stepper at 110 and the stack is 126 × 21; and a 20-pt-wide stepper (Xcode 15's 20 × 26
    /// frame) has no rect inside its frame, so the stack is 132 wide and 26 tall.
    @Test func olderPopUpsAndWiderSteppersKeepTheirInsets() throws {
        let older = try importXML(Self.fontSheetStack(toolsVersion: "16096", stepperWidth: 19, stepperHeight: 28), file: "FontPreferencesConfig.xib")
        #expect(try solvedFrame("stack", in: older) == CGRect(x: 20, y: 19, width: 126, height: 21))
        #expect(try solvedFrame("size", in: older) == CGRect(x: 78, y: 5, width: 29, height: 16))
        #expect(try solvedFrame("stepper", in: older) == CGRect(x: 110, y: -3, width: 19, height: 28))
        let wider = try importXML(Self.fontSheetStack(toolsVersion: "17701", stepperWidth: 20, stepperHeight: 26), file: "FontPreferencesConfig.xib")
        #expect(try solvedFrame("stack", in: wider) == CGRect(x: 20, y: 14, width: 132, height: 26))
        #expect(try solvedFrame("stepper", in: wider) == CGRect(x: 112, y: 0, width: 20, height: 26))
    }
}
