import Foundation

/// A headless collection cell, as UIKit's `UICollectionViewCell`: a view whose ``contentView``
/// fills it and holds the cell's content.
///
/// ```swift
/// let cell = CollectionViewCell(reuseIdentifier: "tile")
/// cell.contentView.addSubview(image)
/// cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
/// ```
open class CollectionViewCell: View {
    /// The view that holds the cell's content; it fills the cell and follows its size.
    public let contentView: View
    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?

    /// Creates a cell (50 × 50 by default, as a collection view's default item) with a content view.
    ///
    /// ```swift
    /// let cell = CollectionViewCell(reuseIdentifier: "tile", name: "cell")
    /// ```
    public init(reuseIdentifier: String?, name: String? = nil) {
        self.reuseIdentifier = reuseIdentifier
        contentView = CellContent.make()
        super.init(name: name)
        CellContent.install(contentView, in: self, size: CGSize(width: 50, height: 50))
    }

    /// Creates a cell without a reuse identifier.
    public required convenience init(name: String? = nil) {
        self.init(reuseIdentifier: nil, name: name)
    }

    /// Called before a reused cell is handed out again: reset per-item state here and call super.
    ///
    /// ```swift
    /// override func prepareForReuse() { super.prepareForReuse(); badge.isHidden = true }
    /// ```
    open func prepareForReuse() {}
}
