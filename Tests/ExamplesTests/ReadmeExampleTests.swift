import Foundation
import PlumbExamples
import Testing

/// The README's short example is `ReadmeExample.run`, verbatim, and prints what its comments say.
@Suite struct ReadmeExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The lines of `text` between the first line containing `start` and the next containing `end`.
    func block(_ text: String, from start: String, to end: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let s = lines.firstIndex(where: { $0.contains(start) }),
              let e = lines[(s + 1)...].firstIndex(where: { $0.contains(end) }) else { return [] }
        return lines[(s + 1)..<e].map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func readmeShowsTheCompiledSnippet() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/PlumbExamples/ReadmeExample.swift"), encoding: .utf8)
        let shown = block(readme, from: "```swift", to: "```").filter { !$0.hasPrefix("import ") && !$0.isEmpty }
        let compiled = block(source, from: "// README:BEGIN", to: "// README:END").filter { !$0.isEmpty }
        #expect(!compiled.isEmpty)
        #expect(shown == compiled)
    }

    @Test func snippetPrintsWhatItsCommentsSay() {
        var printed: [String] = []
        ReadmeExample.run { printed.append("\($0)") }
        // "Welcome back" in bold 20 pt: 6.41 em × 20 × 1.06 = 135.9 → 136 wide; one line 23.86 → 24 tall.
        #expect(printed.first == "root/title (8, 55, 136, 24)")
        #expect(printed.count == 2)
        #expect(printed.last?.hasPrefix("plumb-ir/1") == true)
    }
}
