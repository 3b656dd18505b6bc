import Foundation
import Testing
@testable import PlumbXML

/// Held-out round 29 (10 unseen iOS storyboards of four repositories): table views that adjust
/// their content inset show their cells below the bars, so the cells' margins are measured
/// there, not against the bars' part of the safe area (`IBLowering+CellContentInset.swift`).
extension GeneralRuleTests {
    /// A grouped table view controller in a navigation controller (retina4_7: the table's safe
    /// area starts 64 pt down), modelled on Yubico Authenticator's account form: the first cell
    /// is recorded at y = 18 in content coordinates, its label pinned to the content view's top
    /// margin and centred. `behaviour` is the table's `contentInsetAdjustmentBehavior` attribute,
    /// `centred` adds the centring constraint, `label` is the label's recorded (y, height).
    static func formCell(behaviour: String = "", centred: Bool = true, label: (CGFloat, CGFloat)) -> String {
        let centre = centred
            ? #"<constraint firstItem="issuer" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c"/>"#
            : ""
        return """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16096" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="form" sceneMemberID="viewController">
                            <tableView key="view" dataMode="static" style="grouped" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" \(behaviour) id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="section">
                                        <cells>
                                            <tableViewCell preservesSuperviewLayoutMargins="YES" selectionStyle="none" id="cell">
                                                <rect key="frame" x="0.0" y="18" width="375" height="44.5"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label text="Issuer" translatesAutoresizingMaskIntoConstraints="NO" id="issuer">
                                                            <rect key="frame" x="16" y="\(label.0)" width="150" height="\(label.1)"/>
                                                            <constraints>
                                                                <constraint firstAttribute="width" constant="150" id="w"/>
                                                            </constraints>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="issuer" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                                                        <constraint firstItem="issuer" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                                        \(centre)
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                            <navigationItem key="navigationItem" title="Add account" id="item"/>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" id="bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="form" kind="relationship" relationship="rootViewController" id="root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The table (automatic, the default) shows the cell at 64 + 18 on screen, below the bar: the
    /// content view's top margin stays 11 and the centred label fills 11 to 33.5 (22.5 tall), as
    /// recorded. Before the rule the cell was measured under the bar (64 − 18 = 46 pt of margin)
    /// and the label came out at (16, −1.5, 150, 47.5).
    @Test func aTableViewsCellKeepsItsMarginsBelowTheBarsItScrollsUnder() throws {
        let document = try importXML(Self.formCell(label: (11, 22.5)), file: "AddCredential.storyboard")
        #expect(try solvedFrame("cell", in: document) == CGRect(x: 0, y: 18, width: 375, height: 44.5))
        #expect(try solvedFrame("issuer", in: document) == CGRect(x: 16, y: 11, width: 150, height: 22.5))
        #expect(document.check().summary == "AddCredential.storyboard: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// Negative: a table that does not adjust its content inset (`never`) leaves the cell under
    /// the bar on screen, and its margins take the bar's 46 pt (64 − 18): the label, pinned only
    /// to the top margin, sits at y = 46.
    @Test func aTableThatNeverAdjustsItsInsetMeasuresItsCellsUnderTheBars() throws {
        let xml = Self.formCell(behaviour: #"contentInsetAdjustmentBehavior="never""#, centred: false, label: (46, 20.5))
        let document = try importXML(xml, file: "Never.storyboard")
        #expect(try solvedFrame("issuer", in: document) == CGRect(x: 16, y: 46, width: 150, height: 20.5))
        #expect(document.check().summary == "Never.storyboard: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// The same cell in a table view that is not the controller's root but fills it, pinned to
    /// its top under the bar: the table's own top inset (64, solved through its safe-area guide)
    /// is what it scrolls its content below.
    static let formCellInAPlainController = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16096" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="form" sceneMemberID="viewController">
                            <view key="view" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView dataMode="prototypes" style="grouped" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <prototypes>
                                            <tableViewCell preservesSuperviewLayoutMargins="YES" selectionStyle="none" reuseIdentifier="Field" id="cell">
                                                <rect key="frame" x="0.0" y="18" width="375" height="44.5"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label text="Issuer" translatesAutoresizingMaskIntoConstraints="NO" id="issuer">
                                                            <rect key="frame" x="16" y="11" width="150" height="22.5"/>
                                                            <constraints>
                                                                <constraint firstAttribute="width" constant="150" id="w"/>
                                                            </constraints>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="issuer" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                                                        <constraint firstItem="issuer" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                                        <constraint firstItem="issuer" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="tt"/>
                                    <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="tl"/>
                                    <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="tr"/>
                                    <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="tb"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                            <navigationItem key="navigationItem" title="Add account" id="item"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" id="bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="form" kind="relationship" relationship="rootViewController" id="rootSegue"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aCellOfATablePinnedUnderTheBarsKeepsItsMarginsBelowThem() throws {
        let document = try importXML(Self.formCellInAPlainController, file: "Embedded.storyboard")
        #expect(try solvedFrame("table", in: document) == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(try solvedFrame("issuer", in: document) == CGRect(x: 16, y: 11, width: 150, height: 22.5))
        #expect(document.check().summary == "Embedded.storyboard: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
