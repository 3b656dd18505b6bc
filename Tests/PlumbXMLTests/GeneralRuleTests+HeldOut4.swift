import Foundation
import Testing
@testable import PlumbXML

/// Rules found by the fourth held-out set (unseen files from other repositories), one small
/// hand-written document each.
extension GeneralRuleTests {
    /// A check box centred in a 243-pt view by Xcode 10: its frame (x 71, 101 wide) is centred
    /// too, so before Big Sur the box reaches 2 pt past its title as it reaches 2 pt before the
    /// box (a 2-pt right inset, not 0).
    static let oldCheckBox = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="14113" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="243" height="38"/>
                    <subviews>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="71" y="8" width="101" height="18"/>
                            <buttonCell key="cell" type="check" title="Allow all files" bezelStyle="regularSquare" imagePosition="left" inset="2" id="c">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="14" id="t"/>
                        <constraint firstAttribute="centerX" secondItem="box" secondAttribute="centerX" id="x"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func checkBoxesBeforeBigSurReachTwoPointsPastTheirTitle() throws {
        let document = try importXML(Self.oldCheckBox, file: "OldCheckBox.xib")
        let layout = try #require(document.layouts.first)
        let box = try #require(layout.views.first { $0.objectID == "box" })
        #expect(layout.solvedFrame(of: box) == CGRect(x: 71, y: 8, width: 101, height: 18))
        #expect(document.check().summary == "OldCheckBox.xib: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

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

    /// A label tied to a pop-up button's first baseline. The pop-up's title line box (16 pt for
    /// 13-pt text) sits 3 pt above its alignment rect's bottom: 1 pt below the top of Xcode 12's
    /// 20-pt rect (centring would say 2), so the label's top is 2 + 1 = 3 pt below the frame's.
    static let popUpBaseline = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="17701" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="28"/>
                    <subviews>
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="18" y="7" width="47" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Format" id="lc">
                                <font key="font" usesAppearanceFont="YES"/>
                            </textFieldCell>
                        </textField>
                        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popup">
                            <rect key="frame" x="86" y="0.0" width="378" height="25"/>
                            <popUpButtonCell key="cell" type="push" title="Highlight theme" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="pc">
                                <font key="font" metaFont="menu"/>
                            </popUpButtonCell>
                        </popUpButton>
                    </subviews>
                    <constraints>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="label" firstAttribute="firstBaseline" secondItem="popup" secondAttribute="firstBaseline" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="popup" secondAttribute="trailing" constant="20" id="c3"/>
                        <constraint firstItem="popup" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="26" id="c4"/>
                        <constraint firstAttribute="bottom" secondItem="popup" secondAttribute="bottom" constant="4" id="c5"/>
                        <constraint firstItem="popup" firstAttribute="top" secondItem="root" secondAttribute="top" constant="4" id="c6"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func popUpTitlesSitThreePointsAboveTheirAlignmentBottom() throws {
        let document = try importXML(Self.popUpBaseline, file: "PopUp.xib")
        let layout = try #require(document.layouts.first)
        let popup = try #require(layout.views.first { $0.objectID == "popup" })
        #expect(layout.solvedFrame(of: popup) == CGRect(x: 86, y: 0, width: 378, height: 25))
        #expect(try solvedFrame("label", in: document) == CGRect(x: 18, y: 7, width: 47, height: 16))
        #expect(document.check().summary == "PopUp.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// An Xcode 5 pop-up (26-pt frame) pinned 20 pt above its view's bottom and 20 pt below a
    /// 14-pt check box: its alignment rect is 21 pt, 2 below the frame's top and 3 above its
    /// bottom (frame y 17, height 26 in a 95-pt view).
    static let oldPopUp = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="4514" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="95"/>
                    <subviews>
                        <button verticalHuggingPriority="500" translatesAutoresizingMaskIntoConstraints="NO" id="check">
                            <rect key="frame" x="21" y="59" width="228" height="18"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="14" id="h"/>
                            </constraints>
                            <buttonCell key="cell" type="check" title="Automatically Check for Updates" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="cc">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popup">
                            <rect key="frame" x="145" y="17" width="112" height="26"/>
                            <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="pc">
                                <font key="font" metaFont="menu"/>
                            </popUpButtonCell>
                        </popUpButton>
                    </subviews>
                    <constraints>
                        <constraint firstItem="check" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="23" id="c1"/>
                        <constraint firstItem="check" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                        <constraint firstItem="popup" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="147" id="c3"/>
                        <constraint firstItem="popup" firstAttribute="top" secondItem="check" secondAttribute="bottom" constant="20" id="c4"/>
                        <constraint firstAttribute="bottom" secondItem="popup" secondAttribute="bottom" constant="20" id="c5"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func xcode5PopUpsAreTwentySixPointsTall() throws {
        let document = try importXML(Self.oldPopUp, file: "OldPopUp.xib")
        #expect(try solvedFrame("popup", in: document) == CGRect(x: 145, y: 17, width: 112, height: 26))
        #expect(document.check().summary == "OldPopUp.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}

extension GeneralRuleTests {
    /// A fill-proportionally stack holding a nested stack (two labels, 136.5 + 80 pt) and a
    /// button (87.5 pt): the nested stack's share is its content's length, so the three keep
    /// their recorded widths (with no intrinsic size it got none of the 304 pt).
    static let proportionalNestedStack = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                            <rect key="frame" x="16" y="7" width="304" height="30"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                    <rect key="frame" x="0.0" y="0.0" width="216.5" height="30"/>
                                    <subviews>
                                        <label text="Removed" horizontalCompressionResistancePriority="250" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="removed">
                                            <rect key="frame" x="0.0" y="0.0" width="136.5" height="30"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                        <label text="Label" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                            <rect key="frame" x="136.5" y="0.0" width="80" height="30"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                </stackView>
                                <button buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="undo">
                                    <rect key="frame" x="216.5" y="0.0" width="87.5" height="30"/>
                                    <state key="normal" title="Button"/>
                                </button>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="outer" secondAttribute="trailing" id="t"/>
                        <constraint firstItem="outer" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    @Test func nestedStacksTakeTheirContentsShareOfAProportionalStack() throws {
        let document = try importXML(Self.proportionalNestedStack, file: "Proportional.xib")
        let layout = try #require(document.layouts.first)
        let frames = Dictionary(uniqueKeysWithValues: layout.views.compactMap { view in view.objectID.map { ($0, layout.solvedFrame(of: view)) } })
        #expect(frames["inner"] == CGRect(x: 0, y: 0, width: 216.5, height: 30))
        #expect(frames["removed"] == CGRect(x: 0, y: 0, width: 136.5, height: 30))
        #expect(frames["title"] == CGRect(x: 136.5, y: 0, width: 80, height: 30))
        #expect(frames["undo"] == CGRect(x: 216.5, y: 0, width: 87.5, height: 30))
        #expect(document.check().summary == "Proportional.xib: 5 of 5 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// Two 14-pt labels on one baseline: a small bold label and a field in the tool-tip font,
    /// which is 11 pt (read as 13 it sat 2 pt higher).
    static let toolTipFont = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="24127" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="424" height="40"/>
                    <subviews>
                        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                            <rect key="frame" x="18" y="13" width="73" height="14"/>
                            <textFieldCell key="cell" controlSize="small" alignment="right" title="Source:" id="nc">
                                <font key="font" metaFont="smallSystemBold"/>
                            </textFieldCell>
                        </textField>
                        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="path">
                            <rect key="frame" x="95" y="13" width="311" height="14"/>
                            <textFieldCell key="cell" controlSize="small" lineBreakMode="charWrapping" selectable="YES" id="pc">
                                <font key="font" metaFont="toolTip"/>
                            </textFieldCell>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="13" id="c2"/>
                        <constraint firstItem="path" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="8" id="c3"/>
                        <constraint firstAttribute="trailing" secondItem="path" secondAttribute="trailing" constant="20" id="c4"/>
                        <constraint firstItem="name" firstAttribute="baseline" secondItem="path" secondAttribute="baseline" id="c5"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func theToolTipFontIsElevenPoints() throws {
        let document = try importXML(Self.toolTipFont, file: "ToolTip.xib")
        #expect(try solvedFrame("path", in: document) == CGRect(x: 95, y: 13, width: 311, height: 14))
        #expect(document.check().summary == "ToolTip.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}

extension GeneralRuleTests {
    /// A horizontal stack (479 pt) of a field, a 26-pt inline button and an image-only push
    /// button, 8 pt apart, saved by Xcode 13: the push button's 45-pt frame holds a 31-pt
    /// alignment rect, 7 pt in at each side (6 and 6 would overfill the stack by 2 pt and squeeze
    /// the field).
    static let xcode13PushButtonSides = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="19455" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="479" height="21"/>
                    <subviews>
                        <stackView distribution="fill" orientation="horizontal" alignment="centerY" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="0.0" y="0.0" width="479" height="21"/>
                            <subviews>
                                <textField horizontalHuggingPriority="249" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                    <rect key="frame" x="0.0" y="0.0" width="406" height="21"/>
                                    <textFieldCell key="cell" selectable="YES" borderStyle="bezel" drawsBackground="YES" id="fc">
                                        <font key="font" metaFont="system"/>
                                    </textFieldCell>
                                </textField>
                                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="inline">
                                    <rect key="frame" x="414" y="2" width="26" height="18"/>
                                    <buttonCell key="cell" type="inline" title="30" bezelStyle="inline" alignment="center" borderStyle="border" inset="2" id="ic">
                                        <font key="font" metaFont="smallSystemBold"/>
                                    </buttonCell>
                                </button>
                                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="push">
                                    <rect key="frame" x="441" y="-6" width="45" height="32"/>
                                    <buttonCell key="cell" type="push" bezelStyle="rounded" image="NSActionTemplate" imagePosition="only" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="pc">
                                        <font key="font" metaFont="system"/>
                                    </buttonCell>
                                </button>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="t"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="p"/>
                        <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="b"/>
                    </constraints>
                </customView>
            </objects>
            <resources>
                <image name="NSActionTemplate" width="15" height="15"/>
            </resources>
        </document>
        """

    @Test func xcode13PushButtonsReachSevenPointsPastTheirSides() throws {
        let document = try importXML(Self.xcode13PushButtonSides, file: "Push.xib")
        let layout = try #require(document.layouts.first)
        let field = try #require(layout.views.first { $0.objectID == "field" })
        #expect(layout.solvedFrame(of: field) == CGRect(x: 0, y: 0, width: 406, height: 21))
        #expect(try solvedFrame("push", in: document) == CGRect(x: 441, y: -6, width: 45, height: 32))
        #expect(document.check().summary == "Push.xib: 4 of 4 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// Xcode 5 saved a textured button 25 pt tall: a 22-pt rect 1 pt below its frame's top, 2 pt
    /// above its bottom. Pinned 8 pt below a 22-pt field and 20 pt above the root's bottom, it
    /// fills the root's 92 pt exactly so (a 23-pt rect would leave the field and the button's
    /// equal hugging to decide). The date picker's `<datePickerElements>` carries no layout.
    static let xcode5TexturedButton = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="5053" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="92"/>
                    <subviews>
                        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                            <rect key="frame" x="20" y="50" width="150" height="22"/>
                            <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" state="on" borderStyle="bezel" drawsBackground="YES" id="fc">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="use">
                            <rect key="frame" x="133" y="18" width="37" height="25"/>
                            <buttonCell key="cell" type="roundTextured" title="Use" bezelStyle="texturedRounded" alignment="center" state="on" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="uc">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                        <datePicker verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="date">
                            <rect key="frame" x="180" y="45" width="100" height="27"/>
                            <datePickerCell key="cell" borderStyle="bezel" alignment="left" id="dc">
                                <font key="font" metaFont="system"/>
                                <datePickerElements key="datePickerElements" year="YES" month="YES" day="YES"/>
                            </datePickerCell>
                        </datePicker>
                    </subviews>
                    <constraints>
                        <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="fl"/>
                        <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="ft"/>
                        <constraint firstItem="use" firstAttribute="top" secondItem="field" secondAttribute="bottom" constant="8" id="ut"/>
                        <constraint firstItem="use" firstAttribute="trailing" secondItem="field" secondAttribute="trailing" id="ur"/>
                        <constraint firstAttribute="bottom" secondItem="use" secondAttribute="bottom" constant="20" id="ub"/>
                        <constraint firstItem="date" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="dt"/>
                        <constraint firstAttribute="trailing" secondItem="date" secondAttribute="trailing" constant="20" id="dr"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func xcode5TexturedButtonsAreTwentyFivePointsTall() throws {
        let document = try importXML(Self.xcode5TexturedButton, file: "Textured.xib")
        #expect(document.warnings.isEmpty)
        #expect(try solvedFrame("field", in: document) == CGRect(x: 20, y: 50, width: 150, height: 22))
        #expect(try solvedFrame("use", in: document) == CGRect(x: 133, y: 18, width: 37, height: 25))
        #expect(try solvedFrame("date", in: document) == CGRect(x: 180, y: 45, width: 100, height: 27))
        #expect(document.check().summary == "Textured.xib: 3 of 3 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// Xcode 8.0 recorded frames as `<frame key="frameInset">` (minX, minY, width, height; 0 when
    /// left out): the view is compared there, and the element is not an unknown one.
    static let xcode8FrameInset = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <frame key="frameInset" minX="10" minY="8" width="300" height="84"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                            <frame key="frameInset" width="320" height="4"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" id="r"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="t"/>
                        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="8" id="b"/>
                        <constraint firstItem="top" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l2"/>
                        <constraint firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="r2"/>
                        <constraint firstItem="top" firstAttribute="top" secondItem="root" secondAttribute="top" id="t2"/>
                        <constraint firstItem="top" firstAttribute="height" constant="4" id="h2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func xcode8FrameInsetsAreRecordedFrames() throws {
        let document = try importXML(Self.xcode8FrameInset, file: "Inset.xib")
        #expect(document.warnings.isEmpty)
        let layout = try #require(document.layouts.first)
        let box = try #require(layout.views.first { $0.objectID == "box" })
        #expect(box.recordedFrame == CGRect(x: 10, y: 8, width: 300, height: 84))
        #expect(layout.solvedFrame(of: box) == CGRect(x: 10, y: 8, width: 300, height: 84))
        #expect(try solvedFrame("top", in: document) == CGRect(x: 0, y: 0, width: 320, height: 4))
        #expect(document.check().summary == "Inset.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
