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
}
