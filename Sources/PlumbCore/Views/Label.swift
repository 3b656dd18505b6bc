import Foundation

/// A headless text label, as `UILabel`: its intrinsic size, wrapping height and baselines come
/// from its ``text``, ``font`` and ``numberOfLines`` through ``Font``'s deterministic metrics.
/// Sizes are rounded up to the pixel grid of the trait collection's display scale (whole points
/// when it is unspecified), as UIKit rounds its labels.
///
/// ```swift
/// let title = Label(text: "Welcome back", name: "title")
/// title.font = .boldSystemFont(ofSize: 20)
/// let bio = Label(text: longText, name: "bio")
/// bio.numberOfLines = 0          // wraps at whatever width the constraints give it
/// ```
open class Label: View {
    /// How a line that does not fit is broken.
    public enum LineBreakMode: Int, Sendable, CaseIterable {
        /// At word boundaries (a word longer than the line breaks between characters).
        case byWordWrapping
        /// Between any two characters.
        case byCharWrapping
        /// On one line, cut at the end.
        case byTruncatingTail
    }

    /// The text; newlines start new lines.
    public var text: String { didSet { if text != oldValue { remeasure() } } }
    /// The font (system 17 by default, as UIKit's).
    public var font = Font.systemFont(ofSize: 17) { didSet { if font != oldValue { remeasure() } } }
    /// The most lines shown; 0 means as many as the text needs (default 1).
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { remeasure() } } }
    /// How lines break (default by word).
    public var lineBreakMode = LineBreakMode.byWordWrapping { didSet { if lineBreakMode != oldValue { remeasure() } } }
    /// The width at which a multi-line label wraps for its intrinsic size (0: the text's own width).
    public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { remeasure() } } }

    /// Creates a label.
    ///
    /// ```swift
    /// Label(text: "Hello", name: "greeting")
    /// ```
    public init(text: String, name: String? = nil) {
        self.text = text
        super.init(name: name)
        heightForWidth = { [unowned self] width in self.height(forWidth: width) }
        remeasure()
    }

    /// Creates an empty label.
    public required convenience init(name: String? = nil) {
        self.init(text: "", name: name)
    }

    /// The lines the text takes at a width (all of them, before ``numberOfLines`` cuts).
    ///
    /// ```swift
    /// Label(text: "one two three").lines(forWidth: 60)   // ["one two", "three"]
    /// ```
    public func lines(forWidth width: CGFloat) -> [String] {
        TextWrapper(font: font, mode: lineBreakMode).lines(of: text, width: numberOfLines == 1 ? .infinity : width)
    }

    /// The height the label needs at a width: its line count (at most ``numberOfLines``) times
    /// the font's line height, rounded up to the pixel grid.
    ///
    /// ```swift
    /// bio.height(forWidth: 200)
    /// ```
    public func height(forWidth width: CGFloat) -> CGFloat {
        let count = lines(forWidth: width).count
        let shown = numberOfLines > 0 ? min(count, numberOfLines) : count
        return roundUp(CGFloat(max(shown, text.isEmpty ? 0 : 1)) * font.lineHeight)
    }

    /// A new display scale changes the pixel grid sizes are rounded to.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.displayScale != previousTraitCollection?.displayScale { remeasure() }
    }

    private func remeasure() {
        let widest = lines(forWidth: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .infinity)
            .map { font.width(of: $0) }.max() ?? 0
        let width = text.isEmpty ? 0 : roundUp(widest)
        intrinsicContentSize = CGSize(width: width, height: height(forWidth: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .infinity))
        let first = roundUp(font.ascender), last = (font.descender).rounded()
        if firstBaselineOffsetFromTop != first { firstBaselineOffsetFromTop = first }
        if lastBaselineOffsetFromBottom != last { lastBaselineOffsetFromBottom = last }
        invalidateIntrinsicContentSize()
    }

    private func roundUp(_ v: CGFloat) -> CGFloat {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        return CanonicalNumber.clean(Double((v * scale - 1e-9).rounded(.up) / scale))
    }
}
