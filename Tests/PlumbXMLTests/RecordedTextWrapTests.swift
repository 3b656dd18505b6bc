import Foundation
import Testing
@testable import PlumbXML

/// A multi-line label laid out at a size or device its document does not record takes the lines
/// its text needs at the width it gets; at the recorded size nothing changes.
@Suite struct RecordedTextWrapTests {
    /// Twenty words "two" in the 17-pt system font, pinned 16 pt inside an iPhone 8's safe area
    /// (343 wide), recorded as two lines (41 pt). PlumbCore's metrics give "two" 28.05 pt and a
    /// space 4.59, so ten words fit 343 pt (as the recording says: the scale is 1), eight fit
    /// the 288 pt of a 320-pt iPhone SE, and all twenty fit an iPad's 736.
    static func document(numberOfLines: Int = 0) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="two two two two two two two two two two two two two two two two two two two two" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="LINES" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                                        <rect key="frame" x="16" y="40" width="343" height="41"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                                        <rect key="frame" x="16" y="89" width="343" height="44"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="text" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                                    <constraint firstItem="text" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c2"/>
                                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="text" secondAttribute="trailing" constant="16" id="c3"/>
                                    <constraint firstItem="below" firstAttribute="top" secondItem="text" secondAttribute="bottom" constant="8" id="c4"/>
                                    <constraint firstItem="below" firstAttribute="leading" secondItem="text" secondAttribute="leading" id="c5"/>
                                    <constraint firstItem="below" firstAttribute="trailing" secondItem="text" secondAttribute="trailing" id="c6"/>
                                    <constraint firstItem="below" firstAttribute="height" constant="44" id="c7"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """.replacingOccurrences(of: "numberOfLines=\"LINES\"", with: "numberOfLines=\"\(numberOfLines)\"")
    }

    func frames(_ text: String, options: ImportOptions = ImportOptions()) throws -> (text: CGRect, below: CGRect) {
        let document = try XMLLayoutImporter.importBytes(Array(text.utf8), file: "Wrap.storyboard", options: options)
        let layout = try #require(document.layouts.first)
        let views = Dictionary(uniqueKeysWithValues: layout.views.compactMap { view in view.objectID.map { ($0, view) } })
        return (layout.solvedFrame(of: try #require(views["text"])), layout.solvedFrame(of: try #require(views["below"])))
    }

    func options(device: String? = nil, size: CGSize? = nil) -> ImportOptions {
        var options = ImportOptions()
        options.deviceID = device
        options.size = size
        return options
    }

    @Test func theRecordedSizeKeepsTheRecordedFrames() throws {
        let design = try frames(Self.document())
        #expect(design.text == CGRect(x: 16, y: 40, width: 343, height: 41))
        #expect(design.below == CGRect(x: 16, y: 89, width: 343, height: 44))
        // The same device named explicitly: the same width, the recorded height.
        #expect(try frames(Self.document(), options: options(device: "retina4_7")).text == design.text)
    }

    @Test func aNarrowerDeviceWrapsTheLabelOntoMoreLines() throws {
        // 288 pt: eight words a line, three lines of 20.5.
        let phone = try frames(Self.document(), options: options(device: "retina4_0"))
        #expect(phone.text == CGRect(x: 16, y: 40, width: 288, height: 61.5))
        #expect(phone.below == CGRect(x: 16, y: 109.5, width: 288, height: 44))
    }

    @Test func aWiderDeviceNeedsFewerLines() throws {
        let iPad = try frames(Self.document(), options: options(device: "ipad9_7"))
        #expect(iPad.text == CGRect(x: 16, y: 40, width: 736, height: 20.5))
        #expect(iPad.below.minY == 68.5)
    }

    @Test func aSizeOverrideWrapsToo() throws {
        // 200 wide: 168 pt for the label, five words a line, four lines.
        let narrow = try frames(Self.document(), options: options(size: CGSize(width: 200, height: 667)))
        #expect(narrow.text.size == CGSize(width: 168, height: 82))
    }

    @Test func numberOfLinesCapsTheHeight() throws {
        let capped = try frames(Self.document(numberOfLines: 2), options: options(device: "retina4_0"))
        #expect(capped.text.size == CGSize(width: 288, height: 41))
    }

    @Test func aSingleLineLabelKeepsItsRecordedHeight() throws {
        let single = try frames(Self.document(numberOfLines: 1), options: options(device: "retina4_0"))
        #expect(single.text.size == CGSize(width: 288, height: 41))
    }

    @Test func aUsersMeasurerDecidesInstead() throws {
        var measured = options(device: "retina4_0")
        measured.intrinsicSize = { request in request.objectID == "text" ? CGSize(width: 100, height: 30) : nil }
        #expect(try frames(Self.document(), options: measured).text.size == CGSize(width: 288, height: 30))
    }

    @Test(arguments: [
        (CGSize(width: 343, height: 41), 343 as CGFloat, 41 as CGFloat),   // the recorded width: the recorded height
        (CGSize(width: 343, height: 41), 288, 61.5),
        (CGSize(width: 343, height: 41), 2000, 20.5),
    ])
    func heightForWidth(recorded: CGSize, width: CGFloat, height: CGFloat) throws {
        let wrap = try #require(RecordedTextWrap(text: Array(repeating: "two", count: 20).joined(separator: " "), fontSize: 17,
                                                 numberOfLines: 0, recordedSize: recorded))
        #expect(wrap.height(forWidth: width) == height)
    }

    @Test func labelsItCannotCountAreLeftAlone() {
        // 30 pt of a 17-pt font is one and a half lines: a custom line spacing, not counted.
        #expect(RecordedTextWrap(text: "two two", fontSize: 17, numberOfLines: 0, recordedSize: CGSize(width: 100, height: 30)) == nil)
        #expect(RecordedTextWrap(text: "", fontSize: 17, numberOfLines: 0, recordedSize: CGSize(width: 100, height: 41)) == nil)
        #expect(RecordedTextWrap(text: "two", fontSize: 17, numberOfLines: 1, recordedSize: CGSize(width: 100, height: 20.5)) == nil)
        // Numbers that are no sizes: left alone, no trap.
        for size in [CGSize(width: 343, height: CGFloat.infinity), CGSize(width: 343, height: 1e300), CGSize(width: CGFloat.nan, height: 41),
                     CGSize(width: 343, height: CGFloat.nan), CGSize(width: -343, height: 41)] {
            #expect(RecordedTextWrap(text: "two two", fontSize: 17, numberOfLines: 0, recordedSize: size) == nil)
        }
        #expect(RecordedTextWrap(text: "two two", fontSize: .infinity, numberOfLines: 0, recordedSize: CGSize(width: 343, height: 41)) == nil)
        #expect(RecordedTextWrap(text: "two two", fontSize: 1e-300, numberOfLines: 0, recordedSize: CGSize(width: 343, height: 41)) == nil)
        // A page of text in a label (200 lines, ten words each) is left at its recorded size.
        let page = String(repeating: "two ", count: 2000)
        #expect(RecordedTextWrap(text: page, fontSize: 17, numberOfLines: 0, recordedSize: CGSize(width: 343, height: 4056)) == nil)
    }
}
