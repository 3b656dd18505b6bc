import ArgumentParser
import Foundation
import PlumbXML

/// `plumb check FILE…`: solves each file and reports views whose solved frame differs from the
/// recorded one, unsatisfiable and ambiguous constraints. Exit status: 0 clean, 1 layout
/// problems, 2 a file could not be imported.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check layouts: frames that differ from the recorded ones, unsatisfiable or ambiguous constraints.",
        discussion: "Exit status: 0 when every file is clean, 1 when a layout has problems, 2 when a file cannot be imported.")

    @Argument(help: "The layout files.")
    var files: [String]

    @Option(help: "Largest accepted difference between solved and recorded frames, in points.")
    var tolerance: Double = 0.5

    @OptionGroup var layout: XMLLayoutOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("Give at least one file.") }
        if !(tolerance >= 0) { throw ValidationError("--tolerance must be a number ≥ 0.") }
    }

    func run() throws {
        var status: Int32 = 0
        for file in files {
            let document: ImportedDocument
            do {
                document = try XMLCommandSupport.importFile(file, options: layout.importOptions)
            } catch {
                status = 2
                continue
            }
            let report = document.check(tolerance: tolerance)
            for line in report.lines { print(line) }
            if !report.isClean, status == 0 { status = 1 }
        }
        if status != 0 { throw ExitCode(status) }
    }
}
