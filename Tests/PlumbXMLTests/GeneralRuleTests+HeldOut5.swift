import Foundation
import Testing
@testable import PlumbXML

/// Rules found by the fifth held-out set (unseen files from other repositories), one small
/// hand-written document each.
extension GeneralRuleTests {
    /// UISegmentedControl's alignment rect ends 1 pt above its frame: a label 10 pt below a
    /// segmented control recorded 32 pt tall at y 20 sits at 20 + 31 + 10 = 61, and a segmented
    /// control 20 pt above its superview's bottom (200) is recorded at 200 − 20 − 31 = 149.
    static let segmentedControlInset = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14868" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                            <rect key="frame" x="16" y="20" width="200" height="32"/>
                            <segments>
                                <segment title="First"/>
                                <segment title="Second"/>
                            </segments>
                        </segmentedControl>
                        <label opaque="NO" userInteractionEnabled="NO" text="Below" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="16" y="61" width="100" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="bottomSeg">
                            <rect key="frame" x="16" y="149" width="200" height="32"/>
                            <segments>
                                <segment title="One"/>
                                <segment title="Two"/>
                            </segments>
                        </segmentedControl>
                    </subviews>
                    <constraints>
                        <constraint firstItem="seg" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                        <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                        <constraint firstItem="label" firstAttribute="top" secondItem="seg" secondAttribute="bottom" constant="10" id="c3"/>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="seg" secondAttribute="leading" id="c4"/>
                        <constraint firstAttribute="bottom" secondItem="bottomSeg" secondAttribute="bottom" constant="20" id="c5"/>
                        <constraint firstItem="bottomSeg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c6"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func segmentedControlsAlignOnePointAboveTheirFrameBottom() throws {
        let document = try importXML(Self.segmentedControlInset, file: "Segmented.xib")
        #expect(try solvedFrame("seg", in: document) == CGRect(x: 16, y: 20, width: 200, height: 32))
        #expect(try solvedFrame("label", in: document) == CGRect(x: 16, y: 61, width: 100, height: 21))
        #expect(try solvedFrame("bottomSeg", in: document) == CGRect(x: 16, y: 149, width: 200, height: 32))
        #expect(document.check().summary == "Segmented.xib: 3 of 3 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// A button IB marks misplaced (its frame is stale: pinned 8 pt from the top right, recorded
    /// 1.5 pt from the right) says nothing about its class's insets. The other button of the
    /// same class, 20 × 20 by constraint in a 20 × 26 frame, keeps insets 0 at the sides and
    /// 3 and 3 above and below: (8, 47, 20, 26), 50 pt above the bottom.
    static let misplacedCalibration = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="19529" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="192" height="149"/>
                    <subviews>
                        <button misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stale">
                            <rect key="frame" x="158" y="118.5" width="32.5" height="27"/>
                            <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" imagePosition="only" alignment="center" controlSize="large" inset="2" id="c1"/>
                        </button>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
                            <rect key="frame" x="8" y="47" width="20" height="26"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="20" id="h"/>
                                <constraint firstAttribute="width" constant="20" id="w"/>
                            </constraints>
                            <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" imagePosition="only" alignment="center" controlSize="large" inset="2" id="c2"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="stale" secondAttribute="trailing" constant="8" id="t1"/>
                        <constraint firstItem="stale" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="t2"/>
                        <constraint firstItem="check" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="t3"/>
                        <constraint firstAttribute="bottom" secondItem="check" secondAttribute="bottom" constant="50" id="t4"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func framesMarkedMisplacedDoNotCalibrateInsets() throws {
        let document = try importXML(Self.misplacedCalibration, file: "Misplaced.xib")
        let layout = try #require(document.layouts.first)
        let check = try #require(layout.views.first { $0.objectID == "check" })
        #expect(layout.solvedFrame(of: check) == CGRect(x: 8, y: 47, width: 20, height: 26))
        #expect(document.check().summary
            == "Misplaced.xib: 1 of 1 views match their recorded frames (1 marked misplaced in the document, not compared); 0 unsatisfiable, 0 ambiguous")
    }

    /// An NSStackView in gravity areas (`<beginningViews>`), aligned to the top, whose bottom
    /// and trailing edges are pinned: across its axis it hugs its tallest view at its vertical
    /// hugging priority, so it is as tall as its push buttons' 20-pt alignment rects (Xcode 13+:
    /// 32-pt frames, 5 above and 7 below) — not left open.
    static let gravityStackHugging = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22113.3" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <subviews>
                        <stackView orientation="horizontal" alignment="top" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="130" y="20" width="170" height="20"/>
                            <beginningViews>
                                <button verticalHuggingPriority="750" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="cancel">
                                    <rect key="frame" x="-7" y="-7" width="76" height="32"/>
                                    <buttonCell key="cell" type="push" title="Cancel" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="c1">
                                        <font key="font" metaFont="system"/>
                                    </buttonCell>
                                </button>
                                <button verticalHuggingPriority="750" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="add">
                                    <rect key="frame" x="63" y="-7" width="114" height="32"/>
                                    <buttonCell key="cell" type="push" title="Add Duration" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="c2">
                                        <font key="font" metaFont="system"/>
                                    </buttonCell>
                                </button>
                            </beginningViews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="20" id="b"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="t"/>
                        <constraint firstItem="stack" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func gravityStacksHugTheirViewsAcrossTheAxis() throws {
        let document = try importXML(Self.gravityStackHugging, file: "GravityStack.xib")
        #expect(try solvedFrame("stack", in: document) == CGRect(x: 130, y: 20, width: 170, height: 20))
        #expect(document.check().summary == "GravityStack.xib: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// An NSCollectionViewItem is a view controller (its view is an outlet): read without a
    /// warning, as the other controllers are.
    @Test func collectionViewItemsAreKnownControllers() throws {
        let document = try importXML("""
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="19529" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="192" height="149"/>
                    </customView>
                    <collectionViewItem id="item" customClass="PlayingCollectionViewItem"/>
                </objects>
            </document>
            """, file: "Item.xib")
        #expect(document.warnings.isEmpty)
        #expect(document.layouts.count == 1)
    }

    /// Three square image buttons 48 × 48 by constraint: two have 48 × 48 frames, one (an SF
    /// Symbol image) a 48 × 52 frame. Its own height constraint says its insets add up to 4,
    /// shared 2 and 2 — not the class's 0 (outvoting it) nor its observed top edge (0) with the
    /// 4 pushed below: (40, 110, 48, 52), 70 pt under the first one's bottom, and the third
    /// 44 pt under its alignment rect at (40, 20).
    static let ownFixedSize = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="19529" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                    <subviews>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="40" y="230" width="48" height="48"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="48" id="aw"/>
                                <constraint firstAttribute="height" constant="48" id="ah"/>
                            </constraints>
                            <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="wand" imagePosition="only" alignment="center" imageScaling="proportionallyUpOrDown" inset="2" id="ac"/>
                        </button>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="b">
                            <rect key="frame" x="40" y="110" width="48" height="52"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="48" id="bh"/>
                                <constraint firstAttribute="width" constant="48" id="bw"/>
                            </constraints>
                            <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="opticaldiscdrive" catalog="system" imagePosition="only" alignment="center" imageScaling="proportionallyUpOrDown" inset="2" id="bc"/>
                        </button>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            <rect key="frame" x="40" y="20" width="48" height="48"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="48" id="cw"/>
                                <constraint firstAttribute="height" constant="48" id="ch"/>
                            </constraints>
                            <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="hand" imagePosition="only" alignment="center" imageScaling="proportionallyUpOrDown" inset="2" id="cc"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="22" id="t1"/>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="l1"/>
                        <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="70" id="t2"/>
                        <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="l2"/>
                        <constraint firstItem="c" firstAttribute="top" secondItem="b" secondAttribute="bottom" constant="44" id="t3"/>
                        <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="l3"/>
                    </constraints>
                </customView>
            </objects>
            <resources>
                <image name="wand" width="149" height="152"/>
                <image name="opticaldiscdrive" catalog="system" width="18" height="13"/>
                <image name="hand" width="153" height="164"/>
            </resources>
        </document>
        """

    @Test func aControlsOwnFixedSizeSetsItsInsets() throws {
        let document = try importXML(Self.ownFixedSize, file: "OwnSize.xib")
        #expect(try solvedFrame("a", in: document) == CGRect(x: 40, y: 230, width: 48, height: 48))
        #expect(try solvedFrame("b", in: document) == CGRect(x: 40, y: 110, width: 48, height: 52))
        #expect(try solvedFrame("c", in: document) == CGRect(x: 40, y: 20, width: 48, height: 48))
        #expect(document.check().summary == "OwnSize.xib: 3 of 3 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// A large radio button (22-pt frame) 20 pt after a square button and level with its top:
    /// its alignment rect starts 3 pt into its frame and 1.5 pt below its top, so the frame is
    /// at x 88 + 20 − 3 = 105 and reaches 1.5 pt above the button (y 59.5).
    static let largeRadio = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="19529" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="100"/>
                    <subviews>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                            <rect key="frame" x="40" y="32" width="48" height="48"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="48" id="w"/>
                                <constraint firstAttribute="height" constant="48" id="h"/>
                            </constraints>
                            <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="wand" imagePosition="only" alignment="center" imageScaling="proportionallyUpOrDown" inset="2" id="ic"/>
                        </button>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="radio">
                            <rect key="frame" x="105" y="59.5" width="447" height="22"/>
                            <buttonCell key="cell" type="radio" title="Manage everything for me and don't use all my disk space!" bezelStyle="regularSquare" imagePosition="left" alignment="left" controlSize="large" state="on" inset="2" id="rc">
                                <font key="font" metaFont="systemSemibold" size="15"/>
                            </buttonCell>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                        <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="l1"/>
                        <constraint firstItem="radio" firstAttribute="top" secondItem="icon" secondAttribute="top" id="t2"/>
                        <constraint firstItem="radio" firstAttribute="leading" secondItem="icon" secondAttribute="trailing" constant="20" id="l2"/>
                    </constraints>
                </customView>
            </objects>
            <resources>
                <image name="wand" width="149" height="152"/>
            </resources>
        </document>
        """

    @Test func largeRadioButtonsAlignThreePointsIn() throws {
        let document = try importXML(Self.largeRadio, file: "LargeRadio.xib")
        // The solved frame is compared on IB's whole-point grid (59.5 → 60); IB itself saved
        // this control at the half point.
        #expect(try solvedFrame("radio", in: document) == CGRect(x: 105, y: 60, width: 447, height: 22))
        #expect(document.check().summary == "LargeRadio.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// A macOS image view 96 × 96 by constraint showing a template image, recorded 96 × 107:
    /// the image reaches 11 pt past the alignment rect, shared above and below. Centred in a
    /// 146-pt view the rect spans 25 … 121, the frame 19.5 … 126.5, saved as 20 … 127.
    static let imageInsets = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22113.3" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="451" height="146"/>
                    <subviews>
                        <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                            <rect key="frame" x="20" y="20" width="96" height="107"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="96" id="h"/>
                                <constraint firstAttribute="width" constant="96" id="w"/>
                            </constraints>
                            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyUpOrDown" image="NSRefreshFreestandingTemplate" id="c"/>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="image" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                        <constraint firstItem="image" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <image name="NSRefreshFreestandingTemplate" width="20" height="20"/>
            </resources>
        </document>
        """

    @Test func imageViewsTakeTheirOwnFixedSizeAsTheirRect() throws {
        let document = try importXML(Self.imageInsets, file: "ImageInsets.xib")
        #expect(try solvedFrame("image", in: document) == CGRect(x: 20, y: 20, width: 96, height: 107))
        #expect(document.check().summary == "ImageInsets.xib: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// A 12-pt Menlo label recorded 18 pt tall (its font's line is taller than the system
    /// font's 14.3) on a 13-pt system label's baseline: its line is centred in the recorded
    /// height, so its baseline is 1.84 + 11.43 = 13.27 below its top, and with the system
    /// label's baseline 32.38 below the root's top its top is 19.11, saved at 19 (y 63) —
    /// drawn from the top it would be 21 (y 61).
    static let tallFontLabel = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="11542" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="360" height="100"/>
                    <subviews>
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="30" y="63" width="60" height="17"/>
                            <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" sendsActionOnEndEditing="YES" title="Location:" id="c1">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="path">
                            <rect key="frame" x="91" y="63" width="127" height="18"/>
                            <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" sendsActionOnEndEditing="YES" title="&lt;binary location&gt;" id="c2">
                                <font key="font" size="12" name="Menlo-Regular"/>
                            </textFieldCell>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="32" id="l"/>
                        <constraint firstItem="path" firstAttribute="baseline" secondItem="label" secondAttribute="baseline" id="b"/>
                        <constraint firstItem="path" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="5" id="s"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func labelsTallerThanTheSystemLineCentreTheirLine() throws {
        let document = try importXML(Self.tallFontLabel, file: "Menlo.xib")
        #expect(try solvedFrame("path", in: document) == CGRect(x: 91, y: 63, width: 127, height: 18))
        #expect(document.check().summary == "Menlo.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// A macOS 11 text style (`textStyle="title2"`, no size) is AppKit's 17 pt: on a 13-pt
    /// label's first baseline (32.38 below the top) its top is 32.38 − 16.19 = 16.19, saved
    /// at 16 (y 63 in a 100-pt view).
    static let textStyleFont = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <subviews>
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                            <rect key="frame" x="18" y="64" width="60" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Display:" id="c1">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="82" y="63" width="120" height="21"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Brightness" id="c2">
                                <font key="font" textStyle="title2" name=".SFNS-Regular"/>
                            </textFieldCell>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="small" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                        <constraint firstItem="small" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                        <constraint firstItem="title" firstAttribute="firstBaseline" secondItem="small" secondAttribute="firstBaseline" id="b"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="small" secondAttribute="trailing" constant="8" id="s"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func macTextStylesHaveAppKitsSizes() throws {
        let document = try importXML(Self.textStyleFont, file: "TextStyle.xib")
        let layout = try #require(document.layouts.first)
        let title = try #require(layout.views.first { $0.objectID == "title" })
        #expect(layout.solvedFrame(of: title) == CGRect(x: 82, y: 63, width: 120, height: 21))
        #expect(document.check().summary == "TextStyle.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// Since Big Sur (toolsVersion ≥ 17000) a regular check box's 18-pt frame reaches 1 pt
    /// above and below its 16-pt alignment rect (2 and 2 around a 14-pt rect before): in a stack
    /// with an 8-pt top inset its frame starts 7 pt below the top (y 62 − 7 − 18 = 37).
    static let bigSurCheckBox = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21507" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <stackView distribution="fill" orientation="horizontal" alignment="top" spacing="0.0" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="276" height="62"/>
                    <subviews>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="check">
                            <rect key="frame" x="6" y="37" width="270" height="18"/>
                            <buttonCell key="cell" type="check" title="Check" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="c">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                    </subviews>
                    <edgeInsets key="edgeInsets" left="8" right="0.0" top="8" bottom="0.0"/>
                </stackView>
            </objects>
        </document>
        """

    @Test func bigSurCheckBoxesReachOnePointPastTheirRect() throws {
        let document = try importXML(Self.bigSurCheckBox, file: "CheckBox.xib")
        let layout = try #require(document.layouts.first)
        let check = try #require(layout.views.first { $0.objectID == "check" })
        #expect(layout.solvedFrame(of: check) == CGRect(x: 6, y: 37, width: 270, height: 18))
        #expect(document.check().summary == "CheckBox.xib: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// A Big Sur bezeled field 21 pt tall centres its 16-pt line rounding the half point down
    /// the field (3 pt below its top): a 13-pt label on its first baseline, 20 pt below the top
    /// of a 113-pt view, has its top at 23 (y 74), not 22.
    static let fieldBaseline = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="460" height="113"/>
                    <subviews>
                        <textField verticalHuggingPriority="750" horizontalCompressionResistancePriority="250" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                            <rect key="frame" x="68" y="72" width="372" height="21"/>
                            <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="c1">
                                <font key="font" usesAppearanceFont="YES"/>
                            </textFieldCell>
                        </textField>
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="18" y="74" width="44" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Name:" id="c2">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="field" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="b"/>
                        <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="20" id="t"/>
                        <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="top"/>
                        <constraint firstItem="field" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="8" id="s"/>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func bigSurFieldsCentreTheirLineRoundingDown() throws {
        let document = try importXML(Self.fieldBaseline, file: "Field.xib")
        #expect(try solvedFrame("label", in: document) == CGRect(x: 18, y: 74, width: 44, height: 16))
        #expect(document.check().summary == "Field.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
