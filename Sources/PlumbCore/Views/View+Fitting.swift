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

}
