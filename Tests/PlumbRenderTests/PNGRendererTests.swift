import Foundation
import Testing
import PlumbCore
@testable import PlumbRender

/// The PNG wireframe: checksums and deflate against known values and an independent decoder,
/// pixels where the wireframe puts them, and a golden picture.
@Suite struct PNGRendererTests {
    /// A 100 × 60 root with one 40 × 20 box at (10, 10).
    func boxScreen() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 60), name: "root")
        let box = View(name: "box")
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 40),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        return root
    }

    @Test func checksumsMatchTheirReferenceValues() {
        #expect(Checksum.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Checksum.crc32(Array("".utf8)) == 0)
        #expect(Checksum.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Checksum.adler32([]) == 1)
        // Past zlib's 5552-byte block: the running sums are reduced in time.
        #expect(Checksum.adler32([UInt8](repeating: 0xFF, count: 100_000)) == 0x149A_302C)   // zlib.adler32
    }

    static func sample(_ name: String) -> [UInt8] {
        switch name {
        case "text": Array(String(repeating: "The same layout in any frontend gives the same frames. ", count: 40).utf8)
        case "zeros": [UInt8](repeating: 0, count: 70_000)
        case "noise": (0..<50_000).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
        default: []
        }
    }

    @Test(arguments: ["empty", "text", "zeros", "noise"])
    func deflateRoundTrips(_ name: String) throws {
        let data = Self.sample(name)
        let compressed = Deflate.compress(data)
        #expect(try PNGDecoder.inflate(compressed) == data)
        // 70 000 zeros: one literal, then matches of 258 at 12 bits or so each.
        if name == "zeros" { #expect(compressed.count < 500) }
        if name == "text" { #expect(compressed.count < data.count / 10) }
    }

    @Test func theFileDecodesToTheBitmap() throws {
        let image = PNGRenderer(title: "Box — 100×60", showsAmbiguity: true, scale: 1).bitmap(boxScreen())
        let decoded = try PNGDecoder(image.pngData())
        #expect(decoded.chunks == ["IHDR", "IDAT", "IEND"])
        // 100 × 60, 20 around it, a 24-pt title; the title's 12 letters (102 pt) widen the canvas.
        #expect(decoded.width == 142 && decoded.height == 124)
        #expect(decoded.pixels == image.pixels)
    }

    @Test func theWireframeIsWhereTheFramesAre() throws {
        let image = PNGRenderer(scale: 1).bitmap(boxScreen())
        #expect(image.width == 140 && image.height == 100)
        #expect(image.pixel(x: 0, y: 0)! == (255, 255, 255))                    // the margin
        #expect(image.pixel(x: 20, y: 20)! == (0x1F, 0x77, 0xB4))               // the root's outline (depth 0)
        #expect(image.pixel(x: 119, y: 79)! == (0x1F, 0x77, 0xB4))              // its last pixel
        #expect(image.pixel(x: 30, y: 30)! == (0xD6, 0x27, 0x28))               // the box's outline (depth 1)
        #expect(image.pixel(x: 69, y: 49)! == (0xD6, 0x27, 0x28))
        // Inside the box: white under the root's 6 % tint under the box's.
        let inside = try #require(image.pixel(x: 60, y: 45))
        let root = (255 * 0.94 + 31 * 0.06, 255 * 0.94 + 119 * 0.06, 255 * 0.94 + 180 * 0.06)
        let both = (root.0 * 0.94 + 214 * 0.06, root.1 * 0.94 + 39 * 0.06, root.2 * 0.94 + 40 * 0.06)
        #expect(abs(Double(inside.red) - both.0) <= 1 && abs(Double(inside.green) - both.1) <= 1 && abs(Double(inside.blue) - both.2) <= 1)
        // The name "box" from (33, 34): the b's stem down seven rows, in the box's colour.
        for y in 34..<41 { #expect(image.pixel(x: 33, y: y)! == (0xD6, 0x27, 0x28)) }
        #expect(image.pixel(x: 34, y: 34)! != (0xD6, 0x27, 0x28))
    }

    @Test func overlaysAreDrawnOverTheWireframe() {
        let overlay = WireframeOverlay(rect: CGRect(x: 50, y: 30, width: 20, height: 10), label: "recorded 'box'")
        var png = PNGRenderer(scale: 1)
        png.overlays = [overlay]
        let image = png.bitmap(boxScreen())
        #expect(image.pixel(x: 70, y: 50)! == (0xE7, 0x29, 0x8A))   // its top-left corner, 20 pt in
        #expect(image.pixel(x: 72, y: 50)! != (0xE7, 0x29, 0x8A))   // a gap in the 2-2 dots
        var svg = SVGRenderer()
        svg.overlays = [overlay]
        let text = svg.render(boxScreen())
        #expect(text.contains("<g><title>recorded 'box'</title>\n<rect x=\"70\" y=\"50\" width=\"20\" height=\"10\" fill=\"none\" stroke=\"#e7298a\" stroke-width=\"1.5\" stroke-dasharray=\"2 2\"/>"))
        // Without overlays the picture is what it was.
        #expect(!SVGRenderer().render(boxScreen()).contains("#e7298a"))
    }

    @Test func scaleMultipliesEveryLength() {
        let one = PNGRenderer(scale: 1).bitmap(boxScreen()), three = PNGRenderer(scale: 3).bitmap(boxScreen())
        #expect(three.width == 3 * one.width && three.height == 3 * one.height)
        // Outlines are three pixels wide.
        for x in 60..<63 { #expect(three.pixel(x: x, y: 120)! == (0x1F, 0x77, 0xB4)) }
        #expect(three.pixel(x: 63, y: 120)! != (0x1F, 0x77, 0xB4))
    }

    @Test func theSameLayoutGivesTheSameBytes() {
        let renderer = PNGRenderer(showsConstraints: true, title: "screen", showsAmbiguity: true)
        #expect(renderer.render(smallScreen()) == renderer.render(smallScreen()))
    }

    @Test func aHugeOrOverflowedCanvasStaysWithinTheLimit() throws {
        let wide = View(frame: CGRect(x: 0, y: 0, width: 1e9, height: 1e6), name: "wide")
        var renderer = PNGRenderer(scale: 2)
        renderer.pixelLimit = 100_000
        let image = renderer.bitmap(wide)
        #expect(image.width * image.height <= 100_000 && image.width * image.height > 90_000)
        let thin = View(frame: CGRect(x: 0, y: 0, width: 1e12, height: 1), name: "thin")
        #expect(renderer.bitmap(thin).width * renderer.bitmap(thin).height <= 100_000)
        let broken = View(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.nan), name: "broken")
        let empty = PNGRenderer().bitmap(broken)
        #expect(empty.width == 0 && empty.height == 0)
        #expect(try PNGDecoder(empty.pngData()).pixels.isEmpty)
    }

    @Test func stackedImagesKeepTheirPixels() {
        let a = PNGRenderer(scale: 1).bitmap(boxScreen()), b = PNGRenderer(scale: 2).bitmap(boxScreen())
        let sheet = Bitmap.stacked([a, b])
        #expect(sheet.width == b.width && sheet.height == a.height + b.height)
        #expect(sheet.pixel(x: 30, y: 30)! == a.pixel(x: 30, y: 30)!)
        #expect(sheet.pixel(x: 200, y: a.height + 40)! == b.pixel(x: 200, y: 40)!)
        #expect(sheet.pixel(x: a.width + 5, y: 5)! == (255, 255, 255))   // white right of the narrower one
        // A picture of a broken layout 100 000 pixels wide does not make the sheet that wide.
        let broken = Bitmap(width: 100_000, height: 1)
        let capped = Bitmap.stacked([broken, a], pixelLimit: 1_000_000)
        #expect(capped.height == a.height + 1 && capped.width == 1_000_000 / (a.height + 1))
        #expect(capped.pixel(x: 30, y: 31)! == a.pixel(x: 30, y: 30)!)
        // Taller than the limit: cut at the bottom.
        #expect(Bitmap.stacked([a, a], pixelLimit: 150).height == 150)
    }

    @Test func charactersOutsideTheFontAreDrawnAsBoxesOrASCII() {
        #expect(BitmapFont.printable("a…b—c×d") == Array("a...b-cxd"))
        #expect(BitmapFont.glyph("界") == [0x1F, 0x11, 0x11, 0x11, 0x11, 0x11, 0x1F, 0, 0])
        #expect(BitmapFont.glyph("A").count == 9 && BitmapFont.glyph("g")[8] != 0)
    }

    /// The picture of `smallScreen()` with its constraints, byte for byte (re-record with
    /// `PLUMB_RECORD_GOLDEN=1 swift test` when the drawing changes on purpose).
    @Test func goldenPicture() throws {
        let png = PNGRenderer(showsConstraints: true, title: "screen — 200×100", showsAmbiguity: true, scale: 2).render(smallScreen())
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/screen.png")
        if ProcessInfo.processInfo.environment["PLUMB_RECORD_GOLDEN"] == "1" {
            try Data(png).write(to: url)
            return
        }
        let expected = try [UInt8](Data(contentsOf: url))
        let same = png == expected   // compared outside #expect, which would print both arrays
        #expect(same, "screen.png (\(png.count) bytes) differs from its golden file (\(expected.count)); re-record with PLUMB_RECORD_GOLDEN=1 if intended")
    }
}
