import Foundation
import Testing

/// `plumb check FOLDER`: a folder stands for every layout file below it, in path order.
@Suite struct CheckFolderCommandTests {
    /// Runs the built `plumb` in the package root; returns its exit status, standard output and
    /// standard error.
    func plumb(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = DocumentedCommandTests.tool
        process.arguments = arguments
        process.currentDirectoryURL = DocumentedCommandTests.root
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test func aFolderIsEveryLayoutFileBelowIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-folder-\(UUID().uuidString)")
        let nested = folder.appendingPathComponent("App/Views"), hidden = folder.appendingPathComponent(".build/copies")
        for path in [nested, hidden] { try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(at: folder) }
        let layouts = DocumentedCommandTests.root.appendingPathComponent("Examples/Layouts")
        for (name, target) in [("SignIn.storyboard", folder.appendingPathComponent("App/Main.storyboard")),
                               ("card.layout.xml", nested.appendingPathComponent("card.layout.xml")),
                               ("SignIn.storyboard", hidden.appendingPathComponent("Copy.storyboard"))] {
            try FileManager.default.copyItem(at: layouts.appendingPathComponent(name), to: target)
        }
        try Data("not a layout".utf8).write(to: nested.appendingPathComponent("notes.txt"))
        let run = try plumb(["check", folder.path])
        #expect(run.status == 0)
        // Sorted by path; the hidden folder and the text file are left out.
        #expect(run.output == """
            \(folder.path)/App/Main.storyboard: 7 of 7 views match their recorded frames; 0 unsatisfiable, 0 ambiguous
            \(folder.path)/App/Views/card.layout.xml: no recorded frames to compare; 0 unsatisfiable, 0 ambiguous
            checked 2 files: 2 clean, 0 with layout problems, 0 not imported

            """)
        // A folder given with a trailing slash names its files the same way.
        #expect(try plumb(["check", folder.path + "/"]).output == run.output)
    }

    @Test func aFolderWithoutLayoutFilesIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try plumb(["check", folder.path])
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.errors == "\(folder.path): error: cannot read file: a folder without any .xib, .storyboard or .layout.xml file\n")
        let json = try plumb(["check", "--json", "--quiet", folder.path])
        #expect(json.status == 2)
        #expect(json.output.contains("\"status\": 2"))
        #expect(json.output.contains("\"failed\": 1"))
    }

    @Test func aMissingFileIsReportedWithoutALineNumber() throws {
        let run = try plumb(["check", "Examples/Layouts/Missing.xib"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("Examples/Layouts/Missing.xib: error: cannot read file: "))
    }
}
