import Foundation
import Testing
@testable import PlumbXML

extension GeneralRuleTests {
    /// A 36 × 24 view centred in a 51 × 51 macOS view: Interface Builder saves macOS frames in
    /// whole points, rounding each edge in window coordinates with ties to the right and up the
    /// screen — x 7.5 → 8, and 13.5 pt above the bottom → 14 (AppKit's bottom-left coordinates
    /// round half up). A 0.9 share of 547 (492.3, centred at 27.35) is saved as 27 … 520.
    static let macWholePoints = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="547" height="51"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="0.0" width="51" height="51"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="centred">
                                    <rect key="frame" x="8" y="14" width="36" height="24"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="36" id="cw"/>
                                        <constraint firstAttribute="height" constant="24" id="ch"/>
                                    </constraints>
                                </customView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="centred" firstAttribute="centerX" secondItem="box" secondAttribute="centerX" id="cx"/>
                                <constraint firstItem="centred" firstAttribute="centerY" secondItem="box" secondAttribute="centerY" id="cy"/>
                            </constraints>
                        </customView>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="share">
                            <rect key="frame" x="27" y="0.0" width="493" height="10"/>
                        </customView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bl"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="bt"/>
                        <constraint firstItem="box" firstAttribute="width" constant="51" id="bw"/>
                        <constraint firstItem="box" firstAttribute="height" constant="51" id="bh"/>
                        <constraint firstItem="share" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.9" id="sw"/>
                        <constraint firstItem="share" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="sx"/>
                        <constraint firstAttribute="bottom" secondItem="share" secondAttribute="bottom" id="sb"/>
                        <constraint firstItem="share" firstAttribute="height" constant="10" id="sh"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func macFramesAreSavedInWholePointsRoundedInWindowCoordinates() throws {
        let document = try importXML(Self.macWholePoints, file: "Grid.xib")
        let layout = try #require(document.layouts.first)
        let centred = try #require(layout.views.first { $0.objectID == "centred" })
        #expect(layout.solvedFrame(of: centred) == CGRect(x: 8, y: 14, width: 36, height: 24))
        #expect(try solvedFrame("share", in: document) == CGRect(x: 27, y: 0, width: 493, height: 10))
        // The engine's own frames stay exact; only the comparison uses IB's grid.
        #expect(centred.view.frame == CGRect(x: 7.5, y: 13.5, width: 36, height: 24))
        #expect(document.check().summary == "Grid.xib: 3 of 3 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
