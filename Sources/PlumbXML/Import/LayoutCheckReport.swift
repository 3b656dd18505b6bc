import Foundation
import PlumbCore

/// What `plumb check` finds in one document: views whose solved frame differs from the recorded
/// one, unsatisfiable constraints, ambiguous views and activation problems, as compiler-style
/// lines. The findings are those of ``scenes``, in document order.
///
/// ```swift
/// let report = document.check()
/// report.lines.forEach { print($0) }
/// if !report.isClean { exit(1) }
/// ```
public struct LayoutCheckReport: Sendable {
    /// The document's file name.
    public let file: String
    /// Importer warnings (unknown elements…); they do not make the report unclean.
    public let warnings: [XMLDiagnostic]
    /// Errors the import recovered from (ignored constraints, malformed values).
    public let errors: [XMLDiagnostic]
    /// The findings per layout root, in document order.
    public let scenes: [SceneCheck]
    /// Findings left out because a baseline accepts them (``excluding(_:)``).
    public internal(set) var known = 0

    /// Views compared with recorded frames.
    public var compared: Int { scenes.reduce(0) { $0 + $1.compared } }
    /// Views whose solved frame is within the tolerance.
    public var matched: Int { scenes.reduce(0) { $0 + $1.matched } }
    /// Frame mismatches, in document order.
    public var mismatches: [FrameMismatch] { scenes.flatMap(\.mismatches) }
    /// Unsatisfiable sets, each with where to look and a note.
    public var unsatisfiable: [ConflictFinding] { scenes.flatMap(\.unsatisfiable) }
    /// Views whose position or size the constraints leave open (hidden views are left out).
    public var ambiguous: [AmbiguityFinding] { scenes.flatMap(\.ambiguous) }
    /// Other problems: rejected or degenerate constraints, activation errors.
    public var other: [String] { scenes.flatMap(\.other) }
    /// Constraint-positioned views whose recorded frame the constraints leave open, so it is not
    /// compared (`path: width not determined`); they are among `ambiguous` too.
    public var undetermined: [AmbiguousItem] { scenes.flatMap(\.undetermined) }
    /// Views the document marks misplaced (IB's `misplaced="YES"`) whose solved frame differs
    /// from the recorded one: reported as warnings (as Xcode does), not compared.
    public var misplaced: [FrameMismatch] { scenes.flatMap(\.misplaced) }

    /// Whether nothing is wrong.
    public var isClean: Bool { errors.isEmpty && scenes.allSatisfy(\.isClean) }

    /// Every finding as text: warnings, mismatches, conflicts (each with its note), ambiguity
    /// (each with its alternative), views not compared, other problems, then a summary line.
    public var lines: [String] {
        var out = warnings.map(\.description) + errors.map(\.description)
        out += mismatches.map(\.description)
        out += misplaced.map(\.description)
        for conflict in unsatisfiable { out += [conflict.line] + (conflict.noteLine.map { [$0] } ?? []) }
        for finding in ambiguous { out += [finding.line] + (finding.noteLine.map { [$0] } ?? []) }
        out += undetermined.map { "\(file): note: recorded frame not compared, the constraints leave it open: \($0)" }
        out += other.map { "\(file): error: \($0)" }
        out.append(summary)
        return out
    }

    /// `file: 41 of 42 views match their recorded frames; 1 unsatisfiable, 0 ambiguous`.
    public var summary: String {
        let compared = compared, undetermined = undetermined.count, misplaced = misplaced.count, other = other.count
        var frames = compared == 0 ? "no recorded frames to compare" : "\(matched) of \(compared) views match their recorded frames"
        if undetermined > 0 { frames += " (\(undetermined) left open by the constraints, not compared)" }
        if misplaced > 0 { frames += " (\(misplaced) marked misplaced in the document, not compared)" }
        return "\(file): \(frames); \(unsatisfiable.count) unsatisfiable, \(ambiguous.count) ambiguous"
            + (other == 0 ? "" : ", \(other) other problems") + (errors.isEmpty ? "" : ", \(errors.count) errors in the file")
            + (known == 0 ? "" : "; \(known) known from the baseline, not reported")
    }
}
