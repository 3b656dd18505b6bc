import Foundation
import Testing
@testable import PlumbXML

/// Held-out round 26 (unseen macOS panes, cells and sheets of five repositories): one rule,
/// for the size IB's canvas gives a designable arranged in an NSStackView or an NSGridView cell.
extension GeneralRuleTests {
    /// A 200 × 84 macOS view filled by a grid of one row, placed `center`, whose one cell holds
    /// `content` (DSFInspectorPanes' inspector panes, trimmed).
    static func centredGridCell(_ content: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="17156" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
            <objects>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="84"/>
                    <subviews>
                        <gridView xPlacement="leading" yPlacement="bottom" rowAlignment="none" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="84"/>
                            <rows>
                                <gridRow yPlacement="center" id="row"/>
                            </rows>
                            <columns>
                                <gridColumn id="column"/>
                            </columns>
                            <gridCells>
                                <gridCell row="row" column="column" id="cell">
                                    \(content)
                                </gridCell>
                            </gridCells>
                        </gridView>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" id="t"/>
                        <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" id="tp"/>
                        <constraint firstAttribute="bottom" secondItem="grid" secondAttribute="bottom" id="b"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
    }

    /// DSFInspectorPanes' frame pane: the cell centres a vertical stack of a custom-class view
    /// (a designable stepper, recorded 145 × 50, no constraint of its own) over a mini label
    /// (11 pt). A macOS document records no `<designables>`, so the stepper's recorded size is
    /// its rendered intrinsic size: the stack is 50 + 2 + 11 = 63 pt tall, centred at 10.5 and
    /// on IB's whole-point grid at y = 11, as saved. `CLASS` is replaced by the view's custom
    /// class. Frames are in the document's convention (bottom-left origins, labels' 2-pt insets).
    static let designableInGridStack = centredGridCell("""
        <stackView key="contentView" distribution="fill" orientation="vertical" alignment="centerX" spacing="2" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="11" width="145" height="63"/>
            <subviews>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="stepper" CLASS>
                    <rect key="frame" x="0.0" y="13" width="145" height="50"/>
                </customView>
                <textField horizontalHuggingPriority="100" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="-2" y="0.0" width="149" height="11"/>
                    <textFieldCell key="cell" controlSize="mini" lineBreakMode="clipping" alignment="center" title="Width" id="labelCell">
                        <font key="font" metaFont="miniSystem"/>
                    </textFieldCell>
                </textField>
            </subviews>
        </stackView>
        """)

    @Test func aMacDesignableInAStackKeepsItsRecordedSize() throws {
        let xml = Self.designableInGridStack.replacingOccurrences(of: "CLASS", with: #"customClass="StepperView""#)
        let document = try importXML(xml, file: "FramePane.xib")
        #expect(try solvedFrame("stack", in: document) == CGRect(x: 0, y: 11, width: 145, height: 63))
        #expect(try solvedFrame("stepper", in: document) == CGRect(x: 0, y: 13, width: 145, height: 50))
        #expect(try solvedFrame("label", in: document) == CGRect(x: -2, y: 0, width: 149, height: 11))
        #expect(document.check().isClean)
    }

    /// A plain custom view (no class, so no designable) has no size of its own: the grid's
    /// fill stretches the stack over the whole row, as before the rule.
    @Test func aPlainCustomViewInAStackGetsNoRecordedSize() throws {
        let xml = Self.designableInGridStack.replacingOccurrences(of: " CLASS", with: "")
        let document = try importXML(xml, file: "FramePane.xib")
        #expect(try solvedFrame("stack", in: document).height == 84)
        #expect(try solvedFrame("stepper", in: document).height == 71)
    }

    /// The same designable as the cell's own content (DSFInspectorPanes' colour-scheme pane: a
    /// stepper recorded 112 × 30 in a centred cell): 30 pt tall, centred in the 84-pt row at
    /// y = 27, where the grid's fill stretched the size-less view over the whole row before.
    @Test func aMacDesignableInAGridCellKeepsItsRecordedSize() throws {
        let xml = Self.centredGridCell("""
            <customView key="contentView" horizontalHuggingPriority="100" translatesAutoresizingMaskIntoConstraints="NO" id="stepper" customClass="StepperView">
                <rect key="frame" x="0.0" y="27" width="112" height="30"/>
            </customView>
            """)
        let document = try importXML(xml, file: "ColorSchemePane.xib")
        #expect(try solvedFrame("stepper", in: document) == CGRect(x: 0, y: 27, width: 112, height: 30))
        #expect(document.check().isClean)
    }
}
