import Foundation
import Testing
@testable import PlumbXML

/// A macOS scroll view whose document view is a text view keeps its recorded size on Interface
/// Builder's canvas (the corpus's DuckDuckGo JS alert: IB records the scroll view 420 × 50
/// against its only height constraint, `height = 32` at priority 250, marks nothing misplaced,
/// and leaves its width — which nothing else sets — unmarked, not ambiguous).
extension GeneralRuleTests {
    /// A 300 × 148 view with a vertical, leading-aligned NSStackView (spacing 8, 20 from the
    /// edges, hugging at 249.99998) of a 17-pt label and a scroll view (`document` is its
    /// document view) with a `height = 32` constraint at priority 250. As recorded the
    /// scroll view is 260 × 50: 148 = 20 + 17 + 8 + 50 + 20 + 33 of slack the root's bottom
    /// `≥` leaves. Frames are in the document's convention (bottom-left origins).
    static func scrollingTextStack(document: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="148"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="20" y="53" width="260" height="75"/>
                            <subviews>
                                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="-2" y="58" width="104" height="17"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="A message" id="titleCell">
                                        <font key="font" metaFont="systemSemibold" size="14"/>
                                    </textFieldCell>
                                </textField>
                                <scrollView borderType="none" horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" hasHorizontalScroller="NO" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                    <rect key="frame" x="0.0" y="0.0" width="260" height="50"/>
                                    <clipView key="contentView" drawsBackground="NO" id="clip">
                                        <rect key="frame" x="0.0" y="0.0" width="260" height="50"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            \(document)
                                        </subviews>
                                    </clipView>
                                    <constraints>
                                        <constraint firstAttribute="height" priority="250" constant="32" id="scrollHeight"/>
                                    </constraints>
                                </scrollView>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="top"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="leading"/>
                        <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="stack" secondAttribute="trailing" constant="20" id="trailing"/>
                        <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="stack" secondAttribute="bottom" constant="20" id="bottom"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
    }

    static let textDocument = """
        <textView importsGraphics="NO" richText="NO" verticallyResizable="YES" id="text">
            <rect key="frame" x="0.0" y="0.0" width="260" height="50"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <size key="minSize" width="260" height="50"/>
            <size key="maxSize" width="284" height="10000000"/>
        </textView>
        """

    @Test func aScrollingTextViewKeepsItsRecordedSize() throws {
        let document = try importXML(Self.scrollingTextStack(document: Self.textDocument), file: "Alert.xib")
        #expect(try solvedFrame("scroll", in: document) == CGRect(x: 0, y: 0, width: 260, height: 50))
        #expect(try solvedFrame("stack", in: document) == CGRect(x: 20, y: 53, width: 260, height: 75))
        #expect(try solvedFrame("title", in: document) == CGRect(x: -2, y: 58, width: 104, height: 17))
        let report = document.check()
        #expect(report.isClean)
        #expect(report.ambiguous.isEmpty)
    }

    /// Another document view (a plain custom view) gives the scroll view no size: its height
    /// is the 32 of its constraint and the stack's cross-axis hugging makes it as wide as the
    /// title (100), as before the rule — IB's recorded 260 × 50 is then off.
    @Test func aScrollViewOfAnotherDocumentHasNoRecordedSize() throws {
        let plain = """
            <customView id="text">
                <rect key="frame" x="0.0" y="0.0" width="260" height="50"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </customView>
            """
        let document = try importXML(Self.scrollingTextStack(document: plain), file: "Alert.xib")
        #expect(try solvedFrame("scroll", in: document) == CGRect(x: 0, y: 0, width: 100, height: 32))
        #expect(document.check().mismatches.map(\.objectID) == ["stack", "title", "scroll"])
    }
}
