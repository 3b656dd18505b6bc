/// Writes a ``Bitmap`` as a PNG file: 8-bit RGB, not interlaced, each row filtered against the
/// one above (wireframes repeat down the page), one zlib stream in one IDAT chunk.
enum PNGEncoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func encode(_ image: Bitmap) -> [UInt8] {
        var out = signature
        var header: [UInt8] = []
        header += bigEndian(UInt32(image.width))
        header += bigEndian(UInt32(image.height))
        header += [8, 2, 0, 0, 0]   // bit depth 8, colour type 2 (RGB), deflate, adaptive filters, no interlace
        appendChunk("IHDR", header, to: &out)
        appendChunk("IDAT", zlib(filtered(image)), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// The scanlines with their filter bytes: the first row as it is (0), the others as the
    /// difference from the row above (2, "Up").
    static func filtered(_ image: Bitmap) -> [UInt8] {
        let stride = image.width * 3
        var out: [UInt8] = []
        out.reserveCapacity((stride + 1) * image.height)
        for row in 0..<image.height {
            let start = row * stride
            if row == 0 {
                out.append(0)
                out += image.pixels[start..<(start + stride)]
            } else {
                out.append(2)
                for i in start..<(start + stride) { out.append(image.pixels[i] &- image.pixels[i - stride]) }
            }
        }
        return out
    }

    /// A zlib stream (RFC 1950): header, deflate data, Adler-32 of the input.
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        [0x78, 0x9C] + Deflate.compress(data) + bigEndian(Checksum.adler32(data))
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        out += bigEndian(UInt32(data.count))
        out += typeBytes
        out += data
        out += bigEndian(Checksum.crc32(data, continuing: Checksum.crc32(typeBytes)))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
