import Foundation
import Testing

/// The `plumb` sessions shown in the README and the guides are real: every `$ plumb …` line in a
/// ```` ```console ```` block is run with the built `plumb` tool from the package root, and its
/// standard output must be the lines printed under it, byte for byte (and it exits non-zero exactly
/// when they show an error). A fenced block introduced
/// by a line naming a file (`` `Examples/Layouts/card.layout.xml`: ``) must be that file's text.
@Suite struct DocumentedCommandTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let documents = ["README.md", "Documentation/XMLDialect.md"]

    /// One `$ plumb …` line of a document and the output printed under it.
    struct Session: CustomTestStringConvertible, Sendable {
        var document: String
        var line: Int
        var arguments: [String]
        var expected: String
        var testDescription: String { "\(document):\(line) plumb \(arguments.joined(separator: " "))" }
    }

    /// A fenced block that claims to show a file of the package.
    struct Quoted: CustomTestStringConvertible, Sendable {
        var document: String
        var line: Int
        var file: String
        var text: String
        var testDescription: String { "\(document):\(line) \(file)" }
    }

    static func blocks(of document: String) -> [(line: Int, info: String, before: String, body: [String])] {
        let text = (try? String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)) ?? ""
        let lines = text.components(separatedBy: "\n")
        var out: [(Int, String, String, [String])] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else { index += 1; continue }
            let info = String(lines[index].dropFirst(3))
            let before = lines[..<index].last(where: { !$0.isEmpty }) ?? ""
            let start = index + 1
            var end = start
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            out.append((start, info, before, Array(lines[start..<min(end, lines.count)])))
            index = end + 1
        }
        return out
    }

    static let sessions: [Session] = documents.flatMap { document in
        blocks(of: document).filter { $0.info == "console" }.flatMap { block -> [Session] in
            var sessions: [Session] = []
            for (offset, line) in block.body.enumerated() {
                if line.hasPrefix("$ plumb ") {
                    let arguments = line.dropFirst("$ plumb ".count).split(separator: " ").map(String.init)
                    sessions.append(Session(document: document, line: block.line + offset + 1, arguments: arguments, expected: ""))
                } else if !sessions.isEmpty {
                    sessions[sessions.count - 1].expected += line + "\n"
                }
            }
            return sessions
        }
    }

    static let quoted: [Quoted] = documents.flatMap { document in
        blocks(of: document).compactMap { block -> Quoted? in
            let before = block.before.trimmingCharacters(in: .whitespaces)
            guard before.hasPrefix("`"), before.hasSuffix("`:") else { return nil }
            let file = String(before.dropFirst().dropLast(2))
            return Quoted(document: document, line: block.line, file: file, text: block.body.joined(separator: "\n") + "\n")
        }
    }

    /// The `plumb` executable built beside the tests: next to the test runner on Linux, next to
    /// the `.xctest` bundle on macOS (where the runner is Xcode's), else in the default build folder.
    static var tool: URL {
        var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        folders += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
        folders.append(root.appendingPathComponent(".build/debug"))
        let candidates = folders.map { $0.appendingPathComponent("plumb") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    @Test func theDocumentsShowSessions() {
        #expect(Self.sessions.count >= 5, "\(Self.sessions.map(\.testDescription))")
        #expect(Self.quoted.count >= 1)
    }

    @Test(arguments: sessions)
    func sessionPrintsWhatTheDocumentShows(_ session: Session) throws {
        let process = Process()
        process.executableURL = Self.tool
        process.arguments = session.arguments
        process.currentDirectoryURL = Self.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let printed = String(decoding: data, as: UTF8.self)
        #expect(printed == session.expected, "\(session.testDescription) printed:\n\(printed)")
        // A session that shows an error exits non-zero, one that shows none exits 0.
        #expect((process.terminationStatus != 0) == session.expected.contains(": error:"), "\(session.testDescription)")
    }

    @Test(arguments: quoted)
    func quotedFileIsTheFile(_ quoted: Quoted) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(quoted.file), encoding: .utf8)
        #expect(text == quoted.text, "\(quoted.testDescription)")
    }
}
