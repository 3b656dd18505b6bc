import Foundation

/// A headless table cell, as UIKit's `UITableViewCell`: a view whose ``contentView`` fills it
/// and holds the cell's content. Size it with ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
///
/// ```swift
/// let cell = TableViewCell(reuseIdentifier: "row")
/// cell.contentView.addSubview(title)    // title pinned to contentView's edges, height 44
/// cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
///     withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)   // (320, 44)
/// ```
open class TableViewCell: View {
    /// The view that holds the cell's content; it fills the cell and follows its size.
    public let contentView: View
    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?

    /// Creates a cell (44 pt tall by default, as UIKit's) with a content view.
    ///
    /// ```swift
    /// let cell = TableViewCell(reuseIdentifier: "row", name: "cell")
    /// ```
    public init(reuseIdentifier: String?, name: String? = nil) {
        self.reuseIdentifier = reuseIdentifier
        contentView = CellContent.make()
        super.init(name: name)
        CellContent.install(contentView, in: self, size: CGSize(width: 320, height: 44))
    }

    /// Creates a cell without a reuse identifier.
    public required convenience init(name: String? = nil) {
        self.init(reuseIdentifier: nil, name: name)
    }

    /// Called before a reused cell is handed out again: reset per-item state here and call super.
    ///
    /// ```swift
    /// override func prepareForReuse() { super.prepareForReuse(); title.isHidden = false }
    /// ```
    open func prepareForReuse() {}
}
