import Foundation

extension CGFloat {
    /// "No particular value": the table-view automatic-dimension sentinel (-1) the cell height
    /// rules of ``TableFragmentCell`` fall through on.
    ///
    /// ```swift
    /// override func calculatedCellHeight(for cellWidth: CGFloat) -> CGFloat {
    ///     cellWidth > 600 ? 88 : .automatic
    /// }
    /// ```
    public static var automatic: CGFloat { -1 }
}
