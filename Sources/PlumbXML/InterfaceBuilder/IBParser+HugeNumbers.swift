import Foundation

extension IBParser {
    /// The largest constant or multiplier magnitude any real layout uses by far (a billion
    /// points); beyond it, sums of frames may overflow to `inf` and differences of infinities
    /// give `nan` (found by mutating real files: a constant of 1e308).
    static let hugeNumber = 1e9

    /// Warns, at the attribute, when a constraint's constant or multiplier is beyond
    /// ``hugeNumber``: the value is kept as written (layout never traps on it), but the frames
    /// it produces may not be finite, and the warning says where they come from.
    mutating func warnIfBeyondAnyLayout(_ element: XMLTreeElement, _ attribute: String, _ value: Double) {
        guard abs(value) > Self.hugeNumber, let text = element[attribute] else { return }
        warning(
            "\(attribute) '\(text)' is beyond any layout (magnitude over 1e9); frames built on it may overflow to inf or nan",
            at: element.location(of: attribute))
    }
}
