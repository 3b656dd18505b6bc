import Foundation
import Testing
@testable import PlumbCore

/// NaN and infinite values anywhere a user can put them: layout never traps and says which
/// constraint it refused and why.
@Suite struct NonFiniteInputTests {
    @Test func everyNonFiniteValueIsReportedAndTheRestIsLaidOut() {
        let root = makeRoot(375, 812)
        let a = child(root, "a", intrinsic: CGSize(width: 10, height: 10))
        let b = View(name: "b")
        root.addSubview(b)
        b.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        let stack = StackView(arrangedSubviews: [View(name: "s1"), View(name: "s2")], name: "stack")
        stack.spacing = .infinity
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        root.safeAreaInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        a.firstBaselineOffsetFromTop = .nan
        let top = a.topAnchor.constraint(equalTo: root.topAnchor)
        LayoutConstraint.activate([
            top,
            a.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 3),
            a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(root.layoutDiagnostics.rejected == [
            "<root/b.left == root.left + nan (NSAutoresizingMaskLayoutConstraint h=---)>: non-finite number: constant nan",
            "<root/b.width == nan (NSAutoresizingMaskLayoutConstraint h=---)>: non-finite number: constant nan",
            "<root.safeArea.top == root.top + nan (UIViewSafeAreaLayoutGuide)>: non-finite number: constant nan",
            "<root/stack/s2.left == root/stack/s1.right + inf (UISV-spacing)>: non-finite number: constant -inf",
            "<root/a.firstBaseline == root.top + 3 (PlumbCoreTests/NonFiniteInputTests.swift:23)>: non-finite number: constant nan",
        ])
        #expect(a.frame == rect(8, 0, 10, 10))
        // b's frame is now the solved one (width 0), so later passes no longer refuse it.
        top.constant = .nan   // refused; a keeps its place from the baseline-free rest
        root.layoutIfNeeded()
        #expect(root.layoutDiagnostics.rejected.contains(
            "<root/a.top == root.top + nan (PlumbCoreTests/NonFiniteInputTests.swift:20)>: non-finite number: constant nan"))
    }

    @Test func aNonFiniteWindowKeepsTheLastFiniteSize() {
        let root = makeRoot(375, 812)
        let a = child(root, "a")
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 812)
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 375, 10))
        #expect(root.layoutDiagnostics.description == "Ignoring the root's size infx812: not finite; laid out at 375x812")
    }

    /// Finite constants whose sums overflow (1e308 from both edges, found by mutating real IB
    /// files): the frame is not finite, and the diagnostics count it instead of staying empty.
    @Test func framesThatOverflowAreCounted() {
        let root = makeRoot(300, 200)
        let a = child(root, "a")
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1e308),
            root.trailingAnchor.constraint(equalTo: a.trailingAnchor, constant: 1e308),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), a.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.minX == -.infinity && a.frame.width == .infinity)
        #expect(a.frame.minY == 10 && a.frame.height == 50)
        #expect(root.layoutDiagnostics.nonFiniteFrames == 1)
        #expect(root.layoutDiagnostics.description
            == "1 view(s) got frames that are not finite (nan or inf): a constant, multiplier or size is too large for the layout's arithmetic")
    }
}
