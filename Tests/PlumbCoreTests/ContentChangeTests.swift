import Foundation
import Testing
@testable import PlumbCore

/// A change to one view's content (intrinsic size, hugging, compression) replaces just that
/// view's content constraints, and the result equals a fresh layout.
@Suite struct ContentChangeTests {
    /// A row of `count` labels (intrinsic `width` × 20) in a 400 pt row; label 0 hugs least, so it stretches.
    func row(count: Int, width: CGFloat = 40, sizes: [Int: CGSize] = [:]) -> (View, [View]) {
        let root = makeRoot(400, 100)
        var labels: [View] = []
        for i in 0..<count {
            let label = child(root, "l\(i)", intrinsic: sizes[i] ?? CGSize(width: width, height: 20))
            label.setContentHuggingPriority(i == 0 ? 200 : 251, for: .horizontal)
            let leading = i == 0 ? label.leadingAnchor.constraint(equalTo: root.leadingAnchor)
                : label.leadingAnchor.constraint(equalTo: labels[i - 1].trailingAnchor, constant: 4)
            LayoutConstraint.activate([leading, label.topAnchor.constraint(equalTo: root.topAnchor)])
            labels.append(label)
        }
        labels.last!.trailingAnchor.constraint(equalTo: root.trailingAnchor).isActive = true
        return (root, labels)
    }

    @Test func intrinsicSizeChangeReplacesOnlyThatViewsConstraints() {
        let (root, labels) = row(count: 10, width: 20)
        root.layoutIfNeeded()
        #expect(labels[0].frame == rect(0, 0, 184, 20))   // 400 − 9 gaps × 4 − 9 × 20
        labels[5].intrinsicContentSize = CGSize(width: 50, height: 24)
        #expect(!root.needsLayout)
        root.layoutIfNeeded()
        // Both axes' hug and compression-resistance constraints out, new ones in; nothing else.
        let ops = root.layoutEngine.lastPassOperations
        #expect(ops.added == 4 && ops.removed == 4)
        #expect(labels[0].frame == rect(0, 0, 154, 20))   // 400 − 36 − 8 × 20 − 50
        #expect(labels[5].frame == rect(254, 0, 50, 24))  // 154 + 4 + 4 × 24
        let (fresh, freshLabels) = row(count: 10, width: 20, sizes: [5: CGSize(width: 50, height: 24)])
        fresh.layoutIfNeeded()
        #expect(labels.map(\.frame) == freshLabels.map(\.frame))
        #expect(root.canonicalIR(format: .text) == fresh.canonicalIR(format: .text))
    }

    @Test func huggingChangeIsAContentChange() {
        let (root, labels) = row(count: 3)
        root.layoutIfNeeded()
        #expect(labels[0].frame.width == 312)   // 400 − 8 − 80
        labels[0].setContentHuggingPriority(300, for: .horizontal)
        labels[2].setContentHuggingPriority(100, for: .horizontal)
        root.layoutIfNeeded()
        #expect(root.layoutEngine.lastPassOperations.added == 2 && root.layoutEngine.lastPassOperations.removed == 2)
        #expect(labels.map(\.frame) == [rect(0, 0, 40, 20), rect(44, 0, 40, 20), rect(88, 0, 312, 20)])
    }

    @Test func unchangedContentTouchesNothing() {
        let (root, labels) = row(count: 3)
        root.layoutIfNeeded()
        labels[1].invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(root.layoutEngine.lastPassOperations.added == 0 && root.layoutEngine.lastPassOperations.removed == 0)
    }

    @Test func aViewNotLaidOutYetTakesAStructuralPass() {
        let (root, _) = row(count: 2)
        root.layoutIfNeeded()
        let extra = child(root, "extra")
        extra.intrinsicContentSize = CGSize(width: 10, height: 10)
        #expect(root.needsLayout)
        root.layoutIfNeeded()
        #expect(extra.frame.size == CGSize(width: 10, height: 10))
    }

    @Test func heightForWidthRemeasuresWithoutAStructuralPass() {
        let root = makeRoot(300, 600)
        let text = child(root, "text")
        text.heightForWidth = { width in (6000 / width).rounded(.up) }
        LayoutConstraint.activate([
            text.topAnchor.constraint(equalTo: root.topAnchor),
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            text.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        #expect(text.frame == rect(20, 0, 260, 24))
        root.frame = rect(0, 0, 420, 600)
        root.layoutIfNeeded()
        #expect(text.frame == rect(20, 0, 380, 16))
        // The re-measure replaced the text's two height constraints (hug, compression), nothing else.
        #expect(root.layoutEngine.lastPassOperations.added == 2 && root.layoutEngine.lastPassOperations.removed == 2)
    }

    @Test func proportionalStacksReadSizesSoTheyTakeAStructuralPass() {
        let root = makeRoot(300, 100)
        let a = View(name: "a"), b = View(name: "b")
        a.intrinsicContentSize = CGSize(width: 100, height: 20)
        b.intrinsicContentSize = CGSize(width: 100, height: 20)
        let stack = StackView(arrangedSubviews: [a, b], name: "stack")
        stack.distribution = .fillProportionally
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.width == 150)
        a.intrinsicContentSize = CGSize(width: 200, height: 20)
        root.layoutIfNeeded()
        #expect(a.frame.width == 200 && b.frame.width == 100)
    }
}

/// Height-for-width measuring is called once per distinct width.
@Suite struct MeasureCachingTests {
    final class Counter: @unchecked Sendable { var calls: [CGFloat] = [] }

    @Test func measuresOncePerWidth() {
        let root = makeRoot(300, 600)
        let text = child(root, "text")
        let counter = Counter()
        text.heightForWidth = { width in
            counter.calls.append(width)
            return (6000 / width).rounded(.up)
        }
        LayoutConstraint.activate([
            text.topAnchor.constraint(equalTo: root.topAnchor),
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            text.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        #expect(counter.calls == [260])
        root.frame = rect(0, 0, 420, 600)
        root.layoutIfNeeded()
        root.frame = rect(0, 0, 300, 600)
        root.layoutIfNeeded()
        root.frame = rect(0, 0, 300, 700)   // width unchanged: no call
        root.layoutIfNeeded()
        #expect(counter.calls == [260, 380, 260])
        #expect(text.frame == rect(20, 0, 260, 24))
        text.invalidateIntrinsicContentSize()   // the content changed: measure again
        root.layoutIfNeeded()
        #expect(counter.calls == [260, 380, 260, 260])
    }
}
