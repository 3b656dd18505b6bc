import Foundation
import Testing
@testable import PlumbXML

/// Held-out round 27 (15 unseen iOS cells, views and controllers of five app repositories): all
/// 97 compared views matched before any change, so the round adds no rule. The test below pins
/// what the round's files show about a hint it was given and did not implement: a table view's
/// prototype cells are recorded in content coordinates, not moved below the bars.
extension GeneralRuleTests {
    /// A table view controller under a navigation bar (retina4_7: 20-pt status bar and 44-pt
    /// bar, so the table's safe area starts 64 pt down), modelled on OpenWeb's demo list and the
    /// Auto Layout book's contacts lists: IB records the prototype cell at y = 28, below the
    /// 28-pt section header and not 64 pt lower. Insetting the table's content by its safe area
    /// (as a plain scroll view's is) would move the cell to y = −36 against the recorded 28.
    static let prototypeCellUnderANavigationBar = inNavigationController("""
                        <tableViewController id="list" sceneMemberID="viewController">
                            <tableView key="view" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell preservesSuperviewLayoutMargins="YES" reuseIdentifier="Cell" id="cell">
                                        <rect key="frame" x="0.0" y="28" width="375" height="43.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                                    <rect key="frame" x="48" y="11.5" width="311" height="20.5"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="name" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="48" id="l"/>
                                                <constraint firstAttribute="trailingMargin" secondItem="name" secondAttribute="trailing" id="r"/>
                                                <constraint firstItem="name" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                            <navigationItem key="navigationItem" title="Contacts" id="item"/>
                        </tableViewController>
        """, root: "list", toolsVersion: "15705")

    @Test func aTableViewControllersPrototypeCellKeepsItsRecordedContentFrameUnderABar() throws {
        let document = try importXML(Self.prototypeCellUnderANavigationBar, file: "Contacts.storyboard")
        #expect(try solvedFrame("cell", in: document) == CGRect(x: 0, y: 28, width: 375, height: 43.5))
        #expect(try solvedFrame("name", in: document) == CGRect(x: 48, y: 11.5, width: 311, height: 20.5))
        #expect(document.check().summary == "Contacts.storyboard: 1 of 1 views match their recorded frames; 0 unsatisfiable, 0 ambiguous")
    }
}
