import Foundation
import Testing
@testable import PlumbXML

/// Small hand-written documents, one per general rule found by running the importer over real
/// files it had never seen (held-out set) or over the corpus: each pins the rule with frames
/// computed by hand.
@Suite struct GeneralRuleTests {
    func importXML(_ text: String, file: String = "Test.storyboard") throws -> ImportedDocument {
        try XMLLayoutImporter.importBytes(Array(text.utf8), file: file, options: ImportOptions())
    }

    /// The solved frame of the view with IB object id `id` in the document's first layout.
    func solvedFrame(_ id: String, in document: ImportedDocument) throws -> CGRect {
        let layout = try #require(document.layouts.first)
        return layout.solvedFrame(of: try #require(layout.views.first { $0.objectID == id }))
    }

    /// A pre-safe-area document (no `useSafeAreas`) whose container's margin edges are pinned to
    /// the old top and bottom guides. The recorded frame (−8 … 675 on a 667-pt root) says both
    /// guides have length 0 and the margins are the plain 8 pt, not inset by any safe area.
    static let oldGuidesOnMargins = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top"/>
                                <viewControllerLayoutGuide type="bottom" id="bottom"/>
                            </layoutGuides>
                            <view key="view" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <containerView hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="0.0" y="-8" width="375" height="683"/>
                                    </containerView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="width" id="c1"/>
                                    <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c2"/>
                                    <constraint firstItem="box" firstAttribute="topMargin" secondItem="top" secondAttribute="bottom" id="c3"/>
                                    <constraint firstItem="bottom" firstAttribute="top" secondItem="box" secondAttribute="bottomMargin" id="c4"/>
                                </constraints>
                            </view>
                            <simulatedToolbarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func oldGuidesReadOffMarginConstraintsAndMarginsIgnoreTheSafeArea() throws {
        let document = try importXML(Self.oldGuidesOnMargins)
        let layout = try #require(document.layouts.first)
        #expect(layout.activationErrors.isEmpty)
        let box = try #require(layout.views.first { $0.objectID == "box" })
        // top guide 0: box.top + 8 = 0; bottom guide 0: box.bottom − 8 = 667.
        #expect(layout.solvedFrame(of: box) == CGRect(x: 0, y: -8, width: 375, height: 683))
        let report = layout.frameReport()
        #expect(report.compared == 1)
        #expect(report.matched == 1)
        #expect(document.check().summary == "Test.storyboard: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// Labels of different sizes tied by their last baselines: the baseline sits the font's
    /// descender, rounded to whole points, above the bottom (14 pt: 3.38 → 3, 11 pt: 2.65 → 3).
    static let baselinesAcrossSizes = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="12120" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <label text="OVERDUE" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                            <rect key="frame" x="10" y="40" width="53" height="13.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="11"/>
                        </label>
                        <label text="21" translatesAutoresizingMaskIntoConstraints="NO" id="large">
                            <rect key="frame" x="100" y="36.5" width="15" height="17"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="small" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c1"/>
                        <constraint firstItem="small" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c2"/>
                        <constraint firstItem="large" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c3"/>
                        <constraint firstItem="large" firstAttribute="baseline" secondItem="small" secondAttribute="baseline" id="c4"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    @Test func labelBaselinesAcrossFontSizesUseWholePointDescenders() throws {
        let layout = try #require(try importXML(Self.baselinesAcrossSizes, file: "Test.xib").layouts.first)
        let large = try #require(layout.views.first { $0.objectID == "large" })
        // small: bottom 53.5, baseline 50.5; large: bottom 50.5 + 3 = 53.5, top 53.5 − 17.
        #expect(layout.solvedFrame(of: large) == CGRect(x: 100, y: 36.5, width: 15, height: 17))
        #expect(layout.frameReport().matched == 2)
    }

    @Test func legacyArchiveNibsAreRefusedWithAClearError() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
            \t<data><object class="IBUIView" id="1"/></data>
            </archive>
            """
        do {
            _ = try InterfaceBuilderDocument(bytes: Array(text.utf8), file: "Old.xib")
            Issue.record("accepted")
        } catch {
            #expect(error.description == """
                Old.xib:2:1: error: 'com.apple.InterfaceBuilder3.CocoaTouch.XIB' version 7.10 is the legacy Interface Builder \
                archive format (Xcode 4 and earlier, <archive> with IBUIView objects), which is not supported; open the \
                file in Xcode and save it to convert it to the <document> format
                <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
                ^
                """)
        }
    }

    /// A freeform xib top-level view on a 414-pt device: its side margins are a controller
    /// root's (20), not the plain 8. `<development>` is build metadata, not an unknown element.
    static let topLevelMargins = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <development version="7000" identifier="xcode"/>
            </dependencies>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="510" height="160"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="card">
                            <rect key="frame" x="20" y="30" width="470" height="100"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" priority="900" id="c1"/>
                        <constraint firstAttribute="trailingMargin" secondItem="card" secondAttribute="trailing" priority="900" id="c2"/>
                        <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="c3"/>
                        <constraint firstItem="card" firstAttribute="height" constant="100" id="c4"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    @Test func xibTopLevelViewsHaveControllerRootMargins() throws {
        let document = try importXML(Self.topLevelMargins, file: "Card.xib")
        #expect(document.warnings.isEmpty)
        #expect(try solvedFrame("card", in: document) == CGRect(x: 20, y: 30, width: 470, height: 100))
    }

    /// macOS checkboxes: the box's alignment rect is 14 pt tall, so an 18-pt frame has 2 pt
    /// above and below. A grid row placing it at the top proves it (IB's recorded frames).
    static let checkboxInsets = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="16096" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
                            <rect key="frame" x="18" y="60" width="60" height="18"/>
                            <buttonCell key="cell" type="check" title="Active" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="cell"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="check" firstAttribute="top" secondItem="root" secondAttribute="top" constant="24" id="c1"/>
                        <constraint firstItem="check" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func macCheckboxesHaveAFourteenPointAlignmentRect() throws {
        let document = try importXML(Self.checkboxInsets, file: "Check.xib")
        // alignment top at 24 from the top: frame top 22, i.e. y = 100 − 22 − 18 = 60 (unflipped);
        // alignment leading 20: frame x 18.
        #expect(try solvedFrame("check", in: document) == CGRect(x: 18, y: 60, width: 60, height: 18))
    }

    /// A horizontal NSStackView aligned by first baselines, taller than its views: the row sits
    /// at the top (the field flush, the label 2 pt lower), and a pre-Big Sur bezeled field draws
    /// its text 2 pt below its top even when 22 pt tall.
    static let baselineStack = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <subviews>
                        <stackView distribution="fill" orientation="horizontal" alignment="firstBaseline" spacing="18" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="10" y="63" width="198" height="27"/>
                            <subviews>
                                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                    <rect key="frame" x="-2" y="8" width="44" height="17"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="Name:" id="c1"><font key="font" metaFont="system"/></textFieldCell>
                                </textField>
                                <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                    <rect key="frame" x="58" y="5" width="140" height="22"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="140" id="w"/>
                                        <constraint firstAttribute="height" constant="22" id="h"/>
                                    </constraints>
                                    <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="c2"><font key="font" metaFont="system"/></textFieldCell>
                                </textField>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                        <constraint firstItem="stack" firstAttribute="height" constant="27" id="sh"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func baselineAlignedMacStacksKeepTheRowAtTheTop() throws {
        let document = try importXML(Self.baselineStack, file: "Stack.xib")
        let layout = try #require(document.layouts.first)
        let label = try #require(layout.views.first { $0.objectID == "label" })
        let field = try #require(layout.views.first { $0.objectID == "field" })
        // field: top-down 0…22 in the 27-pt stack, so y = 5 unflipped; its baseline 2 + 12.38.
        #expect(layout.solvedFrame(of: field) == CGRect(x: 58, y: 5, width: 140, height: 22))
        // label: baseline 14.38 − ascender 12.38 = 2 from the top: y = 27 − 2 − 17 = 8.
        #expect(layout.solvedFrame(of: label) == CGRect(x: -2, y: 8, width: 44, height: 17))
        #expect(document.check().summary == "Stack.xib: 3 of 3 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// Only push buttons carry the rounded push bezel's alignment insets; an image-only bevel
    /// button whose cell also says `bezelStyle="rounded"` is laid out by its frame.
    static let bevelButton = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="24765" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <subviews>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="filter">
                            <rect key="frame" x="10" y="27" width="13" height="13"/>
                            <buttonCell key="cell" type="bevel" bezelStyle="rounded" image="filter" imagePosition="overlaps" alignment="center" imageScaling="proportionallyDown" inset="2" id="c"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="filter" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
                        <constraint firstItem="filter" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                    </constraints>
                </customView>
            </objects>
            <resources>
                <image name="filter" width="13" height="13"/>
            </resources>
        </document>
        """

    @Test func bevelButtonsHaveNoPushBezelInsets() throws {
        let document = try importXML(Self.bevelButton, file: "Bevel.xib")
        #expect(try solvedFrame("filter", in: document) == CGRect(x: 10, y: 27, width: 13, height: 13))
    }

    /// A stack view with no arranged views collapses to 0 × 0 (its size is not ambiguous).
    static let emptyStack = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="17701" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                    <subviews>
                        <stackView distribution="fill" orientation="horizontal" alignment="bottom" spacing="19" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="216.5" y="180" width="0.0" height="0.0"/>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                        <constraint firstItem="stack" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" constant="16.5" id="x"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func emptyStackViewsCollapse() throws {
        let document = try importXML(Self.emptyStack, file: "Empty.xib")
        let layout = try #require(document.layouts.first)
        let stack = try #require(layout.views.first { $0.objectID == "stack" })
        #expect(layout.solvedFrame(of: stack) == CGRect(x: 216.5, y: 180, width: 0, height: 0))
        #expect(document.check().summary == "Empty.xib: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// An image view with no image, arranged in a centre-aligned stack: nothing sizes it across
    /// the stack, and IB keeps its recorded width (here the stack's widest view).
    static let imagelessImageInStack = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <stackView axis="vertical" alignment="center" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="20" y="20" width="240" height="85"/>
                            <subviews>
                                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="70" y="0.0" width="100" height="21"/>
                                </label>
                                <imageView contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                                    <rect key="frame" x="0.0" y="41" width="240" height="44"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="44" id="h"/>
                                    </constraints>
                                </imageView>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    @Test func imagelessImageViewsInStacksKeepTheirRecordedSize() throws {
        let document = try importXML(Self.imagelessImageInStack, file: "Stack.xib")
        #expect(try solvedFrame("image", in: document) == CGRect(x: 0, y: 41, width: 240, height: 44))
        #expect(try solvedFrame("title", in: document) == CGRect(x: 70, y: 0, width: 100, height: 21))
        #expect(document.check().summary == "Stack.xib: 3 of 3 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// A design device the table does not know: a warning, and the device family its id names
    /// (an iPad: regular width, so the `widthClass=regular` constant applies).
    static let unknownDevice = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="ipad13_0future" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="40" y="10" width="50" height="50"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l">
                            <variation key="widthClass=regular" constant="40"/>
                        </constraint>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
                        <constraint firstItem="box" firstAttribute="width" constant="50" id="w"/>
                        <constraint firstItem="box" firstAttribute="height" constant="50" id="h"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    @Test func unknownDevicesFallBackToTheirFamily() throws {
        let document = try importXML(Self.unknownDevice, file: "Pad.xib")
        #expect(document.warnings.map(\.description) == [
            "Pad.xib:1:1: warning: unknown design device 'ipad13_0future' (laid out as 'ipad9_7', the same family)",
        ])
        let layout = try #require(document.layouts.first)
        let box = try #require(layout.views.first { $0.objectID == "box" })
        #expect(layout.solvedFrame(of: box) == CGRect(x: 40, y: 10, width: 50, height: 50))
    }

    /// macOS bordered boxes: the bezel sits 3 pt outside the alignment rect at the sides and
    /// 4 pt below, and 2 pt above when the box has no title. Two boxes stacked 12 pt apart
    /// between a field and the bottom edge land on IB's frames only with those insets.
    static let borderedBoxes = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="12118" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="463" height="170"/>
                    <subviews>
                        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                            <rect key="frame" x="0.0" y="148" width="463" height="22"/>
                            <textFieldCell key="cell" scrollable="YES" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="fc"><font key="font" metaFont="system"/></textFieldCell>
                        </textField>
                        <box title="HTTP Authentication" translatesAutoresizingMaskIntoConstraints="NO" id="titled">
                            <rect key="frame" x="-3" y="62" width="469" height="74"/>
                            <view key="contentView" id="c1">
                                <rect key="frame" x="2" y="2" width="465" height="57"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </box>
                        <box title="Box" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                            <rect key="frame" x="-3" y="-4" width="469" height="60"/>
                            <view key="contentView" id="c2">
                                <rect key="frame" x="2" y="2" width="465" height="56"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </box>
                    </subviews>
                    <constraints>
                        <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" id="a"/>
                        <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b"/>
                        <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" id="c"/>
                        <constraint firstItem="titled" firstAttribute="top" secondItem="field" secondAttribute="bottom" constant="12" id="d"/>
                        <constraint firstItem="titled" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="e"/>
                        <constraint firstAttribute="trailing" secondItem="titled" secondAttribute="trailing" id="f"/>
                        <constraint firstItem="titled" firstAttribute="height" constant="70" id="g"/>
                        <constraint firstItem="plain" firstAttribute="top" secondItem="titled" secondAttribute="bottom" constant="12" id="h"/>
                        <constraint firstItem="plain" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="i"/>
                        <constraint firstAttribute="trailing" secondItem="plain" secondAttribute="trailing" id="j"/>
                        <constraint firstAttribute="bottom" secondItem="plain" secondAttribute="bottom" id="k"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func borderedMacBoxesHaveBezelInsets() throws {
        let document = try importXML(Self.borderedBoxes, file: "Boxes.xib")
        let layout = try #require(document.layouts.first)
        let titled = try #require(layout.views.first { $0.objectID == "titled" })
        let plain = try #require(layout.views.first { $0.objectID == "plain" })
        // titled: alignment 0…463 × 34…104 (top-down) → frame x −3, width 469, y = 170 − 108 = 62.
        #expect(layout.solvedFrame(of: titled) == CGRect(x: -3, y: 62, width: 469, height: 74))
        // plain: alignment 116…170 → frame 114…174 → y = −4, height 60.
        #expect(layout.solvedFrame(of: plain) == CGRect(x: -3, y: -4, width: 469, height: 60))
    }

    /// Elements met in real files that carry views or only build metadata are known, so they
    /// are neither reported nor dropped as unknown.
    @Test(arguments: ["ruleEditor", "predicateEditor", "development", "wkWebViewConfiguration", "wkPreferences",
                      "audiovisualMediaTypes", "searchDisplayController", "hoverGestureRecognizer"])
    func elementsMetInRealFilesAreKnown(_ name: String) {
        #expect(IBVocabulary.isKnown(name))
    }
}
