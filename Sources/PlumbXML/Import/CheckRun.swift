import Foundation

/// `plumb check`'s work, apart from argument parsing: imports and checks each file, writes the
/// findings as text or one JSON document, progress on the error stream, and returns the exit
/// status — 0 when every file is clean, 1 when a layout has problems, 2 when a file could not
/// be imported (2 wins over 1).
///
/// ```swift
/// let run = CheckRun(json: true)
/// let status = run.run(["Main.storyboard"], output: { print($0) }, errorOutput: { print($0) })
/// ```
package struct CheckRun {
    /// Version of the `--json` format; raised when a member changes meaning or goes away.
    package static let jsonFormatVersion = 1

    /// Largest accepted difference between solved and recorded frames, in points.
    package var tolerance: CGFloat = 0.5
    /// How documents are imported (device, size, intrinsic sizes).
    package var importOptions = ImportOptions()
    /// One JSON document on the output instead of text.
    package var json = false
    /// No progress and no text findings: only the exit status and the errors of files that
    /// could not be imported (JSON, when asked for, is still written).
    package var quiet = false
    /// Called with each imported document and its report, in order (the command line writes
    /// pictures of the layouts with problems here).
    package var onChecked: ((_ path: String, ImportedDocument, LayoutCheckReport) throws -> Void)?
    /// Findings this baseline accepts are left out of the output and the exit status; the
    /// summaries and the JSON (`known`) count them.
    package var baseline: CheckBaseline?
    /// Called with each report as checked, before the baseline leaves anything out (the command
    /// line records a new baseline from these).
    package var onReport: ((LayoutCheckReport) -> Void)?
    /// The run records a baseline (`--write-baseline`): every problem found becomes known, so
    /// only a file that cannot be imported makes the status non-zero (2).
    package var recordsBaseline = false
    /// Reads and imports one path (``XMLLayoutImporter/importFile(at:options:)``); the command
    /// line refuses a folder without layout files here, so it is reported like any other file
    /// that cannot be imported.
    package var importFile: (_ path: String, ImportOptions) throws(XMLImportError) -> ImportedDocument = { path, options throws(XMLImportError) in
        try XMLLayoutImporter.importFile(at: URL(fileURLWithPath: path), options: options)
    }

    package init(tolerance: CGFloat = 0.5, importOptions: ImportOptions = ImportOptions(), json: Bool = false, quiet: Bool = false) {
        self.tolerance = tolerance
        self.importOptions = importOptions
        self.json = json
        self.quiet = quiet
    }

    /// Checks `files` in order. `output` receives results (text lines, or the JSON document),
    /// `errorOutput` progress (`[3/120] path`, when there is more than one file) and the
    /// diagnostics of files that could not be imported.
    package func run(_ files: [String], output: (String) -> Void, errorOutput: (String) -> Void) -> Int32 {
        var status: Int32 = 0
        var entries: [JSONValue] = []
        var clean = 0, problems = 0, failed = 0
        var compared = 0, matched = 0, mismatched = 0, unsatisfiable = 0, ambiguous = 0, undetermined = 0, misplaced = 0, known = 0
        for (index, file) in files.enumerated() {
            if files.count > 1, !quiet { errorOutput("[\(index + 1)/\(files.count)] \(file)") }
            let document: ImportedDocument
            do {
                document = try importFile(file, importOptions)
            } catch {
                status = 2
                failed += 1
                errorOutput(error.description)
                if json {
                    entries.append(.object([("path", .string(file)), ("status", .string("failed")),
                                            ("errors", .array(error.diagnostics.map(\.json)))]))
                }
                continue
            }
            let full = document.check(tolerance: tolerance)
            onReport?(full)
            let report = baseline.map { full.excluding($0) } ?? full
            known += report.known
            if let onChecked {
                do { try onChecked(file, document, report) } catch {
                    errorOutput("\(file): error: \(error)")
                    status = 2
                }
            }
            if report.isClean { clean += 1 } else { problems += 1; status = max(status, recordsBaseline ? 0 : 1) }
            compared += report.compared
            matched += report.matched
            mismatched += report.mismatches.count
            unsatisfiable += report.unsatisfiable.count
            ambiguous += report.ambiguous.count
            undetermined += report.undetermined.count
            misplaced += report.misplaced.count
            if json {
                entries.append(report.json(path: file, countsKnown: baseline != nil))
            } else if !quiet {
                report.lines.forEach(output)
            }
        }
        if json {
            let totals: [(String, JSONValue)] = [
                ("files", .number(Double(files.count))), ("clean", .number(Double(clean))),
                ("problems", .number(Double(problems))), ("failed", .number(Double(failed))),
                ("compared", .number(Double(compared))), ("matched", .number(Double(matched))),
                ("mismatched", .number(Double(mismatched))), ("unsatisfiable", .number(Double(unsatisfiable))),
                ("ambiguous", .number(Double(ambiguous))), ("undetermined", .number(Double(undetermined))),
                ("misplaced", .number(Double(misplaced))),
            ] + (baseline == nil ? [] : [("known", .number(Double(known)))])
            let document = JSONValue.object([
                ("format", .string("plumb-check")), ("version", .number(Double(Self.jsonFormatVersion))),
                ("tolerance", .number(Double(tolerance))), ("status", .number(Double(status))),
                ("totals", .object(totals)), ("files", .array(entries)),
            ])
            output(document.rendered())
        } else if !quiet, files.count > 1 {
            output("checked \(files.count) files: \(clean) clean, \(problems) with layout problems, \(failed) not imported")
        }
        return status
    }
}
