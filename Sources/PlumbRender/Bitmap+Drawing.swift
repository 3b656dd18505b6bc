import Foundation

/// The few operations a wireframe needs, in pixels: translucent fills, outlines (solid or
/// dashed), lines, dots and bitmap-font text. Everything is clipped to the image; coordinates
/// that are not finite draw nothing.
extension Bitmap {
    /// A colour from `#rrggbb`.
    struct Color: Equatable {
        let red: UInt8, green: UInt8, blue: UInt8

        init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        init(hex: String) {
            let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
            let value = UInt32(digits, radix: 16) ?? 0
            self.init(red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
        }
    }

    /// Blends `color` over a pixel with `alpha` (1 paints it).
    mutating func blend(x: Int, y: Int, color: Color, alpha: Double = 1) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let i = (y * width + x) * 3
        if alpha >= 1 {
            pixels[i] = color.red
            pixels[i + 1] = color.green
            pixels[i + 2] = color.blue
            return
        }
        func mix(_ under: UInt8, _ over: UInt8) -> UInt8 {
            UInt8((Double(under) * (1 - alpha) + Double(over) * alpha).rounded())
        }
        pixels[i] = mix(pixels[i], color.red)
        pixels[i + 1] = mix(pixels[i + 1], color.green)
        pixels[i + 2] = mix(pixels[i + 2], color.blue)
    }

    /// The pixel columns or rows a span covers, clipped to `0..<limit`.
    private static func span(_ from: Double, _ to: Double, limit: Int) -> Range<Int>? {
        guard from.isFinite, to.isFinite else { return nil }
        let lower = max(0, Int(max(-1, min(Double(limit), from.rounded()))))
        let upper = min(limit, Int(max(-1, min(Double(limit), to.rounded()))))
        return lower < upper ? lower..<upper : nil
    }

    /// `lower..<upper`, or empty when `upper` is not above `lower`.
    private static func clipped(_ lower: Int, _ upper: Int) -> Range<Int> { lower < upper ? lower..<upper : 0..<0 }

    /// Fills a rectangle (pixel coordinates) with `color` at `alpha`.
    mutating func fill(_ rect: CGRect, color: Color, alpha: Double) {
        guard let xs = Self.span(rect.minX, rect.maxX, limit: width), let ys = Self.span(rect.minY, rect.maxY, limit: height) else { return }
        for y in ys { for x in xs { blend(x: x, y: y, color: color, alpha: alpha) } }
    }

    /// Outlines a rectangle `lineWidth` pixels wide inside its edges, solid or with a dash
    /// pattern (on, off, … in pixels) running along each edge from the top-left corner.
    mutating func stroke(_ rect: CGRect, color: Color, lineWidth: Int, dash: [Int]? = nil) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return }
        let clamp = { (v: Double) in Int(max(-2, min(Double(Int32.max), v.rounded()))) }
        let x0 = clamp(rect.minX), y0 = clamp(rect.minY), x1 = max(x0 + 1, clamp(rect.maxX)), y1 = max(y0 + 1, clamp(rect.maxY))
        let w = max(1, lineWidth)
        // A box larger than the image is drawn only where the image is.
        let pattern = DashPattern(dash)
        let columns = Self.clipped(max(x0, -w), min(x1, width + w)), rows = Self.clipped(max(y0, -w), min(y1, height + w))
        for x in columns where pattern.draws(at: x - x0) {
            for t in 0..<w {
                blend(x: x, y: y0 + t, color: color)
                blend(x: x, y: y1 - 1 - t, color: color)
            }
        }
        for y in rows where pattern.draws(at: y - y0) {
            for t in 0..<w {
                blend(x: x0 + t, y: y, color: color)
                blend(x: x1 - 1 - t, y: y, color: color)
            }
        }
    }

    /// A one-pixel line between two points (Bresenham), solid or dashed.
    mutating func line(from a: CGPoint, to b: CGPoint, color: Color, dash: [Int]? = nil) {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        let limit = Double(max(width, height)) * 4 + 16
        guard abs(a.x) < limit, abs(a.y) < limit, abs(b.x) < limit, abs(b.y) < limit else { return }
        var x = Int(a.x.rounded()), y = Int(a.y.rounded())
        let tx = Int(b.x.rounded()), ty = Int(b.y.rounded())
        let dx = abs(tx - x), dy = -abs(ty - y), sx = x < tx ? 1 : -1, sy = y < ty ? 1 : -1
        var error = dx + dy, step = 0
        let pattern = DashPattern(dash)
        while true {
            if pattern.draws(at: step) { blend(x: x, y: y, color: color) }
            if x == tx && y == ty { break }
            let e2 = 2 * error
            if e2 >= dy { error += dy; x += sx }
            if e2 <= dx { error += dx; y += sy }
            step += 1
        }
    }

    /// A filled disc.
    mutating func disc(center: CGPoint, radius: Double, color: Color) {
        guard let xs = Self.span(center.x - radius, center.x + radius, limit: width),
              let ys = Self.span(center.y - radius, center.y + radius, limit: height) else { return }
        for y in ys {
            for x in xs {
                let ddx = Double(x) + 0.5 - center.x, ddy = Double(y) + 0.5 - center.y
                if ddx * ddx + ddy * ddy <= radius * radius { blend(x: x, y: y, color: color) }
            }
        }
    }

    /// Text in ``BitmapFont``, each font pixel `scale` pixels square, its top-left corner at
    /// (`x`, `top`); `bold` draws each glyph twice, a pixel apart.
    mutating func text(_ string: String, x: Double, top: Double, color: Color, scale: Int, bold: Bool = false) {
        guard x.isFinite, top.isFinite, abs(x) < Double(Int32.max), abs(top) < Double(Int32.max) else { return }
        var left = Int(x.rounded())
        let y0 = Int(top.rounded())
        for character in BitmapFont.printable(string) {
            if left >= width { break }
            let rows = BitmapFont.glyph(character)
            for (row, bits) in rows.enumerated() {
                for column in 0..<5 where bits & (0x10 >> column) != 0 {
                    for dy in 0..<scale {
                        for dx in 0..<(scale + (bold ? 1 : 0)) {
                            blend(x: left + column * scale + dx, y: y0 + row * scale + dy, color: color)
                        }
                    }
                }
            }
            left += (BitmapFont.advance + (bold ? 1 : 0)) * scale
        }
    }
}

/// Which pixels of a dashed line are drawn: on and off lengths repeating along the line.
private struct DashPattern {
    let lengths: [Int]
    let period: Int

    init(_ dash: [Int]?) {
        let lengths = (dash ?? []).map { max(1, $0) }
        self.lengths = lengths
        period = lengths.reduce(0, +)
    }

    /// Whether the pixel `offset` pixels from the start of its segment is drawn.
    func draws(at offset: Int) -> Bool {
        guard period > 0 else { return true }
        var position = ((offset % period) + period) % period
        for (index, length) in lengths.enumerated() {
            if position < length { return index % 2 == 0 }
            position -= length
        }
        return true
    }
}
