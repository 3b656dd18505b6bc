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
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The sign-in storyboard with its Continue button recorded 10 pt lower than its stack puts it.
        let original = try String(contentsOf: DocumentedCommandTests.root.appendingPathComponent("Examples/Layouts/SignIn.storyboard"), encoding: .utf8)
        let moved = original.replacingOccurrences(of: #"<rect key="frame" x="0.0" y="207" width="353" height="50"/>"#,
                                                  with: #"<rect key="frame" x="0.0" y="217" width="353" height="50"/>"#)
        #expect(moved != original)
        let file = folder.appendingPathComponent("Moved.storyboard")
        try moved.write(to: file, atomically: true, encoding: .utf8)
        let pictures = folder.appendingPathComponent("pictures")
        let run = try plumb(["check", "-q", "Examples/Layouts/SignIn.storyboard", file.path, "Examples/Layouts/Banner.xib",
                             "--pictures", pictures.path])
        #expect(run.status == 1)
        // The clean storyboard has no picture; the moved copy and the banner with its conflict have one each.
        let names = try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
        #expect(names == ["Banner.xib--Banner.svg", "Moved.storyboard--Sign_In.svg"])
        let svg = try String(contentsOf: pictures.appendingPathComponent("Moved.storyboard--Sign_In.svg"), encoding: .utf8)
        #expect(svg.contains("Moved.storyboard — Sign In: 1 frame differs"))
        // The button as recorded: 20 in from the stack (at x 20, y 83), 217 down, drawn 20 pt in and below a 24-pt title.
        #expect(svg.contains("<g><title>recorded 'Sgn-Btn-Cnt'</title>"))
        #expect(svg.contains("<rect x=\"40\" y=\"344\" width=\"353\" height=\"50\" fill=\"none\" stroke=\"#e7298a\""))
        let banner = try String(contentsOf: pictures.appendingPathComponent("Banner.xib--Banner.svg"), encoding: .utf8)
        #expect(banner.contains("Banner.xib — Banner: 1 unsatisfiable") && !banner.contains("recorded '"))
        let png = try plumb(["check", "-q", file.path, "--pictures", pictures.path, "--picture-format", "png"])
        #expect(png.status == 1)
        #expect(size(ofPNG: try Data(contentsOf: pictures.appendingPathComponent("Moved.storyboard--Sign_In.png"))) != nil)
    }
}
