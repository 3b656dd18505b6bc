import Foundation
import Testing
import PlumbCore
import Draftsman

/// Solved frames of the README and guide examples, computed by hand.
@Suite struct DraftsmanFrameTests {
    @Test func gettingStartedCard() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "root")
        let card = View(name: "card")
        root.addSubview(card)
        card.plan
            .top(.equalTo(20), to: .parent)
            .horizontal(.equalTo(16), to: .parent)
            .height(.equalTo(100))
            .apply()
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 20, width: 288, height: 100))
    }

    @Test func planContentExampleWithAnIntrinsicallySizedView() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800), name: "view")
        view.safeAreaInsets = EdgeInsets(top: 40, left: 0, bottom: 20, right: 0)
        let container = View(name: "container")
        let myView = View(name: "myView")
        myView.intrinsicContentSize = CGSize(width: 100, height: 50)
        view.planContent {
            container.plan
                .center(.equal, to: .parent)
                .horizontal(.equal, to: .safeArea)
                .vertical(.moreThan, to: .safeArea)
                .insert { myView.plan.edges(.equal, to: .parent) }
        }
        view.layoutIfNeeded()
        // width: the safe area's 400; height: myView's intrinsic 50; centred on y = 400.
        #expect(container.frame == CGRect(x: 0, y: 375, width: 400, height: 50))
        #expect(myView.frame == CGRect(x: 0, y: 0, width: 400, height: 50))
    }

    final class Screen: View, Planned {
        let stack = StackView(axis: .vertical, spacing: 32, name: "stack")
        let items: [View] = [20, 30, 40].map { h in
            let v = View(name: "item\(Int(h))")
            v.intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: h)
            return v
        }
        @LayoutPlan var viewPlan: any ViewPlan {
            stack.plan
                .center(.equal, to: .parent)
                .horizontal(.equalTo(16), to: .safeArea)
                .vertical(.moreThanTo(16), to: .safeArea)
                .insertStacked { for item in items { item } }
        }
    }

    @Test func plannedScreenFrames() {
        let screen = Screen(frame: CGRect(x: 0, y: 0, width: 375, height: 812), name: "screen")
        screen.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        screen.applyPlan()
        screen.layoutIfNeeded()
        // 20 + 32 + 30 + 32 + 40 = 154 high, centred on 406; 343 wide.
        #expect(screen.stack.frame == CGRect(x: 16, y: 329, width: 343, height: 154))
        #expect(screen.items.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 343, height: 20),
            CGRect(x: 0, y: 52, width: 343, height: 30),
            CGRect(x: 0, y: 114, width: 343, height: 40),
        ])
    }

    @Test func viewFollowsTheKeyboard() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800), name: "root")
        root.safeAreaInsets = EdgeInsets(top: 40, left: 0, bottom: 34, right: 0)
        let bar = View(name: "bar"), safeBar = View(name: "safeBar")
        root.planContent(automaticPriority: .required) {
            bar.plan
                .bottom(.equal, to: .top(of: .keyboard))
                .horizontal(.equal, to: .parent)
                .height(.equalTo(44))
            safeBar.plan
                .edges(.equal, to: .keyboardSafeArea)
        }
        root.layoutIfNeeded()
        let guide = try #require(root.layoutGuides.first { $0.identifier == "draftsman.keyboardSafeArea" })
        // Hidden: the keyboard guide rests on the safe area's bottom (766).
        #expect(bar.frame == CGRect(x: 0, y: 722, width: 400, height: 44))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 766, width: 400, height: 0))
        root.keyboardFrame = CGRect(x: 0, y: 500, width: 400, height: 300)
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 456, width: 400, height: 44))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 500, width: 400, height: 266))
        #expect(safeBar.frame == CGRect(x: 0, y: 500, width: 400, height: 266))
    }

    @Test func earlierAutomaticPrioritiesWinConflicts() {
        let (root, views) = tree("v")
        views[0].plan.width(.equalTo(100)).width(.equalTo(200)).height(.equalTo(10)).top(.equal, to: .parent).left(.equal, to: .parent).apply()
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }
}

/// FragmentView's first-layout hooks run once, from the engine's layout pass.
@Suite struct FragmentViewLayoutTests {
    final class Banner: FragmentView {
        let label = View(name: "label")
        var events: [String] = []
        @LayoutPlan override var viewPlan: any ViewPlan {
            label.plan.edges(.equalTo(4), to: .parent)
        }
        override func fragmentWillLayoutForTheFirstTime() { events.append("will \(frame.width)") }
        override func fragmentDidLayoutForTheFirstTime() { events.append("did \(label.frame.width)") }
    }

    @Test func firstLayoutHooksRunOnce() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200), name: "root")
        let banner = Banner(name: "banner")
        root.planContent(automaticPriority: .required) {
            banner.plan.at(.fullTop, .equal, to: .parent).height(.equalTo(50))
        }
        root.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 0, y: 0, width: 300, height: 50))
        #expect(banner.label.frame == CGRect(x: 4, y: 4, width: 292, height: 42))
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        root.layoutIfNeeded()
        #expect(banner.label.frame.width == 312)
        #expect(banner.events == ["will 300.0", "did 292.0"])
    }

    @Test func fragmentViewAddedByHandPlansItself() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200), name: "root")
        let banner = Banner(frame: CGRect(x: 0, y: 0, width: 100, height: 40), name: "banner")
        root.addSubview(banner)
        root.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 0, y: 0, width: 100, height: 40))   // autoresizing keeps its frame
        #expect(banner.label.frame == CGRect(x: 4, y: 4, width: 92, height: 32))
    }
}
