/// Bounds the XML reader enforces before and while parsing.
///
/// ```swift
/// var limits = XMLLimits.default
/// limits.maxDepth = 64
/// let document = try InterfaceBuilderDocument(contentsOf: url, limits: limits)
/// ```
public struct XMLLimits: Hashable, Sendable {
    /// The largest accepted document, in bytes (default 16 MiB; the largest real storyboard
    /// in the survey is about 0.5 MB).
    public var maxBytes: Int
    /// The deepest accepted element nesting (default 128; IB documents rarely exceed 40).
    /// libxml2 itself refuses more than 256 levels.
    public var maxDepth: Int

    /// Creates limits.
    ///
    /// ```swift
    /// let tight = XMLLimits(maxBytes: 1 << 20, maxDepth: 32)
    /// ```
    public init(maxBytes: Int, maxDepth: Int) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
    }

    /// 16 MiB and 128 levels.
    public static let `default` = XMLLimits(maxBytes: 16 << 20, maxDepth: 128)
}
