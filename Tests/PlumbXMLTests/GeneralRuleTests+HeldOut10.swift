import Foundation
import Testing
@testable import PlumbXML

/// Rules found by the tenth held-out set (unseen files saved by Xcode 16 and 26, from other
/// repositories), one small hand-written document each.
extension GeneralRuleTests {
    /// An NSStackView keeps a `fillEqually` arrangement's views equal only "as much as possible"
    /// (AppKit's documentation; UIStackView's is required). A vertical stack holds a bold title
    /// that resists compression at 1000 (19 pt) and a detail label that hugs at 749 (16 pt): the
    /// detail keeps its 16 pt and the stack is 19 + 10 + 16 = 45 tall, as IB draws it. Below it a
    /// horizontal stack of two push buttons that hug at the default 250 still makes them equal.
    static let fillEquallyStacks = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23727" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <subviews>
                        <stackView distribution="fillEqually" orientation="vertical" alignment="leading" spacing="10" horizontalStackHuggingPriority="250" verticalStackHuggingPriority="250" translatesAutoresizingMaskIntoConstraints="NO" id="texts">
                            <rect key="frame" x="20" y="55" width="200" height="45"/>
                            <subviews>
                                <textField verticalHuggingPriority="750" verticalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="-2" y="26" width="204" height="19"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="Locking file.txt" id="titleCell">
                                        <font key="font" metaFont="systemBold" size="16"/>
                                    </textFieldCell>
                                </textField>
                                <textField verticalHuggingPriority="749" translatesAutoresizingMaskIntoConstraints="NO" id="detail">
                                    <rect key="frame" x="-2" y="0.0" width="204" height="16"/>
                                    <textFieldCell key="cell" selectable="YES" title="Communicating with server" id="detailCell">
                                        <font key="font" metaFont="system"/>
                                    </textFieldCell>
                                </textField>
                            </subviews>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="texts" secondAttribute="leading" id="t1"/>
                                <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" id="t2"/>
                                <constraint firstItem="detail" firstAttribute="leading" secondItem="texts" secondAttribute="leading" id="t3"/>
                                <constraint firstAttribute="trailing" secondItem="detail" secondAttribute="trailing" id="t4"/>
                            </constraints>
                        </stackView>
                        <stackView distribution="fillEqually" orientation="horizontal" alignment="top" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="buttons">
                            <rect key="frame" x="20" y="20" width="208" height="20"/>
                            <subviews>
                                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="web">
                                    <rect key="frame" x="-7" y="-7" width="114" height="32"/>
                                    <buttonCell key="cell" type="push" title="Webpage" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="webCell">
                                        <font key="font" metaFont="system"/>
                                    </buttonCell>
                                </button>
                                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="close">
                                    <rect key="frame" x="101" y="-7" width="114" height="32"/>
                                    <buttonCell key="cell" type="push" title="Close" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="closeCell">
                                        <font key="font" metaFont="system"/>
                                    </buttonCell>
                                </button>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="texts" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="r1"/>
                        <constraint firstItem="texts" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="r2"/>
                        <constraint firstItem="texts" firstAttribute="width" constant="200" id="r3"/>
                        <constraint firstItem="buttons" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="r4"/>
                        <constraint firstItem="buttons" firstAttribute="width" constant="208" id="r5"/>
                        <constraint firstAttribute="bottom" secondItem="buttons" secondAttribute="bottom" constant="20" id="r6"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func nsStackViewFillsEquallyOnlyAsMuchAsPossible() throws {
        let document = try importXML(Self.fillEquallyStacks, file: "FillEqually.xib")
        #expect(try solvedFrame("texts", in: document).height == 45)
        #expect(try solvedFrame("title", in: document).height == 19)
        #expect(try solvedFrame("detail", in: document).height == 16)
        let web = try solvedFrame("web", in: document), close = try solvedFrame("close", in: document)
        // Frames: 100-pt alignment rects with the push button's 7 pt at each side, 8 pt apart.
        #expect(web.width == 114 && close.width == 114 && close.minX - web.minX == 108)
        #expect(document.check().summary == "FillEqually.xib: 6 of 6 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
