import Foundation
import Mortar
import MortarVFL
import PlumbCore
import Testing

/// frontends.md §6.1: the originals' bugs and user reports, each shown not to happen here.
@Suite struct MortarRegressionTests {
    @Test func issue9DefaultPriorityIsRequired() {
        let f = Fixture()
        #expect(specs(f.view1.m_width |=| f.view2) == ["view1.width == view2.width * 1 + 0 @1000"])
    }

    @Test func issues23And31NoBlanketCreatableConformance() {
        #expect(!((View.self as Any) is any MortarCreatable.Type))
        #expect(!((StackView.self as Any) is any MortarCreatable.Type))
        #expect((Label.self as Any) is any MortarCreatable.Type)
    }

    @Test func issues25And26NoHelperViewsInTheUserHierarchy() {
        let f = VFLFixture()
        let before = f.container.subtree.count
        f.container |>> ~~1 | f.viewA[==40] | ~~1 | f.viewB[==40] | ~~1
        #expect(f.container.subtree.count == before)
        #expect(f.viewA.subviews.isEmpty && f.container.layoutGuides.count == 3)
    }

    @Test func prPR17BareNodesAreIntrinsic() {
        let f = VFLFixture()
        let g = f.container |>> f.viewA | f.viewB
        #expect(specs(g) == [
            "viewA.left == container.left * 1 + 0 @1000",
            "viewB.left == viewA.right * 1 + 0 @1000",
            "viewB.right == container.right * 1 + 0 @1000",
        ])
    }

    @Test func finding1DeactivationInsideADeferredRegionIsKept() {
        let parent = View(name: "parent")
        var c: MortarConstraint?
        parent |+| [Label { c = ($0.m_width |=| parent ~~ .deactivated) }]
        #expect(c!.layoutConstraints.count == 1 && !c!.isActive && parent.constraints.isEmpty)
    }

    @Test func finding2ParallelBondsAreInTheGroup() {
        let f = VFLFixture()
        let g = f.container |>> [f.viewA, f.viewB][==40] | f.viewC
        #expect(specs(g).contains("viewB.left == viewA.left * 1 + 0 @1000"))
        #expect(specs(g).contains("viewB.right == viewA.right * 1 + 0 @1000"))
        g.deactivate()
        #expect(f.container.constraints.isEmpty)
    }

    @Test func finding3SpacerGuidesDoNotLeak() {
        let f = VFLFixture()
        for _ in 0..<3 {
            let g = f.container |>> ~~1 | f.viewA[==40] | ~~1
            #expect(f.container.layoutGuides.count == 2)
            g.deactivate()
            #expect(f.container.layoutGuides.isEmpty && f.container.constraints.isEmpty)
        }
        let g = f.container |>> ~~1 | f.viewA[==40] | ~~1
        g.deactivate()
        g.activate()
        #expect(f.container.layoutGuides.map(\.identifier) == ["MortarVFL-space-1", "MortarVFL-space-2"])
        #expect(g[0].isActive)
    }

    @Test func finding4CyclesNotThroughTheStartAreFound() {
        let f = VFLFixture()
        let (g, _) = MortarDiagnostics.collecting { f.container |>> f.viewA[==f.viewB] | f.viewB[==f.viewC] | f.viewC[==f.viewB] }
        #expect(g.errors.count == 1)
    }

    @Test func finding5SizeReferencesAreRealConstraints() {
        let f = VFLFixture()
        let g = f.container |>> f.viewA | f.viewB[==f.viewA]
        #expect(specs(g).contains("viewB.width == viewA.width * 1 + 0 @1000"))
    }

    @Test func finding6CaptureAttributesWithoutAnAxisAreRejected() {
        let f = VFLFixture()
        let (g, _) = MortarDiagnostics.collecting { f.viewA.m_size |> f.viewB }
        #expect(g.errors == [.vflCaptureNotAnEdge(capture: "root/container/viewA.m_size", attribute: "m_size")])
    }

    @Test func finding7AllFixedDoubleCaptureIsAnError() {
        let f = VFLFixture()
        let (g, _) = MortarDiagnostics.collecting { f.container |>> f.viewA[==10] }
        #expect(g.errors == [.vflAllFixed])
    }

    @Test func finding8FrameOrderAndOrigin() {
        let f = Fixture()
        #expect(specs(f.view1.m_frame |=| (1, 2, 3, 4)) == [
            "view1.leading == container.leading * 1 + 1 @1000", "view1.top == container.top * 1 + 2 @1000",
            "view1.width == 3 @1000", "view1.height == 4 @1000",
        ])
        #expect(specs(f.view2.m_origin |=| f.view3) == [
            "view2.leading == view3.leading * 1 + 0 @1000", "view2.top == view3.top * 1 + 0 @1000",
        ])
    }

    @Test func finding9TargetArithmeticIsHonouredAndValuesAreNotShared() {
        let f = Fixture()
        let width = f.view2.m_width
        let c = f.view1.m_width + 10 |=| width * 2
        #expect(specs(c) == ["view1.width == view2.width * 2 + -10 @1000"])
        #expect(width.multipliers == [1, 1, 1, 1])
    }

    @Test func finding10LeadingConstantsAndMissingSuperviews() {
        let f = Fixture()
        #expect(specs(f.view1.m_leading |=| 20) == ["view1.leading == container.leading * 1 + 20 @1000"])
        let (c, _) = MortarDiagnostics.collecting { View(name: "orphan").m_right |=| 20 }
        #expect(c.errors == [.noSuperview(view: "orphan", attribute: .right)])
    }

    @Test func finding11AttributeKindsAreChecked() {
        let f = Fixture()
        let (c, _) = MortarDiagnostics.collecting { f.view1.m_size |=| f.view2.m_center }
        #expect(c.errors.count == 2 && c.layoutConstraints.isEmpty)
    }

    @Test func finding12RequiredToOptionalIsGuarded() {
        let f = Fixture()
        let c = f.view1.m_width |=| 40
        let (_, errors) = MortarDiagnostics.collecting { c.changePriority(to: 999) }
        #expect(errors.count == 1 && c.layoutConstraints[0].priority == .required)
    }

    @Test func finding13DefaultsAreScopedAndBalanced() throws {
        #expect(throws: MortarError.unbalancedPop(location: "X.swift:1")) {
            try MortarDefault.scoped { try MortarDefault.priority.pop(file: "X.swift", line: 1) }
        }
        #expect(MortarDefault.priority.depth == 0 && MortarDefault.priority.current() == .required)
    }

    @Test func finding14CombinedGettersAreTypedErrors() {
        let v = View(name: "v")
        #expect(throws: MortarError.combinedGetter(property: "m_hugging", view: "v")) { try v.m_hugging.priority }
    }

    @Test func finding15RegionsAreDistinct() {
        let root = View(name: "root")
        #expect(root.m_visibleRegion !== root.m_safeRegion)
        #expect(root.m_safeRegion.identifier == "Mortar-safeRegion" && root.m_visibleRegion.identifier == "Mortar-visibleRegion")
    }

    @Test func finding16VFLFollowsLeadingTrailingCaptures() {
        let f = VFLFixture()
        let g = f.container.m_leading |> f.viewA[==40] | f.viewB <| f.container.m_trailing
        #expect(specs(g) == [
            "viewA.leading == container.leading * 1 + 0 @1000",
            "viewA.width == 40 @1000",
            "viewB.leading == viewA.trailing * 1 + 0 @1000",
            "viewB.trailing == container.trailing * 1 + 0 @1000",
        ])
    }

    @Test func finding17NothingTraps() {
        let f = Fixture()
        let (results, errors) = MortarDiagnostics.collecting { () -> [MortarConstraint] in
            [40 |=| f.view1, f.view1 |=| (1, 2), f.view1.m_size |=| f.view2.m_top, [f.view1] |=| [f.view2, f.view3]]
        }
        #expect(results.allSatisfy { $0.layoutConstraints.isEmpty } && errors.count == 4)
    }
}
