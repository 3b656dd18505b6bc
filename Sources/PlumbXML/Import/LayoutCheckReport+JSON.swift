import Foundation
import PlumbCore

extension LayoutCheckReport {
    /// The report as a member of `plumb check --json`'s `files` array (format version 1).
    package func json(path: String) -> JSONValue {
        .object([
            ("path", .string(path)),
            ("status", .string(isClean ? "clean" : "problems")),
            ("compared", .number(Double(compared))),
            ("matched", .number(Double(matched))),
            ("mismatched", .number(Double(mismatches.count))),
            ("unsatisfiable", .number(Double(unsatisfiable.count))),
            ("ambiguous", .number(Double(ambiguous.count))),
            ("undetermined", .number(Double(undetermined.count))),
            ("misplaced", .number(Double(misplaced.count))),
            ("other", .number(Double(other.count))),
            ("errors", .array(errors.map(\.json))),
            ("warnings", .array(warnings.map(\.json))),
            ("scenes", .array(scenes.map(\.json))),
        ])
    }
}

extension SceneCheck {
    package var json: JSONValue {
        .object([
            ("name", .string(name)),
            ("compared", .number(Double(compared))),
            ("matched", .number(Double(matched))),
            ("mismatches", .array(mismatches.map(\.json))),
            ("unsatisfiable", .array(unsatisfiable.indices.map { index in
                let set = unsatisfiable[index]
                let note = index < unsatisfiableNotes.count ? Self.text(after: ": note: ", in: unsatisfiableNotes[index]) : nil
                return .object([("conflicting", .array(set.conflicting.map { .string($0.description) })),
                                ("broken", .string(set.broken.description)),
                                ("note", note.map { .string($0) } ?? .null)])
            })),
            ("ambiguous", .array(ambiguous.indices.map { index in
                let item = ambiguous[index]
                let detail = index < ambiguityDetails.count ? ambiguityDetails[index] : nil
                return .object([("path", .string(item.item)), ("attributes", .array(item.attributes.map { .string($0) })),
                                ("id", detail?.id.map { .string($0) } ?? .null),
                                ("line", detail?.location.map { .number(Double($0.line)) } ?? .null),
                                ("column", detail?.location.map { .number(Double($0.column)) } ?? .null),
                                ("message", (index < ambiguityLines.count ? Self.text(after: ": error: ", in: ambiguityLines[index]) : nil)
                                    .map { .string($0) } ?? .null),
                                ("alternative", (index < ambiguityAlternatives.count ? ambiguityAlternatives[index] : nil)
                                    .map { JSONValue.frame($0.alternative) } ?? .null)])
            })),
            ("undetermined", .array(undetermined.map { item in
                .object([("path", .string(item.item)), ("attributes", .array(item.attributes.map { .string($0) }))])
            })),
            ("misplaced", .array(misplaced.map(\.json))),
            ("other", .array(other.map { .string($0) })),
        ])
    }

    /// What follows the first `marker` in a compiler-style line (`error: …`, `note: …`), or nil.
    private static func text(after marker: String, in line: String) -> String? {
        guard !line.isEmpty, let range = line.range(of: marker) else { return nil }
        return String(line[range.upperBound...])
    }
}

extension JSONValue {
    /// `[x, y, width, height]`.
    static func frame(_ r: CGRect) -> JSONValue { .array([r.minX, r.minY, r.width, r.height].map { .number(Double($0)) }) }
}

extension FrameMismatch {
    package var json: JSONValue {
        let rect = JSONValue.frame
        return .object([
            ("id", objectID.map { .string($0) } ?? .null),
            ("path", .string(path)),
            ("line", location.map { .number(Double($0.line)) } ?? .null),
            ("column", location.map { .number(Double($0.column)) } ?? .null),
            ("recorded", rect(recorded)),
            ("solved", rect(solved)),
            ("delta", .number(Double(delta))),
        ])
    }
}

extension XMLDiagnostic {
    package var json: JSONValue {
        .object([
            ("severity", .string(severity.rawValue)),
            ("line", .number(Double(location.line))),
            ("column", .number(Double(location.column))),
            ("message", .string(message)),
        ])
    }
}
