import Foundation
import Testing
@testable import PlumbXML

/// Documents that try to expand entities, load files or URLs, or exhaust memory and stack are
/// refused quickly, with a clear error, and without touching what they reference.
@Suite struct HostileDocumentTests {
    /// Parses and measures; returns the error's text.
    private func refusal(_ text: String, file: String = "hostile.xml", limits: XMLLimits = .default) throws -> (XMLImportError, Duration) {
        let bytes = Array(text.utf8)
        return try refusal(bytes: bytes, file: file, limits: limits)
    }

    private func refusal(bytes: [UInt8], file: String, limits: XMLLimits = .default) throws -> (XMLImportError, Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        do {
            _ = try SafeXMLReader(limits: limits).read(bytes: bytes, file: file)
        } catch {
            return (error, clock.now - start)
        }
        Issue.record("document was accepted")
        throw CancellationError()
    }

    @Test func billionLaughsIsRefusedAtTheFirstEntityDeclaration() throws {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        text += "]>\n<lolz>&lol9;</lolz>\n"
        let (error, elapsed) = try refusal(text, file: "laughs.xml")
        #expect(elapsed < .seconds(1))
        guard case .entityDeclaration(let name, _) = error else { Issue.record("wrong error \(error)"); return }
        #expect(name == "lol")
        #expect(error.description == """
            laughs.xml:3:2: error: DOCTYPE declares entity 'lol'; entity declarations are refused (no expansion, nothing loaded)
             <!ENTITY lol "lol">
             ^
            """)
    }

    @Test func externalEntityToALocalFileIsRefusedWithoutOpeningIt() throws {
        // The entity points at a FIFO: opening it for reading would block until a writer comes,
        // so a reader that so much as opened the file would hang here.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-xxe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("secret").path
        #expect(mkfifo(fifo, 0o600) == 0)

        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n  <!ENTITY xxe SYSTEM \"file://\(fifo)\">\n]>\n<document>&xxe;</document>\n"
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let bytes = Array(text.utf8)
        Thread.detachNewThread {
            do {
                _ = try SafeXMLReader().read(bytes: bytes, file: "xxe.xml")
                outcome.set("accepted")
            } catch {
                outcome.set(String(describing: error))
            }
            done.signal()
        }
        if done.wait(timeout: .now() + 5) == .timedOut {
            // Release the blocked reader, then fail.
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            Issue.record("the parser opened the referenced file")
            return
        }
        #expect(outcome.value == """
            xxe.xml:3:3: error: DOCTYPE declares an external entity 'xxe' (SYSTEM "file://\(fifo)"); entity declarations are refused (no expansion, nothing loaded)
              <!ENTITY xxe SYSTEM "file://\(fifo)">
              ^
            """)
    }

    @Test func parameterEntitiesAreRefusedToo() throws {
        let text = "<!DOCTYPE d [<!ENTITY % remote SYSTEM \"http://127.0.0.1:9/x.dtd\"> %remote;]>\n<d/>"
        let (error, elapsed) = try refusal(text)
        #expect(elapsed < .seconds(1))
        #expect(error.description == """
            hostile.xml:1:14: error: DOCTYPE declares an external entity 'remote' (SYSTEM "http://127.0.0.1:9/x.dtd"); entity declarations are refused (no expansion, nothing loaded)
            <!DOCTYPE d [<!ENTITY % remote SYSTEM "http://127.0.0.1:9/x.dtd"> %remote;]>
                         ^
            """)
    }

    @Test func dtdFetchIsRefusedWithoutNetwork() throws {
        // Port 9 (discard) on localhost: a fetch would fail or hang; nothing is attempted.
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE document SYSTEM \"http://127.0.0.1:9/evil.dtd\">\n<document/>\n"
        let (error, elapsed) = try refusal(text, file: "dtd.xml")
        #expect(elapsed < .seconds(1))
        #expect(error == .externalSubset(systemID: "http://127.0.0.1:9/evil.dtd", publicID: nil, error.diagnostics[0]))
        #expect(error.description == """
            dtd.xml:2:1: error: DOCTYPE names an external DTD "http://127.0.0.1:9/evil.dtd"; external subsets are refused (nothing fetched)
            <!DOCTYPE document SYSTEM "http://127.0.0.1:9/evil.dtd">
            ^
            """)
    }

    @Test func aDoctypeWithoutDeclarationsIsAccepted() throws {
        let tree = try SafeXMLReader().read(bytes: Array("<!DOCTYPE document>\n<document a=\"1\"/>".utf8), file: "ok.xml")
        #expect(tree.root.name == "document")
        #expect(tree.root["a"] == "1")
    }

    /// `<document a="AAAA…"/>` with an attribute value of `count` bytes.
    private func document(withAttributeOf count: Int) -> [UInt8] {
        let head = Array("<document a=\"".utf8), tail = Array("\"/>".utf8)
        var bytes = [UInt8](repeating: UInt8(ascii: "A"), count: head.count + count + tail.count)
        bytes.replaceSubrange(0..<head.count, with: head)
        bytes.replaceSubrange(bytes.count - tail.count..<bytes.count, with: tail)
        return bytes
    }

    @Test func hundredMegabyteAttributeIsRefusedBeforeParsing() throws {
        let bytes = document(withAttributeOf: 100_000_000)
        let (error, elapsed) = try refusal(bytes: bytes, file: "huge.xml")
        #expect(elapsed < .seconds(1))
        #expect(error == .tooLarge(file: "huge.xml", bytes: 100_000_016, limit: 16 << 20))
        #expect(error.description == "huge.xml:1:1: error: document is 100000016 bytes, more than the limit of 16777216 bytes; refused before parsing")
    }

    @Test func hugeAttributeUnderARaisedSizeLimitStillStopsAtLibxml2sTextLimit() throws {
        let bytes = document(withAttributeOf: 20_000_000)
        let (error, elapsed) = try refusal(bytes: bytes, file: "huge.xml", limits: XMLLimits(maxBytes: 1 << 30, maxDepth: 128))
        #expect(elapsed < .seconds(1))
        #expect(error.diagnostics.first?.header == "huge.xml:1:13: error: AttValue length too long")
    }

    @Test func tenThousandDeepNestingIsRefusedAtTheLimit() throws {
        let text = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
        let (error, elapsed) = try refusal(text, file: "deep.xml")
        #expect(elapsed < .seconds(1))
        guard case .tooDeep(_, let limit) = error else { Issue.record("wrong error \(error)"); return }
        #expect(limit == 128)
        // The 129th <a> starts at column 3 × 128 + 1.
        #expect(error.diagnostics[0].header == "deep.xml:1:385: error: element 'a' nests deeper than the limit of 128 levels; refused")
        let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("\u{2026}<a><a>") && lines[1].hasSuffix("<a>\u{2026}"))
        #expect(lines[1].count == XMLDiagnostic.maxExcerptWidth + 2)
        #expect(lines[2] == String(repeating: " ", count: 61) + "^")
    }

    @Test func nestingJustUnderTheLimitIsAccepted() throws {
        let text = String(repeating: "<a>", count: 128) + String(repeating: "</a>", count: 128)
        var element = try SafeXMLReader().read(bytes: Array(text.utf8), file: "ok.xml").root
        var depth = 1
        while let child = element.children.first {
            element = child
            depth += 1
        }
        #expect(depth == 128)
    }
}
