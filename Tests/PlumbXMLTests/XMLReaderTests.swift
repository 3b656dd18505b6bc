import Foundation
import Testing
@testable import PlumbXML

@Suite struct XMLReaderTests {
    @Test func elementsAndAttributesCarryTheirStartPositions() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment with <fake> tags -->
            <layout>
              <view id="title"
                    width="20"/><view id="b"/>
              <![CDATA[ <not-a-tag x="1"> ]]>
              <view id="é" name="x"/>
            </layout>
            """
        let tree = try SafeXMLReader().read(bytes: Array(text.utf8), file: "p.xml")
        #expect(tree.root.location == SourceLocation(file: "p.xml", line: 3, column: 1))
        let views = tree.root.children
        #expect(views.map(\.location) == [
            SourceLocation(file: "p.xml", line: 4, column: 3),
            SourceLocation(file: "p.xml", line: 5, column: 21),
            SourceLocation(file: "p.xml", line: 7, column: 3),
        ])
        #expect(views[0].location(of: "width") == SourceLocation(file: "p.xml", line: 5, column: 9))
        // Columns count characters: "é" is one (two bytes), so name= starts at column 16.
        #expect(views[2].location(of: "name") == SourceLocation(file: "p.xml", line: 7, column: 16))
        #expect(views[2]["id"] == "é")
        #expect(tree.root.text.contains("<not-a-tag x=\"1\">"))
    }

    @Test func startTagsAfterDeclarationsCommentsAndCDATAKeepTheirColumns() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE layout [ <!ELEMENT layout ANY> <!-- a '>' here --> <!ATTLIST layout note CDATA "a>b"> ]>
            <layout note='x > y'><!-- <fake a="1"> --><![CDATA[<no>]]><view
              id="v" w = "1"/></layout>
            """
        let tags = StartTagScanner.scan(Array(text.utf8))
        #expect(tags == [
            StartTagScanner.Tag(name: "layout", line: 3, column: 1, attributes: [.init(name: "note", line: 3, column: 9)]),
            StartTagScanner.Tag(name: "view", line: 3, column: 59, attributes: [
                .init(name: "id", line: 4, column: 3), .init(name: "w", line: 4, column: 10),
            ]),
        ])
    }

    @Test func sourceTextFindsLinesColumnsAndExcerpts() {
        let text = SourceText("ab\r\ncé\n\nlast")
        #expect(text.lineCount == 4)
        #expect(text.line(1) == "ab")
        #expect(text.line(2) == "cé")
        #expect(text.line(3) == "")
        #expect(text.line(5) == nil)
        // "é" is two bytes but one column.
        #expect(text.position(ofByte: 7).line == 2 && text.position(ofByte: 7).column == 3)
        let long = SourceText(String(repeating: "0123456789", count: 30))
        let excerpt = long.excerpt(line: 1, column: 151, width: 20)
        #expect(excerpt?.text == "\u{2026}01234567890123456789\u{2026}")
        #expect(excerpt?.column == 12)
    }

    @Test func malformedDocumentsReportEveryLibxml2ErrorWithCaret() throws {
        do {
            _ = try SafeXMLReader().read(bytes: Array("<a>\n  <b x='1'>\n</a>".utf8), file: "bad.xml")
            Issue.record("accepted")
        } catch {
            #expect(error.description == """
                bad.xml:3:5: error: Opening and ending tag mismatch: b line 2 and a
                </a>
                    ^
                bad.xml:3:5: error: Premature end of data in tag a line 1
                </a>
                    ^
                """)
        }
    }

    @Test func undefinedEntitiesAreErrors() throws {
        #expect(throws: XMLImportError.self) { try SafeXMLReader().read(bytes: Array("<a>&nope;</a>".utf8), file: "e.xml") }
        do {
            _ = try SafeXMLReader().read(bytes: Array("<a>&nope;</a>".utf8), file: "e.xml")
        } catch {
            #expect(error.description == "e.xml:1:10: error: Entity 'nope' not defined\n<a>&nope;</a>\n         ^")
        }
    }

    @Test func emptyInputIsAnError() throws {
        do {
            _ = try SafeXMLReader().read(bytes: [], file: "empty.xml")
            Issue.record("accepted")
        } catch {
            #expect(error.diagnostics.map(\.header) == ["empty.xml:1:1: error: Document is empty"])
        }
    }

    @Test func readersRunInParallelWithoutSharedState() async throws {
        let good = Array("<a><b c='1'/></a>".utf8)
        let bad = Array("<a><b></a>".utf8)
        try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<64 {
                group.addTask {
                    do {
                        let tree = try SafeXMLReader().read(bytes: index.isMultiple(of: 2) ? good : bad, file: "f\(index).xml")
                        return "ok \(tree.root.children[0]["c"] ?? "")"
                    } catch {
                        return (error as? XMLImportError)?.diagnostics.first?.header ?? "?"
                    }
                }
            }
            var results: [String] = []
            for try await result in group { results.append(result) }
            #expect(results.filter { $0 == "ok 1" }.count == 32)
            // Each failure names its own file: errors never leak between parses.
            let failures = results.filter { $0 != "ok 1" }.sorted()
            let expected = (0..<64).filter { !$0.isMultiple(of: 2) }
                .map { "f\($0).xml:1:11: error: Opening and ending tag mismatch: b line 1 and a" }.sorted()
            #expect(failures == expected)
        }
    }

    @Test func diagnosticsRenderLikeACompiler() {
        let tabbed = XMLDiagnostic(.warning, "unknown element 'vew'",
                                   at: SourceLocation(file: "a.xml", line: 2, column: 3), sourceLine: "\t\t<vew/>")
        #expect(tabbed.description == "a.xml:2:3: warning: unknown element 'vew'\n\t\t<vew/>\n\t\t^")
        let bare = XMLDiagnostic(.note, "here", at: SourceLocation(file: "a.xml", line: 9, column: 1))
        #expect(bare.description == "a.xml:9:1: note: here")
    }
}
