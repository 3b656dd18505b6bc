import Foundation
import PlumbCore

extension ImportedLayout {
    /// The views whose solved frame is not finite (`nan` or `inf`): constants or multipliers so
    /// large that the layout's sums overflowed. Empty for every real layout seen so far.
    public func overflowedViews() -> [ImportedView] {
        overflowedFrames().map(\.view)
    }

    /// The overflowed views with their frames, in the document's convention.
    private func overflowedFrames() -> [(view: ImportedView, frame: CGRect)] {
        layoutIfNeeded()
        // The document's frames are derived from the engine's frames and, for a root its
        // constraints size, from that size: when the engine counts no non-finite frame and the
        // size is finite, every frame is, and no view need be converted.
        let diagnostics = root.layoutDiagnostics
        let size = diagnostics.rootSizeMismatch ?? .zero
        guard diagnostics.nonFiniteFrames > 0 || !size.width.isFinite || !size.height.isFinite else { return [] }
        return zip(views, solvedFrames()).filter { _, frame in
            ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
        }.map { (view: $0, frame: $1) }
    }

    /// One sentence naming the views whose frames overflowed (the first three, with their
    /// frames), or nil when every frame is finite. `check` reports it as a problem and `render`
    /// as a warning, so `nan` frames never appear without a word of explanation.
    public func overflowNote() -> String? {
        let overflowed = overflowedFrames()
        guard !overflowed.isEmpty else { return nil }
        let named = overflowed.prefix(3).map { view, frame -> String in
            let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(FrameMismatch.number)
            return "'\(view.objectID ?? view.path)' (\(view.path)) at (\(numbers.joined(separator: ", ")))"
        }
        let more = overflowed.count > 3 ? " and \(overflowed.count - 3) more" : ""
        let count = overflowed.count == 1 ? "1 view got a frame" : "\(overflowed.count) views got frames"
        return "\(count) that \(overflowed.count == 1 ? "is" : "are") not finite: \(named.joined(separator: ", "))\(more); "
            + "a constant, multiplier or size is too large for the layout's arithmetic"
    }
}
