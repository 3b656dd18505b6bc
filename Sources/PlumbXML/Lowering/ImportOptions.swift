import Foundation

/// Choices for importing a layout file.
///
/// ```swift
/// var options = ImportOptions()
/// options.deviceID = "retina6_12"              // lay out for another device
/// options.orientation = .landscape              // …turned sideways
/// options.intrinsicSize = { request in          // measure content yourself
///     request.element == "label" ? CGSize(width: 80, height: 21) : nil
/// }
/// ```
public struct ImportOptions: Sendable {
    /// Lay IB documents out for this device instead of the design device (`--device`).
    public var deviceID: String?
    /// Lay documents out in this orientation instead of their own (`--orientation`), on the
    /// design device or ``deviceID``.
    public var orientation: DeviceOrientation?
    /// Lay every root out at this size instead of its recorded size (`--size`).
    public var size: CGSize?
    /// Limits for the XML reader.
    public var limits: XMLLimits = .default
    /// Supplies intrinsic content sizes for content views (labels, buttons, images…). Return nil
    /// to keep the default, which is the size the document recorded.
    public var intrinsicSize: (@Sendable (IntrinsicSizeRequest) -> CGSize?)?

    /// Default options: the design device and recorded sizes.
    public init() {}

    /// Whether the layout happens at the document's own design size, where the recorded frames
    /// are the reference.
    var isDesignSize: Bool { deviceID == nil && size == nil && orientation == nil }

    /// Whether the layout is for another device or orientation than the document's own.
    var changesDevice: Bool { deviceID != nil || orientation != nil }
}
