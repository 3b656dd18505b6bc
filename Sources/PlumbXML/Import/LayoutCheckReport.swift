import Foundation
import PlumbCore

/// What `plumb check` finds in one document: views whose solved frame differs from the recorded
/// one, unsatisfiable constraints, ambiguous views and activation problems, as compiler-style
/// lines.
///
/// ```swift
/// let report = document.check()
/// report.lines.forEach { print($0) }
/// if !report.isClean { exit(1) }
/// ```
public struct LayoutCheckReport: Sendable {
    /// The document's file name.
    public let file: String
    /// Views compared with recorded frames and how many matched.
    public let compared: Int
    /// Views whose solved frame is within the tolerance.
    public let matched: Int
    /// Frame mismatches, in document order.
    public let mismatches: [FrameMismatch]
    /// Unsatisfiable sets, per layout, in Apple's words.
    public let unsatisfiable: [String]
    /// Views whose position or size the constraints leave open (hidden views are left out).
    public let ambiguous: [String]
    /// Other problems: rejected or degenerate constraints, activation errors.
    public let other: [String]
    /// Importer warnings (unknown elements…); they do not make the report unclean.
    public let warnings: [XMLDiagnostic]
    /// Errors the import recovered from (ignored constraints, malformed values).
    public let errors: [XMLDiagnostic]
    /// The same findings per layout root, in document order.
    public let scenes: [SceneCheck]
    /// Constraint-positioned views whose recorded frame the constraints leave open, so it is not
    /// compared (`path: width not determined`); they are among `ambiguous` too.
    public var undetermined: [String] = []
    /// Views the document marks misplaced (IB's `misplaced="YES"`) whose solved frame differs
    /// from the recorded one: reported as warnings (as Xcode does), not compared.
    public var misplaced: [FrameMismatch] = []

    /// Whether nothing is wrong.
    public var isClean: Bool { errors.isEmpty && mismatches.isEmpty && unsatisfiable.isEmpty && ambiguous.isEmpty && other.isEmpty }

    /// Every finding as text: warnings, mismatches, conflicts, ambiguity, then a summary line.
    public var lines: [String] {
        var out = warnings.map(\.description) + errors.map(\.description)
        out += mismatches.map(\.description)
        out += misplaced.map(\.description)
        out += unsatisfiable.map { "\(file): error: \($0)" }
        out += ambiguous.map { "\(file): error: ambiguous layout: \($0)" }
        out += undetermined.map { "\(file): note: recorded frame not compared, the constraints leave it open: \($0)" }
        out += other.map { "\(file): error: \($0)" }
        out.append(summary)
        return out
    }

    /// `file: 41 of 42 views match their recorded frames; 1 unsatisfiable, 0 ambiguous`.
    public var summary: String {
        var frames = compared == 0 ? "no recorded frames to compare" : "\(matched) of \(compared) views match their recorded frames"
        if !undetermined.isEmpty { frames += " (\(undetermined.count) left open by the constraints, not compared)" }
        if !misplaced.isEmpty { frames += " (\(misplaced.count) marked misplaced in the document, not compared)" }
        return "\(file): \(frames); \(unsatisfiable.count) unsatisfiable, \(ambiguous.count) ambiguous"
            + (other.isEmpty ? "" : ", \(other.count) other problems") + (errors.isEmpty ? "" : ", \(errors.count) errors in the file")
    }
}

extension ImportedDocument {
    /// Solves every layout and reports what is wrong, per scene and for the whole document.
    ///
    /// ```swift
    /// let report = try XMLLayoutImporter.importFile(at: url).check(tolerance: 0.5)
    /// ```
    public func check(tolerance: CGFloat = 0.5) -> LayoutCheckReport {
        var scenes: [SceneCheck] = []
        for candidate in self.scenes {
            for layout in candidate.layouts {
                let part = layout.name == candidate.name ? layout.root.itemName : layout.name
                let name = candidate.layouts.count == 1 ? candidate.name : "\(candidate.name) / \(part)"
                scenes.append(Self.check(layout, name: name, tolerance: tolerance))
            }
        }
        return LayoutCheckReport(
            file: file, compared: scenes.reduce(0) { $0 + $1.compared }, matched: scenes.reduce(0) { $0 + $1.matched },
            mismatches: scenes.flatMap(\.mismatches), unsatisfiable: scenes.flatMap(\.unsatisfiable).map(\.description),
            ambiguous: scenes.flatMap(\.ambiguous).map(\.description), other: scenes.flatMap(\.other),
            warnings: warnings, errors: errors, scenes: scenes, undetermined: scenes.flatMap(\.undetermined).map(\.description),
            misplaced: scenes.flatMap(\.misplaced))
    }

    private static func check(_ layout: ImportedLayout, name: String, tolerance: CGFloat) -> SceneCheck {
        layout.layoutIfNeeded()
        let ambiguity = layout.root.ambiguityReport()
        let undetermined = layout.undeterminedViews(ambiguous: layout.root.freeAmbiguityReport())
        let report = layout.frameReport(tolerance: tolerance, excluding: Set(undetermined.map(\.item)))
        let compared = Set(layout.views.filter { $0.isConstraintPositioned && $0.recordedFrame != nil }.map(\.path))
        let diagnostics = layout.root.layoutDiagnostics
        var other = diagnostics.degenerate.map { "ignoring degenerate constraint \($0)" }
        other += diagnostics.rejected.map { "rejected constraint \($0)" }
        other += layout.activationErrors.map(\.description)
        if diagnostics.numericalGiveUps > 0 {
            other.append("the solver gave up restoring \(diagnostics.numericalGiveUps) row(s): the constraints are numerically ill-conditioned, and frames may violate them")
        }
        // Hidden views (and what they contain) are not on screen; their ambiguity is not reported.
        let hidden = Set(layout.views.filter { view in
            var current: View? = view.view
            while let candidate = current {
                if candidate.isHidden { return true }
                current = candidate.superview
            }
            return false
        }.map(\.path))
        return SceneCheck(name: name, compared: report.compared, matched: report.matched, mismatches: report.mismatches,
                          unsatisfiable: diagnostics.unsatisfiable,
                          ambiguous: ambiguity.filter { !hidden.contains($0.item) }, other: other,
                          undetermined: report.undetermined == 0 ? [] : undetermined.filter { compared.contains($0.item) },
                          misplaced: report.misplaced)
    }
}
