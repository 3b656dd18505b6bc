import Foundation
@testable import PlumbRender

/// An independent reader of the PNG files PlumbRender writes (8-bit RGB, one zlib stream, the
/// "None" and "Up" filters, stored or fixed-Huffman deflate blocks), written from the PNG and
/// deflate specifications to check the encoder: every chunk's CRC, the zlib header and Adler-32,
/// and the pixels.
struct PNGDecoder {
    enum Failure: Error, Equatable { case signature, chunk(String), crc(String), zlib, deflate(String), adler, filter(UInt8), size }

    let width: Int
    let height: Int
    let pixels: [UInt8]
    /// Chunk types in file order.
    let chunks: [String]

    init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure.signature }
        var offset = 8, types: [String] = [], header: [UInt8] = [], data: [UInt8] = []
        func be32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        while offset + 12 <= bytes.count {
            let length = be32(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { throw Failure.chunk(type) }
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            guard UInt32(be32(offset + 8 + length)) == Checksum.crc32(Array(bytes[(offset + 4)..<(offset + 8)]) + body) else { throw Failure.crc(type) }
            types.append(type)
            if type == "IHDR" { header = body }
            if type == "IDAT" { data += body }
            offset += 12 + length
        }
        guard header.count == 13, header[8] == 8, header[9] == 2 else { throw Failure.chunk("IHDR") }
        width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        chunks = types
        guard data.count >= 6, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0, data[0] & 0x0F == 8 else { throw Failure.zlib }
        let raw = try Self.inflate(Array(data[2..<(data.count - 4)]))
        guard UInt32(data.suffix(4).reduce(0) { $0 << 8 | Int($1) }) == Checksum.adler32(raw) else { throw Failure.adler }
        let stride = width * 3
        guard raw.count == (stride + 1) * height else { throw Failure.size }
        var out = [UInt8](repeating: 0, count: stride * height)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            for i in 0..<stride {
                let value = raw[row * (stride + 1) + 1 + i]
                switch filter {
                case 0: out[row * stride + i] = value
                case 2: out[row * stride + i] = value &+ (row == 0 ? 0 : out[(row - 1) * stride + i])
                default: throw Failure.filter(filter)
                }
            }
        }
        pixels = out
    }

    /// RFC 1951 for stored and fixed-Huffman blocks.
    static func inflate(_ input: [UInt8]) throws -> [UInt8] {
        var position = 0   // in bits
        func bit() throws -> Int {
            guard position / 8 < input.count else { throw Failure.deflate("end of data") }
            defer { position += 1 }
            return Int(input[position / 8] >> (position % 8)) & 1
        }
        func bits(_ count: Int) throws -> Int {
            var value = 0
            for i in 0..<count { value |= try bit() << i }
            return value
        }
        /// A Huffman code, read most significant bit first.
        func code(_ count: Int) throws -> Int {
            var value = 0
            for _ in 0..<count { value = value << 1 | (try bit()) }
            return value
        }
        func literal() throws -> Int {
            var value = try code(7)
            if value <= 0x17 { return value + 256 }
            value = value << 1 | (try bit())
            if value >= 0x30, value <= 0xBF { return value - 0x30 }
            if value >= 0xC0, value <= 0xC7 { return value - 0xC0 + 280 }
            value = value << 1 | (try bit())
            guard value >= 0x190, value <= 0x1FF else { throw Failure.deflate("bad literal code") }
            return value - 0x190 + 144
        }
        let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
        let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
        var out: [UInt8] = []
        var last = 0
        while last == 0 {
            last = try bit()
            switch try bits(2) {
            case 0:
                position = (position + 7) / 8 * 8
                let length = try bits(16), complement = try bits(16)
                guard length == ~complement & 0xFFFF, position / 8 + length <= input.count else { throw Failure.deflate("stored length") }
                out += input[(position / 8)..<(position / 8 + length)]
                position += length * 8
            case 1:
                while true {
                    let symbol = try literal()
                    if symbol < 256 { out.append(UInt8(symbol)); continue }
                    if symbol == 256 { break }
                    let index = symbol - 257
                    guard index < lengthBases.count else { throw Failure.deflate("bad length") }
                    let length = lengthBases[index] + (try bits(lengthExtra[index]))
                    let d = try code(5)
                    guard d < distanceBases.count else { throw Failure.deflate("bad distance") }
                    let distance = distanceBases[d] + (try bits(distanceExtra[d]))
                    guard distance <= out.count else { throw Failure.deflate("distance too far") }
                    for _ in 0..<length { out.append(out[out.count - distance]) }
                }
            default: throw Failure.deflate("unsupported block type")
            }
        }
        return out
    }
}
