/// A small strict JSON parser over UTF-8 bytes. Also accepts the tokens `NaN`, `Infinity`
/// and `-Infinity` (Python writes them) so that they can be reported as non-finite numbers.
struct JSONParser {
    let bytes: [UInt8]
    var pos = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one document; errors carry line and column.
    static func parse(_ bytes: [UInt8]) throws(LinearSystemError) -> JSONValue {
        var p = JSONParser(bytes)
        p.skipSpace()
        let v = try p.value(depth: 0)
        p.skipSpace()
        if p.pos < bytes.count { throw p.fail("unexpected text after the document") }
        return v
    }

    func fail(_ what: String) -> LinearSystemError {
        var line = 1, column = 1
        for b in bytes[0..<min(pos, bytes.count)] {
            if b == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return .notJSON(line: line, column: column, reason: what)
    }

    mutating func skipSpace() {
        while pos < bytes.count {
            let b = bytes[pos]
            if b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { pos += 1 } else { break }
        }
    }

    mutating func literal(_ word: String) -> Bool {
        let w = Array(word.utf8)
        guard pos + w.count <= bytes.count, Array(bytes[pos..<pos + w.count]) == w else { return false }
        pos += w.count
        return true
    }

    mutating func value(depth: Int) throws(LinearSystemError) -> JSONValue {
        guard depth < 512 else { throw fail("nesting too deep") }
        guard pos < bytes.count else { throw fail("unexpected end of input") }
        switch bytes[pos] {
        case UInt8(ascii: "{"):
            pos += 1
            var members: [(String, JSONValue)] = []
            skipSpace()
            if pos < bytes.count && bytes[pos] == UInt8(ascii: "}") { pos += 1; return .object(members) }
            while true {
                skipSpace()
                guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else { throw fail("expected a string key") }
                let k = try string()
                skipSpace()
                guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else { throw fail("expected ':'") }
                pos += 1
                skipSpace()
                members.append((k, try value(depth: depth + 1)))
                skipSpace()
                guard pos < bytes.count else { throw fail("unexpected end of input in an object") }
                if bytes[pos] == UInt8(ascii: ",") { pos += 1; continue }
                if bytes[pos] == UInt8(ascii: "}") { pos += 1; return .object(members) }
                throw fail("expected ',' or '}'")
            }
        case UInt8(ascii: "["):
            pos += 1
            var items: [JSONValue] = []
            skipSpace()
            if pos < bytes.count && bytes[pos] == UInt8(ascii: "]") { pos += 1; return .array(items) }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard pos < bytes.count else { throw fail("unexpected end of input in an array") }
                if bytes[pos] == UInt8(ascii: ",") { pos += 1; continue }
                if bytes[pos] == UInt8(ascii: "]") { pos += 1; return .array(items) }
                throw fail("expected ',' or ']'")
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"):
            if literal("true") { return .bool(true) }
        case UInt8(ascii: "f"):
            if literal("false") { return .bool(false) }
        case UInt8(ascii: "n"):
            if literal("null") { return .null }
        case UInt8(ascii: "N"):
            if literal("NaN") { return .number(.nan) }
        case UInt8(ascii: "I"):
            if literal("Infinity") { return .number(.infinity) }
        default:
            if literal("-Infinity") { return .number(-.infinity) }
            return .number(try number())
        }
        throw fail("unexpected character")
    }

    mutating func number() throws(LinearSystemError) -> Double {
        let start = pos
        if pos < bytes.count && bytes[pos] == UInt8(ascii: "-") { pos += 1 }
        var digits = 0
        while pos < bytes.count, bytes[pos] >= 0x30 && bytes[pos] <= 0x39 { pos += 1; digits += 1 }
        guard digits > 0 else { throw fail("unexpected character") }
        if pos < bytes.count && bytes[pos] == UInt8(ascii: ".") {
            pos += 1
            var frac = 0
            while pos < bytes.count, bytes[pos] >= 0x30 && bytes[pos] <= 0x39 { pos += 1; frac += 1 }
            guard frac > 0 else { throw fail("expected digits after '.'") }
        }
        if pos < bytes.count && (bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E")) {
            pos += 1
            if pos < bytes.count && (bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-")) { pos += 1 }
            var exp = 0
            while pos < bytes.count, bytes[pos] >= 0x30 && bytes[pos] <= 0x39 { pos += 1; exp += 1 }
            guard exp > 0 else { throw fail("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<pos], as: UTF8.self)
        guard let d = Double(text) else { throw fail("bad number \(text)") }
        return d
    }

    mutating func string() throws(LinearSystemError) -> String {
        pos += 1
        var out: [UInt8] = []
        while pos < bytes.count {
            let b = bytes[pos]
            pos += 1
            if b == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
            if b < 0x20 { throw fail("control character in a string") }
            if b != UInt8(ascii: "\\") { out.append(b); continue }
            guard pos < bytes.count else { break }
            let e = bytes[pos]
            pos += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hex4()
                if code >= 0xD800 && code < 0xDC00 {
                    guard literal("\\u") else { throw fail("unpaired surrogate") }
                    let low = try hex4()
                    guard low >= 0xDC00 && low < 0xE000 else { throw fail("unpaired surrogate") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if code >= 0xDC00 && code < 0xE000 {
                    throw fail("unpaired surrogate")
                }
                guard let scalar = Unicode.Scalar(code) else { throw fail("bad \\u escape") }
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                throw fail("bad escape")
            }
        }
        throw fail("unterminated string")
    }

    mutating func hex4() throws(LinearSystemError) -> UInt32 {
        guard pos + 4 <= bytes.count else { throw fail("bad \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[pos]
            pos += 1
            let d: UInt32
            switch b {
            case 0x30...0x39: d = UInt32(b - 0x30)
            case 0x41...0x46: d = UInt32(b - 0x41 + 10)
            case 0x61...0x66: d = UInt32(b - 0x61 + 10)
            default: throw fail("bad \\u escape")
            }
            v = v * 16 + d
        }
        return v
    }
}
