import Foundation
import Testing
import PlumbCore
import Draftsman

/// frontends.md §3.10: the counter starts at 999 and is decremented before each use;
/// single-anchor methods draw at build time from the build context (shared by a whole
/// `planContent` tree), shortcuts draw once at declaration from the scheme's own counter.
@Suite struct AutomaticPriorityTests {
    @Test func standaloneSingleAnchorsCountDownFrom998() {
        let (root, views) = tree("v")
        let constraints = views[0].plan
            .left(.equal, to: .parent).right(.equal, to: .parent).top(.equal, to: .parent).bottom(.equal, to: .parent)
            .apply()
        #expect(constraints.map(\.priority.rawValue) == [998, 997, 996, 995])
        #expect(root.constraints.count == 4)
    }

    @Test func explicitPrioritiesDoNotConsumeTheCounter() {
        let (root, views) = tree("v")
        let constraints = views[0].plan
            .left(.equal, to: .parent, priority: .required)
            .right(.equal, to: .parent)
            .top(.equal, to: .parent, priority: 300)
            .bottom(.equal, to: .parent)
            .apply()
        #expect(constraints.map(\.priority.rawValue) == [1000, 998, 300, 997])
        #expect(root.constraints.count == 4)
    }

    @Test func shortcutsDrawAtDeclarationAndShareOneValue() {
        let (root, views) = tree("v")
        // Declared: edges takes 998 now. Built: top takes 997, width 996.
        let constraints = views[0].plan
            .top(.equal, to: .parent)
            .edges(.equal, to: .parent)
            .width(.equalTo(10))
            .build()
        #expect(constraints.map(\.priority.rawValue) == [997, 998, 998, 998, 998, 996])
        #expect(root.subviews.count == 1)
    }

    @Test func singleAnchorsContinueTheTreeCounterWhileShortcutsRestartPerScheme() {
        let root = View(name: "root")
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        let constraints = root.planContent {
            a.plan.top(.equal, to: .parent).center(.equal, to: .parent)
                .insert { c.plan.left(.equal, to: .parent).size(.equalTo(CGSize(width: 1, height: 2))) }
            b.plan.top(.equal, to: .parent).bottom(.equal, to: .parent)
        }
        // a.top 998 (tree), a.center 998 (a's own), c.left 997 (tree), c.size 998 (c's own),
        // b.top 996, b.bottom 995 (tree).
        #expect(constraints.map(\.priority.rawValue) == [998, 998, 998, 997, 998, 998, 996, 995])
    }

    @Test func theCounterStopsAtOne() {
        let (root, views) = tree("v")
        let scheme = views[0].plan
        for _ in 0..<1000 { scheme.width(.moreThanTo(1)) }
        let constraints = scheme.build()
        #expect(constraints.first?.priority.rawValue == 998)
        #expect(constraints[997].priority.rawValue == 1)
        #expect(constraints.suffix(3).map(\.priority.rawValue) == [1, 1, 1])
        #expect(constraints.allSatisfy { $0.priority.isValid })
        #expect(root.subviews.count == 1)
    }

    @Test func requiredRuleMakesEveryUnprioritisedConstraintRequired() {
        let root = View(name: "root")
        let a = View(name: "a")
        let constraints = root.planContent(automaticPriority: .required) {
            a.plan.top(.equal, to: .parent).edges(.equal, to: .parent).width(.equalTo(5), priority: 10)
        }
        #expect(constraints.map(\.priority.rawValue) == [1000, 1000, 1000, 1000, 1000, 10])
        let (other, views) = tree("b")
        let own = views[0].plan.automaticPriority(.required).left(.equal, to: .parent).center(.equal, to: .parent).apply()
        #expect(own.map(\.priority.rawValue) == [1000, 1000, 1000])
        #expect(other.constraints.count == 3)
    }
}
