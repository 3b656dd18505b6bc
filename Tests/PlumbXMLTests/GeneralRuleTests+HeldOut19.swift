import Foundation
import Testing
import PlumbCore
@testable import PlumbXML

/// Found by the nineteenth held-out set (macOS AppKit breadth: table cells, stacks, preference
/// panes, a Touch Bar; Xcode 8 to 15): a view that takes its frame from its autoresizing mask and
/// that IB marks misplaced has a stale recorded size, as a misplaced top-level view has; an
/// NSTouchBar's items hold views IB lays out on their own.
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

    /// PodcastMenu's mini player (Xcode 9.0): a Touch Bar whose group item's nested bar holds an
    /// item with a view controller (its view a 30-pt image and a label beside it, in a stack
    /// pinned to the view's edges) and an item with its own button view.
    static let touchBar = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="13196" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <touchBar id="bar">
                    <touchBarItems>
                        <touchBarGroupItem identifier="group" customizationLabel="Mini Player" id="group">
                            <touchBar key="groupTouchBar" id="nested">
                                <touchBarItems>
                                    <touchBarItem id="nowPlayingItem">
                                        <viewController key="viewController" id="nowPlaying" customClass="NowPlayingController">
                                            <view key="view" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                                <rect key="frame" x="0.0" y="0.0" width="158" height="30"/>
                                                <subviews>
                                                    <stackView distribution="fill" orientation="horizontal" alignment="top" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                                        <rect key="frame" x="0.0" y="0.0" width="158" height="30"/>
                                                        <subviews>
                                                            <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="artwork">
                                                                <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                                                                <constraints>
                                                                    <constraint firstAttribute="width" constant="30" id="artworkWidth"/>
                                                                    <constraint firstAttribute="height" constant="30" id="artworkHeight"/>
                                                                </constraints>
                                                            </imageView>
                                                            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                                                <rect key="frame" x="36" y="14" width="124" height="16"/>
                                                                <textFieldCell key="cell" lineBreakMode="truncatingTail" title="Title" id="titleCell">
                                                                    <font key="font" metaFont="system"/>
                                                                </textFieldCell>
                                                            </textField>
                                                        </subviews>
                                                    </stackView>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="stack" firstAttribute="top" secondItem="content" secondAttribute="top" id="stackTop"/>
                                                    <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="stackBottom"/>
                                                    <constraint firstItem="stack" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="stackLeading"/>
                                                    <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="stackTrailing"/>
                                                </constraints>
                                            </view>
                                        </viewController>
                                        <size key="designTimeSize" width="158" height="30"/>
                                    </touchBarItem>
                                </touchBarItems>
                            </touchBar>
                        </touchBarGroupItem>
                        <touchBarItem id="buttonItem">
                            <button key="view" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="play">
                                <rect key="frame" x="0.0" y="0.0" width="72" height="30"/>
                                <buttonCell key="cell" type="push" title="Play" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="playCell">
                                    <font key="font" usesAppearanceFont="YES"/>
                                </buttonCell>
                            </button>
                        </touchBarItem>
                    </touchBarItems>
                </touchBar>
            </objects>
        </document>
        """

    /// Both items' views are layout roots (the controller's at its recorded size), read without
    /// a warning: the stack fills the controller's view, the image and the label (top-aligned,
    /// 8 pt apart, the label stretched to the stack's end by the fill distribution) sit on their
    /// recorded frames. Before, the whole `<touchBar>` was skipped with
    /// warnings and nothing was laid out.
    @Test func aTouchBarsItemViewsAreLayoutRoots() throws {
        let document = try importXML(Self.touchBar, file: "TouchBar.xib")
        #expect(document.warnings.isEmpty)
        #expect(document.layouts.count == 2)
        #expect(try solvedFrame("stack", in: document) == CGRect(x: 0, y: 0, width: 158, height: 30))
        #expect(try solvedFrame("artwork", in: document) == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(try solvedFrame("title", in: document) == CGRect(x: 36, y: 14, width: 124, height: 16))
        let layout = try #require(document.layouts.first)
        #expect(layout.frameReport().compared == 3)
        #expect(layout.frameReport().matched == 3)
        #expect(document.layouts.last?.views.first?.objectID == "play")

        // The same bar as a window's own (`key="touchBar"`): its items are roots beside the window's content.
        let text = Self.touchBar.replacingOccurrences(of: #"<touchBar id="bar">"#, with: """
            <window id="window"><rect key="contentRect" x="0" y="0" width="200" height="100"/>
            <view key="contentView" id="windowContent"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/></view>
            <touchBar key="touchBar" id="bar">
            """).replacingOccurrences(of: "</objects>", with: "</window></objects>")
        let windowed = try importXML(text, file: "Window.xib")
        #expect(windowed.warnings.isEmpty)
        #expect(windowed.layouts.count == 3)
        #expect(try solvedFrame("title", in: windowed) == CGRect(x: 36, y: 14, width: 124, height: 16))
    }
}
