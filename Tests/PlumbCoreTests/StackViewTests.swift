import Foundation
import Testing
@testable import PlumbCore

@Suite struct StackViewTests {
    /// A stack with three views whose main-axis intrinsic sizes are 50, 60, 70 and cross-axis
    /// sizes 20, 30, 40; the stack is `length` long on its axis and, if `cross` is given, that thick.
    func makeStack(
        axis: LayoutConstraint.Axis, distribution: StackView.Distribution, length: CGFloat, cross: CGFloat? = 50,
        alignment: StackView.Alignment = .fill, spacing: CGFloat = 10
    ) -> (View, StackView, [View]) {
        let root = makeRoot(500, 500)
        let views = [(50, 20), (60, 30), (70, 40)].enumerated().map { i, s -> View in
            let v = View(name: ["a", "b", "c"][i])
            let main = CGFloat(s.0), other = CGFloat(s.1)
            v.intrinsicContentSize = axis == .horizontal ? CGSize(width: main, height: other) : CGSize(width: other, height: main)
            return v
        }
        let stack = StackView(arrangedSubviews: views, name: "stack")
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var cs = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                  stack.topAnchor.constraint(equalTo: root.topAnchor)]
        if axis == .horizontal {
            cs.append(stack.widthAnchor.constraint(equalToConstant: length))
            if let cross { cs.append(stack.heightAnchor.constraint(equalToConstant: cross)) }
        } else {
            cs.append(stack.heightAnchor.constraint(equalToConstant: length))
            if let cross { cs.append(stack.widthAnchor.constraint(equalToConstant: cross)) }
        }
        LayoutConstraint.activate(cs)
        // Make fill deterministic: the middle view hugs least, so it is the one that stretches.
        views[0].setContentHuggingPriority(251, for: axis)
        views[2].setContentHuggingPriority(251, for: axis)
        return (root, stack, views)
    }

    /// (origin, size) of each view along the stack's axis.
    func mainAxis(_ views: [View], _ axis: LayoutConstraint.Axis) -> [[CGFloat]] {
        views.map { axis == .horizontal ? [$0.frame.minX, $0.frame.width] : [$0.frame.minY, $0.frame.height] }
    }

    func crossAxis(_ views: [View], _ axis: LayoutConstraint.Axis) -> [[CGFloat]] {
        views.map { axis == .horizontal ? [$0.frame.minY, $0.frame.height] : [$0.frame.minX, $0.frame.width] }
    }

    static let distributions: [(StackView.Distribution, CGFloat, [[CGFloat]])] = [
        (.fill, 300, [[0, 50], [60, 160], [230, 70]]),
        (.fillEqually, 320, [[0, 100], [110, 100], [220, 100]]),
        (.fillProportionally, 380, [[0, 100], [110, 120], [240, 140]]),
        (.equalSpacing, 300, [[0, 50], [110, 60], [230, 70]]),
        (.equalCentering, 300, [[0, 50], [115, 60], [230, 70]]),
    ]

    @Test(arguments: LayoutConstraint.Axis.allCases, 0..<distributions.count)
    func distribution(axis: LayoutConstraint.Axis, index: Int) {
        let (distribution, length, expected) = StackViewTests.distributions[index]
        let (root, _, views) = makeStack(axis: axis, distribution: distribution, length: length)
        root.layoutIfNeeded()
        #expect(mainAxis(views, axis) == expected, "\(distribution) on \(axis)")
        #expect(crossAxis(views, axis) == [[0, 50], [0, 50], [0, 50]])
        #expect(root.layoutDiagnostics.isEmpty)
    }

    static let alignments: [(StackView.Alignment, [[CGFloat]], CGFloat)] = [
        (.fill, [[0, 40], [0, 40], [0, 40]], 40),
        (.leading, [[0, 20], [0, 30], [0, 40]], 40),
        (.center, [[10, 20], [5, 30], [0, 40]], 40),
        (.trailing, [[20, 20], [10, 30], [0, 40]], 40),
    ]

    @Test(arguments: LayoutConstraint.Axis.allCases, 0..<alignments.count)
    func alignment(axis: LayoutConstraint.Axis, index: Int) {
        let (alignment, expected, thickness) = StackViewTests.alignments[index]
        let (root, stack, views) = makeStack(axis: axis, distribution: .fill, length: 300, cross: nil, alignment: alignment)
        root.layoutIfNeeded()
        #expect(crossAxis(views, axis) == expected, "\(alignment) on \(axis)")
        #expect((axis == .horizontal ? stack.frame.height : stack.frame.width) == thickness)
    }

    @Test func baselineAlignment() {
        for (alignment, offsets) in [(StackView.Alignment.firstBaseline, [15.0, 25, 30]), (.lastBaseline, [5.0, 5, 10])] {
            let (root, stack, views) = makeStack(axis: .horizontal, distribution: .fill, length: 300, cross: nil, alignment: alignment)
            for (v, o) in zip(views, offsets) {
                if alignment == .firstBaseline { v.firstBaselineOffsetFromTop = o } else { v.lastBaselineOffsetFromBottom = o }
            }
            root.layoutIfNeeded()
            // First baselines at 30 (c's top at 0); last baselines at 30 as well (c: 40 − 10).
            #expect(views.map(\.frame.minY) == [15, 5, 0], "\(alignment)")
            #expect(stack.frame.height == 40)
        }
    }

    @Test func hiddenArrangedViewsCollapse() {
        let (root, _, views) = makeStack(axis: .horizontal, distribution: .fill, length: 300)
        views[2].setContentHuggingPriority(252, for: .horizontal)
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views[0].frame == rect(0, 0, 220, 50))
        #expect(views[2].frame == rect(230, 0, 70, 50))
        // Collapsed along the axis; across it, at the canvas's top with its own height (a hidden
        // view never sizes the stack, so its intrinsic 30 outranks spanning the canvas).
        #expect(views[1].frame == rect(0, 0, 0, 30))
        #expect(!views[1].hasAmbiguousLayout)
        #expect(root.layoutDiagnostics.isEmpty)
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(mainAxis(views, .horizontal) == [[0, 50], [60, 160], [230, 70]])
    }

    @Test func hiddenViewWithARequiredWidthDoesNotConflict() {
        let (root, _, views) = makeStack(axis: .horizontal, distribution: .fillEqually, length: 320)
        views[1].widthAnchor.constraint(equalToConstant: 100).isActive = true
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(root.layoutDiagnostics.isEmpty)
        #expect(mainAxis([views[0], views[2]], .horizontal) == [[0, 155], [165, 155]])
    }

    @Test func customSpacingAndMarginsRelativeArrangement() {
        let (root, stack, views) = makeStack(axis: .horizontal, distribution: .fill, length: 300)
        stack.setCustomSpacing(30, after: views[0])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 5, left: 12, bottom: 5, right: 12)
        root.layoutIfNeeded()
        #expect(mainAxis(views, .horizontal) == [[12, 50], [92, 116], [218, 70]])
        #expect(crossAxis(views, .horizontal) == [[5, 40], [5, 40], [5, 40]])
        #expect(stack.customSpacing(after: views[0]) == 30)
        #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
    }

    @Test func rightToLeftRowsRunLeftwards() {
        let (root, stack, views) = makeStack(axis: .horizontal, distribution: .fill, length: 300)
        stack.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(mainAxis(views, .horizontal) == [[250, 50], [80, 160], [0, 70]])
    }

    @Test func rightToLeftColumnsAlignLeadingToTheRight() {
        let (root, stack, views) = makeStack(axis: .vertical, distribution: .fill, length: 300, cross: nil, alignment: .leading)
        stack.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        // The column is as wide as its widest view (40); leading is the right edge.
        #expect(stack.frame.width == 40)
        #expect(crossAxis(views, .vertical) == [[20, 20], [10, 30], [0, 40]])
    }

    @Test func arrangedSubviewsBookkeeping() {
        let a = View(name: "a"), b = View(name: "b")
        let stack = StackView(arrangedSubviews: [a], name: "s")
        stack.insertArrangedSubview(b, at: 0)
        #expect(stack.arrangedSubviews.map(\.name) == ["b", "a"])
        #expect(stack.subviews.count == 2)
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        stack.removeArrangedSubview(b)
        #expect(stack.arrangedSubviews.map(\.name) == ["a"])
        #expect(stack.subviews.count == 2)   // still a subview, as UIKit
        a.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
    }
}

/// `crossAxisInsetPriority` (NSStackView's edge insets): placement against the margins yields to
/// an explicit size, the bounds hold.
@Suite struct StackInsetPriorityTests {
    @Test func insetsYieldToAnExplicitWidth() {
        let root = makeRoot(300, 300)
        let free = View(name: "free"), wide = View(name: "wide")
        let stack = StackView(arrangedSubviews: [free, wide], name: "stack")
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 8
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(all: 4)
        stack.crossAxisInsetPriority = 999
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 200),
            free.widthAnchor.constraint(equalToConstant: 100), free.heightAnchor.constraint(equalToConstant: 20),
            wide.widthAnchor.constraint(equalTo: stack.widthAnchor), wide.heightAnchor.constraint(equalToConstant: 20),
            wide.widthAnchor.constraint(equalToConstant: 250).with(priority: 900),   // wants more: the bounds stop it
        ])
        root.layoutIfNeeded()
        #expect(root.layoutDiagnostics.isEmpty)
        #expect(free.frame == rect(4, 4, 100, 20))
        #expect(wide.frame == rect(0, 32, 200, 20))
        stack.crossAxisInsetPriority = 1000   // UIKit's: the margins are required, the width conflicts
        root.layoutIfNeeded()
        #expect(root.layoutDiagnostics.unsatisfiable.count == 1)
    }
}

private extension LayoutConstraint {
    func with(priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}
