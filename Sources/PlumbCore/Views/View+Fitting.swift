import Foundation

extension View {
    /// The smallest size a fitting asks for: pass it to get the tightest layout.
    ///
    /// ```swift
    /// card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    /// ```
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size a fitting asks for: pass it to get the loosest layout.
    ///
    /// ```swift
    /// banner.systemLayoutSizeFitting(View.layoutFittingExpandedSize)
    /// ```
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size this view's constraints want, as close to `targetSize` as the fitting
    /// priorities allow (both `fittingSizeLevel`: as small or as large as the content allows).
    ///
    /// ```swift
    /// badge.systemLayoutSizeFitting(View.layoutFittingCompressedSize)   // its content's size
    /// ```
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size this view's constraints want, holding each axis to `targetSize` at a priority:
    /// `.required` fixes it, `.fittingSizeLevel` lets the content decide. The view's subtree is
    /// solved on its own (constraints to views outside it do not count) and no frame changes,
    /// as UIKit's `systemLayoutSizeFitting`. Height-for-width content is measured at the
    /// solved width.
    ///
    /// ```swift
    /// // a cell 320 pt wide, as tall as its content
    /// cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
    ///     withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    /// ```
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> CGSize {
        let subtree = self.subtree
        let measured = subtree.map(\.storedIntrinsicContentSize)
        defer { for (view, size) in zip(subtree, measured) { view.storedIntrinsicContentSize = size } }
        let engine = LayoutEngine(root: self, fitting: FittingTarget(size: targetSize, horizontal: horizontal, vertical: vertical))
        return engine.fittedSize()
    }
}
