import Foundation
import Testing
@testable import PlumbXML

/// Findings of `Fuzz/mutate_ib.py` (real Interface Builder files with hostile values; see
/// Documentation/Fuzzing.md), each reduced to a minimal document.
@Suite struct MutationRegressionTests {
    /// A box between two constraints of 1e308: its width is 300 − 2e308, which overflows.
    private static let overflowing = """
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
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="1e308" id="l"/>
                        <constraint firstItem="root" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="1e308" id="r"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
                        <constraint firstItem="box" firstAttribute="height" constant="50" id="h"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    private func load(_ text: String, file: String) throws -> ImportedDocument {
        try XMLLayoutImporter.importBytes(Array(text.utf8), file: file, options: ImportOptions())
    }

    /// Mutated files with a constant of 1e308 printed `nan` and `inf` frames without a word:
    /// the importer now warns at each huge constant, and `check` names the views that overflowed.
    @Test func aConstantOf1e308IsWarnedAtAndItsOverflowReported() throws {
        let document = try load(Self.overflowing, file: "Overflow.xib")
        #expect(document.warnings.map(\.message) == [
            "constant '1e308' is beyond any layout (magnitude over 1e9); frames built on it may overflow to inf or nan",
            "constant '1e308' is beyond any layout (magnitude over 1e9); frames built on it may overflow to inf or nan",
        ])
        #expect(document.warnings.map { "\($0.location.line):\($0.location.column)" } == ["11:114", "12:116"])
        let layout = try #require(document.scenes.first?.layouts.first)
        let box = try #require(layout.views.first { $0.objectID == "box" })
        let frame = layout.solvedFrame(of: box)
        #expect(frame.minX == -.infinity && frame.width == .infinity)
        #expect(frame.minY == 10 && frame.height == 50)
        #expect(layout.overflowedViews().map(\.path) == ["view/view"])
        let lines = document.check().lines
        #expect(lines.contains(
            "Overflow.xib: error: 1 view got a frame that is not finite: 'box' (view/view) at (-inf, 10, inf, 50); a constant, multiplier or size is too large for the layout's arithmetic"))
        #expect(lines.last == "Overflow.xib: 0 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous, 1 other problems")
    }

    /// A multiplier of 1e308 is warned at too; constants and multipliers up to a billion are not.
    @Test func aHugeMultiplierIsWarnedAtAndOrdinaryNumbersAreNot() throws {
        let huge = Self.overflowing
            .replacingOccurrences(of: "constant=\"1e308\" id=\"l\"", with: "constant=\"1e9\" id=\"l\"")
            .replacingOccurrences(of: "constant=\"1e308\" id=\"r\"", with: "constant=\"-1000000000\" id=\"r\"")
            .replacingOccurrences(of: "firstAttribute=\"height\" constant=\"50\"", with: "firstAttribute=\"height\" multiplier=\"1e308:1\" constant=\"50\"")
        let document = try load(huge, file: "Multiplier.xib")
        let caret = String(repeating: " ", count: 61) + "^"
        #expect(document.warnings.map(\.description) == [
            "Multiplier.xib:14:69: warning: multiplier '1e308:1' is beyond any layout (magnitude over 1e9); frames built on it may overflow to inf or nan\n"
                + "…        <constraint firstItem=\"box\" firstAttribute=\"height\" multiplier=\"1e308:1\" constant=\"50\" id=\"h\"/>\n"
                + caret,
        ])
        let layout = try #require(document.scenes.first?.layouts.first)
        #expect(layout.overflowNote() == nil)
    }

    /// Every frame finite: no note, and a clean file stays clean.
    @Test func finiteLayoutsHaveNoOverflowNote() throws {
        let text = Self.overflowing
            .replacingOccurrences(of: "constant=\"1e308\" id=\"l\"", with: "constant=\"10\" id=\"l\"")
            .replacingOccurrences(of: "constant=\"1e308\" id=\"r\"", with: "constant=\"240\" id=\"r\"")
        let document = try load(text, file: "Fine.xib")
        #expect(document.warnings.isEmpty)
        let layout = try #require(document.scenes.first?.layouts.first)
        #expect(layout.overflowedViews().isEmpty && layout.overflowNote() == nil)
        #expect(document.check().isClean)
    }
}
