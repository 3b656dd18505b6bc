import Foundation
import Testing
@testable import PlumbXML

/// False alarms of `plumb check` on real files (helper-diag): what Xcode would not report for a
/// layout that works, and how the genuine findings read.
extension GeneralRuleTests {
    /// Two 17-pt-font labels stacked in a 100-pt root, pinned top to bottom. `gap` is what their
    /// recorded heights (their intrinsic heights) miss the root by: their compression
    /// resistances (750 each) tie over it.
    static func stackedLabels(second height: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        <label text="Top" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label text="Bottom" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                            <rect key="frame" x="0.0" y="50" width="100" height="\(height)"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="al"/>
                        <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" id="at"/>
                        <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bl"/>
                        <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" id="bt"/>
                        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="top"/>
                        <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" id="mid"/>
                        <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" id="bottom"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// Labels whose intrinsic heights miss their root by 0.2 pt (a font metric a little off, as
    /// macdown's terminal preferences miss by 0.11): the tie can move no frame further than
    /// that, below the tolerance, so `check` reports no ambiguity; a 3-pt tie still counts.
    @Test func tiesSmallerThanTheToleranceAreNotAmbiguity() throws {
        let small = try importXML(Self.stackedLabels(second: "50.2"), file: "Small.xib")
        let report = small.check()
        #expect(report.ambiguous.isEmpty && report.isClean)
        #expect(report.compared == 2 && report.matched == 2)
        let a = try solvedFrame("a", in: small), b = try solvedFrame("b", in: small)
        #expect(a.minY == 0 && a.maxY == b.minY && b.maxY == 100 && abs(a.height - 50) < 0.21 && abs(b.height - 50.2) < 0.21)
        // PlumbCore's own report still sees the tie.
        #expect(try #require(small.layouts.first).root.ambiguityReport().count == 2)

        let large = try importXML(Self.stackedLabels(second: "53"), file: "Large.xib")
        let tied = large.check()
        #expect(tied.ambiguous.map(\.description) == ["view/label 'Top': y, height not determined", "view/label 'Bottom': y, height not determined"]
            || tied.ambiguous.map(\.description) == ["view/label 'Top': height not determined", "view/label 'Bottom': y, height not determined"])
        #expect(tied.undetermined.isEmpty && tied.compared == 2)
    }

    /// MacMouseFix's menu-bar item (Xcode 15): a top-level view that does not translate its
    /// autoresizing mask, saved 25 pt tall (marked misplaced), whose label is pinned 6 pt from
    /// its top and bottom with a required compression resistance: its constraints make it 27 pt
    /// tall. Its size at run time is its constraints', not the canvas's, so nothing conflicts;
    /// the label's recorded frame (6 pt above the bottom, bottom-left origin) matches.
    static let selfSizingTopLevel = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="239" height="25"/>
                    <subviews>
                        <textField verticalHuggingPriority="750" verticalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="11" y="6" width="220" height="15"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Enable for..." id="cell">
                                <font key="font" metaFont="cellTitle"/>
                            </textFieldCell>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="10" id="t"/>
                        <constraint firstAttribute="bottom" secondItem="label" secondAttribute="bottom" constant="6" id="b"/>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="13" id="l"/>
                        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="6" id="top"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func aTopLevelViewWithoutAutoresizingIsAsLargeAsItsConstraintsSay() throws {
        let document = try importXML(Self.selfSizingTopLevel, file: "MenuBarItem.xib")
        let report = document.check()
        #expect(report.unsatisfiable.isEmpty && report.ambiguous.isEmpty)
        #expect(report.compared == 1 && report.matched == 1 && report.isClean)
        #expect(try solvedFrame("label", in: document) == CGRect(x: 11, y: 6, width: 220, height: 15))
        let root = try #require(document.layouts.first).root
        #expect(root.layoutDiagnostics.rootSizeMismatch == CGSize(width: 239, height: 27))
    }

    /// LocalWeather's city cell (Xcode 9.2): an image view with a width, a height and a trailing
    /// constraint but nothing vertical. Interface Builder marks it `ambiguous="YES"`, and the
    /// line says where it is declared, its id, what to do, and that IB agrees.
    static let missingY = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <imageView ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                            <rect key="frame" x="126" y="18" width="64" height="64"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="64" id="w"/>
                                <constraint firstAttribute="height" constant="64" id="h"/>
                            </constraints>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="icon" secondAttribute="trailing" constant="10" id="t"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func anAmbiguousViewIsNamedWithItsPlaceItsIDAndWhatToDo() throws {
        let document = try importXML(Self.missingY, file: "Cell.xib")
        let report = document.check()
        #expect(report.ambiguous.map(\.description) == ["view/imageView: y not determined"])
        #expect(report.lines == [
            "Cell.xib:6:17: error: ambiguous layout: 'icon' (view/imageView): y not determined: no constraint fixes its y, "
                + "add one (Interface Builder marks the view ambiguous too)",
            // Another frame as good, as the document records frames: the open y pulled 100 pt down.
            "Cell.xib:6:17: note: the constraints allow 'icon' at (126, 100, 64, 64) as well as at (126, 0, 64, 64)",
            "Cell.xib: note: recorded frame not compared, the constraints leave it open: view/imageView: y not determined",
            "Cell.xib: no recorded frames to compare (1 left open by the constraints, not compared); 0 unsatisfiable, 1 ambiguous",
        ])
        #expect(try solvedFrame("icon", in: document).minX == 126)
    }

    /// A panel whose width nothing fixes holds an autoresizing subview (a scroll view's clip view,
    /// say): the subview's width is open only because the panel's is, and the line says so
    /// instead of asking for a constraint on it.
    @Test func anAutoresizingSubviewOfAnOpenViewIsPutDownToItsSuperview() throws {
        let document = try importXML("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                                <subviews>
                                    <view id="fill">
                                        <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="h"/>
                                    <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="50" id="w"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                            <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """, file: "Panel.xib")
        let lines = document.check().lines.filter { $0.contains("error: ambiguous") }
        #expect(lines == [
            "Panel.xib:6:17: error: ambiguous layout: 'panel' (view/view): width not determined: no constraint fixes its width, add one",
            "Panel.xib:9:25: error: ambiguous layout: 'fill' (view/view/view): width not determined: its width follows its superview's, "
                + "which is not determined",
        ])
    }

    /// Two labels whose recorded widths (50 + 60) overflow their 100-pt row: equal compression
    /// resistances tie. Interface Builder marks the left one ambiguous too, so its recorded frame
    /// is one arbitrary split — not compared, as for a view nothing fixes; the right one, which IB
    /// does not mark, stays compared.
    @Test func aTieInterfaceBuilderMarksAmbiguousIsNotCompared() throws {
        let document = try importXML("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view id="root">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        <subviews>
                            <label text="Left label" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="left">
                                <rect key="frame" x="0.0" y="10" width="50" height="20"/>
                            </label>
                            <label text="Right label" translatesAutoresizingMaskIntoConstraints="NO" id="right">
                                <rect key="frame" x="40" y="10" width="60" height="20"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="left" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                            <constraint firstItem="right" firstAttribute="leading" secondItem="left" secondAttribute="trailing" id="m"/>
                            <constraint firstAttribute="trailing" secondItem="right" secondAttribute="trailing" id="r"/>
                            <constraint firstItem="left" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y1"/>
                            <constraint firstItem="right" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y2"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """, file: "Tie.xib")
        #expect(document.check().lines == [
            "Tie.xib:6:17: error: ambiguous layout: 'left' (view/label 'Left label'): width not determined: constraints of equal "
                + "priority pull its width against each other, make one of them stronger (Interface Builder marks the view ambiguous too)",
            "Tie.xib:6:17: note: the constraints allow 'left' at (0, 10, 50, 20) as well as at (0, 10, 40, 20)",
            "Tie.xib:9:17: error: ambiguous layout: 'right' (view/label 'Right label'): x, width not determined: constraints of equal "
                + "priority pull its x, width against each other, make one of them stronger",
            "Tie.xib:9:17: note: the constraints allow 'right' at (50, 10, 50, 20) as well as at (40, 10, 60, 20)",
            "Tie.xib: note: recorded frame not compared, the constraints leave it open: view/label 'Left label': width not determined",
            "Tie.xib: 1 of 1 views match their recorded frames (1 left open by the constraints, not compared); 0 unsatisfiable, 2 ambiguous",
        ])
    }

    /// A macOS box with a size and a leading edge but nothing vertical: its alternative frame is
    /// given as AppKit documents record frames, from the superview's bottom-left corner.
    @Test func anAmbiguousMacViewsAlternativeIsInBottomLeftCoordinates() throws {
        let document = try importXML("""
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="10" y="80" width="50" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="50" id="w"/>
                                    <constraint firstAttribute="height" constant="20" id="h"/>
                                </constraints>
                            </customView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                        </constraints>
                    </customView>
                </objects>
            </document>
            """, file: "Box.xib")
        let scene = try #require(document.check().scenes.first)
        // Laid out at the top (engine y 0, saved y 80); pulled 100 pt down the screen, its
        // bottom-left y is -20.
        #expect(scene.ambiguous.map(\.noteLine) == ["Box.xib:6:17: note: the constraints allow 'box' at (10, -20, 50, 20) as well as at (10, 80, 50, 20)"])
        #expect(scene.ambiguous.map(\.alternativeFrame) == [CGRect(x: 10, y: -20, width: 50, height: 20)])
        #expect(scene.ambiguous.map(\.solvedFrame) == [CGRect(x: 10, y: 80, width: 50, height: 20)])
        #expect(scene.ambiguous.map(\.objectID) == ["box"] && scene.ambiguous.map(\.location?.line) == [6])
        // Asking changed nothing: the frame is the one laid out.
        #expect(try solvedFrame("box", in: document) == CGRect(x: 10, y: 80, width: 50, height: 20))
    }

    /// A vertical NSStackView whose first view a file's constraint pins 5 pt below the stack's
    /// top (Unshaky's counter, Xcode 10.1). AppKit documents the fill distributions' "effective
    /// hugging priority in the stacking axis" as required, so there the pin conflicts with the
    /// stack's own edge; an equal-spacing stack keeps its own hugging priority (249.99998) along
    /// the axis, so its ends meet the first and last views only at that priority and nothing
    /// conflicts.
    static func insetFirstView(distribution: String, fixedLastHeight: Bool) -> String {
        let lastHeight = fixedLastHeight ? #"<constraint firstAttribute="height" constant="30" id="bh"/>"# : ""
        return """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <subviews>
                        <stackView distribution="\(distribution)" orientation="vertical" alignment="leading" spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                    <rect key="frame" x="0.0" y="75" width="50" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="50" id="aw"/>
                                        <constraint firstAttribute="height" constant="20" id="ah"/>
                                    </constraints>
                                </customView>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                    <rect key="frame" x="0.0" y="0.0" width="50" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="50" id="bw"/>
                                        \(lastHeight)
                                    </constraints>
                                </customView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="a" firstAttribute="top" secondItem="stack" secondAttribute="top" constant="5" id="inset"/>
                            </constraints>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="b"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
    }

    @Test func anEqualSpacingNSStackViewMeetsItsEndsAtItsHuggingPriority() throws {
        let spaced = try importXML(Self.insetFirstView(distribution: "equalSpacing", fixedLastHeight: true), file: "Counter.xib")
        let report = spaced.check()
        #expect(report.unsatisfiable.isEmpty && report.ambiguous.isEmpty && report.isClean)
        #expect(report.compared == 3 && report.matched == 3)
        #expect(try solvedFrame("a", in: spaced) == CGRect(x: 0, y: 75, width: 50, height: 20))   // 5 pt below the top
        #expect(try solvedFrame("b", in: spaced) == CGRect(x: 0, y: 0, width: 50, height: 30))    // at the bottom

        // A fill stack hugs at required along its axis (its last view takes the rest): the pin
        // still wins, and the conflict with the stack's top edge is real.
        let filled = try importXML(Self.insetFirstView(distribution: "fill", fixedLastHeight: false), file: "Fill.xib")
        let conflict = filled.check()
        #expect(conflict.unsatisfiable.count == 1)
        #expect(try solvedFrame("a", in: filled) == CGRect(x: 0, y: 75, width: 50, height: 20))
        #expect(try solvedFrame("b", in: filled) == CGRect(x: 0, y: 0, width: 50, height: 67))
    }

    /// A top-level view saved 120 pt wide around a label pinned to both its sides that hugs its
    /// 100-pt text at 750. IB marks the view `misplaced` when its constraints give another size
    /// (Strongbox's title cell, 114 for 110; MacMouseFix's and maccy's settings views): the
    /// subviews' recorded frames are laid out at that size, so the recorded one only pulls at the
    /// fitting level (50). Unmarked, the view keeps its size and the label stretches.
    static func huggingLabel(misplaced: Bool) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view \(misplaced ? #"misplaced="YES" "# : "")id="root">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                    <subviews>
                        <label text="Title" horizontalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="0.0" y="10" width="100" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" id="t"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="top"/>
                        <constraint firstAttribute="bottom" secondItem="title" secondAttribute="bottom" constant="10" id="b"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    @Test func aTopLevelViewMarkedMisplacedTakesTheSizeItsConstraintsGive() throws {
        let stale = try importXML(Self.huggingLabel(misplaced: true), file: "Stale.xib")
        #expect(stale.check().isClean)
        #expect(try solvedFrame("title", in: stale) == CGRect(x: 0, y: 10, width: 100, height: 20))
        #expect(try #require(stale.layouts.first).root.layoutDiagnostics.rootSizeMismatch == CGSize(width: 100, height: 40))

        let kept = try importXML(Self.huggingLabel(misplaced: false), file: "Kept.xib")
        #expect(kept.check().mismatches.map(\.description) == [
            "Kept.xib:6:17: error: frame of 'title' (view/label 'Title') is (0, 10, 120, 20), recorded (0, 10, 100, 20)",
        ])
    }

    /// Habitica's button cells (Xcode 15): a 35.5-pt button pinned 12 pt inside a content view
    /// IB records as tall as its 60-pt cell and marks `ambiguous`. The conflict is genuine at the
    /// recorded size (12 + 35.5 + 12 = 59.5); the note after it says what the implicit height
    /// stands for, where that view is declared, and that IB flags it as well.
    static let cellConflict = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24127" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <tableViewCell id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" ambiguous="YES" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="button">
                                <rect key="frame" x="12" y="12" width="296" height="35.5"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="35.5" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="button" firstAttribute="top" secondItem="content" secondAttribute="top" constant="12" id="top"/>
                            <constraint firstAttribute="trailing" secondItem="button" secondAttribute="trailing" constant="12" id="trailing"/>
                            <constraint firstAttribute="bottom" secondItem="button" secondAttribute="bottom" constant="12" id="bottom"/>
                            <constraint firstItem="button" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="12" id="leading"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    @Test func aConflictSaysWhatItsImplicitConstraintsStandFor() throws {
        let document = try importXML(Self.cellConflict, file: "Cell.xib")
        let report = document.check()
        #expect(report.lines == [
            // Reported at the broken constraint, where an editor or a CI annotation can jump.
            """
            Cell.xib:13:29: error: Unable to simultaneously satisfy constraints.
                Probably at least one of the constraints in the following list is one you don't want.
            (
                <tableViewCell/tableViewCellContentView.height == 60 (NSAutoresizingMaskLayoutConstraint v=---)>
                <tableViewCell/tableViewCellContentView/view.top == tableViewCell/tableViewCellContentView.top + 12 (Cell.xib:18:21 [top])>
                <tableViewCell/tableViewCellContentView.bottom == tableViewCell/tableViewCellContentView/view.bottom + 12 (Cell.xib:20:21 [bottom])>
                <tableViewCell/tableViewCellContentView/view.height == 35.5 (Cell.xib:13:29 [h])>
            )

            Will attempt to recover by breaking constraint
                <tableViewCell/tableViewCellContentView/view.height == 35.5 (Cell.xib:13:29 [h])>
            """,
            "Cell.xib: note: in this conflict, 'content' (tableViewCell/tableViewCellContentView, Cell.xib:6:13) is as large as "
                + "the cell's recorded frame; Interface Builder marks 'content' ambiguous too",
            "Cell.xib: 1 of 1 views match their recorded frames; 1 unsatisfiable, 0 ambiguous",
        ])
        // The same finding as a value: the whole set, the broken constraint, its place, the note.
        let conflict = try #require(report.unsatisfiable.first)
        #expect(conflict.place == "Cell.xib:13:29" && conflict.constraints.conflicting.count == 4)
        #expect(conflict.constraints.broken.description == "<tableViewCell/tableViewCellContentView/view.height == 35.5 (Cell.xib:13:29 [h])>")
        #expect(conflict.note?.hasPrefix("in this conflict, 'content' (tableViewCell/tableViewCellContentView, Cell.xib:6:13)") == true)
        #expect(try solvedFrame("button", in: document) == CGRect(x: 12, y: 12, width: 296, height: 36))
    }
}
