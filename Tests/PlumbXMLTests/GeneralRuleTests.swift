import Foundation
import Testing
@testable import PlumbXML

/// Small hand-written documents, one per general rule found by running the importer over real
/// files it had never seen (held-out set) or over the corpus: each pins the rule with frames
/// computed by hand.
@Suite struct GeneralRuleTests {
    private func importXML(_ text: String, file: String = "Test.storyboard") throws -> ImportedDocument {
        try XMLLayoutImporter.importBytes(Array(text.utf8), file: file, options: ImportOptions())
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
}
