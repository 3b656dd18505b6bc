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
    /// The `ambiguous` findings as compiler-style lines (file:line:column, id, cause, advice);
    /// `lines` prints these.
    public var ambiguityLines: [String] = []

    /// Whether nothing is wrong.
    public var isClean: Bool { errors.isEmpty && mismatches.isEmpty && unsatisfiable.isEmpty && ambiguous.isEmpty && other.isEmpty }

    /// Every finding as text: warnings, mismatches, conflicts, ambiguity, then a summary line.
    public var lines: [String] {
        var out = warnings.map(\.description) + errors.map(\.description)
        out += mismatches.map(\.description)
        out += misplaced.map(\.description)
        out += unsatisfiable.map { "\(file): error: \($0)" }
        out += ambiguityLines.count == ambiguous.count ? ambiguityLines : ambiguous.map { "\(file): error: ambiguous layout: \($0)" }
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
                scenes.append(Self.check(layout, name: name, tolerance: tolerance, file: file))
            }
        }
        return LayoutCheckReport(
            file: file, compared: scenes.reduce(0) { $0 + $1.compared }, matched: scenes.reduce(0) { $0 + $1.matched },
            mismatches: scenes.flatMap(\.mismatches), unsatisfiable: scenes.flatMap(\.unsatisfiable).map(\.description),
            ambiguous: scenes.flatMap(\.ambiguous).map(\.description), other: scenes.flatMap(\.other),
            warnings: warnings, errors: errors, scenes: scenes, undetermined: scenes.flatMap(\.undetermined).map(\.description),
            misplaced: scenes.flatMap(\.misplaced), ambiguityLines: scenes.flatMap(\.ambiguityLines))
    }

    private static func check(_ layout: ImportedLayout, name: String, tolerance: CGFloat, file: String) -> SceneCheck {
        layout.layoutIfNeeded()
        let ambiguity = layout.root.ambiguityReport(ignoringTiesWithin: tolerance)
        let free = layout.root.freeAmbiguityReport()
        let undetermined = layout.undeterminedViews(ambiguous: free)
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
        let ambiguous = ambiguity.filter { !hidden.contains($0.item) }
        let freeItems = Dictionary(free.map { ($0.item, Set($0.attributes)) }, uniquingKeysWith: { $0.union($1) })
        let viewsByPath = Dictionary(layout.views.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let pathsByKey = Dictionary(layout.views.map { ($0.key, $0.path) }, uniquingKeysWith: { first, _ in first })
        let openByPath = Dictionary(ambiguous.map { ($0.item, Set($0.attributes)) }, uniquingKeysWith: { $0.union($1) })
        let lines = ambiguous.map { item in
            let view = viewsByPath[item.item]
            let parentOpen = view?.parentKey.flatMap { pathsByKey[$0] }.flatMap { openByPath[$0] } ?? []
            return Self.ambiguityLine(item, view: view, free: freeItems[item.item] ?? [], parentOpen: parentOpen, file: file)
        }
        return SceneCheck(name: name, compared: report.compared, matched: report.matched, mismatches: report.mismatches,
                          unsatisfiable: diagnostics.unsatisfiable,
                          ambiguous: ambiguous, other: other,
                          undetermined: report.undetermined == 0 ? [] : undetermined.filter { compared.contains($0.item) },
                          misplaced: report.misplaced, ambiguityLines: lines)
    }

    /// `Cell.xib:30:21: error: ambiguous layout: 'zKf-NF-Wa5' (cell/imageView): y not determined:
    /// no constraint fixes it, add one (Interface Builder marks the view ambiguous too)`.
    /// A position its superview's open position carries along (`parentOpen`) is put down to
    /// the superview rather than to the view.
    static func ambiguityLine(_ item: AmbiguousItem, view: ImportedView?, free: Set<String>, parentOpen: Set<String>,
                              file: String) -> String {
        let place = view?.location.map { "\($0): " } ?? "\(file): "
        let id = view?.objectID.map { "'\($0)' " } ?? ""
        let carried = item.attributes.filter { ["x", "y"].contains($0) && parentOpen.contains($0) }
        let own = item.attributes.filter { !carried.contains($0) }
        let open = own.filter { free.contains($0) }, tied = own.filter { !free.contains($0) }
        var causes: [String] = []
        if !carried.isEmpty {
            causes.append("its \(carried.joined(separator: ", ")) \(carried.count == 1 ? "follows" : "follow") its superview's, which is not determined")
        }
        if !open.isEmpty {
            causes.append("no constraint fixes its \(open.joined(separator: ", ")), add one")
        }
        if !tied.isEmpty {
            causes.append("constraints of equal priority pull its \(tied.joined(separator: ", ")) against each other, "
                + "make one of them stronger")
        }
        let marked = view?.isMarkedAmbiguous == true ? " (Interface Builder marks the view ambiguous too)" : ""
        return "\(place)error: ambiguous layout: \(id)(\(item.item)): \(item.attributes.joined(separator: ", ")) not determined: "
            + causes.joined(separator: "; ") + marked
    }
}
