import Foundation

/// How the solved frames of an imported layout compare with the frames the document recorded.
///
/// ```swift
/// let report = layout.frameReport()
/// print("\(report.matched)/\(report.compared) views match")
/// for mismatch in report.mismatches { print(mismatch) }
/// ```
public struct FrameReport: Sendable {
    /// Views positioned by constraints that have a recorded frame.
    public let compared: Int
    /// Those whose solved frame is within the tolerance on every side.
    public let matched: Int
    /// The others, in document order.
    public let mismatches: [FrameMismatch]
    /// The tolerance used, in points.
    public let tolerance: CGFloat
    /// Constraint-positioned views left out of the comparison because the constraints leave
    /// their frame open (see ``ImportedLayout/undeterminedViews(ambiguous:)``): IB's frame for them is one
    /// of many solutions, not a result to check.
    public var undetermined: Int = 0
    /// Views the document marks misplaced (IB's `misplaced="YES"`) whose solved frame differs
    /// from the stale recorded one; they are not among `compared`.
    public var misplaced: [FrameMismatch] = []

    /// `matched / compared`, 1 when nothing was compared.
    ///
    /// ```swift
    /// report.share   // 0.995
    /// ```
    public var share: Double { compared == 0 ? 1 : Double(matched) / Double(compared) }
}
