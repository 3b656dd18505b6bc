import Foundation
import Testing
@testable import PlumbXML

/// `ImportedLayout.recordedRects()`: where the document recorded each view, in the terms the
/// layout's own views are drawn in (root coordinates, top-left origin, alignment rects).
@Suite struct RecordedRectsTests {
    func layout(_ text: String, file: String) throws -> ImportedLayout {
        try #require(try XMLLayoutImporter.importBytes(Array(text.utf8), file: file, options: ImportOptions()).layouts.first)
    }

    /// A macOS box recorded 20 pt above its superview's bottom (bottom-left origin) that its
    /// constraints pin 10 pt below the top: recorded top-down at y = 100 − 20 − 20 = 60, drawn at 10.
    @Test func aMacViewsRecordedFrameIsTurnedTopDown() throws {
        let layout = try layout("""
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="10" y="20" width="50" height="20"/>
                            </customView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
                            <constraint firstItem="box" firstAttribute="width" constant="50" id="w"/>
                            <constraint firstItem="box" firstAttribute="height" constant="20" id="h"/>
                        </constraints>
                    </customView>
                </objects>
            </document>
            """, file: "Box.xib")
        let rects = layout.recordedRects()
        #expect(rects.count == layout.views.count && rects.first! == nil)   // the root has no superview
        let box = try #require(layout.views.firstIndex { $0.objectID == "box" })
        #expect(rects[box] == CGRect(x: 10, y: 60, width: 50, height: 20))
        #expect(layout.views[box].view.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
    }

    /// An iOS view nested one level down: the recorded frame is placed in its superview as that
    /// was solved, so it is off by exactly what `check` reports.
    @Test func aNestedViewIsPlacedInItsSolvedSuperview() throws {
        let layout = try layout("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                <rect key="frame" x="20" y="30" width="280" height="100"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                                        <rect key="frame" x="8" y="8" width="10" height="10"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="dot" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="12" id="dl"/>
                                    <constraint firstItem="dot" firstAttribute="top" secondItem="card" secondAttribute="top" constant="8" id="dt"/>
                                    <constraint firstAttribute="width" secondItem="dot" secondAttribute="height" id="da"/>
                                    <constraint firstItem="dot" firstAttribute="width" constant="10" id="dw"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="cl"/>
                            <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="ct"/>
                            <constraint firstItem="card" firstAttribute="width" constant="280" id="cw"/>
                            <constraint firstItem="card" firstAttribute="height" constant="100" id="ch"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """, file: "Card.xib")
        let rects = layout.recordedRects()
        let index = { (id: String) in try #require(layout.views.firstIndex { $0.objectID == id }) }
        // The card: recorded at y 30, solved at 40.
        #expect(rects[try index("card")] == CGRect(x: 20, y: 30, width: 280, height: 100))
        // The dot: recorded 8 in from the card's left, solved 12 in; placed in the card as solved (y 40).
        #expect(rects[try index("dot")] == CGRect(x: 28, y: 48, width: 10, height: 10))
    }
}
