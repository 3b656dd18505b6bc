import Foundation
import Testing
@testable import PlumbCore

/// View hierarchy notifications, view controllers, per-view attachments.
@Suite struct HostingTests {
    final class Recorder: View {
        var log: [String] = []
        override func willMove(toSuperview newSuperview: View?) { log.append("will \(newSuperview?.name ?? "nil")") }
        override func didMoveToSuperview() { log.append("did \(superview?.name ?? "nil")") }
        override func didAddSubview(_ subview: View) { log.append("added \(subview.name ?? "?")") }
        override func willRemoveSubview(_ subview: View) { log.append("removing \(subview.name ?? "?")") }
    }

    @Test func hierarchyNotificationsComeInUIKitOrder() {
        let a = Recorder(name: "a"), b = Recorder(name: "b"), child = Recorder(name: "child")
        a.addSubview(child)
        b.addSubview(child)   // moves: removed from a first
        child.removeFromSuperview()
        #expect(child.log == ["will a", "did a", "will nil", "did nil", "will b", "did b", "will nil", "did nil"])
        #expect(a.log == ["added child", "removing child"])
        #expect(b.log == ["added child", "removing child"])
    }

    @Test func reorderingWithinTheSameSuperviewIsNotAMove() {
        let parent = Recorder(name: "p"), x = Recorder(name: "x"), y = Recorder(name: "y")
        parent.addSubview(x)
        parent.addSubview(y)
        parent.insertSubview(y, at: 0)
        #expect(parent.subviews.map(\.name) == ["y", "x"])
        #expect(y.log == ["will p", "did p"])
    }

    @Test func removingAStackSubviewStillLeavesTheArrangementWhenTheHookIsOverridden() {
        let stack = StackView(name: "stack")
        let v = Recorder(name: "v")
        stack.addArrangedSubview(v)
        v.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
    }

    final class Screen: ViewController {
        var events: [String] = []
        override func loadView() { view = View(name: "screen-root") }
        override func viewDidLoad() { events.append("loaded \(view.name ?? "?")") }
        override func willMove(toParent parent: ViewController?) { events.append("will \(parent?.name ?? "nil")") }
        override func didMove(toParent parent: ViewController?) { events.append("did \(parent?.name ?? "nil")") }
    }

    @Test func viewControllerLoadsItsViewOnceAndOwnsItsTree() {
        let vc = Screen(name: "screen")
        #expect(!vc.isViewLoaded)
        #expect(vc.viewIfLoaded == nil)
        let title = View(name: "title")
        vc.view.addSubview(title)
        #expect(vc.isViewLoaded)
        #expect(vc.events == ["loaded screen-root"])
        #expect(title.owningViewController === vc)
        #expect(vc.view.owningViewController === vc)
        #expect(View(name: "loose").owningViewController == nil)
        #expect(vc.safeAreaLayoutGuide === vc.view.safeAreaLayoutGuide)
        let plain = ViewController(name: "plain")
        #expect(plain.view.name == "plain")
    }

    @Test func childContainmentAsUIKit() {
        let parent = Screen(name: "parent"), child = Screen(name: "child")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.map(\.name) == ["child"])
        #expect(child.parent === parent)
        // The child's views belong to the child, the rest of the tree to the parent.
        let inner = View(name: "inner")
        child.view.addSubview(inner)
        #expect(inner.owningViewController === child)
        parent.addChild(child)   // already a child: no second callback
        parent.addChild(parent)  // refused: a controller cannot contain itself
        child.addChild(parent)   // refused: a cycle
        #expect(parent.children.count == 1 && child.children.isEmpty)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        // The view loads when first used: after willMove, when the container adds it.
        #expect(child.events == ["will parent", "loaded screen-root", "did parent", "will nil", "did nil"])
    }

    @Test func attachmentsAreStoredPerType() {
        final class Note { let text: String; init(_ t: String) { text = t } }
        final class Count { var n = 0 }
        let v = View(name: "v")
        #expect(v.attachment(Note.self) == nil)
        v.setAttachment(Note("hello"), for: Note.self)
        let c = Count()
        c.n = 3
        v.setAttachment(c, for: Count.self)
        #expect(v.attachment(Note.self)?.text == "hello")
        #expect(v.attachment(Count.self)?.n == 3)
        v.setAttachment(nil, for: Note.self)
        #expect(v.attachment(Note.self) == nil)
        #expect(v.attachment(Count.self) === c)
    }
}
