import Foundation
import PlumbCore

/// How a multi-line label's height follows its width when a document is laid out at another
/// size or device than it records. The recorded frame gives the height at the recorded width
/// and, with the font's line height, the number of lines; PlumbCore's font metrics, scaled so
/// that they wrap the text into that many lines at the recorded width, count the lines at other
/// widths. At the recorded width (and font) the height is the recorded one.
///
/// ```swift
/// let wrap = RecordedTextWrap(text: "A longer description that wraps", fontSize: 17, numberOfLines: 0,
///                              recordedSize: CGSize(width: 343, height: 40.5))
/// wrap?.height(forWidth: 160)   // more lines, each 20.25 tall
/// ```
struct RecordedTextWrap: Sendable {
    let text: String
    let font: Font
    /// The label's `numberOfLines` (0: as many as the text needs).
    let maximumLines: Int
    let recordedSize: CGSize
    /// Lines the recorded height holds.
    let recordedLines: Int
    /// How much wider the document's glyphs are than PlumbCore's metrics: lines at width `w` are
    /// PlumbCore's lines at `w / widthScale`.
    let widthScale: CGFloat
    /// The font size the layout uses over the recorded one (a size-class font variation).
    let fontScale: CGFloat

    /// The longest text re-wrapped; a label with more is left at its recorded size (calibrating
    /// wraps the text up to 161 times).
    static let maximumTextLength = 4096

    /// Nil when the text is empty or longer than ``maximumTextLength``, the label shows one line,
    /// or the recorded height is not a whole number of the font's lines (a custom line spacing or
    /// font PlumbCore cannot count). `lineHeight` is one line of the platform's system font at
    /// `fontSize` (UIKit's by default; ``macLineHeight(fontSize:)`` for an NSTextField).
    init?(text: String, fontSize: CGFloat, numberOfLines: Int, recordedSize: CGSize, fontScale: CGFloat = 1,
          lineHeight: CGFloat? = nil) {
        guard !text.isEmpty, text.utf8.count <= Self.maximumTextLength, numberOfLines != 1,
              fontSize.isFinite, fontSize > 0, fontScale.isFinite, fontScale > 0,
              recordedSize.width.isFinite, recordedSize.width > 0, recordedSize.height.isFinite, recordedSize.height > 0
        else { return nil }
        let font = Font.systemFont(ofSize: fontSize)
        let line = lineHeight ?? font.lineHeight
        guard line.isFinite, line > 0 else { return nil }
        let exactLines = recordedSize.height / line
        // No more lines than the text has characters (a huge recorded height is no line count).
        guard exactLines.isFinite, exactLines <= CGFloat(text.count) + 1 else { return nil }
        let lines = Int(exactLines.rounded())
        guard lines >= 1, abs(exactLines - CGFloat(lines)) <= 0.25, numberOfLines == 0 || lines <= numberOfLines else { return nil }
        self.text = text
        self.font = font
        self.maximumLines = numberOfLines
        self.recordedSize = recordedSize
        self.recordedLines = lines
        self.fontScale = fontScale
        // The scale nearest 1 at which the metrics wrap the text as the document shows it (a
        // label cut at its maximum may hold more lines of text than it shows).
        let candidates = (0...80).flatMap { step -> [CGFloat] in
            let delta = CGFloat(step) / 100
            return step == 0 ? [1] : [1 + delta, 1 - delta]
        }
        let probe = Self.measuringLabel(text: text, font: font)
        let truncated = numberOfLines > 0 && lines == numberOfLines
        guard let scale = candidates.first(where: { scale in
            let count = probe.lines(forWidth: recordedSize.width / scale).count
            return count == lines || truncated && count > lines
        }) else { return nil }
        widthScale = scale
    }

    /// The label's height at `width`: the recorded line height times the lines the text takes.
    func height(forWidth width: CGFloat) -> CGFloat {
        guard width.isFinite, width > 0 else { return recordedSize.height * fontScale }
        if fontScale == 1, abs(width - recordedSize.width) <= 0.5 { return recordedSize.height }
        let probe = Self.measuringLabel(text: text, font: Font(pointSize: font.pointSize * fontScale, weight: font.weight))
        var count = max(1, probe.lines(forWidth: width / widthScale).count)
        if maximumLines > 0 { count = min(count, maximumLines) }
        return recordedSize.height / CGFloat(recordedLines) * fontScale * CGFloat(count)
    }

    /// One line of AppKit's system font in a text field: the font's line box rounded up to
    /// whole points (16 at 13 pt, 14 at the 11-pt small system font), as IB records a wrapping
    /// label's height — the line box the baseline rules use too.
    static func macLineHeight(fontSize: CGFloat) -> CGFloat {
        (fontSize * 1.19).rounded(.up)
    }

    private static func measuringLabel(text: String, font: Font) -> Label {
        let label = Label(text: text)
        label.font = font
        label.numberOfLines = 0
        return label
    }
}
