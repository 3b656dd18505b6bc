import Foundation
import Testing
import PlumbCore
import Draftsman

/// frontends.md §3.11: append, renew, startFresh and startClean do what they say
/// (2.0.4's startFresh and removeAllPlannedConstraints matched nothing).
@Suite struct PlanningOptionTests {
    final class Fixture {
        let root = View(name: "root")
        let card = View(name: "card")
        let title = View(name: "title")
        var offset: CGFloat = 8

        @discardableResult
        func plan(_ option: PlanningOption) -> [LayoutConstraint] {
            root.planContent(option) {
                card.plan
                    .top(.equalTo(offset), to: .parent)
                    .width(.equalTo(100))
                    .insert { title.plan.left(.equal, to: .parent) }
            }
        }

        var active: [LayoutConstraint] { root.subtree.flatMap(\.constraints) }
    }

    @Test func appendDuplicates() {
        let f = Fixture()
        let first = f.plan(.append)
        let second = f.plan(.append)
        #expect(f.active.count == 6)
        #expect((first + second).allSatisfy { $0.isActive })
    }

    @Test func renewReplacesConstraintsOnTheSameAnchors() {
        let f = Fixture()
        let first = f.plan(.append)
        f.offset = 20
        let second = f.plan(.renew)
        #expect(first.allSatisfy { !$0.isActive })
        #expect(second.allSatisfy { $0.isActive })
        #expect(f.active.count == 3)
        #expect(f.root.constraints.first { $0.firstAttribute == .top }?.constant == 20)
    }

    @Test func renewKeepsDimensionConstraintsWithAnotherRelation() {
        let (root, views) = tree("v")
        let v = views[0]
        root.planContent(.append) { v.plan.width(.moreThanTo(10)).top(.equal, to: .parent) }
        let renewed = root.planContent(.renew) { v.plan.width(.lessThanTo(100)).top(.moreThan, to: .parent) }
        let widths = v.constraints.filter { $0.firstAttribute == .width }
        #expect(widths.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
        // Positions are renewed whatever their relation (as the seed's identifiers said).
        #expect(shapes(root.constraints) == [Shape(v, .top, .greaterThanOrEqual, root, .top, priority: 997)])
        #expect(renewed.count == 2)
    }

    @Test func startFreshRemovesEveryPlannedConstraintInsideTheRoot() {
        let f = Fixture()
        let outer = View(name: "outer")
        outer.addSubview(f.root)
        let rootOwn = f.root.plan.width(.equalTo(300)).apply()           // planned for root itself: stays
        let manual = f.card.heightAnchor.constraint(equalToConstant: 50)   // not Draftsman's: stays
        manual.isActive = true
        let first = f.plan(.append)
        let second = f.plan(.startFresh)
        #expect(first.allSatisfy { !$0.isActive })
        #expect(second.allSatisfy { $0.isActive })
        #expect(rootOwn.allSatisfy { $0.isActive })
        #expect(manual.isActive)
        #expect(f.active.count == 5)
    }

    @Test func startCleanRemovesSubviewsFirst() {
        let f = Fixture()
        let stray = View(name: "stray")
        f.root.addSubview(stray)
        f.plan(.append)
        let second = f.plan(.startClean)
        #expect(stray.superview == nil)
        #expect(f.root.subviews.map(\.name) == ["card"])
        #expect(f.active.count == 3)
        #expect(second.allSatisfy { $0.isActive })
    }

    @Test func removeAllPlannedConstraintsCountsWhatItRemoved() {
        let f = Fixture()
        f.plan(.append)
        #expect(f.root.removeAllPlannedConstraints() == 3)
        #expect(f.active.isEmpty)
        #expect(f.root.removeAllPlannedConstraints() == 0)
    }
}
