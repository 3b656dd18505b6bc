import Foundation
import Testing
@testable import PlumbXML

/// Every Interface Builder file of the shared corpus imports without error, and the share of
/// constraint-positioned views whose solved frame matches IB's recorded frame (within 0.5 pt)
/// never drops below the floor recorded in `Fixtures/corpus-floors.json`.
///
/// `PLUMB_RAISE_FLOORS=1 swift test --filter CorpusTests` raises floors to what the run reached
/// (it never lowers one); `PLUMB_CORPUS_REPORT=1` prints every file's numbers and mismatches.
@Suite struct CorpusTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let corpus = fixtures.appendingPathComponent("corpus")
    static let floorsFile = fixtures.appendingPathComponent("corpus-floors.json")

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
    }()

    /// `{"file": {"compared": n, "matched": m}}` as checked in.
    static func floors() throws -> [String: [String: Int]] {
        let data = try Data(contentsOf: floorsFile)
        return try JSONDecoder().decode([String: [String: Int]].self, from: data)
    }

    @Test func theCorpusIsComplete() throws {
        #expect(Self.files.count == 58)
        let floors = try Self.floors()
        #expect(floors.keys.sorted() == Self.files)
        #expect(FileManager.default.fileExists(atPath: Self.corpus.appendingPathComponent("SOURCES.md").path))
        #expect(FileManager.default.fileExists(atPath: Self.corpus.appendingPathComponent("LICENSES").path))
    }

    @Test(arguments: files)
    func importsAndMatchesRecordedFrames(_ file: String) throws {
        let document = try XMLLayoutImporter.importFile(at: Self.corpus.appendingPathComponent(file))
        #expect(!document.layouts.isEmpty)
        var compared = 0, matched = 0
        var mismatches: [String] = []
        for layout in document.layouts {
            #expect(layout.activationErrors.isEmpty, "\(layout.name): \(layout.activationErrors)")
            let report = layout.frameReport(tolerance: 0.5)
            compared += report.compared
            matched += report.matched
            mismatches += report.mismatches.map(\.description)
        }
        if ProcessInfo.processInfo.environment["PLUMB_CORPUS_REPORT"] != nil {
            print("CORPUS \(matched)/\(compared) \(file)" + (mismatches.isEmpty ? "" : "\n  " + mismatches.joined(separator: "\n  ")))
        }
        let floor = try #require(try Self.floors()[file])
        #expect(compared == floor["compared"], "the number of compared views changed")
        let details = mismatches.joined(separator: "\n")
        #expect(matched >= floor["matched"] ?? 0, "\(matched)/\(compared) match; floor \(floor["matched"] ?? 0)\n\(details)")
        if ProcessInfo.processInfo.environment["PLUMB_RAISE_FLOORS"] != nil, matched > floor["matched"] ?? 0 || floor["compared"] == 0 {
            FloorWriter.shared.raise(file, compared: compared, matched: matched)
        }
    }
}
