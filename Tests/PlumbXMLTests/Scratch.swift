import Testing
import Foundation
@testable import PlumbXML

@Test func scratchCorpus() throws {
    let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/corpus")
    let only = ProcessInfo.processInfo.environment["ONLY"]
    let verbose = ProcessInfo.processInfo.environment["VERBOSE"] != nil
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { ($0.hasSuffix(".xib") || $0.hasSuffix(".storyboard")) && (only == nil || $0.contains(only!)) }.sorted()
    var total = 0, ok = 0
    for f in files {
        let doc = try XMLLayoutImporter.importFile(at: dir.appendingPathComponent(f))
        var c = 0, m = 0
        var lines: [String] = []
        for layout in doc.layouts {
            let r = layout.frameReport()
            c += r.compared; m += r.matched
            lines += r.mismatches.map { "    " + $0.description.replacingOccurrences(of: dir.path + "/", with: "") }
        }
        total += c; ok += m
        print(String(format: "%6.2f%% %4d/%4d  %@", c == 0 ? 100 : 100.0 * Double(m) / Double(c), m, c, f))
        if verbose { for l in lines { print(l) } }
    }
    print(String(format: "TOTAL %.2f%% %d/%d", 100.0 * Double(ok) / Double(max(total, 1)), ok, total))
}
