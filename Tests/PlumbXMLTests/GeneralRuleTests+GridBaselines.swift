import Foundation
import Testing
@testable import PlumbXML

extension GeneralRuleTests {
    /// An NSGridView row aligned by last baselines (Maccy's storage pane): a 13-pt label and a
    /// check box line up their baselines. The label reaches higher above its baseline (12.4 pt)
    /// than the check box, whose 16-pt line box is centred in its 14-pt alignment rect and so
    /// starts 1 pt above it (11.4 pt) — the label takes the row's top, the box sits 1 pt lower.
    static let gridBaselineRow = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                    <subviews>
                        <gridView xPlacement="leading" yPlacement="top" rowAlignment="lastBaseline" rowSpacing="8" columnSpacing="13" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                            <rect key="frame" x="10" y="14" width="98" height="16"/>
                            <rows>
                                <gridRow id="r0"/>
                            </rows>
                            <columns>
                                <gridColumn xPlacement="trailing" id="c0"/>
                                <gridColumn id="c1"/>
                            </columns>
                            <gridCells>
                                <gridCell row="r0" column="c0" id="g0">
                                    <textField key="contentView" horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                        <rect key="frame" x="-2" y="0.0" width="37" height="16"/>
                                        <textFieldCell key="cell" alignment="right" title="Save:" id="lc"><font key="font" usesAppearanceFont="YES"/></textFieldCell>
                                    </textField>
                                </gridCell>
                                <gridCell row="r0" column="c1" id="g1">
                                    <button key="contentView" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="44" y="-1" width="54" height="18"/>
                                        <buttonCell key="cell" type="check" title="Files" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="bc"><font key="font" metaFont="system"/></buttonCell>
                                    </button>
                                </gridCell>
                            </gridCells>
                        </gridView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="gl"/>
                        <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="gt"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func gridRowsAlignedByBaselinesLineUpTheirCells() throws {
        let document = try importXML(Self.gridBaselineRow, file: "GridBaselines.xib")
        #expect(try solvedFrame("grid", in: document) == CGRect(x: 10, y: 14, width: 98, height: 16))
        #expect(try solvedFrame("label", in: document) == CGRect(x: -2, y: 0, width: 37, height: 16))
        #expect(try solvedFrame("box", in: document) == CGRect(x: 44, y: -1, width: 54, height: 18))
        #expect(document.check().summary == "GridBaselines.xib: 3 of 3 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
