import Foundation

/// NSGridView's rows, columns and cells.
package struct IBGrid: Sendable {
    package struct Line: Sendable {
        package var id: String
        /// Row height or column width when set.
        package var size: Double?
        /// Leading/top and trailing/bottom padding.
        package var leadingPadding: Double
        package var trailingPadding: Double
        package var placement: String?
        package var isHidden: Bool
        /// A row's `rowAlignment` (`firstBaseline`, `lastBaseline`, `none`) when it sets one.
        package var rowAlignment: String? = nil
    }

    package struct Cell: Sendable {
        package var row: String
        package var column: String
        package var xPlacement: String?
        package var yPlacement: String?
        package var rowAlignment: String?
        /// The content view's id, if the cell has one.
        package var viewID: String?
        /// The id of the first cell of a merged group (`headOfMergedCell`), if merged.
        package var mergedHead: String?
        package var id: String?
    }

    package var rows: [Line]
    package var columns: [Line]
    package var cells: [Cell]
    package var xPlacement: String
    package var yPlacement: String
    package var rowAlignment: String
    package var rowSpacing: Double
    package var columnSpacing: Double
}
