import Foundation
import Testing
import PlumbCore
@testable import PlumbXML

/// Found by the nineteenth held-out set (macOS AppKit breadth: table cells, stacks, preference
/// panes; Xcode 8 to 15): a view that takes its frame from its autoresizing mask and that IB marks
/// misplaced has a stale recorded size, as a misplaced top-level view has.
extension GeneralRuleTests {
    /// A view-based table whose prototype cell view (autoresizing, `misplaced` when `misplaced`)
    /// holds a 20-pt title 20 pt below its top, a 16-pt description 8 pt below that and 20 pt
    /// above its bottom: 84 pt of content in a cell recorded 80 tall. The labels are recorded
    /// where an 84-pt cell puts them (passepartout's purchase sheet, Xcode 13.1).
    static func tableWithStaleCell(misplaced: Bool) -> String {
        let flag = misplaced ? #" misplaced="YES""# : ""
        return """
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="442" height="346"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <scrollView autohidesScrollers="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                        <rect key="frame" x="20" y="20" width="402" height="306"/>
                                        <clipView key="contentView" id="clip">
                                            <rect key="frame" x="1" y="1" width="400" height="304"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                            <subviews>
                                                <tableView rowHeight="80" viewBased="YES" id="table">
                                                    <rect key="frame" x="0.0" y="0.0" width="400" height="304"/>
                                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                                    <tableColumns>
                                                        <tableColumn width="388" minWidth="40" maxWidth="1000" id="column">
                                                            <prototypeCellViews>
                                                                <customView identifier="Cell"\(flag) id="cell">
                                                                    <rect key="frame" x="8" y="0.0" width="383" height="80"/>
                                                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                                                                    <subviews>
                                                                        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                                                            <rect key="frame" x="18" y="44" width="347" height="20"/>
                                                                            <textFieldCell key="cell" lineBreakMode="clipping" title="Title" id="titleCell">
                                                                                <font key="font" metaFont="systemMedium" size="17"/>
                                                                            </textFieldCell>
                                                                        </textField>
                                                                        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="detail">
                                                                            <rect key="frame" x="18" y="20" width="347" height="16"/>
                                                                            <textFieldCell key="cell" lineBreakMode="clipping" title="Description" id="detailCell">
                                                                                <font key="font" metaFont="system"/>
                                                                            </textFieldCell>
                                                                        </textField>
                                                                    </subviews>
                                                                    <constraints>
                                                                        <constraint firstItem="title" firstAttribute="top" secondItem="cell" secondAttribute="top" constant="20" id="titleTop"/>
                                                                        <constraint firstItem="title" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="20" id="titleLeading"/>
                                                                        <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="20" id="titleTrailing"/>
                                                                        <constraint firstItem="detail" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="detailTop"/>
                                                                        <constraint firstItem="detail" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="20" id="detailLeading"/>
                                                                        <constraint firstAttribute="trailing" secondItem="detail" secondAttribute="trailing" constant="20" id="detailTrailing"/>
                                                                        <constraint firstAttribute="bottom" secondItem="detail" secondAttribute="bottom" constant="20" id="detailBottom"/>
                                                                    </constraints>
                                                                </customView>
                                                            </prototypeCellViews>
                                                        </tableColumn>
                                                    </tableColumns>
                                                </tableView>
                                            </subviews>
                                        </clipView>
                                    </scrollView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="scrollTop"/>
                                    <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="scrollLeading"/>
                                    <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" constant="20" id="scrollTrailing"/>
                                    <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" constant="20" id="scrollBottom"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// Marked misplaced, the cell's recorded 80 pt pulls only at the fitting level: the cell
    /// grows to its content's 84 pt from its recorded top (the table is flipped) and keeps its
    /// recorded width and place, and the labels land on their recorded frames (bottom-left in
    /// the unflipped cell), nothing ambiguous. Not marked, the recorded frame holds as its mask
    /// says: the required 84 pt of labels and margins cannot fit 80 and the labels give way.
    @Test func aMisplacedAutoresizedViewKeepsItsRecordedSizeOnlyAtTheFittingLevel() throws {
        let stale = try importXML(Self.tableWithStaleCell(misplaced: true))
        #expect(try solvedFrame("cell", in: stale) == CGRect(x: 8, y: 0, width: 383, height: 84))
        #expect(try solvedFrame("title", in: stale) == CGRect(x: 18, y: 44, width: 347, height: 20))
        #expect(try solvedFrame("detail", in: stale) == CGRect(x: 18, y: 20, width: 347, height: 16))
        let layout = try #require(stale.layouts.first)
        #expect(layout.frameReport().matched == layout.frameReport().compared)
        #expect(layout.root.ambiguityReport().isEmpty)

        let kept = try importXML(Self.tableWithStaleCell(misplaced: false))
        #expect(try solvedFrame("cell", in: kept) == CGRect(x: 8, y: 0, width: 383, height: 80))
        let title = try solvedFrame("title", in: kept), detail = try solvedFrame("detail", in: kept)
        #expect(title.height + detail.height == 32)
    }
}
