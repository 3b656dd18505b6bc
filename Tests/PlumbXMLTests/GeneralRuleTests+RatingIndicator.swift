import Foundation
import Testing
@testable import PlumbXML

extension GeneralRuleTests {
    /// A rating-style NSLevelIndicator draws `maxValue` images of a fixed size, so it has an
    /// intrinsic width as well as a height (IB raises no ambiguity for one pinned only by its
    /// centre and top): centred in a 120-pt view, 10 pt from the top, its recorded 60 × 11 holds
    /// (30, 19). A capacity indicator keeps a height only, and its width stays open.
    static let ratingIndicator = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                    <subviews>
                        <levelIndicator verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="rating">
                            <rect key="frame" x="30" y="19" width="60" height="11"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="11" id="h"/>
                            </constraints>
                            <levelIndicatorCell key="cell" editable="YES" alignment="left" doubleValue="2" maxValue="5" levelIndicatorStyle="rating" id="cell"/>
                        </levelIndicator>
                    </subviews>
                    <constraints>
                        <constraint firstItem="rating" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
                        <constraint firstItem="rating" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="y"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func ratingIndicatorsHaveAnIntrinsicWidth() throws {
        let document = try importXML(Self.ratingIndicator, file: "Rating.xib")
        let layout = try #require(document.layouts.first)
        let rating = try #require(layout.views.first { $0.objectID == "rating" })
        #expect(layout.solvedFrame(of: rating) == CGRect(x: 30, y: 19, width: 60, height: 11))
        #expect(document.check().summary == "Rating.xib: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")

        let capacity = Self.ratingIndicator.replacingOccurrences(of: "levelIndicatorStyle=\"rating\"", with: "levelIndicatorStyle=\"continuousCapacity\"")
        let open = try importXML(capacity, file: "Capacity.xib")
        #expect(open.check().summary.contains("1 ambiguous"))
    }
}
