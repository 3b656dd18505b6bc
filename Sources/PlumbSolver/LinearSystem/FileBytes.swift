#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file with the C library (no Foundation).
enum FileBytes {
    static func read(_ path: String) throws(LinearSystemError) -> [UInt8] {
        guard let f = fopen(path, "rb") else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { fclose(f) }
        var out: [UInt8] = []
        var buf = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buf.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, f) }
            if n > 0 { out.append(contentsOf: buf[0..<n]) }
            if n < buf.count {
                if ferror(f) != 0 { throw .unreadable(path: path, reason: "read error") }
                break
            }
        }
        return out
    }
}
