import Foundation

/// Breaks text into lines that fit a width, with a font's advances: words stay whole unless a
/// word alone is too long (then it breaks between characters), spaces at a break are dropped,
/// and newlines always break.
struct TextWrapper {
    let font: Font
    let mode: Label.LineBreakMode

    func lines(of text: String, width: CGFloat) -> [String] {
        guard !text.isEmpty else { return [] }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        if mode == .byTruncatingTail || !width.isFinite {
            return mode == .byTruncatingTail ? [String(paragraphs[0])] : paragraphs.map(String.init)
        }
        return paragraphs.flatMap { wrap(String($0), width: width) }
    }

    private func wrap(_ paragraph: String, width: CGFloat) -> [String] {
        if mode == .byCharWrapping { return breakCharacters(paragraph, width: width) }
        var lines: [String] = []
        var line = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if font.width(of: candidate) <= width + 1e-9 || line.isEmpty && word.isEmpty {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            if font.width(of: word) <= width + 1e-9 {
                line = String(word)
            } else {
                var pieces = breakCharacters(String(word), width: width)
                line = pieces.popLast() ?? ""
                lines += pieces
            }
        }
        lines.append(line)
        return lines
    }

    private func breakCharacters(_ text: String, width: CGFloat) -> [String] {
        var lines: [String] = []
        var line = ""
        for ch in text {
            if !line.isEmpty, font.width(of: line) + font.advance(of: ch) > width + 1e-9 {
                lines.append(line)
                line = ""
            }
            line.append(ch)
        }
        lines.append(line)
        return lines
    }
}
