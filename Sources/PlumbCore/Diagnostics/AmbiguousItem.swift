/// An item whose position or size the constraints do not determine.
///
/// ```swift
/// root.ambiguityReport()   // [AmbiguousItem(item: "root/badge", attributes: ["x", "width"])]
/// ```
public struct AmbiguousItem: Hashable, Sendable, CustomStringConvertible {
    /// The item's name.
    public let item: String
    /// The undetermined parts: `x`, `y`, `width`, `height`.
    public let attributes: [String]

    /// Creates an entry.
    public init(item: String, attributes: [String]) {
        self.item = item
        self.attributes = attributes
    }

    /// `root/badge: x, width not determined`.
    public var description: String { "\(item): \(attributes.joined(separator: ", ")) not determined" }
}
