import Foundation
import Testing
@testable import PlumbXML

extension GeneralRuleTests {
    /// A vertical NSStackView with 4-pt edge insets: a view without a width constraint is placed
    /// at the inset, one whose width equals the stack's spans the bounds — the insets yield to an
    /// explicit size, the bounds hold (the rule behind duckduckgo's JSAlert scene).
    static let macStackInsets = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="16097" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <subviews>
                        <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="10" y="34" width="200" height="56"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="free">
                                    <rect key="frame" x="4" y="32" width="100" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="fw"/>
                                        <constraint firstAttribute="height" constant="20" id="fh"/>
                                    </constraints>
                                </customView>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                                    <rect key="frame" x="0.0" y="4" width="200" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="20" id="wh"/>
                                    </constraints>
                                </customView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="wide" firstAttribute="width" secondItem="stack" secondAttribute="width" id="ww"/>
                            </constraints>
                            <edgeInsets key="edgeInsets" left="4" right="4" top="4" bottom="4"/>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                        <constraint firstItem="stack" firstAttribute="width" constant="200" id="sw"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func macStackInsetsYieldToAnExplicitWidthButTheBoundsHold() throws {
        let document = try importXML(Self.macStackInsets, file: "Insets.xib")
        let layout = try #require(document.layouts.first)
        #expect(layout.activationErrors.isEmpty)
        let free = try #require(layout.views.first { $0.objectID == "free" })
        let wide = try #require(layout.views.first { $0.objectID == "wide" })
        // Top-down in the 56-pt stack: free 4…24 at the left inset, wide 32…52 over the full 200;
        // macOS frames count y from the bottom: 56 − 24 = 32 and 56 − 52 = 4.
        #expect(layout.solvedFrame(of: free) == CGRect(x: 4, y: 32, width: 100, height: 20))
        #expect(layout.solvedFrame(of: wide) == CGRect(x: 0, y: 4, width: 200, height: 20))
        #expect(document.check().summary == "Insets.xib: 3 of 3 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// The same stack with content instead of sizes: a field whose width (its recorded, intrinsic
    /// 200) holds at its compression resistance (750) beats the stack's placement at the left
    /// inset, which holds only at the stack's own hugging priority across the axis (249.99998);
    /// a label that fits stays at the inset.
    static let macStackInsetsAtHugging = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21507" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <subviews>
                        <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="10" y="43" width="200" height="47"/>
                            <subviews>
                                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                    <rect key="frame" x="2" y="26" width="104" height="17"/>
                                    <textFieldCell key="cell" title="A short label" id="lc"><font key="font" metaFont="system"/></textFieldCell>
                                </textField>
                                <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                    <rect key="frame" x="0.0" y="4" width="200" height="14"/>
                                    <textFieldCell key="cell" scrollable="YES" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="fc"><font key="font" metaFont="system" size="11"/></textFieldCell>
                                </textField>
                            </subviews>
                            <edgeInsets key="edgeInsets" left="4" right="4" top="4" bottom="4"/>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                        <constraint firstItem="stack" firstAttribute="width" constant="200" id="sw"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func macStackInsetPlacementHoldsAtTheStacksHuggingPriority() throws {
        let document = try importXML(Self.macStackInsetsAtHugging, file: "Hugging.xib")
        let layout = try #require(document.layouts.first)
        #expect(layout.activationErrors.isEmpty)
        let label = try #require(layout.views.first { $0.objectID == "label" })
        let field = try #require(layout.views.first { $0.objectID == "field" })
        // Top-down in the 47-pt stack: the label 4…21 (alignment x 4, frame x 2), the field
        // 29…43 over the full 200; from the bottom: 47 − 21 = 26 and 47 − 43 = 4.
        #expect(layout.solvedFrame(of: label) == CGRect(x: 2, y: 26, width: 104, height: 17))
        #expect(layout.solvedFrame(of: field) == CGRect(x: 0, y: 4, width: 200, height: 14))
        #expect(document.check().summary == "Hugging.xib: 3 of 3 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
