import Foundation
import PlumbCore

extension LayoutCheckReport {
    /// The report's findings as baseline entries (see ``CheckBaseline``), under `file` (the
    /// report's own file name by default).
    ///
    /// ```swift
    /// let entries = document.check().baselineEntries()   // mismatch 'abc-12-def' in Login, …
    /// ```
    public func baselineEntries(file: String? = nil) -> [CheckBaseline.Entry] {
        let file = file ?? self.file
        var out = errors.map { CheckBaseline.Entry(file: file, scene: "", kind: "error", subject: $0.message) }
        for scene in scenes { out += scene.baselineEntries(file: file) }
        return out
    }

    /// The report without the findings the baseline accepts: they no longer make it unclean,
    /// and ``known`` counts them (the summary line says how many).
    ///
    /// ```swift
    /// let report = document.check().excluding(baseline)
    /// if !report.isClean { exit(1) }   // only new problems fail
    /// ```
    public func excluding(_ baseline: CheckBaseline) -> LayoutCheckReport {
        let key = baseline.key(for: file)
        let isKnown = { (entry: CheckBaseline.Entry) in baseline.entries.contains(entry) }
        let keptErrors = errors.filter { !isKnown(CheckBaseline.Entry(file: key, scene: "", kind: "error", subject: $0.message)) }
        var known = errors.count - keptErrors.count
        let keptScenes = scenes.map { scene in
            let kept = scene.excluding(isKnown, file: key)
            known += kept.known
            return kept.scene
        }
        var report = LayoutCheckReport(file: file, warnings: warnings, errors: keptErrors, scenes: keptScenes)
        report.known = self.known + known
        return report
    }
}

extension SceneCheck {
    func baselineEntries(file: String) -> [CheckBaseline.Entry] {
        let entry = { (kind: String, subject: String) in CheckBaseline.Entry(file: file, scene: name, kind: kind, subject: subject) }
        return mismatches.map { entry("mismatch", Self.subject($0)) }
            + unsatisfiable.map { entry("unsatisfiable", Self.subject($0)) }
            + ambiguous.map { entry("ambiguous", Self.subject($0)) }
            + other.map { entry("other", $0) }
    }

    /// The scene without the findings `isKnown` accepts, and how many those were.
    func excluding(_ isKnown: (CheckBaseline.Entry) -> Bool, file: String) -> (scene: SceneCheck, known: Int) {
        let entry = { (kind: String, subject: String) in CheckBaseline.Entry(file: file, scene: name, kind: kind, subject: subject) }
        let keptMismatches = mismatches.filter { !isKnown(entry("mismatch", Self.subject($0))) }
        let keptConflicts = unsatisfiable.filter { !isKnown(entry("unsatisfiable", Self.subject($0))) }
        let keptAmbiguity = ambiguous.filter { !isKnown(entry("ambiguous", Self.subject($0))) }
        let keptOther = other.filter { !isKnown(entry("other", $0)) }
        let known = mismatches.count - keptMismatches.count + unsatisfiable.count - keptConflicts.count
            + ambiguous.count - keptAmbiguity.count + other.count - keptOther.count
        let scene = SceneCheck(name: name, compared: compared, matched: matched, mismatches: keptMismatches,
                               unsatisfiable: keptConflicts, ambiguous: keptAmbiguity, other: keptOther,
                               undetermined: undetermined, misplaced: misplaced)
        return (scene, known)
    }

    /// A mismatched view: its id, else its path.
    static func subject(_ mismatch: FrameMismatch) -> String { mismatch.objectID ?? mismatch.path }

    /// An ambiguous view and what is open: `abc-12-def width,height`.
    static func subject(_ finding: AmbiguityFinding) -> String {
        "\(finding.objectID ?? finding.item.item) \(finding.item.attributes.joined(separator: ","))"
    }

    /// An unsatisfiable set: its constraints' ids (their text where they have none), sorted, so
    /// neither the order they were added in nor their lines matter.
    static func subject(_ finding: ConflictFinding) -> String {
        finding.constraints.conflicting.map { summary -> String in
            switch summary.origin {
            case let .imported(_, _, _, objectID?): objectID
            case let .implicit(name): "\(summary.text) (\(name))"
            default: summary.identifier.map { "\(summary.text) (\($0))" } ?? summary.text
            }
        }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.joined(separator: " | ")
    }
}
