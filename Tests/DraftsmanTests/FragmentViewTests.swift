import Foundation
import Testing
import PlumbCore
import Draftsman

/// `FragmentView` plans itself when ordinary code adds it to a superview (§3.13:
/// will-hook, planned constraints removed, plan appended, did-hook), never while a plan
/// inserts it (§6.2 #7), and runs its first-layout hooks around the first layout.
@Suite struct FragmentViewTests {
    final class Badge: FragmentView {
        let label = View(name: "label")
        var events: [String] = []
        @LayoutPlan override var viewPlan: any ViewPlan {
            label.plan.edges(.equalTo(4), to: .parent)
        }
        override func fragmentWillPlanContent() { events.append("will plan, label in \(label.superview?.name ?? "nil")") }
        override func fragmentDidPlanContent() { events.append("did plan, \(constraints.count) constraints") }
        override func fragmentWillLayoutForTheFirstTime() { events.append("will layout \(label.frame.width)") }
        override func fragmentDidLayoutForTheFirstTime() { events.append("did layout \(label.frame.width)") }
    }

    @Test func addSubviewPlansTheFragment() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200), name: "root")
        let badge = Badge(frame: CGRect(x: 10, y: 20, width: 100, height: 40), name: "badge")
        root.addSubview(badge)
        let label = badge.label
        #expect(badge.events == ["will plan, label in nil", "did plan, 4 constraints"])
        #expect(shapes(badge.constraints) == [
            Shape(label, .top, .equal, badge, .top, constant: 4, priority: 998),
            Shape(label, .bottom, .equal, badge, .bottom, constant: -4, priority: 998),
            Shape(label, .left, .equal, badge, .left, constant: 4, priority: 998),
            Shape(label, .right, .equal, badge, .right, constant: -4, priority: 998),
        ])
        #expect(badge.translatesAutoresizingMaskIntoConstraints)   // placed by its frame, as added
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(label.frame == CGRect(x: 4, y: 4, width: 92, height: 32))
        #expect(badge.events.suffix(2) == ["will layout 92.0", "did layout 92.0"])
    }

    @Test func movingTheFragmentReplansWithoutDuplicates() {
        let (root, views) = tree("left", "right")
        let badge = Badge(name: "badge")
        views[0].addSubview(badge)
        let first = badge.constraints
        views[1].insertSubview(badge, at: 0)
        #expect(badge.superview === views[1])
        #expect(badge.constraints.count == 4)
        #expect(first.allSatisfy { !$0.isActive })
        #expect(badge.events == ["will plan, label in nil", "did plan, 4 constraints",
                                 "will plan, label in badge", "did plan, 4 constraints"])
        badge.removeFromSuperview()   // leaving a superview plans nothing
        #expect(badge.events.count == 4 && badge.constraints.count == 4)
        #expect(root.subviews.count == 2)
    }

    @Test func insertedByAPlanItIsPlannedOnceByThePlan() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200), name: "root")
        let badge = Badge(name: "badge")
        let constraints = root.planContent(automaticPriority: .required) {
            badge.plan.at(.topLeft, .equal, to: .parent).size(.equalTo(CGSize(width: 120, height: 30)))
        }
        #expect(badge.events == ["will plan, label in nil", "did plan, 0 constraints"])   // activated with the plan
        #expect(constraints.count == 8)
        #expect(badge.constraints.count == 6)   // 4 edges of the label + its own size
        root.layoutIfNeeded()
        #expect(badge.label.frame == CGRect(x: 4, y: 4, width: 112, height: 22))
    }

    /// A fragment whose plan holds another fragment: the outer one plans itself when added;
    /// the inner one is inserted by that plan and so does not plan itself too.
    final class Card: FragmentView {
        let badge = Badge(name: "badge")
        @LayoutPlan override var viewPlan: any ViewPlan {
            badge.plan.center(.equal, to: .parent).size(.equalTo(CGSize(width: 50, height: 20)))
        }
    }

    @Test func nestedFragmentsArePlannedOnceEach() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200), name: "root")
        let card = Card(frame: CGRect(x: 0, y: 0, width: 200, height: 100), name: "card")
        root.addSubview(card)
        #expect(card.badge.events == ["will plan, label in nil", "did plan, 0 constraints"])
        #expect(card.badge.constraints.count == 6)
        #expect(card.constraints.count == 2)
        root.layoutIfNeeded()
        #expect(card.badge.frame == CGRect(x: 75, y: 40, width: 50, height: 20))
        #expect(card.badge.label.frame == CGRect(x: 4, y: 4, width: 42, height: 12))
    }

    final class Broken: FragmentView {
        let dot = View(name: "dot")
        static let planLine = UInt(#line + 2)
        @LayoutPlan override var viewPlan: any ViewPlan {
            dot.plan.top(.equal, to: .previous).width(.equalTo(4))
        }
    }

    @Test func errorsOfItsOwnPlanningGoToItsDelegate() {
        let log = PlanLog()
        let broken = Broken(name: "broken")
        broken.planDelegate = log
        View(name: "root").addSubview(broken)
        let source = PlanSource(fileID: "DraftsmanTests/FragmentViewTests.swift", line: Broken.planLine)
        #expect(log.errors == [.missingPreviousView(view: "root/broken/dot", attribute: "top", relation: .previous, source: source)])
        #expect(log.plans.map { $0.root === broken } == [true])
        #expect(shapes(broken.dot.constraints) == [Shape(broken.dot, .width, .equal, nil, constant: 4, priority: 998)])
    }
}
