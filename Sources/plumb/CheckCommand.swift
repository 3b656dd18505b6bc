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
        discussion: """
            Results go to standard output: compiler-style lines per file (and a totals line for several files), \
            or with --json one JSON document (format "plumb-check", version \(CheckRun.jsonFormatVersion)) describing \
            every file, scene, mismatched view, unsatisfiable set and ambiguous view. Progress ([3/120] path) and the \
            errors of files that cannot be imported go to standard error; --quiet leaves only those errors.
            --pictures DIR writes a wireframe of every layout with problems (SVG, or PNG with --picture-format png), \
            the recorded frames of its mismatched views drawn over it, for CI artefacts.
            A folder stands for every .xib, .storyboard and .layout.xml below it (sorted by path; hidden folders such as \
            .git and .build are skipped): `plumb check .` checks a whole project.
            --write-baseline FILE records every problem found; --baseline FILE then leaves those out (a view, a \
            conflict or an ambiguity is known by its file, scene and ids, not by its numbers or lines), so CI fails \
            only on new problems.
            Exit status: 0 when every file is clean, 1 when a layout has problems, 2 when a file cannot be imported \
            (or a picture cannot be written, or a folder holds no layout file).
            """)

    @Argument(help: "The layout files (.xib, .storyboard, .layout.xml), or folders to search for them.")
    var files: [String]

    @Option(help: "Largest accepted difference between solved and recorded frames, in points.")
    var tolerance: Double = 0.5

    @Flag(help: "Write one JSON document with every finding to standard output.")
    var json = false

    @Flag(name: [.short, .long], help: "Write nothing but the errors of files that cannot be imported (and --json's document).")
    var quiet = false

    @Option(help: "Write a picture of every layout with problems into this folder.")
    var pictures: String?

    @Option(help: "The pictures' format: svg or png.")
    var pictureFormat: CheckPictures.Format = .svg

    @Option(help: "Leave out the problems this baseline file accepts (written by --write-baseline).")
    var baseline: String?

    @Option(help: "Record every problem found as a baseline file (then exit 0 unless a file cannot be imported).")
    var writeBaseline: String?

    @OptionGroup var layout: XMLLayoutOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("Give at least one file.") }
        if !(tolerance >= 0) { throw ValidationError("--tolerance must be a number ≥ 0.") }
    }

    func run() throws {
        var run = CheckRun(tolerance: tolerance, importOptions: layout.importOptions, json: json, quiet: quiet)
        if let baseline {
            do { run.baseline = try CheckBaseline(contentsOf: URL(fileURLWithPath: baseline)) } catch {
                XMLCommandSupport.printError(error.description)
                throw ExitCode(2)
            }
        }
        let recorded = RecordedReports()
        if writeBaseline != nil {
            run.onReport = { recorded.reports.append($0) }
            run.recordsBaseline = true
        }
        if let pictures {
            let writer = CheckPictures(folder: pictures, format: pictureFormat)
            let quiet = quiet
            run.onChecked = { path, document, report in
                for written in try writer.write(path: path, document: document, report: report) where !quiet {
                    XMLCommandSupport.printError("wrote \(written)")
                }
            }
        }
        // A folder stands for its layout files; one without any is a path that cannot be checked.
        let expanded = LayoutFileArguments.expand(files)
        let empty = Set(expanded.empty)
        run.importFile = { path, options throws(XMLImportError) in
            if empty.contains(path) {
                throw .unreadable(file: path, reason: "a folder without any .xib, .storyboard or .layout.xml file")
            }
            return try XMLLayoutImporter.importFile(at: URL(fileURLWithPath: path), options: options)
        }
        let status = run.run(expanded.files, output: { print($0) }, errorOutput: { XMLCommandSupport.printError($0) })
        if let writeBaseline {
            // Files inside the baseline's folder are recorded relative to it (portable across checkouts).
            let written = CheckBaseline(reports: recorded.reports, root: URL(fileURLWithPath: writeBaseline).deletingLastPathComponent().path)
            do { try written.json.write(toFile: writeBaseline, atomically: true, encoding: .utf8) } catch {
                XMLCommandSupport.printError("\(writeBaseline): error: cannot write the baseline: \(error.localizedDescription)")
                throw ExitCode(2)
            }
            if !quiet { XMLCommandSupport.printError("wrote \(writeBaseline): \(written.entries.count) known problems") }
        }
        if status != 0 { throw ExitCode(status) }
    }
}

extension CheckPictures.Format: ExpressibleByArgument {}

/// The reports `--write-baseline` records while the run goes (the run calls back one at a time).
private final class RecordedReports {
    var reports: [LayoutCheckReport] = []
}
