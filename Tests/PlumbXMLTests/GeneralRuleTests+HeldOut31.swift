import Foundation
import Testing
@testable import PlumbXML

/// Held-out round 31 (11 unseen iOS and tvOS documents of eight component libraries and their
/// example apps): 33 of 37 compared views matched before any change and the four that did not
/// are one cell's stale frames, so the round adds no rule. The tests below pin what the round
/// checked before calling them stale: a xib cell's subviews are laid out against the content view
/// IB recorded — as tall as the cell when it records it so (Xcode 8 and later), half a point
/// shorter when it records a separator — never against a height the importer makes up.
extension GeneralRuleTests {
    /// A table view cell in a xib saved by Xcode 8.2 (toolsVersion 11762), modelled on CRRefresh's
    /// demo refresh cell: the content view is recorded as tall as the cell (130 pt, no separator
    /// subtracted), a square thumbnail is pinned 24 pt inside its top, bottom and leading edges and
    /// a 6-pt bar sits 40 pt above the bottom, 22 pt right of the thumbnail and 40 pt inside the
    /// trailing edge. With these frames the file is consistent: the square is 130 − 48 = 82 pt.
    /// (CRRefresh's own file records the children of a 129-pt content view — 81-pt square, bar at
    /// y = 83 — against a 130-pt one: stale frames, not a rule; round 31's log has the arithmetic.)
    static let oldXibCellWithContentAsTallAsTheCell = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11762" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <objects>
                <tableViewCell selectionStyle="none" indentationWidth="10" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="130"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="130"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="thumb">
                                <rect key="frame" x="24" y="24" width="82" height="82"/>
                                <constraints>
                                    <constraint firstAttribute="width" secondItem="thumb" secondAttribute="height" multiplier="1:1" id="square"/>
                                </constraints>
                            </view>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="line">
                                <rect key="frame" x="128" y="84" width="152" height="6"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="6" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="thumb" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="24" id="t1"/>
                            <constraint firstItem="thumb" firstAttribute="top" secondItem="content" secondAttribute="top" constant="24" id="t2"/>
                            <constraint firstAttribute="bottom" secondItem="thumb" secondAttribute="bottom" constant="24" id="t3"/>
                            <constraint firstItem="line" firstAttribute="leading" secondItem="thumb" secondAttribute="trailing" constant="22" id="l1"/>
                            <constraint firstAttribute="trailing" secondItem="line" secondAttribute="trailing" constant="40" id="l2"/>
                            <constraint firstAttribute="bottom" secondItem="line" secondAttribute="bottom" constant="40" id="l3"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    @Test func anOldXibCellsSubviewsFollowItsRecordedContentHeightWhenItIsTheCells() throws {
        let document = try importXML(Self.oldXibCellWithContentAsTallAsTheCell, file: "RefreshCell.xib")
        #expect(try solvedFrame("thumb", in: document) == CGRect(x: 24, y: 24, width: 82, height: 82))
        #expect(try solvedFrame("line", in: document) == CGRect(x: 128, y: 84, width: 152, height: 6))
        #expect(document.check().summary == "RefreshCell.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// The same cell with its content view recorded half a point shorter than the cell (a
    /// separator, as most xib cells record it, e.g. DTTableViewManager's and Eureka's): the
    /// subviews follow the 129.5-pt content view, so the square is 81.5 pt and the bar's bottom
    /// is at 89.5 — the importer takes the recorded content height in both cases.
    @Test func anOldXibCellsSubviewsFollowItsRecordedContentHeightBelowASeparator() throws {
        let text = Self.oldXibCellWithContentAsTallAsTheCell
            .replacingOccurrences(
                of: "height=\"130\"/>\n                <autoresizingMask key=\"autoresizingMask\"/>",
                with: "height=\"129.5\"/>\n                <autoresizingMask key=\"autoresizingMask\"/>")
            .replacingOccurrences(of: "width=\"82\" height=\"82\"", with: "width=\"81.5\" height=\"81.5\"")
            .replacingOccurrences(of: "x=\"128\" y=\"84\" width=\"152\"", with: "x=\"127.5\" y=\"83.5\" width=\"152.5\"")
        let document = try importXML(text, file: "RefreshCell.xib")
        #expect(try solvedFrame("content", in: document) == CGRect(x: 0, y: 0, width: 320, height: 129.5))
        #expect(try solvedFrame("thumb", in: document) == CGRect(x: 24, y: 24, width: 81.5, height: 81.5))
        #expect(try solvedFrame("line", in: document) == CGRect(x: 127.5, y: 83.5, width: 152.5, height: 6))
        #expect(document.check().summary == "RefreshCell.xib: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
