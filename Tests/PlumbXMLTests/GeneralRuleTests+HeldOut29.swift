import Foundation
import Testing
@testable import PlumbXML

/// Held-out round 29 (10 unseen iOS storyboards of four repositories): table views that adjust
/// their content inset show their cells below the bars, so the cells' margins are measured
/// there, not against the bars' part of the safe area (`IBLowering+CellContentInset.swift`); an
/// arranged view without an intrinsic length in a fill-proportionally stack shares by its
/// recorded length (`IBLowering+Views.swift`).
extension GeneralRuleTests {
    /// The form's cell (recorded at y = 18, 44.5 tall): an "Issuer" label 150 wide pinned to the
    /// content view's top and leading margins, recorded at (16, label.0, 150, label.1), and
    /// `centre`, a further constraint of the content view.
    static func issuerCell(label: (CGFloat, CGFloat), centre: String) -> String {
        """
        <tableViewCell preservesSuperviewLayoutMargins="YES" selectionStyle="none" reuseIdentifier="Field" id="cell">
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
        """
    }

    /// The label's centring in the cell's content view.
    static let centredIssuer = #"<constraint firstItem="issuer" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c"/>"#

    /// A grouped table view controller in a navigation controller (retina4_7: the table's safe
    /// area starts 64 pt down), modelled on Yubico Authenticator's account form: the first cell
    /// is recorded at y = 18 in content coordinates, its label pinned to the content view's top
    /// margin and centred. `behaviour` is the table's `contentInsetAdjustmentBehavior` attribute,
    /// `centred` adds the centring constraint, `label` is the label's recorded (y, height).
    static func formCell(behaviour: String = "", centred: Bool = true, label: (CGFloat, CGFloat)) -> String {
        let centre = centred ? centredIssuer : ""
        return inNavigationController("""
                        <tableViewController id="form" sceneMemberID="viewController">
                            <tableView key="view" dataMode="static" style="grouped" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" \(behaviour) id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="section">
                                        <cells>
                                            \(issuerCell(label: label, centre: centre))
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                            <navigationItem key="navigationItem" title="Add account" id="item"/>
                        </tableViewController>
            """)
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
    static var formCellInAPlainController: String {
        inNavigationController("""
                        <viewController id="form" sceneMemberID="viewController">
                            <view key="view" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView dataMode="prototypes" style="grouped" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <prototypes>
                                            \(issuerCell(label: (11, 22.5), centre: centredIssuer))
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
            """)
    }

    @Test func aCellOfATablePinnedUnderTheBarsKeepsItsMarginsBelowThem() throws {
        let document = try importXML(Self.formCellInAPlainController, file: "Embedded.storyboard")
        #expect(try solvedFrame("table", in: document) == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(try solvedFrame("issuer", in: document) == CGRect(x: 16, y: 11, width: 150, height: 22.5))
        #expect(document.check().summary == "Embedded.storyboard: 2 of 2 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// A vertical stack (spacing 10, 600 tall) of three scrolling text views, modelled on Yubico
    /// Authenticator's welcome page: a scrolling text view has no intrinsic height, so only the
    /// shares IB drew (75, 119, 386) say how a fill-proportionally stack divides its 580 pt.
    static func textViewStack(distribution: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14868" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="page">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="640"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" \(distribution) spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="24" y="20" width="366" height="600"/>
                            <subviews>
                                <textView editable="NO" text="This app requires a YubiKey." selectable="NO" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                                    <rect key="frame" x="0.0" y="0.0" width="366" height="75"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="20"/>
                                </textView>
                                <textView editable="NO" text="Many websites provide a shared secret." selectable="NO" translatesAutoresizingMaskIntoConstraints="NO" id="second">
                                    <rect key="frame" x="0.0" y="85" width="366" height="119"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="20"/>
                                </textView>
                                <textView editable="NO" text="Secrets are stored on the YubiKey." selectable="NO" translatesAutoresizingMaskIntoConstraints="NO" id="third">
                                    <rect key="frame" x="0.0" y="214" width="366" height="386"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="20"/>
                                </textView>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="page" secondAttribute="top" constant="20" id="t"/>
                        <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="20" id="b"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="page" secondAttribute="leading" constant="24" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="24" id="r"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// The three text views take the recorded shares of the fill-proportionally stack: 75, 119
    /// and 386 pt, 10 pt apart. Before the rule nothing sized them and `check` left all three
    /// open (ambiguous).
    @Test func scrollingTextViewsShareAFillProportionallyStackByTheirRecordedLengths() throws {
        let document = try importXML(Self.textViewStack(distribution: #"distribution="fillProportionally""#), file: "Welcome.xib")
        #expect(try solvedFrame("first", in: document) == CGRect(x: 0, y: 0, width: 366, height: 75))
        #expect(try solvedFrame("second", in: document) == CGRect(x: 0, y: 85, width: 366, height: 119))
        #expect(try solvedFrame("third", in: document) == CGRect(x: 0, y: 214, width: 366, height: 386))
        #expect(document.check().summary == "Welcome.xib: 4 of 4 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }

    /// Negative: in a `fill` stack the recorded lengths are no shares (UIKit gives the room to the
    /// view that hugs least, here any of three equals), and the three stay open.
    @Test func scrollingTextViewsInAFillStackGetNoRecordedLength() throws {
        let document = try importXML(Self.textViewStack(distribution: ""), file: "Fill.xib")
        #expect(document.check().summary == "Fill.xib: 1 of 1 views match their recorded frames (3 left open by the constraints, not compared); 0 unsatisfiable, 3 ambiguous")
    }
}
