/// The two checksums a PNG file carries: CRC-32 over each chunk and Adler-32 over the zlib
/// stream's uncompressed bytes.
enum Checksum {
    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// CRC-32 (ISO 3309, as PNG and zlib's `crc32`), continuing from `crc`.
    ///
    /// ```swift
    /// Checksum.crc32(Array("123456789".utf8))   // 0xCBF43926
    /// ```
    static func crc32(_ bytes: some Sequence<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
        var c = ~crc
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return ~c
    }

    /// Adler-32 (RFC 1950).
    ///
    /// ```swift
    /// Checksum.adler32(Array("Wikipedia".utf8))   // 0x11E60398
    /// ```
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var index = 0
        while index < bytes.count {
            // 5552 bytes keep the sums below 2^32 before the modulo (zlib's NMAX).
            let end = min(bytes.count, index + 5552)
            for byte in bytes[index..<end] {
                a &+= UInt32(byte)
                b &+= a
            }
            a %= 65521
            b %= 65521
            index = end
        }
        return b << 16 | a
    }
}
