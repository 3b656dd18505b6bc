import Foundation
import Mortar
import MortarVFL
import PlumbCore
import Testing

/// `[x, y, width, height]` of a view's frame (in its superview) or a guide's layout frame.
func rect(_ item: any LayoutItem) -> [CGFloat] {
    let f = (item as? View)?.frame ?? (item as? LayoutGuide)?.layoutFrame ?? .null
    return [f.minX, f.minY, f.width, f.height]
}

/// A 400×800 window with a container filling it (frames are then the same in both).
final class Scene {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800), name: "root")
    let container = View(name: "container")

    init(_ views: [View]) {
        root |+| [container |+| views]
        container |=| root
    }

    func solve() {
        root.layoutIfNeeded()
        #expect(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics)")
    }
}

/// Solved frames of the README examples, computed by hand.
@Suite struct MortarFrameTests {
    @Test func introductionExample() {
        let view1 = View(name: "view1"), view2 = View(name: "view2")
        let s = Scene([view1, view2])
        view2.m_frame |=| (200, 0, 100, 50)
        view1.m_size |=| (80, 50)
        view1.m_top |=| 0
        view1.m_right |=| view2.m_left - 12.0
        s.solve()
        #expect(rect(view1) == [108, 0, 80, 50])   // right edge at 200 − 12
    }

    @Test func threeSizesAndABottomBar() {
        let v1 = View(name: "v1"), v2 = View(name: "v2"), v3 = View(name: "v3"), bar = View(name: "bar")
        let s = Scene([v1, v2, v3, bar])
        [v1, v2, v3].m_size |=| (100, 200)
        [v1, v2, v3].m_top |=| 10
        v1.m_left |=| 0
        v2.m_left |=| v1.m_right
        v3.m_left |=| v2.m_right
        [bar.m_sides, bar.m_bottom, bar.m_height] |=| [s.container, s.container, 200]
        s.solve()
        #expect([rect(v1), rect(v2), rect(v3)] == [[0, 10, 100, 200], [100, 10, 100, 200], [200, 10, 100, 200]])
        #expect(rect(bar) == [0, 600, 400, 200])
    }

    @Test func insetAndTupleArithmetic() {
        let view1 = View(name: "view1"), view2 = View(name: "view2"), view3 = View(name: "view3")
        let s = Scene([view1, view2, view3])
        view2.m_frame |=| (10, 10, 50, 20)
        view1 |=| view2.m_edges ~ (2, 3, 4, 5)
        view3.m_size |>| view2.m_size * (2, 3) + (10, 10)
        view3.m_size |=| (0, 0) ! .low
        view3.m_origin |=| (0, 100)
        s.solve()
        #expect(rect(view1) == [13, 12, 42, 14])    // 10+3, 10+2, 50−3−5, 20−2−4
        #expect(rect(view3) == [0, 100, 110, 70])   // 2·50+10, 3·20+10
    }

    @Test func prioritiesDecide() {
        let v = View(name: "v"), w = View(name: "w")
        let s = Scene([v, w])
        v.m_frame |=| (0, 0, 10, 10) ! .low
        v.m_height |=| 100 ! .high
        w.m_frame |=| (20, 0, 10, 10) ! .high
        w.m_height |=| s.container.m_height ! .medium
        s.solve()
        #expect(rect(v) == [0, 0, 10, 100] && rect(w) == [20, 0, 10, 10])
    }

    @Test func constantsOnPositionsAreOffsetsFromTheSuperviewOrigin() {
        let v = View(name: "v")
        let s = Scene([v])
        v.m_right |=| 20
        v.m_bottom |=| 30
        v.m_size |=| (10, 10)
        s.solve()
        #expect(rect(v) == [10, 20, 10, 10])
    }

    @Test func safeTopAndRegions() {
        let screen = Screen()   // 390×844
        screen.view.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        screen.view1.m_top |=| screen.m_safeTop + 8
        screen.view1.m_sides |=| screen.view
        screen.view1.m_height |=| 44
        screen.textField.m_size |=| (100, 20)
        screen.textField.m_center |=| screen.m_safeRegion
        _ = screen.m_visibleRegion   // made before layout, so it is solved too
        screen.view.layoutIfNeeded()
        #expect(screen.view.layoutDiagnostics.isEmpty)
        #expect(rect(screen.view1) == [0, 55, 390, 44])
        #expect(rect(screen.textField) == [145, 418.5, 100, 20])   // centre of (0, 47, 390, 763)
        #expect(rect(screen.m_safeRegion) == [0, 47, 390, 763])
        #expect(rect(screen.m_visibleRegion) == [0, 47, 390, 763])
        #expect(screen.view.layoutGuides.map { rect($0) }[1...2] == [[0, 0, 390, 47], [0, 810, 390, 34]])
    }

    @Test func compositesFollowTheLayoutDirection() {
        let v = View(name: "v")
        let s = Scene([v])
        s.root.semanticContentAttribute = .forceRightToLeft
        v.m_sides |=| s.container.m_sides ~ (10, 20)   // leading +10, trailing −20
        v.m_top |=| 0
        v.m_height |=| 50
        s.solve()
        #expect(rect(v) == [20, 0, 370, 50])   // right-to-left: leading is the right edge
    }

    @Test func stackViewChildrenFromTheHierarchyOperator() {
        let stack = StackView(name: "stack")
        let a = View(name: "a"), b = View(name: "b")
        a.intrinsicContentSize = CGSize(width: 50, height: 20)
        b.intrinsicContentSize = CGSize(width: 70, height: 20)
        a.m_customSpacingAfter = 16
        let s = Scene([stack])
        stack |+| [a, b]
        stack.m_origin |=| (0, 0)
        s.solve()
        #expect(rect(a) == [0, 0, 50, 20] && rect(b) == [66, 0, 70, 20] && rect(stack) == [0, 0, 136, 20])
    }
}

/// Solved frames of MortarVFL statements, computed by hand.
@Suite struct MortarVFLFrameTests {
    /// Views in a scene, each 30 high at the top, for horizontal statements.
    func row(_ names: [String]) -> (Scene, [View]) {
        let views = names.map { View(name: $0) }
        let s = Scene(views)
        views.m_top |=| 0
        views.m_height |=| 30
        return (s, views)
    }

    @Test func weightedWhitespace() {
        let (s, views) = row(["v"])
        let g = s.container |>> ~~1 | views[0][==40] | ~~2
        s.solve()
        #expect(rect(views[0]) == [120, 0, 40, 30])   // (400 − 40) split 1:2
        #expect(g[0].layoutGuides.map { rect($0)[0] } == [0, 160])
        #expect(g[0].layoutGuides.map { rect($0)[2] } == [120, 240])
    }

    @Test func paddedSurroundWithWeights() {
        let (s, v) = row(["b", "c"])
        s.container ||>> v[0][~~1] | 40 | v[1][~~1]
        s.solve()
        #expect(rect(v[0]) == [8, 0, 172, 30] && rect(v[1]) == [220, 0, 172, 30])   // (400 − 16 − 40) / 2
    }

    @Test func introductionStatement() {
        let (s, v) = row(["a", "b", "c"])
        v[0].intrinsicContentSize = CGSize(width: 60, height: 30)
        s.container |>> v[0] || v[1][==44] | 20 | v[2][~~2]
        s.solve()
        #expect(rect(v[0]) == [0, 0, 60, 30] && rect(v[1]) == [68, 0, 44, 30] && rect(v[2]) == [132, 0, 268, 30])
    }

    @Test func nodeListComposition() {
        let (s, v) = row(["a", "b", "c", "d", "e"])
        v[0].intrinsicContentSize = CGSize(width: 50, height: 30)
        s.container |>> v[0] | v[1][==v[0]] || v[2][==40] | 30 | v[3][~~1] | ~~1 | v[4][~~2]
        s.solve()
        // 400 − (50 + 50 + 8 + 40 + 30) = 222 flexible, split 1:1:2 → 55.5, 55.5, 111
        #expect(v.map { rect($0)[0] } == [0, 50, 108, 178, 289])
        #expect(v.map { rect($0)[2] } == [50, 50, 40, 55.5, 111])
    }

    @Test func parallelNodes() {
        let (s, v) = row(["a", "b", "c", "d", "e"])
        v[0].intrinsicContentSize = CGSize(width: 50, height: 30)
        v[4].intrinsicContentSize = CGSize(width: 60, height: 30)
        s.container ||>> v[0] || [v[1], v[2], v[3]][==40] || v[4] | ~~1
        s.solve()
        #expect(v.map { rect($0)[0] } == [8, 66, 66, 66, 114])
        #expect(v.map { rect($0)[2] } == [50, 40, 40, 40, 60])
    }

    @Test func intrinsicNodesHugWhileAPlainViewTakesTheSlack() {
        let (s, v) = row(["label", "plain"])
        v[0].intrinsicContentSize = CGSize(width: 100, height: 30)
        s.container |>> v[0] | v[1]
        s.solve()
        #expect(rect(v[0]) == [0, 0, 100, 30] && rect(v[1]) == [100, 0, 300, 30])
    }

    @Test func singleEndedStatements() {
        let (s, v) = row(["a", "b", "c"])
        v[0].m_left |=| 300
        v[0].m_width |=| 10
        v[1][==44] || v[2][==88] <! v[0].m_left
        s.solve()
        #expect(rect(v[1]) == [160, 0, 44, 30] && rect(v[2]) == [212, 0, 88, 30])
    }

    @Test func verticalColumnInTheSafeRegion() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let header = View(name: "header"), body = View(name: "body"), footer = View(name: "footer")
        body.intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: 60)
        root |+| [header, body, footer]
        [header, body, footer].m_sides |=| root
        root.m_safeRegion ||^^ header[==56] || body | ~~1 | footer[==52]
        root.layoutIfNeeded()
        #expect(root.layoutDiagnostics.isEmpty)
        #expect(rect(header) == [0, 55, 390, 56] && rect(body) == [0, 119, 390, 60] && rect(footer) == [0, 750, 390, 52])
        #expect(rect(root.layoutGuides.first { $0.identifier == "MortarVFL-space-1" }!)[1...3] == [179, 0, 571])
    }

    @Test func rightToLeftRows() {
        let (s, v) = row(["a", "b"])
        s.root.semanticContentAttribute = .forceRightToLeft
        s.container.m_leading |> v[0][==40] | v[1] <| s.container.m_trailing
        s.solve()
        #expect(rect(v[0]) == [360, 0, 40, 30] && rect(v[1]) == [0, 0, 360, 30])
    }
}
