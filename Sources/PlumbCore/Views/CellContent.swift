import Foundation

/// The content view both cell kinds share: named `contentView`, filling the cell through a
/// flexible autoresizing mask (as UIKit's cells do).
enum CellContent {
    static func make() -> View { View(name: "contentView") }

    static func install(_ content: View, in cell: View, size: CGSize) {
        cell.storedFrame = CGRect(origin: .zero, size: size)
        content.storedFrame = cell.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cell.addSubview(content)
        content.autoresizingReferenceSize = cell.storedFrame.size
    }
}
