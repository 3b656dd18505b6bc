import Foundation
import Testing
import PlumbCore
import Relayout

/// `ViewLayout.layout()`: the end state is exactly the wanted constraints (§4.2), reached by
/// touching only what differs.
@Suite struct ViewLayoutTests {
    /// A view layout that does not solve (constraint-level checks).
    func make(_ root: View, _ layouts: [any LayingOut]) -> ViewLayout {
        let viewLayout = ViewLayout(rootView: root, layouts: layouts)
        viewLayout.solvesAfterLayout = false
        return viewLayout
    }

    @Test func firstPassActivatesEverything() {
        let (root, v) = makeTree(2)
        let layout = make(root, [Layout { r in v.map { $0.topAnchor.constraint(equalTo: r.topAnchor) } }])
        let pass = layout.layout()
        #expect(pass == { var p = LayoutPass(); p.activated = 2; p.rounds = 1; return p }())
        #expect(ids(installed(root)) == ids(layout.activeConstraints))
        #expect(pass.description == "kept 0, activated 2, deactivated 0, constants updated 0")
    }

    @Test func identicalConstraintsAreKeptEvenWhenRemade() {
        let (root, v) = makeTree(3)
        let layout = make(root, [Layout { r in v.map { $0.leftAnchor.constraint(equalTo: r.leftAnchor, constant: 4) } }])
        layout.layout()
        let before = layout.activeConstraints
        let pass = layout.layout()
        #expect(pass.kept == 3 && pass.touched == 0 && pass.constantsUpdated == 0)
        #expect(ids(layout.activeConstraints) == ids(before))
        #expect(before.allSatisfy { $0.isActive })
    }

    @Test func constantOnlyChangesUpdateTheActiveConstraint() {
        let (root, v) = makeTree(1)
        var gap: CGFloat = 8
        let layout = make(root, [Layout { r in [v[0].topAnchor.constraint(equalTo: r.topAnchor, constant: gap)] }])
        layout.layout()
        let before = layout.activeConstraints
        gap = 20
        let pass = layout.layout()
        #expect(pass.constantsUpdated == 1 && pass.touched == 0)
        #expect(ids(layout.activeConstraints) == ids(before))
        #expect(installed(root).map(text) == ["root/v0.top == root.top + 20"])
    }

    @Test func changedRelationOrPriorityReplacesTheConstraint() {
        let (root, v) = makeTree(1)
        var relaxed = false
        let layout = make(root, [Layout { r in
            let c = v[0].widthAnchor.constraint(lessThanOrEqualTo: r.widthAnchor, multiplier: 1)
            if relaxed { c.priority = .defaultHigh }
            return [c, relaxed ? v[0].heightAnchor.constraint(greaterThanOrEqualToConstant: 10)
                               : v[0].heightAnchor.constraint(equalToConstant: 10)]
        }])
        layout.layout()
        let before = layout.activeConstraints
        relaxed = true
        let pass = layout.layout()
        #expect(pass.activated == 2 && pass.deactivated == 2 && pass.kept == 0)
        #expect(before.allSatisfy { !$0.isActive })
        #expect(installed(root).map(text).sorted() == ["root/v0.height >= 10", "root/v0.width <= root.width @750"])
    }

    @Test func unwantedConstraintsAreDeactivated() {
        let (root, v) = makeTree(2)
        var both = true
        let layout = make(root, [Layout { r in
            (both ? v : [v[0]]).map { $0.topAnchor.constraint(equalTo: r.topAnchor) }
        }])
        layout.layout()
        both = false
        let pass = layout.layout()
        #expect(pass.deactivated == 1 && pass.activated == 0 && pass.kept == 1)
        #expect(installed(root).map(text) == ["root/v0.top == root.top"])
    }

    @Test func keptConstraintsTakeTheNewIdentifier() {
        let (root, v) = makeTree(1)
        var name = "first"
        let layout = make(root, [Layout { r in [v[0].topAnchor.constraint(equalTo: r.topAnchor)] }.identified(by: name)])
        layout.layout()
        let kept = layout.activeConstraints
        name = "second"
        layout.layouts = [Layout { r in [v[0].topAnchor.constraint(equalTo: r.topAnchor)] }.identified(by: name)]
        #expect(layout.layout().kept == 1)
        #expect(ids(layout.activeConstraints) == ids(kept))
        #expect(kept.map(\.identifier) == ["second"])
    }

    /// Reordered output is matched by content, not by position: the same objects stay, and
    /// the constant changes land on the right constraints.
    @Test func reorderedConstraintsAreMatchedByContent() {
        let (root, v) = makeTree(4)
        var reversed = false
        var gap: CGFloat = 4
        let layout = make(root, [Layout { r in
            let views = reversed ? Array(v.reversed()) : v
            return views.map { $0.leftAnchor.constraint(equalTo: r.leftAnchor, constant: $0 === v[3] ? gap : 4) }
        }])
        layout.layout()
        let before = layout.activeConstraints
        reversed = true
        var pass = layout.layout()
        #expect(pass.kept == 4 && pass.touched == 0 && pass.constantsUpdated == 0)
        #expect(ids(layout.activeConstraints) == ids(before.reversed()))
        gap = 30
        reversed = false
        pass = layout.layout()
        #expect(pass.kept == 3 && pass.constantsUpdated == 1 && pass.touched == 0)
        #expect(ids(layout.activeConstraints) == ids(before))
        #expect(installed(root).map(text) == ["root/v0.left == root.left + 4", "root/v1.left == root.left + 4",
                                              "root/v2.left == root.left + 4", "root/v3.left == root.left + 30"])
    }

    /// A constant or priority changed by hand on an active constraint is seen (they are read
    /// live, not remembered from the last pass): the next pass restores what the layout wants.
    @Test func handEditsOfActiveConstraintsAreUndone() {
        let (root, v) = makeTree(2)
        let layout = make(root, [Layout { r in
            v.map { view -> LayoutConstraint in
                let c = view.leftAnchor.constraint(equalTo: r.leftAnchor, constant: 4)
                c.priority = 700
                return c
            }
        }])
        layout.layout()
        let before = layout.activeConstraints
        before[0].constant = 50
        before[1].priority = 600
        let pass = layout.layout()
        #expect(pass.constantsUpdated == 1 && pass.activated == 1 && pass.deactivated == 1 && pass.kept == 0)
        #expect(layout.activeConstraints[0] === before[0])
        #expect(installed(root).map(text).sorted() == ["root/v0.left == root.left + 4 @700", "root/v1.left == root.left + 4 @700"])
    }

    /// Fixed constraint objects returned in another order are the same objects: nothing moves.
    @Test func reorderedFixedConstraintsAreKept() {
        let (root, v) = makeTree(3)
        let fixed = v.map { $0.widthAnchor.constraint(equalToConstant: 10) }
        var order = fixed
        let layout = make(root, [Layout { _ in order }])
        layout.layout()
        order = [fixed[2], fixed[0], fixed[1]]
        let pass = layout.layout()
        #expect(pass.kept == 3 && pass.touched == 0)
        #expect(ids(layout.activeConstraints) == ids(order))
    }

    @Test func fixedConstraintsDeactivatedElsewhereAreReactivated() {
        let (root, v) = makeTree(1)
        let c = v[0].widthAnchor.constraint(equalToConstant: 10)
        let layout = make(root, [Layout(constraints: [c, c])])
        #expect(layout.layout().activated == 1)
        c.isActive = false
        let pass = layout.layout()
        #expect(pass.activated == 1 && c.isActive)
        #expect(layout.activeConstraints.count == 1)
    }

    @Test func reentrantLayoutRunsAnotherPass() {
        let (root, v) = makeTree(1)
        var layout: ViewLayout!
        var calls = 0
        var gap: CGFloat = 0
        layout = make(root, [Layout { r in
            calls += 1
            if calls == 1 {
                gap = 5
                layout.layout()   // a state change during the pass is not lost
            }
            return [v[0].topAnchor.constraint(equalTo: r.topAnchor, constant: gap)]
        }])
        let pass = layout.layout()
        #expect(calls == 2 && pass.rounds == 2)
        #expect(installed(root).map(text) == ["root/v0.top == root.top + 5"])
        #expect(pass.errors.isEmpty)
    }

    @Test func endlessReentrancyIsCutAndReported() {
        let (root, _) = makeTree(0)
        var layout: ViewLayout!
        layout = make(root, [Layout { _ in layout.layout(); return [] }])
        layout.maximumRounds = 3
        let pass = layout.layout()
        #expect(pass.rounds == 3)
        #expect(pass.errors == [.relayoutLoop(rounds: 3)])
        #expect(pass.errors.first?.description == "Relayout: layout() was requested again during each of 3 consecutive passes; the last request was dropped to avoid an endless loop.")
    }

    @Test func activationProblemsAreReported() {
        let (root, v) = makeTree(1)
        let stranger = View(name: "stranger")
        let layout = make(root, [Layout { _ in [v[0].topAnchor.constraint(equalTo: stranger.topAnchor)] }])
        let pass = layout.layout()
        #expect(pass.errors.count == 1)
        if case let .activationFailed(constraint, reason) = pass.errors.first {
            #expect(constraint.contains("root/v0.top == stranger.top"))
            #expect(reason.hasSuffix("root/v0 and stranger have no common ancestor"))
        } else {
            Issue.record("expected an activation failure")
        }
    }

    @Test func layoutIfTraitsChanged() {
        let (root, v) = makeTree(1)
        let regular = Layout { r in [v[0].widthAnchor.constraint(equalTo: r.widthAnchor)] }.whenHorizontallyRegular
        let layout = make(root, [regular])
        layout.layout()
        #expect(installed(root).isEmpty)
        #expect(layout.layoutIfTraitsChanged() == nil)
        root.traitCollection = TraitCollection(horizontalSizeClass: .regular)
        #expect(layout.layoutIfTraitsChanged()?.activated == 1)
        #expect(layout.layoutIfTraitsChanged() == nil)
        #expect(installed(root).map(text) == ["root/v0.width == root.width"])
    }

    @Test func viewLayoutConveniences() {
        let (root, v) = makeTree(1)
        let single = Layout { r in [v[0].topAnchor.constraint(equalTo: r.topAnchor)] }.viewLayout(withRootView: root)
        #expect(single.rootView === root && single.layouts.count == 1)
        let other = ViewLayout(rootView: root, layout: Layout(constraints: []))
        #expect(other.layouts.count == 1 && other.solvesAfterLayout)
    }
}
