import Foundation
import Testing
@testable import PlumbXML

/// Held-out round 30 (unseen macOS panes, cells and items of six repositories): one rule, for
/// the regular check box that recent Xcodes save 16 pt tall.
extension GeneralRuleTests {
    /// A 440 × 84 macOS view whose grid (20 pt in from the top and the sides; rows aligned by
    /// first baselines, 12 pt apart; a 144-pt trailing column and a 250-pt one) holds a label
    /// beside a check box in its first row and a second check box alone, placed at the top of
    /// its cell, in the second (PasteDirect's general pane, trimmed). The document is saved with
    /// `TOOLS`; the second box's control size is `SIZE`. Frames are in the document's convention
    /// (bottom-left origins; labels' 2-pt insets).
    static func checkBoxesInAGrid(toolsVersion: String, size: String, second: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="440" height="84"/>
                    <subviews>
                        <gridView xPlacement="leading" yPlacement="top" rowAlignment="firstBaseline" rowSpacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                            <rect key="frame" x="20" y="20" width="400" height="44"/>
                            <rows>
                                <gridRow rowAlignment="firstBaseline" id="r1"/>
                                <gridRow rowAlignment="firstBaseline" id="r2"/>
                            </rows>
                            <columns>
                                <gridColumn xPlacement="trailing" width="144" id="c1"/>
                                <gridColumn width="250" id="c2"/>
                            </columns>
                            <gridCells>
                                <gridCell row="r1" column="c1" id="cell11">
                                    <textField key="contentView" horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                        <rect key="frame" x="105" y="28" width="41" height="16"/>
                                        <textFieldCell key="cell" lineBreakMode="clipping" title="Start:" id="labelCell">
                                            <font key="font" usesAppearanceFont="YES"/>
                                        </textFieldCell>
                                    </textField>
                                </gridCell>
                                <gridCell row="r1" column="c2" yPlacement="top" id="cell12">
                                    <button key="contentView" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="box1">
                                        <rect key="frame" x="150" y="28" width="159" height="16"/>
                                        <buttonCell key="cell" type="check" title="Open at login" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="box1Cell">
                                            <font key="font" metaFont="system"/>
                                        </buttonCell>
                                    </button>
                                </gridCell>
                                <gridCell row="r2" column="c1" id="cell21"/>
                                <gridCell row="r2" column="c2" yPlacement="top" id="cell22">
                                    <button key="contentView" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="box2">
                                        \(second)
                                        <buttonCell key="cell" type="check" title="Paste as plain text" bezelStyle="regularSquare" imagePosition="left" state="on" \(size)inset="2" id="box2Cell">
                                            <font key="font" metaFont="system"/>
                                        </buttonCell>
                                    </button>
                                </gridCell>
                            </gridCells>
                        </gridView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" constant="20" id="r"/>
                        <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
    }

    /// Saved by an Xcode of toolsVersion 24128, each regular box's 16-pt frame is its alignment
    /// rect: the boxes start at the second column's start (x = 150, where a label's frame would
    /// start at 148), the first on the label's baseline with both frames on the row's top (the
    /// box's 16-pt line centred in its 16 pt: baseline 12.38, the label's), the second on its
    /// row's top (28) — so the grid is 16 + 12 + 16 = 44 pt tall. With the table's insets for an
    /// older box (1 above and below a 14-pt rect, 2 on the left) the boxes sat at x = 148 and the
    /// second row was 14 pt tall.
    @Test func aSixteenPointCheckBoxOfARecentXcodeHasNoInsets() throws {
        let xml = Self.checkBoxesInAGrid(toolsVersion: "24128", size: "",
                                         second: #"<rect key="frame" x="150" y="0.0" width="100" height="16"/>"#)
        let document = try importXML(xml, file: "GeneralSettings.xib")
        #expect(try solvedFrame("grid", in: document) == CGRect(x: 20, y: 20, width: 400, height: 44))
        #expect(try solvedFrame("label", in: document) == CGRect(x: 105, y: 28, width: 41, height: 16))
        #expect(try solvedFrame("box1", in: document) == CGRect(x: 150, y: 28, width: 159, height: 16))
        #expect(try solvedFrame("box2", in: document) == CGRect(x: 150, y: 0, width: 100, height: 16))
        #expect(document.check().isClean)
    }

    /// Not the rule: a small box is saved 16 pt tall by every Xcode (MonitorControl's, Xcode 15)
    /// and keeps its focus ring — 1 pt above and below a 14-pt rect, 2 on the left — in the same
    /// document: it starts 2 pt left of the column (x = 148), its frame 1 pt above the row's top,
    /// and its row is 14 pt tall (grid 42). An Xcode 15 document's regular boxes are 18 pt tall
    /// and keep Big Sur's 1 and 1 around a 16-pt rect and 2 on the left.
    @Test func aSmallOrEighteenPointCheckBoxKeepsItsFocusRing() throws {
        let small = Self.checkBoxesInAGrid(toolsVersion: "24128", size: #"controlSize="small" "#,
                                           second: #"<rect key="frame" x="148" y="-1" width="100" height="16"/>"#)
        let document = try importXML(small, file: "GeneralSettings.xib")
        #expect(try solvedFrame("grid", in: document) == CGRect(x: 20, y: 22, width: 400, height: 42))
        #expect(try solvedFrame("box2", in: document) == CGRect(x: 148, y: -1, width: 100, height: 16))
        let older = Self.checkBoxesInAGrid(toolsVersion: "23502", size: "",
                                           second: #"<rect key="frame" x="148" y="-1" width="100" height="18"/>"#)
            .replacingOccurrences(of: #"x="150" y="28" width="159" height="16""#, with: #"x="148" y="27" width="159" height="18""#)
        let xcode15 = try importXML(older, file: "GeneralSettings.xib")
        #expect(try solvedFrame("box1", in: xcode15) == CGRect(x: 148, y: 27, width: 159, height: 18))
        #expect(try solvedFrame("box2", in: xcode15) == CGRect(x: 148, y: -1, width: 100, height: 18))
    }
}
