import Foundation

/// A font for headless text measurement: a size and a weight, with deterministic metrics that
/// approximate the system font (SF Pro) closely enough for layout, and identically on every
/// machine — so snapshot tests of text layouts are reproducible. It is a model, not a renderer:
/// advances come from a few character classes, not from font tables.
///
/// ```swift
/// let body = Font.systemFont(ofSize: 17)
/// body.lineHeight        // 20.281
/// body.width(of: "Hi")   // 15.98 (H 0.66 em + i 0.28 em)
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// Stroke weights; heavier text is slightly wider.
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        /// Body text (advances × 1).
        case regular
        /// Slightly heavier (advances × 1.02).
        case medium
        /// Headings (advances × 1.04): `Font(pointSize: 17, weight: .semibold)`.
        case semibold
        /// Bold (advances × 1.06): `Font.boldSystemFont(ofSize: 20)`.
        case bold

        var widthFactor: CGFloat { [1, 1.02, 1.04, 1.06][rawValue] }
    }

    /// The point size (the em).
    public var pointSize: CGFloat
    /// The weight.
    public var weight: Weight

    /// A font of a size and weight.
    ///
    /// ```swift
    /// Font(pointSize: 13, weight: .semibold)
    /// ```
    public init(pointSize: CGFloat, weight: Weight = .regular) {
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The system font at a size, as `UIFont.systemFont(ofSize:)`.
    ///
    /// ```swift
    /// label.font = .systemFont(ofSize: 15)
    /// ```
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// The bold system font at a size.
    ///
    /// ```swift
    /// title.font = .boldSystemFont(ofSize: 20)
    /// ```
    public static func boldSystemFont(ofSize size: CGFloat) -> Font { Font(pointSize: size, weight: .bold) }

    /// Distance from the baseline to the top of the line box (0.952 em).
    public var ascender: CGFloat { pointSize * 0.952 }
    /// Distance from the baseline down to the bottom of the line box (0.241 em, positive).
    public var descender: CGFloat { pointSize * 0.241 }
    /// The height of one line (1.193 em).
    public var lineHeight: CGFloat { pointSize * 1.193 }

    /// The advance of one character: narrow letters and punctuation, capitals, wide letters,
    /// digits, spaces and the rest of ASCII each have a width; other scripts and emoji are a
    /// full em.
    ///
    /// ```swift
    /// Font.systemFont(ofSize: 10).advance(of: "m")   // 8.5
    /// ```
    public func advance(of character: Character) -> CGFloat {
        pointSize * weight.widthFactor * Font.em(of: character)
    }

    /// The width of a line of text (no wrapping).
    ///
    /// ```swift
    /// Font.systemFont(ofSize: 17).width(of: "Sign in")
    /// ```
    public func width(of text: some StringProtocol) -> CGFloat {
        text.reduce(0) { $0 + advance(of: $1) }
    }

    /// `system 17`, `system-bold 20`.
    public var description: String {
        "system\(weight == .regular ? "" : "-\(weight)") \(CanonicalNumber.format(Double(pointSize)))"
    }

    static func em(of character: Character) -> CGFloat {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1, scalar.isASCII else {
            return character.isWhitespace ? 0.27 : 1
        }
        switch scalar {
        case " ": return 0.27
        case "i", "l", "j", "t", "f", "r", "I", ".", ",", ":", ";", "'", "!", "|", "(", ")", "[", "]": return 0.28
        case "m", "w", "M", "W", "@", "%": return 0.85
        case "0"..."9": return 0.56
        case "A"..."Z": return 0.66
        default: return 0.52
        }
    }
}
