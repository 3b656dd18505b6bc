import Foundation
import Testing
@testable import PlumbXML

/// Rules found by the sixth held-out set (unseen files from other repositories), one small
/// hand-written document each.
extension GeneralRuleTests {
    /// Xcode 26 (toolsVersion 24506) saves a regular push button 24 pt tall with nothing outside
    /// its alignment rect. Two image-only push buttons in a horizontal stack 4 pt apart: the
    /// stack is 38 + 4 + 37 = 79 wide and 24 tall, the second button's frame starts at 42 (with
    /// the older 7-pt bezel at the sides it would start 14 pt further left, and the stack would
    /// be 14 + 14 pt narrower).
    static let xcode26PushButtons = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="24506" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                    <subviews>
                        <stackView distribution="fill" orientation="horizontal" alignment="top" spacing="4" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="12" y="12" width="79" height="24"/>
                            <subviews>
                                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="add">
                                    <rect key="frame" x="0.0" y="0.0" width="38" height="24"/>
                                    <buttonCell key="cell" type="push" bezelStyle="rounded" image="NSAddTemplate" imagePosition="only" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="c1"/>
                                </button>
                                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="remove">
                                    <rect key="frame" x="42" y="0.0" width="37" height="24"/>
                                    <buttonCell key="cell" type="push" bezelStyle="rounded" image="NSRemoveTemplate" imagePosition="only" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="c2"/>
                                </button>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="12" id="k1"/>
                        <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="12" id="k2"/>
                    </constraints>
                </customView>
            </objects>
            <resources>
                <image name="NSAddTemplate" width="18" height="17"/>
                <image name="NSRemoveTemplate" width="18" height="5"/>
            </resources>
        </document>
        """

    @Test func xcode26PushButtonsHaveNoBezelOutsideTheirAlignmentRect() throws {
        let document = try importXML(Self.xcode26PushButtons, file: "Buttons.xib")
        #expect(try solvedFrame("stack", in: document) == CGRect(x: 12, y: 12, width: 79, height: 24))
        #expect(try solvedFrame("add", in: document) == CGRect(x: 0, y: 0, width: 38, height: 24))
        #expect(try solvedFrame("remove", in: document) == CGRect(x: 42, y: 0, width: 37, height: 24))
        #expect(document.check().summary == "Buttons.xib: 3 of 3 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// NSTableView lays its cell views out row by row: a cell view is as tall as its row (62),
    /// not stretched with the table. Here the scroll view's height is set only by a footer stack
    /// hugging its 16-pt label at the stack's own hugging priority; with the cell view's height
    /// tied to the table's, the cell's stack (hugging at the same priority) would pull the other
    /// way and leave both open. The scroll view is 200 − 12 − 16 − 10 = 162 tall, the cell's stack
    /// 62 − 12 − 12 = 38 with its label centred 11 pt up. The table's `<tableViewGridLines>` is
    /// appearance only (read without a warning).
    static let tableRowHeight = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <scrollView borderType="none" hasHorizontalScroller="NO" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                            <rect key="frame" x="0.0" y="38" width="300" height="162"/>
                            <clipView key="contentView" id="clip">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="162"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView rowHeight="58" usesAutomaticRowHeights="YES" viewBased="YES" id="table">
                                        <rect key="frame" x="0.0" y="0.0" width="300" height="162"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <tableViewGridLines key="gridStyleMask" horizontal="YES"/>
                                        <tableColumns>
                                            <tableColumn width="288" minWidth="40" maxWidth="1000" id="column">
                                                <prototypeCellViews>
                                                    <tableCellView id="cell">
                                                        <rect key="frame" x="0.0" y="0.0" width="300" height="62"/>
                                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                                        <subviews>
                                                            <stackView distribution="fill" orientation="horizontal" alignment="centerY" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                                                <rect key="frame" x="12" y="12" width="276" height="38"/>
                                                                <subviews>
                                                                    <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="rowLabel">
                                                                        <rect key="frame" x="-2" y="11" width="280" height="16"/>
                                                                        <textFieldCell key="cell" lineBreakMode="clipping" title="Option" id="t1">
                                                                            <font key="font" metaFont="system"/>
                                                                        </textFieldCell>
                                                                    </textField>
                                                                </subviews>
                                                            </stackView>
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstItem="row" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="12" id="r1"/>
                                                            <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="12" id="r2"/>
                                                            <constraint firstItem="row" firstAttribute="top" secondItem="cell" secondAttribute="top" constant="12" id="r3"/>
                                                            <constraint firstAttribute="bottom" secondItem="row" secondAttribute="bottom" constant="12" id="r4"/>
                                                        </constraints>
                                                    </tableCellView>
                                                </prototypeCellViews>
                                            </tableColumn>
                                        </tableColumns>
                                    </tableView>
                                </subviews>
                            </clipView>
                        </scrollView>
                        <stackView distribution="fill" orientation="horizontal" alignment="top" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                            <rect key="frame" x="12" y="12" width="40" height="16"/>
                            <subviews>
                                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="footerLabel">
                                    <rect key="frame" x="-2" y="0.0" width="44" height="16"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="Footer" id="t2">
                                        <font key="font" metaFont="system"/>
                                    </textFieldCell>
                                </textField>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1"/>
                        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="k2"/>
                        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="k3"/>
                        <constraint firstItem="footer" firstAttribute="top" secondItem="scroll" secondAttribute="bottom" constant="10" id="k4"/>
                        <constraint firstItem="footer" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="12" id="k5"/>
                        <constraint firstAttribute="bottom" secondItem="footer" secondAttribute="bottom" constant="12" id="k6"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func tableCellViewsAreAsTallAsTheirRow() throws {
        let document = try importXML(Self.tableRowHeight, file: "Table.xib")
        #expect(document.warnings.isEmpty)
        #expect(try solvedFrame("scroll", in: document) == CGRect(x: 0, y: 38, width: 300, height: 162))
        #expect(try solvedFrame("footer", in: document) == CGRect(x: 12, y: 12, width: 40, height: 16))
        #expect(try solvedFrame("cell", in: document) == CGRect(x: 0, y: 0, width: 300, height: 62))
        #expect(try solvedFrame("row", in: document) == CGRect(x: 12, y: 12, width: 276, height: 38))
        #expect(try solvedFrame("rowLabel", in: document) == CGRect(x: -2, y: 11, width: 280, height: 16))
        let report = document.check()
        #expect(report.summary.hasSuffix("0 unsatisfiable, 0 ambiguous"))
        #expect(report.summary.contains("views match"))
    }

    /// An NSPopover object in a xib (next to the view controller whose view it shows) has no
    /// frame and no layout: it is read without a warning, and the view is laid out on its own.
    static let popoverObject = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="7531" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="PopoverController">
                    <connections>
                        <outlet property="view" destination="root" id="o1"/>
                    </connections>
                </customObject>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="20" y="20" width="160" height="60"/>
                        </customView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="k2"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k3"/>
                        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="k4"/>
                    </constraints>
                </customView>
                <viewController id="vc" userLabel="Popover View Controller">
                    <connections>
                        <outlet property="view" destination="root" id="o2"/>
                    </connections>
                </viewController>
                <popover appearance="HUD" behavior="semitransient" id="popover">
                    <connections>
                        <outlet property="contentViewController" destination="-2" id="o3"/>
                    </connections>
                </popover>
            </objects>
        </document>
        """

    @Test func popoverObjectsAreReadWithoutAWarning() throws {
        let document = try importXML(Self.popoverObject, file: "Popover.xib")
        #expect(document.warnings.isEmpty)
        #expect(try solvedFrame("box", in: document) == CGRect(x: 20, y: 20, width: 160, height: 60))
        #expect(document.check().summary == "Popover.xib: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// The 63 × 28 UISwitch of iOS 26 (Xcode 26), like the 51 × 31 one before it, reaches 2 pt
    /// past its alignment rect on the right: a label and a switch filling a 382-pt row are 321
    /// and 61 + 2 wide, the switch's frame ending 2 pt past the row.
    static let wideSwitch = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24412" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                            <rect key="frame" x="16" y="100" width="382" height="28"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="withFlag" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                    <rect key="frame" x="0.0" y="0.0" width="321" height="28"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="switch">
                                    <rect key="frame" x="321" y="0.0" width="63" height="28"/>
                                </switch>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="k1"/>
                        <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="16" id="k2"/>
                        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k3"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func wideSwitchesReachTwoPointsPastTheirRect() throws {
        let document = try importXML(Self.wideSwitch, file: "Switch.xib")
        #expect(try solvedFrame("label", in: document) == CGRect(x: 0, y: 0, width: 321, height: 28))
        #expect(try solvedFrame("switch", in: document) == CGRect(x: 321, y: 0, width: 63, height: 28))
        #expect(document.check().summary == "Switch.xib: 3 of 3 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// A small pop-up saved 22 pt tall holds an 18-pt alignment rect 1 pt below its top and
    /// 3 pt above its bottom. Pop-up as tall as an 18-pt box and centred on it (top 11, centre
    /// 20): its rect spans 11 … 29, its frame 10 … 32, saved 22 tall at y = 40 − 32 = 8.
    static let smallPopUp = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="9060" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="10" y="11" width="50" height="18"/>
                        </customView>
                        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popup">
                            <rect key="frame" x="65" y="8" width="106" height="22"/>
                            <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" controlSize="small" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" inset="2" id="c1">
                                <font key="font" metaFont="smallSystem"/>
                            </popUpButtonCell>
                        </popUpButton>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="k1"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="11" id="k2"/>
                        <constraint firstItem="box" firstAttribute="width" constant="50" id="k3"/>
                        <constraint firstItem="box" firstAttribute="height" constant="18" id="k4"/>
                        <constraint firstItem="popup" firstAttribute="leading" secondItem="box" secondAttribute="trailing" constant="8" id="k5"/>
                        <constraint firstItem="popup" firstAttribute="centerY" secondItem="box" secondAttribute="centerY" id="k6"/>
                        <constraint firstItem="popup" firstAttribute="height" secondItem="box" secondAttribute="height" id="k7"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func smallPopUpsSavedTwentyTwoPointsTallHoldAnEighteenPointRect() throws {
        let document = try importXML(Self.smallPopUp, file: "PopUp.xib")
        #expect(try solvedFrame("popup", in: document) == CGRect(x: 65, y: 8, width: 106, height: 22))
        #expect(document.check().summary == "PopUp.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// Xcode 12 and later name an image cell's image in an `<imageReference key="image">` child;
    /// such an image view shows an image like one with an `image` attribute, so its own fixed
    /// size is its alignment rect and the frame's excess is shared evenly: 20 × 20 by
    /// constraint in a 20 × 28 frame, 4 pt above and below the rect pinned 16 pt from the top.
    static let imageReference = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="19529" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
                    <subviews>
                        <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                            <rect key="frame" x="10" y="20" width="20" height="28"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="20" id="w"/>
                                <constraint firstAttribute="height" constant="20" id="h"/>
                            </constraints>
                            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="c1">
                                <imageReference key="image" image="tag" catalog="system" symbolScale="large"/>
                            </imageCell>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="k1"/>
                        <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="k2"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func imageReferencesAreImagesOfTheirImageViews() throws {
        let document = try importXML(Self.imageReference, file: "Image.xib")
        #expect(try solvedFrame("icon", in: document) == CGRect(x: 10, y: 20, width: 20, height: 28))
        #expect(document.check().summary == "Image.xib: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
