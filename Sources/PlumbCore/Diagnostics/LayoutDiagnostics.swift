import Foundation
internal import PlumbSolver

/// What the last layout pass of a tree found wrong. Layout never traps on these: it lays out
/// what it can and reports the rest.
///
/// ```swift
/// root.layoutIfNeeded()
/// if !root.layoutDiagnostics.isEmpty { print(root.layoutDiagnostics) }
/// ```
public struct LayoutDiagnostics: Hashable, Sendable, CustomStringConvertible {
    /// Required constraints that could not all hold, with the one broken for each conflict.
    public internal(set) var unsatisfiable: [UnsatisfiableConstraints] = []
    /// Constraints that relate nothing once lowered (e.g. `a.left == a.left`), left out.
    public internal(set) var degenerate: [ConstraintSummary] = []
    /// Constraints the solver refused for another reason (non-finite values…), with the reason.
    public internal(set) var rejected: [String] = []
    /// When required constraints forced the root away from the size it was given: the size it got.
    public internal(set) var rootSizeMismatch: CGSize?
    /// When the root's frame size was NaN or infinite: that size (the tree was laid out at the
    /// last finite size instead, reported in ``rootSizeMismatch``).
    public internal(set) var nonFiniteRootSize: CGSize?
    /// Rows the solver gave up restoring in the last pass (the `PlumbSolver` module counts them:
    /// constraints so ill-conditioned numerically that frames may violate them). 0 for every
    /// layout of views seen so far; reported rather than passed over in silence.
    public internal(set) var numericalGiveUps = 0
    /// How many views got a frame that is not finite (`nan` or `inf`): constants or
    /// multipliers so large that the layout's sums overflowed (found by mutating real files).
    public internal(set) var nonFiniteFrames = 0

    /// Creates an empty report.
    public init() {}

    /// Whether nothing was found.
    public var isEmpty: Bool {
        unsatisfiable.isEmpty && degenerate.isEmpty && rejected.isEmpty && rootSizeMismatch == nil && nonFiniteRootSize == nil
            && numericalGiveUps == 0 && nonFiniteFrames == 0
    }

    mutating func record(
        _ error: SolverError, for c: LoweredConstraint, sources: [ConstraintID: LoweredConstraint], engine: LayoutEngine
    ) {
        if case let .unsatisfiable(_, others) = error {
            let set = others.compactMap { sources[$0]?.summary(in: engine) } + [c.summary(in: engine)]
            unsatisfiable.append(UnsatisfiableConstraints(conflicting: set, broken: c.summary(in: engine)))
        } else {
            rejected.append("\(c.summary(in: engine)): \(error)")
        }
    }

    /// Every finding, one block each.
    public var description: String {
        var blocks = unsatisfiable.map(\.description)
        blocks += degenerate.map { "Ignoring degenerate constraint \($0)" }
        blocks += rejected.map { "Rejected constraint \($0)" }
        if let bad = nonFiniteRootSize {
            let laid = rootSizeMismatch.map { " laid out at \(CanonicalNumber.format($0.width))x\(CanonicalNumber.format($0.height))" } ?? ""
            blocks.append("Ignoring the root's size \(CanonicalNumber.format(bad.width))x\(CanonicalNumber.format(bad.height)): not finite;\(laid)")
        } else if let s = rootSizeMismatch {
            blocks.append("Required constraints resized the root to \(CanonicalNumber.format(s.width))x\(CanonicalNumber.format(s.height))")
        }
        if numericalGiveUps > 0 {
            blocks.append("The solver gave up restoring \(numericalGiveUps) row(s): the constraints are numerically ill-conditioned, and frames may violate them")
        }
        if nonFiniteFrames > 0 {
            blocks.append("\(nonFiniteFrames) view(s) got frames that are not finite (nan or inf): a constant, multiplier or size is too large for the layout's arithmetic")
        }
        return blocks.joined(separator: "\n\n")
    }
}
