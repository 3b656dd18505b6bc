import Foundation
import Testing
@testable import PlumbXML

/// The `.layout.xml` dialect: schema validation, semantic checks, and solved frames computed by hand.
@Suite struct DialectTests {
    private func importDialect(_ text: String, file: String = "card.layout.xml", options: ImportOptions = ImportOptions()) throws(XMLImportError) -> ImportedDocument {
        try LayoutDialect.importBytes(Array(text.utf8), file: file, options: options)
    }

    @Test func titleBelowTheSafeArea() throws {
        let document = try importDialect("""
            <layout width="390" height="844" safeArea="47 0 34 0">
              <view id="title" intrinsicSize="120 21"/>
              <constraint first="title.top" second="root.safeArea.top" constant="8"/>
              <constraint first="title.leading" second="root.margins.leading"/>
            </layout>
            """, file: "title.layout.xml")
        // Margins default to 8, measured from the safe area: leading 0 + 8; top 47 + 8.
        #expect(try document.framesJSON() == """
            {"document":"title.layout.xml","scenes":[{"name":"title","size":[390,844],"views":[{"id":"root","path":"root","frame":[0,0,390,844]},{"id":"title","path":"root/title","frame":[8,55,120,21]}]}]}

            """)
        #expect(try document.framesText() == """
            == title (390x844)
            root [root] (0, 0, 390, 844)
              title [title] (8, 55, 120, 21)

            """)
        let layout = try #require(document.layouts.first)
        // The window's size is the engine's (edit variables), not a constraint of the file.
        #expect(layout.constraints.map(\.description) == [
            "<root/title.top == root.safeArea.top + 8 (title.layout.xml:3:3)>",
            "<root/title.leading == root.layoutMargins.leading (title.layout.xml:4:3)>",
        ])
        #expect(document.check().isClean)
    }

    @Test func stackViewsPrioritiesMultipliersAndGuides() throws {
        let document = try importDialect("""
            <layout width="400" height="300" margins="10 20 10 20">
              <stack id="row" axis="horizontal" distribution="fillEqually" alignment="center" spacing="10">
                <view id="a" intrinsicSize="50 40"/>
                <view id="b" intrinsicSize="50 60"/>
              </stack>
              <view id="side"/>
              <guide id="gap"/>
              <constraint first="row.leading" second="root.margins.leading"/>
              <constraint first="row.trailing" second="root.margins.trailing"/>
              <constraint first="row.top" second="root.margins.top"/>
              <constraint first="side.width" second="row.width" multiplier="1:4"/>
              <constraint first="side.height" constant="30"/>
              <constraint first="side.height" constant="500" priority="low"/>
              <constraint first="gap.top" second="row.bottom"/>
              <constraint first="gap.height" constant="15" identifier="gap-height"/>
              <constraint first="side.top" second="gap.bottom"/>
              <constraint first="side.trailing" relation="&lt;=" second="root.trailing" constant="-20"/>
              <constraint first="side.trailing" second="root.trailing" priority="fittingSize"/>
            </layout>
            """)
        let layout = try #require(document.layouts.first)
        func frame(_ id: String) throws -> CGRect {
            let view = try #require(layout.views.first { $0.objectID == id })
            return layout.solvedFrame(of: view)
        }
        // Row: from 20 to 380 (360 wide), top 10; two equal columns of (360 − 10) / 2 = 175,
        // the row as tall as its tallest view (60), views centred.
        #expect(try frame("row") == CGRect(x: 20, y: 10, width: 360, height: 60))
        #expect(try frame("a") == CGRect(x: 0, y: 10, width: 175, height: 40))
        #expect(try frame("b") == CGRect(x: 185, y: 0, width: 175, height: 60))
        // Side: a quarter of the row (90), 30 tall (the required height beats the low one),
        // 15 below the row; its trailing edge at most 400 − 20, pulled to 400 weakly.
        #expect(try frame("side") == CGRect(x: 290, y: 85, width: 90, height: 30))
        let gap = try #require(layout.root.layoutGuides.first { $0.identifier == "gap" })
        #expect(gap.layoutFrame.minY == 70 && gap.layoutFrame.height == 15)
    }

    @Test func rightToLeftFlipsLeadingAndTrailing() throws {
        let document = try importDialect("""
            <layout width="200" height="100" direction="rightToLeft" margins="0 0 0 0">
              <view id="badge" intrinsicSize="40 20"/>
              <constraint first="badge.leading" second="root.leading" constant="10"/>
              <constraint first="badge.top" second="root.top" constant="5"/>
            </layout>
            """)
        let layout = try #require(document.layouts.first)
        let badge = try #require(layout.views.first { $0.objectID == "badge" })
        // Leading is the right edge: x = 200 − 10 − 40.
        #expect(layout.solvedFrame(of: badge) == CGRect(x: 150, y: 5, width: 40, height: 20))
    }

    @Test func devicesGiveSizeAndSafeArea() throws {
        let document = try importDialect("""
            <layout device="retina6_12">
              <view id="bar" intrinsicSize="none 44"/>
              <constraint first="bar.bottom" second="root.safeArea.bottom"/>
              <constraint first="bar.leading" second="root.leading"/>
              <constraint first="bar.trailing" second="root.trailing"/>
            </layout>
            """)
        let layout = try #require(document.layouts.first)
        let bar = try #require(layout.views.first { $0.objectID == "bar" })
        // 393 × 852, home indicator 34: the bar ends at 818.
        #expect(layout.solvedFrame(of: bar) == CGRect(x: 0, y: 774, width: 393, height: 44))
    }

    @Test func anOrientationOptionTurnsTheDevice() throws {
        var options = ImportOptions()
        options.orientation = .landscape
        let document = try importDialect("""
            <layout device="retina6_12" orientation="portrait">
              <view id="bar" intrinsicSize="none 44"/>
              <constraint first="bar.bottom" second="root.safeArea.bottom"/>
              <constraint first="bar.leading" second="root.safeArea.leading"/>
              <constraint first="bar.trailing" second="root.safeArea.trailing"/>
            </layout>
            """, options: options)
        let layout = try #require(document.layouts.first)
        let bar = try #require(layout.views.first { $0.objectID == "bar" })
        // 852 × 393 sideways: 59 pt of safe area left and right, 21 below.
        #expect(layout.root.frame.size == CGSize(width: 852, height: 393))
        #expect(layout.solvedFrame(of: bar) == CGRect(x: 59, y: 328, width: 734, height: 44))
    }

    @Test func schemaViolationsAreLocatedAndSayWhatWasExpected() throws {
        do {
            _ = try importDialect("""
                <layout width="390" height="844">
                  <view id="title" colour="red"/>
                  <view id="title"/>
                  <constraint first="title.tpo" second="root.top" multiplier="x"/>
                  <vew id="x"/>
                </layout>
                """)
            Issue.record("accepted")
        } catch {
            #expect(error.description == """
                card.layout.xml:2:20: error: Element 'view', attribute 'colour': The attribute 'colour' is not allowed.
                  <view id="title" colour="red"/>
                                   ^
                card.layout.xml:3:9: error: Element 'view', attribute 'id': duplicate id 'title'; every view, stack and guide needs its own id.
                  <view id="title"/>
                        ^
                card.layout.xml:4:15: error: Element 'constraint', attribute 'first': expected an anchor such as 'title.top', 'root.safeArea.bottom' or 'card.margins.leading', found 'title.tpo'.
                  <constraint first="title.tpo" second="root.top" multiplier="x"/>
                              ^
                card.layout.xml:4:51: error: Element 'constraint', attribute 'multiplier': expected a decimal (0.5), a ratio (1:2) or a fraction (1/3), found 'x'.
                  <constraint first="title.tpo" second="root.top" multiplier="x"/>
                                                                  ^
                card.layout.xml:5:3: error: Element 'vew': This element is not expected. Expected <view>, <stack>, <guide> or <constraint>.
                  <vew id="x"/>
                  ^
                """)
        }
    }

    @Test func danglingIDsAndMismatchedAnchorsAreErrors() throws {
        do {
            _ = try importDialect("""
                <layout width="390" height="844">
                  <view id="a"/>
                  <guide id="g"/>
                  <constraint first="nope.top" second="a.top"/>
                  <constraint first="a.top" second="a.width"/>
                  <constraint first="a.top" constant="3"/>
                  <constraint first="g.safeArea.top" second="a.top"/>
                </layout>
                """)
            Issue.record("accepted")
        } catch {
            #expect(error.description == """
                card.layout.xml:4:15: error: 'nope' in 'nope.top' is not the id of a view, stack or guide; known ids: a, g, root
                  <constraint first="nope.top" second="a.top"/>
                              ^
                card.layout.xml:5:29: error: cannot relate a y-axis anchor 'a.top' to a dimension anchor 'a.width'
                  <constraint first="a.top" second="a.width"/>
                                            ^
                card.layout.xml:6:15: error: 'a.top' is a position: it needs a 'second' anchor (only width and height can equal a constant)
                  <constraint first="a.top" constant="3"/>
                              ^
                card.layout.xml:7:15: error: 'g' is a layout guide; 'safeArea' belongs to views
                  <constraint first="g.safeArea.top" second="a.top"/>
                              ^
                """)
        }
    }

    @Test func aLayoutNeedsASize() throws {
        do {
            _ = try importDialect("<layout><view id=\"a\"/></layout>")
            Issue.record("accepted")
        } catch {
            #expect(error.description == "card.layout.xml:1:1: error: a layout needs width and height, or a device\n<layout><view id=\"a\"/></layout>\n^")
        }
    }

    @Test func theShippedSchemaFileIsTheOneInTheLibrary() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Documentation/plumb-layout.xsd")
        let shipped = try String(contentsOf: url, encoding: .utf8)
        #expect(shipped == PlumbLayoutSchema.text + "\n")
    }

    @Test func importerChoosesTheFormatByContent() throws {
        let dialect = try XMLLayoutImporter.importBytes(Array("<layout width='10' height='10'/>".utf8), file: "a.xml")
        #expect(dialect.format == .dialect)
        #expect(LayoutDialect.looksLikeDialect(Array("<?xml version='1.0'?>\n<!-- x -->\n<layout/>".utf8)))
        #expect(!LayoutDialect.looksLikeDialect(Array("<document/>".utf8)))
    }
}
