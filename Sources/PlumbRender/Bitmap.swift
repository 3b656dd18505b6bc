import Foundation

/// An RGB image, eight bits a channel, rows top to bottom: what ``PNGRenderer`` draws, ready to
/// compare pixel by pixel in a snapshot test or to write as a PNG file.
///
/// ```swift
/// let image = PNGRenderer().bitmap(root)
/// try Data(image.pngData()).write(to: URL(fileURLWithPath: "screen.png"))
/// ```
public struct Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 3` bytes: red, green, blue, row by row from the top.
    public internal(set) var pixels: [UInt8]

    /// A white image (sizes below 0 count as 0).
    ///
    /// ```swift
    /// let blank = Bitmap(width: 20, height: 10)
    /// ```
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = Array(repeating: 255, count: self.width * self.height * 3)
    }

    /// The colour of a pixel as `(red, green, blue)`, or nil outside the image.
    ///
    /// ```swift
    /// image.pixel(x: 0, y: 0)   // (255, 255, 255)
    /// ```
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 3
        return (pixels[i], pixels[i + 1], pixels[i + 2])
    }

    /// The images one below the other, left-aligned on white, as wide as the widest — but never
    /// more than `pixelLimit` pixels in all (64 Mi by default): a sheet that would be larger is
    /// cut at the right (one picture of a broken layout millions of pixels wide does not make
    /// every other one that wide), and images below the limit's height are left out.
    ///
    /// ```swift
    /// let sheet = Bitmap.stacked([first, second])
    /// ```
    public static func stacked(_ images: [Bitmap], pixelLimit: Int = 67_108_864) -> Bitmap {
        let limit = max(1, pixelLimit)
        let totalHeight = min(limit, images.reduce(0) { $0 + $1.height })
        let widest = images.map(\.width).max() ?? 0
        var out = Bitmap(width: totalHeight == 0 ? widest : min(widest, limit / totalHeight), height: totalHeight)
        var top = 0
        for image in images {
            let rows = min(image.height, out.height - top), columns = min(image.width, out.width)
            for row in 0..<max(0, rows) {
                let source = row * image.width * 3, target = (top + row) * out.width * 3
                out.pixels.replaceSubrange(target..<(target + columns * 3), with: image.pixels[source..<(source + columns * 3)])
            }
            top += max(0, rows)
            if top >= out.height { break }
        }
        return out
    }

    /// The image as a PNG file (8-bit RGB, compressed with deflate): the same image gives the
    /// same bytes.
    public func pngData() -> [UInt8] {
        PNGEncoder.encode(self)
    }
}
