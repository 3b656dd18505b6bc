import Foundation

/// What ``ImportOptions/intrinsicSize`` is asked about one content view.
///
/// ```swift
/// options.intrinsicSize = { $0.text.map { CGSize(width: CGFloat($0.count) * 8, height: 21) } }
/// ```
public struct IntrinsicSizeRequest: Sendable {
    /// The element name (`label`, `button`, `imageView`, `textField`…).
    public var element: String
    /// The document's id of the view.
    public var objectID: String?
    /// Label text or button title, if any.
    public var text: String?
    /// The image name, if any.
    public var imageName: String?
    /// The size the document recorded for the view's alignment rect.
    public var recordedSize: CGSize
}
