/// An orientation to lay a document out in, instead of the one it was designed in
/// (``ImportOptions/orientation``, `plumb render --orientation`).
///
/// ```swift
/// var options = ImportOptions()
/// options.orientation = .landscape   // the design device (or `deviceID`), turned sideways
/// ```
public enum DeviceOrientation: String, Sendable, CaseIterable {
    /// Taller than wide.
    case portrait
    /// Wider than tall: the device's size turned, its landscape safe area and size classes.
    case landscape

    var isLandscape: Bool { self == .landscape }
}
