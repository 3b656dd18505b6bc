import Foundation
import Testing
@testable import PlumbXML

/// NSStackView's gravity areas (its default distribution) and NSGridView, computed by hand.
@Suite struct MacContainerTests {
    @Test func gravityAreasPlaceViewsFromBothEnds() throws {
        // A 300 × 40 horizontal stack: "A" (40 wide) leads, "B" (60) ends; spacing 8 by default.
        let xib = """
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="12118" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                        <subviews>
                            <stackView orientation="horizontal" alignment="centerY" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                                <beginningViews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                        <rect key="frame" x="0.0" y="10" width="40" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="40" id="aw"/>
                                            <constraint firstAttribute="height" constant="20" id="ah"/>
                                        </constraints>
                                    </customView>
                                </beginningViews>
                                <endViews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                        <rect key="frame" x="240" y="5" width="60" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="60" id="bw"/>
                                            <constraint firstAttribute="height" constant="30" id="bh"/>
                                        </constraints>
                                    </customView>
                                </endViews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="t"/>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="p"/>
                            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="b2"/>
                        </constraints>
                    </customView>
                </objects>
            </document>
            """
        let document = try XMLLayoutImporter.importBytes(Array(xib.utf8), file: "Gravity.xib")
        let layout = try #require(document.layouts.first)
        let a = try #require(layout.views.first { $0.objectID == "a" })
        let b = try #require(layout.views.first { $0.objectID == "b" })
        // Centred vertically in 40: a at 10 from the top (= 10 from the bottom), b at 5.
        #expect(layout.solvedFrame(of: a) == CGRect(x: 0, y: 10, width: 40, height: 20))
        #expect(layout.solvedFrame(of: b) == CGRect(x: 240, y: 5, width: 60, height: 30))
        #expect(document.check().isClean)
    }

    @Test func gridRowsAndColumnsAreAsBigAsTheirContent() throws {
        // Two columns (50 and 80 wide by content), two rows (20 and 30 tall), spacing 6;
        // "d" is centred in its row. Frames are recorded bottom-left in the 56-pt-tall grid.
        func cell(_ id: String, _ row: String, _ column: String, _ frame: (Int, Int, Int, Int), placement: String = "") -> String {
            """
            <gridCell row="\(row)" column="\(column)" \(placement)id="cell-\(id)">
                <customView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="\(frame.2)" id="\(id)w"/>
                        <constraint firstAttribute="height" constant="\(frame.3)" id="\(id)h"/>
                    </constraints>
                </customView>
            </gridCell>
            """
        }
        let xib = """
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <gridView xPlacement="leading" yPlacement="top" rowAlignment="none" rowSpacing="6" columnSpacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                                <rect key="frame" x="0.0" y="44" width="136" height="56"/>
                                <rows>
                                    <gridRow id="r1"/>
                                    <gridRow id="r2"/>
                                </rows>
                                <columns>
                                    <gridColumn id="k1"/>
                                    <gridColumn id="k2"/>
                                </columns>
                                <gridCells>
                                    \(cell("a", "r1", "k1", (0, 36, 50, 20)))
                                    \(cell("b", "r1", "k2", (56, 36, 80, 20)))
                                    \(cell("c", "r2", "k1", (0, 0, 40, 30)))
                                    \(cell("d", "r2", "k2", (56, 10, 60, 10), placement: "yPlacement=\"center\" "))
                                </gridCells>
                            </gridView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="gl"/>
                            <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" id="gt"/>
                        </constraints>
                    </customView>
                </objects>
            </document>
            """
        let document = try XMLLayoutImporter.importBytes(Array(xib.utf8), file: "Grid.xib")
        let layout = try #require(document.layouts.first)
        func frame(_ id: String) throws -> CGRect {
            let view = try #require(layout.views.first { $0.objectID == id })
            return layout.solvedFrame(of: view)
        }
        #expect(try frame("grid") == CGRect(x: 0, y: 44, width: 136, height: 56))
        #expect(try frame("a") == CGRect(x: 0, y: 36, width: 50, height: 20))
        #expect(try frame("b") == CGRect(x: 56, y: 36, width: 80, height: 20))
        #expect(try frame("c") == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(try frame("d") == CGRect(x: 56, y: 10, width: 60, height: 10))
        #expect(layout.frameReport().share == 1)
    }
}
