import Foundation
import Mortar
import MortarVFL
import PlumbCore
import Testing

/// Views A…E inside a container inside a root; `inner` views live inside `viewA` for the
/// surround examples.
final class VFLFixture {
    let root = View(name: "root")
    let container = View(name: "container")
    let viewA = View(name: "viewA"), viewB = View(name: "viewB"), viewC = View(name: "viewC")
    let viewD = View(name: "viewD"), viewE = View(name: "viewE"), view1 = View(name: "view1")

    init() {
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        root.addSubview(container)
        for v in [viewA, viewB, viewC, viewD, viewE, view1] { container.addSubview(v) }
    }

    /// Moves `views` inside `parent` (for surround statements).
    func put(_ views: [View], in parent: View) { for v in views { parent.addSubview(v) } }
}

/// frontends.md §2.15.8: the worked expansions, as acceptance tests.
@Suite struct MortarVFLExpansionTests {
    @Test func leadingCaptureWithFixedNodes() {
        let f = VFLFixture()
        let g = f.viewA.m_right |> f.viewB[==44] || f.viewC[==88]
        #expect(specs(g) == [
            "viewB.left == viewA.right * 1 + 0 @1000",
            "viewB.width == 44 @1000",
            "viewC.left == viewB.right * 1 + 8 @1000",
            "viewC.width == 88 @1000",
        ])
        #expect(g.count == 1 && g[0].isActive && g.errors.isEmpty)
    }

    @Test func singleEndedTrailing() {
        let f = VFLFixture()
        let g = f.viewB[==44] || f.viewC[==88] <! f.viewA.m_left
        #expect(specs(g) == [
            "viewB.width == 44 @1000",
            "viewC.left == viewB.right * 1 + 8 @1000",
            "viewC.width == 88 @1000",
            "viewC.right == viewA.left * 1 + 0 @1000",
        ])
    }

    @Test func verticalLeadingCaptureWithIntrinsicNode() {
        let f = VFLFixture()
        let g = f.viewA.m_bottom |^ f.viewB[==44] || f.viewC
        #expect(specs(g) == [
            "viewB.top == viewA.bottom * 1 + 0 @1000",
            "viewB.height == 44 @1000",
            "viewC.top == viewB.bottom * 1 + 8 @1000",
        ])
    }

    @Test func weightedWhitespaceBecomesGuides() {
        let f = VFLFixture()
        let v = View(name: "v")
        f.container.addSubview(v)
        let g = f.container |>> ~~1 | v[==40] | ~~2
        #expect(specs(g) == [
            "container.MortarVFL-space-1.left == container.left * 1 + 0 @1000",
            "v.left == container.MortarVFL-space-1.right * 1 + 0 @1000",
            "v.width == 40 @1000",
            "container.MortarVFL-space-2.left == v.right * 1 + 0 @1000",
            "container.MortarVFL-space-2.width == container.MortarVFL-space-1.width * 2 + 0 @1000",
            "container.MortarVFL-space-2.right == container.right * 1 + 0 @1000",
        ])
        #expect(f.container.layoutGuides.map(\.identifier) == ["MortarVFL-space-1", "MortarVFL-space-2"])
        #expect(g[0].layoutGuides.count == 2)
        #expect(f.container.subviews.count == 7)  // no helper views were added
    }

    @Test func paddedSurroundWithWeights() {
        let f = VFLFixture()
        f.put([f.viewB, f.viewC], in: f.viewA)
        let g = f.viewA ||>> f.viewB[~~1] | 40 | f.viewC[~~1]
        #expect(specs(g) == [
            "viewB.left == viewA.left * 1 + 8 @1000",
            "viewC.left == viewB.right * 1 + 40 @1000",
            "viewC.width == viewB.width * 1 + 0 @1000",
            "viewC.right == viewA.right * 1 + -8 @1000",
        ])
    }
}

/// The MortarVFL examples of the READMEs (seeds 000/001/003).
@Suite struct MortarVFLReadmeTests {
    @Test func introductionExample() {
        let f = VFLFixture()
        f.put([f.viewA, f.viewB, f.viewC], in: f.view1)
        let g = f.view1 |>> f.viewA || f.viewB[==44] | 20 | f.viewC[~~2]
        #expect(specs(g) == [
            "viewA.left == view1.left * 1 + 0 @1000",
            "viewB.left == viewA.right * 1 + 8 @1000",
            "viewB.width == 44 @1000",
            "viewC.left == viewB.right * 1 + 20 @1000",
            "viewC.right == view1.right * 1 + 0 @1000",
        ])
    }

    @Test func nodeListComposition() {
        let f = VFLFixture()
        let g = f.container |>> f.viewA | f.viewB[==f.viewA] || f.viewC[==40] | 30 | f.viewD[~~1] | ~~1 | f.viewE[~~2]
        #expect(specs(g) == [
            "viewA.left == container.left * 1 + 0 @1000",
            "viewB.left == viewA.right * 1 + 0 @1000",
            "viewB.width == viewA.width * 1 + 0 @1000",
            "viewC.left == viewB.right * 1 + 8 @1000",
            "viewC.width == 40 @1000",
            "viewD.left == viewC.right * 1 + 30 @1000",
            "container.MortarVFL-space-1.left == viewD.right * 1 + 0 @1000",
            "container.MortarVFL-space-1.width == viewD.width * 1 + 0 @1000",
            "viewE.left == container.MortarVFL-space-1.right * 1 + 0 @1000",
            "viewE.width == viewD.width * 2 + 0 @1000",
            "viewE.right == container.right * 1 + 0 @1000",
        ])
    }

    @Test func bareListMakesNothing() {
        let f = VFLFixture()
        let list = f.viewA | f.viewB || f.viewC
        _ = list
        #expect(f.container.constraints.isEmpty && f.viewA.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func arraysInANode() {
        let f = VFLFixture()
        let g = f.container |>> f.viewA || [f.viewB, f.viewC, f.viewD][==40] || f.viewE
        #expect(specs(g) == [
            "viewA.left == container.left * 1 + 0 @1000",
            "viewB.left == viewA.right * 1 + 8 @1000",
            "viewB.width == 40 @1000",
            "viewC.left == viewB.left * 1 + 0 @1000",
            "viewC.right == viewB.right * 1 + 0 @1000",
            "viewD.left == viewB.left * 1 + 0 @1000",
            "viewD.right == viewB.right * 1 + 0 @1000",
            "viewE.left == viewB.right * 1 + 8 @1000",
            "viewE.right == container.right * 1 + 0 @1000",
        ])
    }

    @Test func captureBetweenTwoViews() {
        let f = VFLFixture()
        let g = f.viewA.m_right |> f.viewB[~~1] | f.viewC[~~1] <| f.viewD.m_left
        #expect(specs(g) == [
            "viewB.left == viewA.right * 1 + 0 @1000",
            "viewC.left == viewB.right * 1 + 0 @1000",
            "viewC.width == viewB.width * 1 + 0 @1000",
            "viewC.right == viewD.left * 1 + 0 @1000",
        ])
    }

    @Test func verticalCaptureBetweenTwoViews() {
        let f = VFLFixture()
        let g = f.viewA.m_bottom |^ f.viewB[~~1] | f.viewC[~~1] ^| f.viewD.m_top
        #expect(specs(g) == [
            "viewB.top == viewA.bottom * 1 + 0 @1000",
            "viewC.top == viewB.bottom * 1 + 0 @1000",
            "viewC.height == viewB.height * 1 + 0 @1000",
            "viewC.bottom == viewD.top * 1 + 0 @1000",
        ])
    }

    @Test func implicitCaptureAttributes() {
        let f = VFLFixture(), g = VFLFixture()
        let explicit = specs(f.viewA.m_left |> f.viewB | f.viewC <| f.viewD.m_right)
        let implicit = specs(g.viewA |> g.viewB | g.viewC <| g.viewD)
        #expect(explicit == [
            "viewB.left == viewA.left * 1 + 0 @1000",
            "viewC.left == viewB.right * 1 + 0 @1000",
            "viewC.right == viewD.right * 1 + 0 @1000",
        ])
        #expect(implicit == explicit)
        let h = VFLFixture(), k = VFLFixture()
        let explicitV = specs(h.viewA.m_top |^ h.viewB | h.viewC ^| h.viewD.m_bottom)
        let implicitV = specs(k.viewA |^ k.viewB | k.viewC ^| k.viewD)
        #expect(explicitV == [
            "viewB.top == viewA.top * 1 + 0 @1000",
            "viewC.top == viewB.bottom * 1 + 0 @1000",
            "viewC.bottom == viewD.bottom * 1 + 0 @1000",
        ])
        #expect(implicitV == explicitV)
    }

    @Test func implicitSurroundVertical() {
        let f = VFLFixture()
        f.put([f.viewB, f.viewC], in: f.viewA)
        let g = f.viewA |^^ f.viewB[~~2] | f.viewC[~~1]
        #expect(specs(g) == [
            "viewB.top == viewA.top * 1 + 0 @1000",
            "viewC.top == viewB.bottom * 1 + 0 @1000",
            "viewC.height == viewB.height * 0.5 + 0 @1000",
            "viewC.bottom == viewA.bottom * 1 + 0 @1000",
        ])
    }

    @Test func surroundTheVisibleAndSafeRegions() {
        let f = VFLFixture()
        let visible = f.root.m_visibleRegion ||^^ f.viewA | f.viewB | f.viewC
        #expect(specs(visible) == [
            "viewA.top == root.Mortar-visibleRegion.top * 1 + 8 @1000",
            "viewB.top == viewA.bottom * 1 + 0 @1000",
            "viewC.top == viewB.bottom * 1 + 0 @1000",
            "viewC.bottom == root.Mortar-visibleRegion.bottom * 1 + -8 @1000",
        ])
        let g = VFLFixture()
        let safe = g.root.m_safeRegion ||^^ g.viewA | g.viewB | g.viewC
        #expect(specs(safe).first == "viewA.top == root.Mortar-safeRegion.top * 1 + 8 @1000")
        #expect(visible[0].isActive && safe[0].isActive)
    }

    @Test func singleEndedVerticalTrailing() {
        let f = VFLFixture()
        let g = f.viewB[==44] || f.viewC[==88] ^! f.viewA.m_top
        #expect(specs(g) == [
            "viewB.height == 44 @1000",
            "viewC.top == viewB.bottom * 1 + 8 @1000",
            "viewC.height == 88 @1000",
            "viewC.bottom == viewA.top * 1 + 0 @1000",
        ])
    }

    @Test func axisMismatchIsAnError() {
        let f = VFLFixture()
        let (g, reported) = MortarDiagnostics.collecting { f.viewA.m_top |> f.viewB | f.viewC }
        let expected = MortarError.vflCaptureAxisMismatch(
            capture: "root/container/viewA.m_top", attribute: .top, statementAxis: .horizontal)
        #expect(g.errors == [expected] && reported == [expected] && g.layoutConstraints.isEmpty)
        #expect("\(expected)" == "Your leading/trailing attribute is not appropriate for axis: root/container/viewA.m_top (top) in a horizontal statement")
    }

    @Test func cyclicReferenceIsAnError() {
        let f = VFLFixture()
        let (g, _) = MortarDiagnostics.collecting { f.container |>> f.viewA[==f.viewB] | f.viewB[==f.viewA] }
        #expect(g.errors == [.vflCyclicSizeReference(cycle: [
            "root/container/viewA", "root/container/viewB", "root/container/viewA",
        ])])
        #expect(g.layoutConstraints.isEmpty)
    }
}

/// The padded and single-ended capture operators not used by the README examples.
@Suite struct MortarVFLOperatorTests {
    @Test func paddedHorizontalOperators() {
        let f = VFLFixture()
        #expect(specs(f.viewA ||> f.viewB <|| f.viewC) == [
            "viewB.left == viewA.left * 1 + 8 @1000",
            "viewB.right == viewC.right * 1 + -8 @1000",
        ])
        #expect(specs(f.viewD[==20] <!! f.viewE) == [
            "viewD.width == 20 @1000",
            "viewD.right == viewE.right * 1 + -8 @1000",
        ])
    }

    @Test func paddedVerticalOperators() {
        let f = VFLFixture()
        #expect(specs(f.viewA ||^ f.viewB ^|| f.viewC) == [
            "viewB.top == viewA.top * 1 + 8 @1000",
            "viewB.bottom == viewC.bottom * 1 + -8 @1000",
        ])
        #expect(specs(f.viewD[==20] ^!! f.viewE.m_top) == [
            "viewD.height == 20 @1000",
            "viewD.bottom == viewE.top * 1 + -8 @1000",
        ])
    }

    @Test func standaloneSizeWhitespaceAndGuideCaptures() {
        let f = VFLFixture()
        let band = LayoutGuide(identifier: "band")
        f.container.addLayoutGuide(band)
        let g = band |>> f.viewA | ==f.viewA | f.viewB[==30]
        #expect(specs(g) == [
            "viewA.left == container.band.left * 1 + 0 @1000",
            "container.MortarVFL-space-1.left == viewA.right * 1 + 0 @1000",
            "container.MortarVFL-space-1.width == viewA.width * 1 + 0 @1000",
            "viewB.left == container.MortarVFL-space-1.right * 1 + 0 @1000",
            "viewB.width == 30 @1000",
            "viewB.right == container.band.right * 1 + 0 @1000",
        ])
    }

    @Test func vflUsesTheDefaultPriority() throws {
        let f = VFLFixture()
        let g = try MortarDefault.scoped { () -> MortarGroup in
            MortarDefault.priority.set(base: .high)
            return f.viewA.m_right |> f.viewB[==44]
        }
        #expect(specs(g) == ["viewB.left == viewA.right * 1 + 0 @750", "viewB.width == 44 @750"])
    }

    @Test func statementsInsideADeferredRegionFindTheirCommonAncestorAtTheEnd() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100), name: "root")
        var group: MortarGroup = []
        root |+| [
            Label {
                // The label is not in root yet: the spacer guides' owner is found when |+| ends.
                group = root |>> ~~1 | $0[==40] | ~~2
                #expect(group[0].isPending)
            },
        ]
        #expect(group[0].isActive && group.errors.isEmpty)
        #expect(root.layoutGuides.map(\.identifier) == ["MortarVFL-space-1", "MortarVFL-space-2"])
        (root.subviews[0] as! Label).m_caps |=| root
        root.layoutIfNeeded()
        let frame = rect(root.subviews[0])
        #expect(abs(frame[0] - 260.0 / 3) < 1e-6 && frame[1...] == [0, 40, 100])   // (300 − 40) split 1:2
    }
}

