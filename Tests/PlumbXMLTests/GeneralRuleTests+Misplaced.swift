import Foundation
import Testing
@testable import PlumbXML

extension GeneralRuleTests {
    /// A card IB marks `misplaced="YES"`: its recorded frame (y 30, 100 tall) is stale, the
    /// constraints give y 20 and 80 tall. Xcode shows a warning; `check` reports the difference
    /// as a warning, does not compare the stale frame, and still compares the label.
    static let misplacedCard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <view misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                            <rect key="frame" x="10" y="30" width="280" height="100"/>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                            <rect key="frame" x="10" y="150" width="280" height="20"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                        <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="10" id="c3"/>
                        <constraint firstItem="card" firstAttribute="height" constant="80" id="c4"/>
                        <constraint firstItem="footer" firstAttribute="top" secondItem="root" secondAttribute="top" constant="150" id="c5"/>
                        <constraint firstItem="footer" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c6"/>
                        <constraint firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" constant="10" id="c7"/>
                        <constraint firstItem="footer" firstAttribute="height" constant="20" id="c8"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    @Test func framesMarkedMisplacedAreWarningsNotMismatches() throws {
        let document = try importXML(Self.misplacedCard, file: "Card.xib")
        let layout = try #require(document.layouts.first)
        let card = try #require(layout.views.first { $0.objectID == "card" })
        #expect(card.isMarkedMisplaced)
        #expect(layout.solvedFrame(of: card) == CGRect(x: 10, y: 20, width: 280, height: 80))
        let report = document.check()
        #expect(report.compared == 1 && report.matched == 1 && report.mismatches.isEmpty)
        #expect(report.isClean)
        #expect(report.misplaced.map(\.description) == [
            "Card.xib:7:17: warning: frame of 'card' (view/view) is (10, 20, 280, 80), recorded (10, 30, 280, 100), which the document marks misplaced (stale)",
        ])
        #expect(report.summary == "Card.xib: 1 of 1 views match their recorded frames (1 marked misplaced in the document, not compared); 0 unsatisfiable, 0 ambiguous")
        #expect(report.lines == report.misplaced.map(\.description) + [report.summary])
    }
}
