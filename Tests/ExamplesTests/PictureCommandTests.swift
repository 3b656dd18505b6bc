import Foundation
import Testing

/// `plumb render --format png`, `plumb demo --format png` and `plumb check --pictures`, run as a
/// user runs them.
@Suite struct PictureCommandTests {
    /// Runs the built `plumb` in the package root; returns its exit status and standard output.
    func plumb(_ arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = DocumentedCommandTests.tool
        process.arguments = arguments
        process.currentDirectoryURL = DocumentedCommandTests.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// Width and height from a PNG's IHDR chunk, if the bytes start as a PNG file does.
    func size(ofPNG data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR" else { return nil }
        let number = { (at: Int) in bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    @Test func renderWritesAPictureOfTheStoryboard() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("signin.png")
        let written = try plumb(["render", "Examples/Layouts/SignIn.storyboard", "--format", "png", "-o", file.path])
        #expect(written.status == 0 && written.output.isEmpty)
        let png = try Data(contentsOf: file)
        // 393 × 852 points, 20 around them and a 24-pt title, two pixels a point.
        #expect(size(ofPNG: png)! == (866, 1832))
        // One pixel a point, to a pipe without -o: the bytes on standard output, the same as in a file.
        let small = try plumb(["render", "Examples/Layouts/SignIn.storyboard", "--format", "png", "--scale", "1"])
        #expect(small.status == 0 && size(ofPNG: small.output)! == (433, 916))
        let smallFile = folder.appendingPathComponent("small.png")
        _ = try plumb(["render", "Examples/Layouts/SignIn.storyboard", "--format", "png", "--scale", "1", "-o", smallFile.path])
        #expect(try Data(contentsOf: smallFile) == small.output)
    }

    @Test func demoPrintsAPicture() throws {
        let demo = try plumb(["demo", "--format", "png"])
        #expect(demo.status == 0)
        #expect(size(ofPNG: demo.output)! == (860, 1816))   // 390 × 844 points, margin and title, at 2×
    }

    @Test func checkDrawsTheLayoutsWithProblems() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-pictures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try plumb(["check", "-q", "Examples/Layouts/SignIn.storyboard", "Examples/Layouts/Banner.xib", "--pictures", folder.path])
        #expect(run.status == 1)
        // The clean storyboard has no picture; the banner with its conflict has one.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["Banner.xib--Banner.svg"])
        let svg = try String(contentsOf: folder.appendingPathComponent("Banner.xib--Banner.svg"), encoding: .utf8)
        #expect(svg.contains("Banner.xib — Banner: 1 frame differs, 1 unsatisfiable"))
        // The icon as recorded (16, 16, 32, 32 in the banner, drawn 20 pt in and below a 24-pt title).
        #expect(svg.contains("<g><title>recorded 'Bnr-Img-Icn'</title>"))
        #expect(svg.contains("<rect x=\"36\" y=\"60\" width=\"32\" height=\"32\" fill=\"none\" stroke=\"#e7298a\""))
        let png = try plumb(["check", "-q", "Examples/Layouts/Banner.xib", "--pictures", folder.path, "--picture-format", "png"])
        #expect(png.status == 1)
        #expect(size(ofPNG: try Data(contentsOf: folder.appendingPathComponent("Banner.xib--Banner.png"))) != nil)
    }
}
