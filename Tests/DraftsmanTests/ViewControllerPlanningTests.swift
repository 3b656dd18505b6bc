import Foundation
import Testing
import PlumbCore
import Draftsman

/// View controllers in plans (README "View Hierarchy", `Planned` on controllers, §3.3 step 4,
/// `PlanDelegate.planer(neededViewControllerFor:)`): containment with `didMove(toParent:)`
/// (§6.2 #13) and the delegate really asked (§6.2 #5).
@Suite struct ViewControllerPlanningTests {
    /// Records containment and loading, with where its view is at each step.
    final class Recorder: ViewController {
        var events: [String] = []
        override func viewDidLoad() { events.append("viewDidLoad") }
        override func willMove(toParent parent: ViewController?) {
            events.append("willMove \(parent?.name ?? "nil"), view in \(viewIfLoaded?.superview?.name ?? "nil")")
        }
        override func didMove(toParent parent: ViewController?) {
            events.append("didMove \(parent?.name ?? "nil"), view in \(viewIfLoaded?.superview?.name ?? "nil")")
        }
    }

    /// The README's `MyViewController: UIViewController, Planned`, applying its plan in
    /// `viewDidLoad`.
    final class MyViewController: ViewController, Planned {
        let stack = StackView(axis: .vertical, spacing: 32, name: "stack")
        let rows = ["myView", "myOtherView", "someOtherView"].map { name -> View in
            let row = View(name: name)
            row.intrinsicContentSize = CGSize(width: 100, height: 20)
            return row
        }

        @LayoutPlan var viewPlan: any ViewPlan {
            stack.plan
                .center(.equal, to: .parent)
                .horizontal(.equalTo(16), to: .safeArea)
                .vertical(.moreThanTo(16), to: .safeArea)
                .insertStacked {
                    rows[0]
                    rows[1]
                    rows[2]
                }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            applyPlan()
        }
    }

    @Test func plannedControllerAppliesItsPlanWhenItsViewLoads() {
        let screen = MyViewController(name: "screen")
        #expect(!screen.isViewLoaded)
        screen.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        let (s, v, safe) = (screen.stack, screen.view, screen.safeAreaLayoutGuide)
        #expect(shapes(v.constraints) == ReadmeHierarchyTests.readmeStackShapes(s, in: v, safe: safe))
        v.layoutIfNeeded()
        // 3 rows of 20 and 2 gaps of 32 = 124 tall, centred: y = 333.5 - 62.
        #expect(s.frame == CGRect(x: 16, y: 271.5, width: 343, height: 124))
        #expect(screen.rows.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 343, height: 20),
            CGRect(x: 0, y: 52, width: 343, height: 20),
            CGRect(x: 0, y: 104, width: 343, height: 20),
        ])
    }

    @Test func insertedControllerBecomesAChildWithBothContainmentCalls() {
        let screen = ViewController(name: "screen")
        screen.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        let header = View(name: "header")
        let player = Recorder(name: "player")
        screen.planContent(automaticPriority: .required) {
            header.plan.at(.fullTop, .equal, to: .parent).height(.equalTo(100))
            player.plan
                .top(.equal, to: .bottom(of: .previous))
                .horizontal(.equalTo(10), to: .parent)
                .height(.equalTo(200))
        }
        #expect(screen.children.map { $0 === player } == [true])
        #expect(player.parent === screen)
        #expect(screen.view.subviews.map(\.name) == ["header", "player"])
        // UIKit's order: addChild (willMove), the view goes in, didMove — 2.0.4 never called didMove.
        #expect(player.events == ["viewDidLoad", "willMove screen, view in nil", "didMove screen, view in screen"])
        screen.view.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
        #expect(player.view.frame == CGRect(x: 10, y: 100, width: 355, height: 200))
        #expect(!player.view.translatesAutoresizingMaskIntoConstraints)

        // Planning again (start clean) re-inserts the view; the containment is already there.
        screen.planContent(.startClean, automaticPriority: .required) {
            player.plan.edges(.equal, to: .parent)
        }
        #expect(screen.children.count == 1)
        #expect(player.events.count == 3)
        screen.view.layoutIfNeeded()
        #expect(player.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func controllerWrittenAloneInABlockAndInsertedIntoAScheme() {
        let screen = ViewController(name: "screen")
        let card = View(name: "card")
        let player = Recorder(name: "player")
        let constraints = screen.plan
            .insert {
                card.plan.edges(.equal, to: .parent).insert {
                    player
                }
            }
            .apply()
        #expect(constraints.count == 4)
        #expect(player.parent === screen)   // the controller owning `card` (through the responder chain)
        #expect(player.view.superview === card)
        #expect(player.events == ["viewDidLoad", "willMove screen, view in nil", "didMove screen, view in card"])
    }

    @Test func missingParentControllerAsksTheDelegateThenReports() {
        let loose = View(name: "loose")
        let player = Recorder(name: "player")
        let log = PlanLog()
        let line = UInt(#line + 1)
        loose.planContent(withDelegate: log) { player }
        #expect(log.controllersNeedingParent.map { $0 === player } == [true])
        let source = PlanSource(fileID: "DraftsmanTests/ViewControllerPlanningTests.swift", line: line)
        #expect(log.errors == [.missingParentViewController(viewController: "player", into: "loose", source: source)])
        #expect(log.errors.first?.description == "Draftsman: view controller 'player' was inserted into view 'loose', "
            + "which no view controller owns, and the delegate supplied none (planned at "
            + "DraftsmanTests/ViewControllerPlanningTests.swift:\(line)); its view was inserted without child containment.")
        #expect(player.view.superview === loose)
        #expect(player.parent == nil)
        #expect(player.events == ["viewDidLoad"])
    }

    @Test func delegateSuppliesTheParentController() {
        let loose = View(name: "loose")
        let player = Recorder(name: "player")
        let stage = ViewController(name: "stage")
        let log = PlanLog(standInViewController: stage)
        loose.planContent(withDelegate: log) { player }
        #expect(log.errors.isEmpty)
        #expect(player.parent === stage && stage.children.count == 1)
        #expect(player.events == ["viewDidLoad", "willMove stage, view in nil", "didMove stage, view in loose"])
    }

    /// The default answer: a delegate that is a controller supplies itself; a delegate view
    /// supplies its owning controller.
    final class HostController: ViewController, PlanDelegate {}
    final class Panel: View, PlanDelegate {}

    @Test func defaultDelegateAnswersAreTheSeeds() {
        let host = HostController(name: "host")
        let player = Recorder(name: "player")
        View(name: "loose").planContent(withDelegate: host) { player }
        #expect(player.parent === host)

        let screen = ViewController(name: "screen")
        let panel = Panel(name: "panel")
        screen.view.addSubview(panel)
        let other = Recorder(name: "other")
        View(name: "detached").planContent(withDelegate: panel) { other }
        #expect(other.parent === screen)
    }

    @Test func containmentCycleIsReported() {
        let screen = ViewController(name: "screen")
        let player = ViewController(name: "player")
        screen.addChild(player)   // contained, but its view is not inside the screen's
        player.didMove(toParent: screen)
        let log = PlanLog()
        let line = UInt(#line + 1)
        player.planContent(withDelegate: log) { screen }
        let source = PlanSource(fileID: "DraftsmanTests/ViewControllerPlanningTests.swift", line: line)
        #expect(log.errors == [.viewControllerCycle(viewController: "screen", into: "player", source: source)])
        #expect(log.errors.first?.description == "Draftsman: view controller 'screen' cannot become a child of 'player': "
            + "'player' is 'screen' itself or one of its children (planned at "
            + "DraftsmanTests/ViewControllerPlanningTests.swift:\(line)); its view was inserted without child containment.")
        #expect(screen.parent == nil && player.parent === screen)
        #expect(screen.view.superview === player.view)
    }

    /// A planned controller that applied its plan in viewDidLoad, then inserted into another
    /// plan: its content is planned again, replacing (not duplicating) the first planning.
    @Test func plannedChildControllerIsNotPlannedTwice() {
        let screen = ViewController(name: "screen")
        screen.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        let child = MyViewController(name: "child")
        screen.planContent(automaticPriority: .required) {
            child.plan.edges(.equal, to: .parent)
        }
        #expect(child.parent === screen)
        #expect(child.view.constraints.count == 6)
        #expect(child.view.constraints.allSatisfy { $0.firstItem === child.stack })
        #expect(child.stack.arrangedSubviews.count == 3)
        screen.view.layoutIfNeeded()
        #expect(child.stack.frame == CGRect(x: 16, y: 271.5, width: 343, height: 124))
    }

    /// A controller that is a `Fragment`: inserted into a plan, its hooks run around the
    /// building of its `viewPlan`, before the containing plan activates.
    final class BadgeController: ViewController, Fragment {
        let label = View(name: "label")
        var events: [String] = []
        @LayoutPlan var viewPlan: any ViewPlan {
            label.plan.edges(.equalTo(2), to: .parent)
        }
        func fragmentWillPlanContent() { events.append("will, label in \(label.superview?.name ?? "nil")") }
        func fragmentDidPlanContent() { events.append("did, label in \(label.superview?.name ?? "nil"), \(view.constraints.count) active") }
    }

    @Test func fragmentControllerHooksRunInAPlan() {
        let screen = ViewController(name: "screen")
        screen.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let badge = BadgeController(name: "badge")
        screen.planContent(automaticPriority: .required) {
            badge.plan.at(.topLeft, .equal, to: .parent).size(.equalTo(CGSize(width: 40, height: 20)))
        }
        #expect(badge.events == ["will, label in nil", "did, label in badge, 0 active"])
        #expect(badge.parent === screen)
        screen.view.layoutIfNeeded()
        #expect(badge.label.frame == CGRect(x: 2, y: 2, width: 36, height: 16))
    }
}
