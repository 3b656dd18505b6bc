import Benchmark
import Foundation
import PlumbXML

/// The importer on real files: the shared corpus of 58 Interface Builder documents (copied into
/// `Tests/PlumbXMLTests/Fixtures/corpus`), read from disk before the measurement starts.
///
/// * `import corpus` — parse with libxml2 and lower to view trees (no layout);
/// * `check corpus` — import, lay out every scene and compare with the recorded frames, as
///   `plumb check` does (ambiguity analysis included);
/// * `check largest` — the same for the corpus's largest document alone.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))
    let corpus = CorpusFiles.load()
    Benchmark("import corpus (\(corpus.count) files)", configuration: .init(maxIterations: 20)) { benchmark in
        for _ in benchmark.scaledIterations {
            for file in corpus {
                blackHole(try? XMLLayoutImporter.importBytes(file.bytes, file: file.name))
            }
        }
    }
    Benchmark("check corpus (\(corpus.count) files)", configuration: .init(maxIterations: 10)) { benchmark in
        for _ in benchmark.scaledIterations {
            for file in corpus {
                blackHole(try? XMLLayoutImporter.importBytes(file.bytes, file: file.name).check())
            }
        }
    }
    if let largest = corpus.max(by: { $0.bytes.count < $1.bytes.count }) {
        Benchmark("check largest (\(largest.name), \(largest.bytes.count / 1000) kB)", configuration: .init(maxIterations: 50)) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try? XMLLayoutImporter.importBytes(largest.bytes, file: largest.name).check())
            }
        }
    }
}

/// The corpus documents in name order, as bytes.
enum CorpusFiles {
    static func load() -> [(name: String, bytes: [UInt8])] {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/PlumbXMLTests/Fixtures/corpus")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        return names.compactMap { name in
            (try? Data(contentsOf: folder.appendingPathComponent(name))).map { (name, Array($0)) }
        }
    }
}
