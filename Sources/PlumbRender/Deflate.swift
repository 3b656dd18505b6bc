/// A small deflate compressor (RFC 1951): greedy LZ77 matching over a 32 KiB window with hash
/// chains, coded in one block with the fixed Huffman codes. Deterministic: the same bytes give
/// the same stream. Wireframes are long runs of few colours, which this compresses well.
enum Deflate {
    private static let lengthBases: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBases: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private static let window = 32768
    private static let minimumMatch = 3
    private static let maximumMatch = 258
    /// Candidates tried per position: enough for wireframes, bounded for hostile input.
    private static let chainLimit = 24

    /// The fixed literal/length code of a symbol (0…287): its bits, reversed for an LSB-first
    /// stream, and their count.
    private static let literalCodes: [(bits: UInt32, count: Int)] = (0..<288).map { symbol in
        let (code, count): (Int, Int) = switch symbol {
        case 0...143: (0x30 + symbol, 8)
        case 144...255: (0x190 + symbol - 144, 9)
        case 256...279: (symbol - 256, 7)
        default: (0xC0 + symbol - 280, 8)
        }
        return (reversed(UInt32(code), count: count), count)
    }

    private static func reversed(_ value: UInt32, count: Int) -> UInt32 {
        var out: UInt32 = 0
        for bit in 0..<count where value & (1 << bit) != 0 { out |= 1 << (count - 1 - bit) }
        return out
    }

    /// The raw deflate stream of `data` (no zlib header).
    static func compress(_ data: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.write(1, count: 1)   // BFINAL
        writer.write(1, count: 2)   // BTYPE 01: fixed Huffman codes
        let n = data.count
        var head = [Int](repeating: -1, count: 1 << 15)
        var previous = [Int](repeating: -1, count: window)
        func hash(_ i: Int) -> Int {
            (Int(data[i]) << 10 ^ Int(data[i + 1]) << 5 ^ Int(data[i + 2])) & 0x7FFF
        }
        func insert(_ i: Int) {
            guard i + minimumMatch <= n else { return }
            let h = hash(i)
            previous[i & (window - 1)] = head[h]
            head[h] = i
        }
        var i = 0
        while i < n {
            var bestLength = 0, bestDistance = 0
            if i + minimumMatch <= n {
                var candidate = head[hash(i)]
                var tries = 0
                let limit = min(maximumMatch, n - i)
                while candidate >= 0, i - candidate <= window, tries < chainLimit {
                    var length = 0
                    while length < limit, data[candidate + length] == data[i + length] { length += 1 }
                    if length > bestLength {
                        bestLength = length
                        bestDistance = i - candidate
                        if length == limit { break }
                    }
                    candidate = previous[candidate & (window - 1)]
                    tries += 1
                }
            }
            if bestLength >= minimumMatch {
                writeMatch(length: bestLength, distance: bestDistance, to: &writer)
                for j in i..<(i + bestLength) { insert(j) }
                i += bestLength
            } else {
                let code = literalCodes[Int(data[i])]
                writer.write(code.bits, count: code.count)
                insert(i)
                i += 1
            }
        }
        let end = literalCodes[256]
        writer.write(end.bits, count: end.count)
        return writer.finish()
    }

    private static func writeMatch(length: Int, distance: Int, to writer: inout BitWriter) {
        var lengthIndex = lengthBases.count - 1
        while lengthBases[lengthIndex] > length { lengthIndex -= 1 }
        let code = literalCodes[257 + lengthIndex]
        writer.write(code.bits, count: code.count)
        writer.write(UInt32(length - lengthBases[lengthIndex]), count: lengthExtra[lengthIndex])
        var distanceIndex = distanceBases.count - 1
        while distanceBases[distanceIndex] > distance { distanceIndex -= 1 }
        writer.write(reversed(UInt32(distanceIndex), count: 5), count: 5)
        writer.write(UInt32(distance - distanceBases[distanceIndex]), count: distanceExtra[distanceIndex])
    }
}

/// Bits packed least-significant first, as deflate streams are.
private struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    mutating func write(_ value: UInt32, count bits: Int) {
        guard bits > 0 else { return }
        buffer |= UInt64(value & UInt32((1 << bits) - 1)) << UInt64(count)
        count += bits
        while count >= 8 {
            bytes.append(UInt8(buffer & 0xFF))
            buffer >>= 8
            count -= 8
        }
    }

    mutating func finish() -> [UInt8] {
        if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
        buffer = 0
        count = 0
        return bytes
    }
}
