import Foundation
import Testing
@testable import PlumbXML

/// Held-out round 28 (unseen macOS panes, cells and windows of seven repositories): two rules,
/// for where a label squeezed below its line box draws its line, and for the right side of a
/// regular pop-up's bezel from Xcode 13.
extension GeneralRuleTests {
    /// A 262 × 40 macOS view whose grid (10 pt in from the top and bottom) has one row, placed
    /// `center`, of a 13-pt label recorded `HEIGHT` tall (`MODE` is its cell's line-break mode)
    /// and a push button, the label's last baseline tied to both of the button's baselines
    /// (Settings' example General pane, trimmed). Frames are in the document's convention
    /// (bottom-left origins; labels' 2-pt insets, Xcode 13 push buttons' 5/7/7/7).
    static func labelOnAButtonsBaseline(height: Int, y: Int, mode: String = "clipping") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="20037" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
            <objects>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="262" height="40"/>
                    <subviews>
                        <gridView xPlacement="center" yPlacement="center" rowAlignment="none" rowSpacing="8" columnSpacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                            <rect key="frame" x="0.0" y="10" width="262" height="20"/>
                            <constraints>
                                <constraint firstItem="label" firstAttribute="baseline" secondItem="button" secondAttribute="firstBaseline" id="b1"/>
                                <constraint firstItem="label" firstAttribute="baseline" secondItem="button" secondAttribute="baseline" id="b2"/>
                            </constraints>
                            <rows>
                                <gridRow id="row"/>
                            </rows>
                            <columns>
                                <gridColumn xPlacement="trailing" id="c1"/>
                                <gridColumn xPlacement="leading" id="c2"/>
                            </columns>
                            <gridCells>
                                <gridCell row="row" column="c1" id="cell1">
                                    <textField key="contentView" horizontalHuggingPriority="251" verticalHuggingPriority="750" verticalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                        <rect key="frame" x="-2" y="\(y)" width="107" height="\(height)"/>
                                        <textFieldCell key="cell" lineBreakMode="\(mode)" title="Button to switch:" id="labelCell">
                                            <font key="font" metaFont="system"/>
                                        </textFieldCell>
                                    </textField>
                                </gridCell>
                                <gridCell row="row" column="c2" id="cell2">
                                    <button key="contentView" horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                                        <rect key="frame" x="106" y="-7" width="163" height="32"/>
                                        <buttonCell key="cell" type="push" title="Switch Settings Style" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="buttonCell">
                                            <font key="font" metaFont="system"/>
                                        </buttonCell>
                                    </button>
                                </gridCell>
                            </gridCells>
                        </gridView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
                        <constraint firstAttribute="bottom" secondItem="grid" secondAttribute="bottom" constant="10" id="b"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
    }

    /// The label is 14 pt tall, 2 pt less than the 13-pt system font's 16-pt line box; centred
    /// in the 20-pt row it starts 3 pt below the row's top (y = 3). Its line, centred in those
    /// 14 pt, starts 1 pt above the label: baseline 3 − 1 + 12.38 = 14.38, the button's too
    /// (its 16-pt line centred in its 20-pt rect: 2 + 12.38). Drawn from the label's top the
    /// baseline would be 1 pt lower and the two baseline ties would conflict with the grid's
    /// placement, as they did before the rule.
    @Test func aLabelSqueezedBelowItsLineBoxCentresItsLine() throws {
        let document = try importXML(Self.labelOnAButtonsBaseline(height: 14, y: 3), file: "GeneralPane.xib")
        #expect(try solvedFrame("grid", in: document) == CGRect(x: 0, y: 10, width: 262, height: 20))
        #expect(try solvedFrame("label", in: document) == CGRect(x: -2, y: 3, width: 107, height: 14))
        #expect(try solvedFrame("button", in: document) == CGRect(x: 106, y: -7, width: 163, height: 32))
        #expect(document.check().isClean)
    }

    /// Not squeezed: a label as tall as its line box draws the line from its top (16 pt,
    /// centred at y = 2: baseline 2 + 12.38, on the button's); and a squeezed label that wraps
    /// is not a one-line label, so its line still starts at its top and the ties conflict.
    @Test func aLabelAsTallAsItsLineOrWrappingKeepsItsLineAtTheTop() throws {
        let full = try importXML(Self.labelOnAButtonsBaseline(height: 16, y: 2), file: "GeneralPane.xib")
        #expect(try solvedFrame("label", in: full) == CGRect(x: -2, y: 2, width: 107, height: 16))
        #expect(full.check().isClean)
        let wrapping = try importXML(Self.labelOnAButtonsBaseline(height: 14, y: 3, mode: "wordWrapping"), file: "GeneralPane.xib")
        #expect(wrapping.check().scenes.flatMap(\.unsatisfiable).count == 1)
    }

    /// A 166 × 60 macOS view (autoresizing: its recorded size holds) with a label 20 pt from
    /// the left and a regular pop-up 8 pt after it, pinned 20 pt below the top and above the
    /// bottom, its trailing edge at least 20 pt from the view's (IOBrowser's property-list
    /// format accessory). `TOOLS` is the document's toolsVersion.
    static let labelAndPopUp = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="TOOLS" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="166" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <subviews>
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="18" y="22" width="51" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Format:" id="labelCell">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                            <rect key="frame" x="72" y="16" width="78" height="25"/>
                            <popUpButtonCell key="cell" type="push" title="Binary" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="popUpCell">
                                <font key="font" metaFont="menu"/>
                            </popUpButtonCell>
                        </popUpButton>
                    </subviews>
                    <constraints>
                        <constraint firstItem="label" firstAttribute="centerY" secondItem="popUp" secondAttribute="centerY" id="c1"/>
                        <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="popUp" secondAttribute="trailing" constant="20" id="c2"/>
                        <constraint firstAttribute="bottom" secondItem="popUp" secondAttribute="bottom" constant="20" id="c3"/>
                        <constraint firstItem="popUp" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c4"/>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c5"/>
                        <constraint firstItem="popUp" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="8" id="c6"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    /// Xcode 13 (toolsVersion 18122): the pop-up's 78-pt frame holds a 71-pt rect, 3 pt in from
    /// the left and 4 from the right, so label (47) and pop-up fit the 146 pt the constraints
    /// leave exactly (20 + 47 + 8 + 71): both keep their recorded frames. With the earlier 3 pt
    /// on the right the two were 1 pt too wide and their compression resistances tied.
    @Test func anXcode13PopUpReachesFourPointsPastItsRectOnTheRight() throws {
        let document = try importXML(Self.labelAndPopUp.replacingOccurrences(of: "TOOLS", with: "18122"), file: "FormatPane.xib")
        #expect(try solvedFrame("label", in: document) == CGRect(x: 18, y: 22, width: 51, height: 16))
        #expect(try solvedFrame("popUp", in: document) == CGRect(x: 72, y: 16, width: 78, height: 25))
        #expect(document.check().isClean)
    }

    /// Before Big Sur (toolsVersion 16096, Xcode 11.4) the rule does not apply: the pop-up's
    /// rect is 72 pt wide (3 and 3), one more than the 146 pt allow, and the label and pop-up
    /// tie over which gives way (both reported open). (This test used Xcode 12.5's 17701 until
    /// round 34 found Xcode 12's pop-ups already 4 pt past their rect on the right.)
    @Test func anXcode11PopUpKeepsThreePointsOnTheRight() throws {
        let document = try importXML(Self.labelAndPopUp.replacingOccurrences(of: "TOOLS", with: "16096"), file: "FormatPane.xib")
        #expect(document.check().scenes.flatMap(\.ambiguous).count == 2)
    }
}
