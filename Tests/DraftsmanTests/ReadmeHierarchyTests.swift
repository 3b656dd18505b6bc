import Foundation
import Testing
import PlumbCore
import Draftsman

/// The README's hierarchy examples: `Planned`, `planContent`, `PlanDelegate`, `Fragment`.
@Suite struct ReadmeHierarchyTests {
    /// The constraints of the README's stack (`center` to the parent, `horizontal(.equalTo(16))`
    /// and `vertical(.moreThanTo(16))` to the safe area): one priority per shortcut.
    static func readmeStackShapes(_ s: View, in parent: View, safe: LayoutGuide) -> [Shape] {
        [
            Shape(s, .centerX, .equal, parent, .centerX, priority: 998),
            Shape(s, .centerY, .equal, parent, .centerY, priority: 998),
            Shape(s, .left, .equal, safe, .left, constant: 16, priority: 997),
            Shape(s, .right, .equal, safe, .right, constant: -16, priority: 997),
            Shape(s, .top, .greaterThanOrEqual, safe, .top, constant: 16, priority: 996),
            Shape(s, .bottom, .lessThanOrEqual, safe, .bottom, constant: -16, priority: 996),
        ]
    }

    /// The README's `MyViewController: UIViewController, Planned`; a headless host view plays
    /// the view controller's root view.
    final class MyScreen: View, Planned {
        let stack = StackView(axis: .vertical, spacing: 32, name: "stack")
        let first = View(name: "myView")
        let second = View(name: "myOtherView")
        let third = View(name: "someOtherView")

        @LayoutPlan var viewPlan: any ViewPlan {
            stack.plan
                .center(.equal, to: .parent)
                .horizontal(.equalTo(16), to: .safeArea)
                .vertical(.moreThanTo(16), to: .safeArea)
                .insertStacked {
                    first
                    second
                    third
                }
        }
    }

    @Test func plannedScreenAppliesItsPlan() {
        let screen = MyScreen(name: "screen")
        screen.applyPlan()
        let s = screen.stack
        let safe = screen.safeAreaLayoutGuide
        #expect(screen.subviews.map { $0 === s } == [true])
        #expect(s.arrangedSubviews.map(\.name) == ["myView", "myOtherView", "someOtherView"])
        #expect(s.axis == .vertical && s.spacing == 32)
        // Shortcuts draw their priority when declared, from the scheme's own counter.
        #expect(shapes(screen.constraints) == Self.readmeStackShapes(s, in: screen, safe: safe))
        #expect(s.translatesAutoresizingMaskIntoConstraints == false)
        #expect([screen.first, screen.second, screen.third].allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }

    @Test func applyingThePlanAgainRecreatesInsteadOfDuplicating() {
        let screen = MyScreen(name: "screen")
        screen.applyPlan()
        let firstRun = screen.constraints
        let stray = View(name: "stray")
        screen.addSubview(stray)
        screen.applyPlan()
        #expect(screen.constraints.count == 6)
        #expect(firstRun.allSatisfy { !$0.isActive })
        #expect(screen.subviews.map(\.name) == ["stack"])   // "removes all subviews and recreates"
        #expect(screen.stack.arrangedSubviews.count == 3)
    }

    @Test func planContentBuildsTheHierarchyAsWritten() {
        let view = View(name: "view")
        let myView = View(name: "myView")
        let container = View(name: "container")
        let constraints = view.planContent {
            container.plan
                .center(.equal, to: .parent)
                .horizontal(.equal, to: .safeArea)
                .vertical(.moreThan, to: .safeArea)
                .insert {
                    myView.plan
                        .edges(.equal, to: .parent)
                }
        }
        #expect(view.subviews.map { $0 === container } == [true])
        #expect(container.subviews.map { $0 === myView } == [true])
        let safe = view.safeAreaLayoutGuide
        #expect(shapes(constraints) == [
            Shape(container, .centerX, .equal, view, .centerX, priority: 998),
            Shape(container, .centerY, .equal, view, .centerY, priority: 998),
            Shape(container, .left, .equal, safe, .left, priority: 997),
            Shape(container, .right, .equal, safe, .right, priority: 997),
            Shape(container, .top, .greaterThanOrEqual, safe, .top, priority: 996),
            Shape(container, .bottom, .lessThanOrEqual, safe, .bottom, priority: 996),
            Shape(myView, .top, .equal, container, .top, priority: 998),
            Shape(myView, .bottom, .equal, container, .bottom, priority: 998),
            Shape(myView, .left, .equal, container, .left, priority: 998),
            Shape(myView, .right, .equal, container, .right, priority: 998),
        ])
        #expect(constraints.allSatisfy { $0.isActive })
        #expect(view.translatesAutoresizingMaskIntoConstraints)   // the root is not planned
    }

    @Test func planDelegateHearsTheFinishedPlan() {
        let view = View(name: "view")
        let myView = View(name: "myView")
        let log = PlanLog()
        let constraints = view.planContent(withDelegate: log) {
            View(name: "box").plan
                .center(.equal, to: .parent)
                .horizontal(.equal, to: .safeArea)
                .vertical(.moreThan, to: .safeArea)
                .insert {
                    myView.plan.edges(.equal, to: .parent)
                }
        }
        #expect(log.errors.isEmpty)
        #expect(log.plans.count == 1)
        #expect(log.plans.first?.root === view)
        #expect(log.plans.first.map { $0.constraints.map(ObjectIdentifier.init) } == constraints.map(ObjectIdentifier.init))
        #expect(constraints.count == 10)
    }

    /// The README's `MySimpleFragment`, with hooks that record the order of events.
    final class MySimpleFragment: View, Fragment {
        var margin = EdgeInsets(insets: 8)
        let button = View(name: "button")
        var events: [String] = []

        @LayoutPlan var viewPlan: any ViewPlan {
            recordRead()
            button.plan.edges(.equalTo(margin), to: .parent)
        }

        func recordRead() -> [any ViewScheme] {
            events.append("viewPlan")
            return []
        }
        func fragmentWillPlanContent() { events.append("will") }
        func fragmentDidPlanContent() { events.append("did") }
    }

    @Test func fragmentInsertedByAPlanRunsItsHooksAndPlansItsContent() {
        let host = View(name: "host")
        let fragment = MySimpleFragment(name: "fragment")
        let constraints = host.planContent {
            fragment.plan.at(.fullBottom, .equal, to: .parent)
        }
        #expect(fragment.events == ["will", "viewPlan", "did"])
        #expect(host.subviews.map { $0 === fragment } == [true])
        #expect(fragment.subviews.map { $0 === fragment.button } == [true])
        let button = fragment.button
        #expect(shapes(constraints) == [
            Shape(fragment, .bottom, .equal, host, .bottom, priority: 998),
            Shape(fragment, .left, .equal, host, .left, priority: 998),
            Shape(fragment, .right, .equal, host, .right, priority: 998),
            Shape(button, .top, .equal, fragment, .top, constant: 8, priority: 998),
            Shape(button, .bottom, .equal, fragment, .bottom, constant: -8, priority: 998),
            Shape(button, .left, .equal, fragment, .left, constant: 8, priority: 998),
            Shape(button, .right, .equal, fragment, .right, constant: -8, priority: 998),
        ])
    }

    @Test func planFragmentAndReplanContent() {
        let host = View(name: "host")
        let fragment = MySimpleFragment(name: "fragment")
        host.addSubview(fragment)
        let first = fragment.planFragment()
        #expect(fragment.events == ["will", "viewPlan", "did"])
        #expect(first.count == 4 && first.allSatisfy { $0.isActive })
        fragment.margin = EdgeInsets(insets: 24)
        let second = fragment.replanContent()
        #expect(first.allSatisfy { !$0.isActive })
        #expect(fragment.constraints.map(\.constant) == [24, -24, 24, -24])
        #expect(second.allSatisfy { $0.isActive })
        #expect(fragment.events == ["will", "viewPlan", "did", "will", "viewPlan", "did"])
    }
}
