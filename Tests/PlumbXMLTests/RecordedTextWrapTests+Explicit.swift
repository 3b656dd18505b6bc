import Foundation
import Testing
@testable import PlumbXML

/// Wrapping labels whose height follows their width — or does not, because the document fixes
/// the width they wrap at: macOS wrapping text fields, and explicit preferred widths on both
/// platforms.
@Suite struct ExplicitWrapWidthTests {
    /// Thirty words "two" in AppKit's 13-pt system font, a wrapping label (no `lineBreakMode`:
    /// AppKit's default word wrapping) 20 pt inside a 480-pt view, recorded as two 16-pt lines
    /// (32 pt; alignment width 440). PlumbCore's metrics give "two " 24.96 pt at 13 pt: 17
    /// words a line at 440, 10 at 260, 6 at 160, all 30 at 760.
    static func macDocument(fieldAttributes: String = "", cellAttributes: String = "") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="root" userLabel="Help">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="100"/>
                    <subviews>
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" \(fieldAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="help">
                            <rect key="frame" x="18" y="52" width="444" height="32"/>
                            <textFieldCell key="cell" selectable="YES" \(cellAttributes) title="\(Array(repeating: "two", count: 30).joined(separator: " "))" id="helpCell">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="below">
                            <rect key="frame" x="20" y="16" width="440" height="28"/>
                        </customView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="help" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c1"/>
                        <constraint firstItem="help" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="help" secondAttribute="trailing" constant="20" id="c3"/>
                        <constraint firstItem="below" firstAttribute="top" secondItem="help" secondAttribute="bottom" constant="8" id="c4"/>
                        <constraint firstItem="below" firstAttribute="leading" secondItem="help" secondAttribute="leading" id="c5"/>
                        <constraint firstItem="below" firstAttribute="trailing" secondItem="help" secondAttribute="trailing" id="c6"/>
                        <constraint firstItem="below" firstAttribute="height" constant="28" id="c8"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
    }

    /// The label's and the view below it's frames as the document records frames (bottom-left
    /// origins in the unflipped root).
    func macFrames(_ text: String, width: CGFloat? = nil) throws -> (help: CGRect, below: CGRect) {
        var options = ImportOptions()
        options.size = width.map { CGSize(width: $0, height: 100) }
        let document = try XMLLayoutImporter.importBytes(Array(text.utf8), file: "Help.xib", options: options)
        let layout = try #require(document.layouts.first)
        let frames = Dictionary(uniqueKeysWithValues: zip(layout.views, layout.solvedFrames()).compactMap { view, frame in
            view.objectID.map { ($0, frame) }
        })
        return (try #require(frames["help"]), try #require(frames["below"]))
    }

    @Test func aMacWrappingLabelKeepsItsRecordedFrameAtItsSize() throws {
        let design = try macFrames(Self.macDocument())
        #expect(design.help == CGRect(x: 18, y: 52, width: 444, height: 32))
        #expect(design.below == CGRect(x: 20, y: 16, width: 440, height: 28))
        #expect(try macFrames(Self.macDocument(), width: 480).help == design.help)
    }

    @Test(arguments: [(300 as CGFloat, 48 as CGFloat), (200, 80), (800, 16)])
    func aMacWrappingLabelTakesTheLinesItsTextNeeds(width: CGFloat, height: CGFloat) throws {
        let frames = try macFrames(Self.macDocument(), width: width)
        #expect(frames.help == CGRect(x: 18, y: 84 - height, width: width - 36, height: height))
        #expect(frames.below == CGRect(x: 20, y: 84 - height - 36, width: width - 40, height: 28))
    }

    @Test(arguments: [
        ("preferredMaxLayoutWidth=\"440\"", ""),          // an explicit width: AppKit wraps there
        ("", "lineBreakMode=\"clipping\""),               // a one-line label
        ("", "scrollable=\"YES\" lineBreakMode=\"clipping\""),
        ("", "borderStyle=\"bezel\""),                      // a field, not a label
        ("", "usesSingleLineMode=\"YES\""),
    ])
    func aMacLabelThatDoesNotWrapAtItsWidthKeepsItsHeight(field: String, cell: String) throws {
        let frames = try macFrames(Self.macDocument(fieldAttributes: field, cellAttributes: cell), width: 300)
        #expect(frames.help.height == 32)
    }

    @Test func anExplicitPreferredWidthFixesAnIOSLabelsHeight() throws {
        let explicit = RecordedTextWrapTests.document().replacingOccurrences(
            of: "numberOfLines=\"0\"", with: "numberOfLines=\"0\" preferredMaxLayoutWidth=\"343\"")
        #expect(explicit.contains("preferredMaxLayoutWidth"))
        var options = ImportOptions()
        options.deviceID = "retina4_0"
        let document = try XMLLayoutImporter.importBytes(Array(explicit.utf8), file: "Wrap.storyboard", options: options)
        let layout = try #require(document.layouts.first)
        let text = try #require(layout.views.first { $0.objectID == "text" })
        // UIKit wraps at 343 whatever the frame: two lines, as recorded (61.5 without the width).
        #expect(layout.solvedFrame(of: text).size == CGSize(width: 288, height: 41))
    }
}
