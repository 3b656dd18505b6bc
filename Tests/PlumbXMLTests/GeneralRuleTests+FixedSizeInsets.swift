import Foundation
import Testing
import PlumbCore
@testable import PlumbXML

extension GeneralRuleTests {
    /// A document saved by Xcode 15 whose push button has a required width of 78 in a 92-pt
    /// frame: the bezel reaches 14 pt beyond the alignment rect across, and the trailing
    /// constraint says 7 of them are on the right, so 7 are on the left (the table's 6 and 6
    /// are an older Xcode's). Both buttons of the class use 7 and 7.
    static let fixedSizePushButtons = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="80"/>
                    <subviews>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="close">
                            <rect key="frame" x="195" y="13" width="92" height="33"/>
                            <buttonCell key="cell" type="push" title="Close" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="c1"><font key="font" metaFont="system"/></buttonCell>
                            <constraints>
                                <constraint firstAttribute="width" constant="78" id="cw"/>
                            </constraints>
                        </button>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="help">
                            <rect key="frame" x="13" y="42" width="80" height="33"/>
                            <buttonCell key="cell" type="push" title="Help" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="c2"><font key="font" metaFont="system"/></buttonCell>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="close" secondAttribute="trailing" constant="20" id="ct"/>
                        <constraint firstAttribute="bottom" secondItem="close" secondAttribute="bottom" constant="20" id="cb"/>
                        <constraint firstItem="help" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="hl"/>
                        <constraint firstItem="help" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="ht"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func aFixedSizeSaysWhatTheInsetsAddUpTo() throws {
        let document = try importXML(Self.fixedSizePushButtons, file: "Fixed.xib")
        let layout = try #require(document.layouts.first)
        let close = try #require(layout.views.first { $0.objectID == "close" })
        let help = try #require(layout.views.first { $0.objectID == "help" })
        #expect(close.alignmentInsets == EdgeInsets(top: 5, left: 7, bottom: 7, right: 7))
        #expect(help.alignmentInsets == EdgeInsets(top: 5, left: 7, bottom: 7, right: 7))
        // Alignment rects: close 202…280 × 39…60 (top-down), help 20…86 × 10…31.
        #expect(layout.solvedFrame(of: close) == CGRect(x: 195, y: 13, width: 92, height: 33))
        #expect(layout.solvedFrame(of: help) == CGRect(x: 13, y: 42, width: 80, height: 33))
        #expect(document.check().summary == "Fixed.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
