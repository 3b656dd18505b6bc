import Foundation
import Testing
@testable import PlumbXML

/// Rules found by the second held-out set (41 unseen files from other repositories), one small
/// hand-written document each.
extension GeneralRuleTests {
    /// A freeform xib top-level view whose bottom margin only an optional (999) constraint
    /// mentions: the recorded frame (bottom 170 on a 200-pt view, 0 below the margin) says the
    /// margin is 30 pt above the bottom, and the required `≤ bottom` does not hold the card down.
    static let optionalMarginEvidence = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="card">
                            <rect key="frame" x="0.0" y="10" width="320" height="160"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
                        <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="c3"/>
                        <constraint firstItem="card" firstAttribute="bottom" relation="lessThanOrEqual" secondItem="root" secondAttribute="bottom" id="c4"/>
                        <constraint firstItem="card" firstAttribute="bottom" secondItem="root" secondAttribute="bottomMargin" priority="999" id="c5"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    @Test func optionalConstraintsReportMarginsNoRequiredOneMentions() throws {
        let layout = try #require(try importXML(Self.optionalMarginEvidence, file: "Test.xib").layouts.first)
        let card = try #require(layout.views.first { $0.objectID == "card" })
        // bottom margin 30 (read off c5): card.bottom = 200 − 30 = 170, so 160 tall from y 10.
        #expect(layout.solvedFrame(of: card) == CGRect(x: 0, y: 10, width: 320, height: 160))
        #expect(layout.frameReport().matched == 1)
    }
}

extension GeneralRuleTests {
    @Test(arguments: [("0.916667", 11.0 / 12.0), ("0.33333333333333331", 1.0 / 3.0), ("0.5", 0.5), ("1.7777777777777777", 16.0 / 9.0),
                      ("0.123", 0.123), ("2", 2.0), ("1:2", 0.5), ("1/3", 1.0 / 3.0)])
    func decimalMultipliersAreTheFractionsIBRounded(text: String, value: Double) {
        #expect(IBParser.parseMultiplier(text) == value)
    }

    /// A label held at its 22-pt height by required hugging and compression resistance, tied to
    /// a 24-pt view by IB's six-digit spelling of 11:12. Read as 0.916667 the two required
    /// constraints miss each other by 8e-6 and one is broken; read as 11/12 they agree.
    static let roundedMultiplier = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24765" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="10" y="10" width="50" height="24"/>
                        </view>
                        <label text="Size" verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="70" y="10" width="40" height="22"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c2"/>
                        <constraint firstItem="box" firstAttribute="width" constant="50" id="c3"/>
                        <constraint firstItem="box" firstAttribute="height" constant="24" id="c4"/>
                        <constraint firstItem="label" firstAttribute="top" secondItem="box" secondAttribute="top" id="c5"/>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="box" secondAttribute="trailing" constant="10" id="c6"/>
                        <constraint firstItem="label" firstAttribute="height" secondItem="box" secondAttribute="height" multiplier="0.916667" id="c7"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    @Test func requiredConstraintsOnARoundedMultiplierAreSatisfiable() throws {
        let document = try importXML(Self.roundedMultiplier, file: "Test.xib")
        let layout = try #require(document.layouts.first)
        let label = try #require(layout.views.first { $0.objectID == "label" })
        #expect(layout.solvedFrame(of: label) == CGRect(x: 70, y: 10, width: 40, height: 22))
        #expect(document.check().summary == "Test.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}

extension GeneralRuleTests {
    /// A label, a small check box below it and a push button below that, each tied to the one
    /// above (no constraint to a plain view's edge, so the class table alone decides): the
    /// small box is 14 pt tall in its 16-pt frame (1 above and below); the push button's bezel
    /// reaches 5 pt above its alignment rect from Xcode 13 (toolsVersion 18000), 4 before.
    static func smallCheckAndPush(toolsVersion: String, buttonY: Int) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                    <subviews>
                        <textField translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="18" y="84" width="100" height="16"/>
                            <textFieldCell key="cell" title="Title" id="c-title"><font key="font" metaFont="system"/></textFieldCell>
                        </textField>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
                            <rect key="frame" x="18" y="61" width="120" height="16"/>
                            <buttonCell key="cell" type="check" title="Automatically" bezelStyle="regularSquare" imagePosition="left" controlSize="small" inset="2" id="c-check">
                                <font key="font" metaFont="smallSystem"/>
                            </buttonCell>
                        </button>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="go">
                            <rect key="frame" x="14" y="\(buttonY)" width="80" height="32"/>
                            <buttonCell key="cell" type="push" title="Install" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="c-go">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k1"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k2"/>
                        <constraint firstItem="check" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="k3"/>
                        <constraint firstItem="check" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="k4"/>
                        <constraint firstItem="go" firstAttribute="top" secondItem="check" secondAttribute="bottom" constant="12" id="k5"/>
                        <constraint firstItem="go" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="k6"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
    }

    @Test(arguments: [("18122", 23), ("17701", 22)])
    func smallCheckBoxesAndPushButtonsUseTheirSavingXcodesMetrics(toolsVersion: String, buttonY: Int) throws {
        let text = Self.smallCheckAndPush(toolsVersion: toolsVersion, buttonY: buttonY)
        let layout = try #require(try importXML(text, file: "Test.xib").layouts.first)
        let check = try #require(layout.views.first { $0.objectID == "check" })
        let go = try #require(layout.views.first { $0.objectID == "go" })
        // Top-down: title 20…36; box rect 44…58, frame 43…59 (y 120 − 59 = 61 from the bottom);
        // button rect from 70, frame from 65 (5 above) or 66 (4 above): y 120 − 97 = 23 or 22.
        #expect(check.recordedFrame == CGRect(x: 18, y: 61, width: 120, height: 16))
        #expect(layout.solvedFrame(of: check) == CGRect(x: 18, y: 61, width: 120, height: 16))
        #expect(layout.solvedFrame(of: go) == CGRect(x: 14, y: CGFloat(buttonY), width: 80, height: 32))
        #expect(layout.frameReport().matched == 3)
    }
}

extension GeneralRuleTests {
    /// IB records frames on the design device's pixel grid: an 18-pt view centred in a 52.5-pt
    /// cell sits at 17.25, which a @2x device draws at 17.5 (IB wrote 18: within half a point
    /// of the pixel, not of the unrounded 17.25).
    static let pixelGrid = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="253" height="52.5"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="67" y="18" width="162" height="18"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c1"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="67" id="c2"/>
                        <constraint firstItem="box" firstAttribute="width" constant="162" id="c3"/>
                        <constraint firstItem="box" firstAttribute="height" constant="18" id="c4"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    @Test func framesLandOnTheDesignDevicesPixelGrid() throws {
        let document = try importXML(Self.pixelGrid, file: "Test.xib")
        // (52.5 − 18) / 2 = 17.25 → 34.5 device pixels → 35 → 17.5 pt.
        #expect(try solvedFrame("box", in: document) == CGRect(x: 67, y: 17.5, width: 162, height: 18))
        #expect(document.check().summary == "Test.xib: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}

extension GeneralRuleTests {
    /// An unbezeled, unbordered text field that draws its background fills its frame: its
    /// alignment rect is the frame, not a label's frame less 2 pt at each side.
    static let backgroundField = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="9531" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                    <subviews>
                        <textField translatesAutoresizingMaskIntoConstraints="NO" id="key">
                            <rect key="frame" x="10" y="8" width="60" height="24"/>
                            <textFieldCell key="cell" lineBreakMode="truncatingTail" title="⌘1" drawsBackground="YES" id="c-key">
                                <font key="font" metaFont="system" size="20"/>
                            </textFieldCell>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="key" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="k1"/>
                        <constraint firstItem="key" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="k2"/>
                        <constraint firstItem="key" firstAttribute="width" constant="60" id="k3"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func fieldsDrawingABackgroundAlignTheirFrames() throws {
        let layout = try #require(try importXML(Self.backgroundField, file: "Test.xib").layouts.first)
        let key = try #require(layout.views.first { $0.objectID == "key" })
        // Alignment rect = frame: x 10, width 60 (a label would be x 8, width 64).
        #expect(layout.solvedFrame(of: key) == CGRect(x: 10, y: 8, width: 60, height: 24))
        #expect(layout.frameReport().matched == 1)
    }
}

extension GeneralRuleTests {
    /// A 414-pt cell and its content view both preserve their superview's margins, so the
    /// content view's margin guide is the inner of its own margins and the cell's. The label
    /// pinned to the content view's leading margin at x 15 says the cell's margin can be no
    /// deeper than 15 there — not the 20 pt a wide cell gets by default.
    static let preservedMargins = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11762" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina5_5" orientation="portrait"><adaptation id="fullscreen"/></device>
            <objects>
                <tableViewCell contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                    <tableViewCellContentView key="contentView" preservesSuperviewLayoutMargins="YES" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="43.5"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                <rect key="frame" x="15" y="10" width="384" height="20"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bar" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="bar" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="c3"/>
                            <constraint firstItem="bar" firstAttribute="height" constant="20" id="c4"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    @Test func preservedMarginsAreNoDeeperThanWhatTheInnerViewShows() throws {
        let document = try importXML(Self.preservedMargins, file: "Test.xib")
        let layout = try #require(document.layouts.first)
        // Content margins 15 at both sides (read off c1 and c2); the cell's bounded to 15 too.
        #expect(try solvedFrame("bar", in: document) == CGRect(x: 15, y: 10, width: 384, height: 20))
        #expect(layout.frameReport().matched == 1)
    }
}

extension GeneralRuleTests {
    /// A bevel (`regularSquare`) button 26 pt tall by constraint draws its bezel 2 pt above and
    /// 3 pt below that: a 31-pt frame, 17 pt above the bottom when the rect is 20 pt above it.
    static let regularSquareBevel = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="100"/>
                    <subviews>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="clear">
                            <rect key="frame" x="212" y="17" width="56" height="31"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="26" id="k1"/>
                                <constraint firstAttribute="width" constant="52" id="k4"/>
                            </constraints>
                            <buttonCell key="cell" type="bevel" title="Clear" bezelStyle="regularSquare" alignment="center" borderStyle="border" inset="2" id="c-clear">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="clear" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="k2"/>
                        <constraint firstAttribute="bottom" secondItem="clear" secondAttribute="bottom" constant="20" id="k3"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func bevelButtonsDrawTheirBezelOutsideTheirAlignmentRect() throws {
        let document = try importXML(Self.regularSquareBevel, file: "Test.xib")
        let layout = try #require(document.layouts.first)
        // Rect 214…266 × 54…80 top-down; frame 2 more at the sides and above, 3 below: y 100 − 83 = 17.
        #expect(try solvedFrame("clear", in: document) == CGRect(x: 212, y: 17, width: 56, height: 31))
        #expect(layout.frameReport().matched == 1)
    }
}
