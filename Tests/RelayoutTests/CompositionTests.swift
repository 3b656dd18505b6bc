import Foundation
import Testing
import PlumbCore
import Relayout

/// The building blocks the README lists: Layout (array or closure), LayoutGroup and `+`,
/// IdentifyingLayout, ConditionalLayout, ListLayout.
@Suite struct CompositionTests {
    @Test func layoutWithConstraintsReturnsTheSameObjects() {
        let (root, v) = makeTree(1)
        let fixed = [v[0].widthAnchor.constraint(equalToConstant: 40)]
        let layout = Layout(constraints: fixed)
        #expect(ids(layout.constraints(in: root)) == ids(fixed))
        #expect(ids(layout.constraints(in: root)) == ids(fixed))
    }

    @Test func layoutWithAClosureIsCalledWithTheRootEachTime() {
        let (root, v) = makeTree(1)
        var calls: [View] = []
        let layout = Layout { r in
            calls.append(r)
            return [v[0].widthAnchor.constraint(equalTo: r.widthAnchor, multiplier: 0.5)]
        }
        let first = layout.constraints(in: root)
        let second = layout.constraints(in: root)
        #expect(calls.count == 2 && calls.allSatisfy { $0 === root })
        #expect(first.map(text) == ["root/v0.width == root.width * 0.5"])
        #expect(ObjectIdentifier(first[0]) != ObjectIdentifier(second[0]))
    }

    @Test func groupsConcatenateInOrderAndPlusSplicesOneLevel() {
        let (root, v) = makeTree(3)
        let parts = v.map { view in Layout { r in [view.topAnchor.constraint(equalTo: r.topAnchor)] } }
        let group = LayoutGroup(layouts: parts)
        #expect(group.constraints(in: root).map(text) == ["root/v0.top == root.top", "root/v1.top == root.top", "root/v2.top == root.top"])
        let sum = parts[0] + parts[1] + parts[2]
        #expect(sum.layouts.count == 3)
        let nested = parts[0] + (parts[1] + parts[2])
        #expect(nested.layouts.count == 3)
        #expect(sum.constraints(in: root).map(text) == group.constraints(in: root).map(text))
    }

    @Test func identifyingLayoutNamesConstraints() {
        let (root, v) = makeTree(2)
        let inner = Layout { r in v.map { $0.leftAnchor.constraint(equalTo: r.leftAnchor) } }
        let plain = IdentifyingLayout(identifier: "edge", layout: inner).constraints(in: root)
        #expect(plain.map(\.identifier) == ["edge", "edge"])
        let numbered = inner.identified(by: "edge", numbered: true).constraints(in: root)
        #expect(numbered.map(\.identifier) == ["edge [0]", "edge [1]"])
        let handler: IdentifierLayout = IdentifyingLayout(identifier: "h", numbered: true) { r in
            [v[0].topAnchor.constraint(equalTo: r.topAnchor)]
        }
        #expect(handler.constraints(in: root).map(\.identifier) == ["h [0]"])
    }

    @Test func conditionalLayoutEvaluatesItsConditionEveryTime() {
        let (root, v) = makeTree(1)
        var open = true
        let opened = [v[0].heightAnchor.constraint(equalToConstant: 100)]
        let closed = [v[0].heightAnchor.constraint(equalToConstant: 0)]
        let byLayouts = ConditionalLayout(condition: { _ in open }, layout: Layout(constraints: opened), elseLayout: Layout(constraints: closed))
        let byConstraints = ConditionalLayout(condition: { _ in open }, constraints: opened, elseConstraints: closed)
        let onlyIf = ConditionalLayout(condition: { _ in open }, constraints: opened)
        let byHandlers = ConditionalLayout(condition: { _ in open }, handler: { _ in opened }, elseHandler: { _ in closed })
        let byHandler = ConditionalLayout(condition: { _ in open }, handler: { _ in opened })
        let viaWhen = Layout(constraints: opened).when { _ in open }
        let all: [any LayingOut] = [byLayouts, byConstraints, onlyIf, byHandlers, byHandler, viaWhen]
        #expect(all.map { ids($0.constraints(in: root)) } == Array(repeating: ids(opened), count: 6))
        open = false
        #expect(all.map { ids($0.constraints(in: root)) } == [ids(closed), ids(closed), [], ids(closed), [], []])
    }

    @Test func conditionalLayoutDoesNotDeactivateAnythingWhenMade() {
        let (root, v) = makeTree(1)
        let c = v[0].widthAnchor.constraint(equalToConstant: 5)
        c.isActive = true
        _ = ConditionalLayout(condition: { _ in false }, constraints: [c], elseConstraints: [])
        #expect(c.isActive)
        #expect(root.subtree.count == 2)
    }

    @Test func conditionReceivesTheRoot() {
        let (root, _) = makeTree(0)
        var seen: View?
        _ = ConditionalLayout(condition: { seen = $0; return true }, constraints: []).constraints(in: root)
        #expect(seen === root)
    }

    @Test func listLayoutPassesItemIndexPreviousAndNext() {
        let (root, v) = makeTree(3)
        var calls: [String] = []
        let list = ListLayout(items: { _ in v }) { r, item, index, previous, next in
            calls.append("\(item.name!) \(index) \(previous?.name ?? "-") \(next?.name ?? "-")")
            if let previous {
                return [item.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 8)]
            }
            return [item.topAnchor.constraint(equalTo: r.topAnchor)]
        }
        let constraints = list.constraints(in: root)
        #expect(calls == ["v0 0 - v1", "v1 1 v0 v2", "v2 2 v1 -"])
        #expect(constraints.map(text) == ["root/v0.top == root.top", "root/v1.top == root/v0.bottom + 8", "root/v2.top == root/v1.bottom + 8"])
    }

    @Test func listLayoutReadsItsItemsOncePerPass() {
        let (root, _) = makeTree(0)
        var reads = 0
        let list = ListLayout<Int>(items: { _ in reads += 1; return [1, 2, 3] }) { _, _, _, _, _ in [] }
        _ = list.constraints(in: root)
        #expect(reads == 1)
    }
}
