import Foundation
import Testing
@testable import PlumbXML

extension GeneralRuleTests {
    /// A regular round-rect button (19 pt frame) centred in a 102-pt view: its alignment rect
    /// is the 18 pt above the 1-pt shadow, so it centres at 42 from the bottom and its frame
    /// is saved at y = 41 (not 41.5, which would round to 42).
    static let roundRectButton = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="17701" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="102"/>
                    <subviews>
                        <button horizontalHuggingPriority="1000" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="done">
                            <rect key="frame" x="134" y="41" width="50" height="19"/>
                            <buttonCell key="cell" type="roundRect" title="Button" bezelStyle="roundedRect" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="c">
                                <font key="font" metaFont="systemMedium" size="11"/>
                            </buttonCell>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="done" secondAttribute="trailing" constant="16" id="t"/>
                        <constraint firstItem="done" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func roundRectButtonsAlignAboveTheirShadow() throws {
        let document = try importXML(Self.roundRectButton, file: "RoundRect.xib")
        #expect(try solvedFrame("done", in: document) == CGRect(x: 134, y: 41, width: 50, height: 19))
        #expect(document.check().summary == "RoundRect.xib: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
