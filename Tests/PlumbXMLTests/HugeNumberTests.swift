import Foundation
import Testing
@testable import PlumbXML

/// Numbers far outside any screen (a mutated file, a constant of 1e300) never trap when a
/// report prints them: they were converted to `Int` and crashed `plumb check` (found by
/// mutating real files).
@Suite struct HugeNumberTests {
    @Test func mismatchNumbersPrintWithoutTrapping() {
        #expect(FrameMismatch.number(3) == "3")
        #expect(FrameMismatch.number(12.5) == "12.5")
        #expect(FrameMismatch.number(-0.25) == "-0.25")
        #expect(FrameMismatch.number(1e300) == "1e+300")
        #expect(FrameMismatch.number(-1e300) == "-1e+300")
        #expect(FrameMismatch.number(.infinity) == "inf")
        #expect(FrameMismatch.number(.nan) == "nan")
    }

    @Test func aLayoutPushedToHugeFramesIsReportedNotCrashed() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="10" y="10" width="50" height="50"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="1e300" id="l"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
                            <constraint firstItem="box" firstAttribute="width" constant="50" id="w"/>
                            <constraint firstItem="box" firstAttribute="height" constant="50" id="h"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        let document = try XMLLayoutImporter.importBytes(Array(text.utf8), file: "Huge.xib", options: ImportOptions())
        let lines = document.check().lines
        #expect(lines.contains("Huge.xib:6:17: error: frame of 'box' (view/view) is (1e+300, 10, 50, 50), recorded (10, 10, 50, 50)"))
        #expect(lines.last == "Huge.xib: 0 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
