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

    /// An NSStackView places its views across its axis only at its own hugging priority on that
    /// axis (249.99998 here) also when it has no edge insets; its bounds hold at required. A row
    /// aligned at the top holds a 32-pt icon and a label centred on the icon by an explicit
    /// constraint: the label keeps its 16 pt (hugging 750) and sits 8 pt down, as IB draws it,
    /// instead of being stretched to the row's 32 pt to meet both the top and the centre.
    static let topAlignedRowWithCentredLabel = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23727" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="42"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <subviews>
                        <stackView distribution="fill" orientation="horizontal" alignment="top" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                            <rect key="frame" x="5" y="5" width="190" height="32"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                    <rect key="frame" x="0.0" y="0.0" width="32" height="32"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="32" id="iw"/>
                                        <constraint firstAttribute="height" constant="32" id="ih"/>
                                    </constraints>
                                </customView>
                                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                    <rect key="frame" x="38" y="8" width="154" height="16"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="Share link" id="labelCell">
                                        <font key="font" metaFont="system"/>
                                    </textFieldCell>
                                </textField>
                            </subviews>
                            <constraints>
                                <constraint firstItem="label" firstAttribute="centerY" secondItem="icon" secondAttribute="centerY" id="c"/>
                            </constraints>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="5" id="r1"/>
                        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="5" id="r2"/>
                        <constraint firstAttribute="bottom" secondItem="row" secondAttribute="bottom" constant="5" id="r3"/>
                        <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="5" id="r4"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func nsStackViewPlacesViewsAcrossItsAxisAtItsHuggingPriority() throws {
        let document = try importXML(Self.topAlignedRowWithCentredLabel, file: "Row.xib")
        let label = try solvedFrame("label", in: document)
        #expect(label.height == 16 && label.width == 154)
        #expect(document.check().summary == "Row.xib: 3 of 3 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// A fixed size stated through an image view's own required aspect ratio is as fixed as one
    /// stated directly: a document icon 48 pt wide kept square is 48 pt tall, so its 55-pt frame
    /// says 7 pt of image insets, shared evenly. Centred in an 88-pt view its alignment rect is
    /// 20 … 68 and its frame 16.5 … 71.5.
    static let squareDocumentIcon = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="88"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <subviews>
                        <imageView horizontalHuggingPriority="1000" verticalHuggingPriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                            <rect key="frame" x="10" y="16.5" width="48" height="55"/>
                            <constraints>
                                <constraint firstAttribute="width" secondItem="icon" secondAttribute="height" multiplier="1:1" id="a"/>
                                <constraint firstAttribute="width" constant="48" id="w"/>
                            </constraints>
                            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyUpOrDown" image="doc" catalog="system" id="iconCell"/>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                        <constraint firstItem="icon" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c"/>
                    </constraints>
                </customView>
            </objects>
            <resources>
                <image name="doc" catalog="system" width="14" height="16"/>
            </resources>
        </document>
        """

    @Test func anImageViewsAspectRatioFixesItsOtherSide() throws {
        let document = try importXML(Self.squareDocumentIcon, file: "Icon.xib")
        let icon = try solvedFrame("icon", in: document)
        #expect(icon.width == 48 && icon.height == 55)
        #expect(document.check().summary == "Icon.xib: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
