import Foundation

/// Serialises floor updates from parallel test cases.
final class FloorWriter: @unchecked Sendable {
    static let shared = FloorWriter()
    private let lock = NSLock()

    func raise(_ file: String, compared: Int, matched: Int) {
        lock.withLock {
            guard var floors = try? CorpusTests.floors() else { return }
            floors[file] = ["compared": compared, "matched": max(matched, floors[file]?["matched"] ?? 0)]
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            if let data = try? encoder.encode(floors) {
                try? (String(decoding: data, as: UTF8.self) + "\n").write(to: CorpusTests.floorsFile, atomically: true, encoding: .utf8)
            }
        }
    }
}
