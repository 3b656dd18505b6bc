import Foundation

/// The bytes of a UTF-8 source file with an index of line starts, used to print source lines
/// under diagnostics and to turn byte offsets into line and column.
///
/// Lines are cut at `\n` (a preceding `\r` is dropped). Columns count Unicode scalars, 1-based.
package struct SourceText: Sendable {
    /// The raw bytes.
    package let bytes: [UInt8]
    /// Byte offset where each line starts (index 0 is line 1).
    package let lineStarts: [Int]

    package init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count,
                  let hit = memchr(base + offset, 0x0A, buffer.count - offset) {
                let position = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                starts.append(position + 1)
                offset = position + 1
            }
        }
        lineStarts = starts
    }

    package init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// The number of lines.
    package var lineCount: Int { lineStarts.count }

    /// Byte range of a 1-based line without its terminator, or nil when out of range.
    package func byteRange(ofLine number: Int) -> Range<Int>? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The text of a 1-based line, or nil when out of range.
    package func line(_ number: Int) -> String? {
        guard let range = byteRange(ofLine: number) else { return nil }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// Line and column of a byte offset.
    package func position(ofByte offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        // Binary search for the last line start <= offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < clamped {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }

    /// The offset of the last occurrence of `marker` that starts before `offset`, or nil.
    package func lastOccurrence(of marker: String, before offset: Int) -> Int? {
        let needle = Array(marker.utf8)
        guard !needle.isEmpty else { return nil }
        var start = min(offset, bytes.count) - needle.count
        while start >= 0 {
            if bytes[start] == needle[0] {
                var matches = true
                for index in 1..<needle.count where bytes[start + index] != needle[index] {
                    matches = false
                    break
                }
                if matches { return start }
            }
            start -= 1
        }
        return nil
    }

    /// A line cut to at most `width` characters around `column`, with `…` where it was cut, and
    /// the column inside the excerpt. Reads only the bytes it needs.
    package func excerpt(line number: Int, column: Int, width: Int) -> (text: String, column: Int)? {
        guard let range = byteRange(ofLine: number) else { return nil }
        // Byte offset of the column (scalar count) inside the line.
        var scalarStarts: [Int] = []   // byte offsets of scalars from the window start on
        let target = max(column - 1, 0)
        let firstWanted = max(0, target - width / 2)
        var scalar = 0
        var index = range.lowerBound
        while index < range.upperBound, scalarStarts.count <= width {
            if bytes[index] & 0xC0 != 0x80 {
                if scalar >= firstWanted { scalarStarts.append(index) }
                scalar += 1
            }
            index += 1
        }
        let cutStart = firstWanted > 0
        let cutEnd = scalarStarts.count > width
        let usedStarts = cutEnd ? Array(scalarStarts.prefix(width)) : scalarStarts
        let startByte = usedStarts.first ?? range.upperBound
        let endByte = cutEnd ? scalarStarts[width] : range.upperBound
        var text = String(decoding: bytes[startByte..<endByte], as: UTF8.self)
        var caret = column - firstWanted
        if cutStart {
            text = "\u{2026}" + text
            caret += 1
        }
        if cutEnd { text += "\u{2026}" }
        return (text, caret)
    }
}
