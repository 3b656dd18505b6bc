import Foundation
internal import PlumbSolver

extension ConstraintCollector {
    /// How far below its content coordinates a view shows on screen: the sum of the top
    /// safe-area insets of the ancestors that scroll their content below them
    /// (``View/insetsContentBySafeArea``).
    func contentInsetShift(of view: View) -> AffineExpression {
        var shift = AffineExpression(constant: 0)
        var current = view
        while current !== engine.root, let ancestor = current.superview {
            if ancestor.insetsContentBySafeArea { shift = shift + contentInset(of: ancestor) }
            current = ancestor
        }
        return shift
    }

    /// How far a view scrolls its content below its top at rest: its top safe-area inset when it
    /// insets its content by the safe area, else zero. The root's inset is its own; another
    /// view's is the distance from its top to its safe area's top, which its guide solves.
    func contentInset(of view: View) -> AffineExpression {
        guard view.insetsContentBySafeArea else { return AffineExpression(constant: 0) }
        if view === engine.root { return AffineExpression(constant: Double(view.rootSafeAreaInsets.top)) }
        return AffineExpression(slot(view.safeAreaLayoutGuide).y) - AffineExpression(slot(view).y)
    }
}
