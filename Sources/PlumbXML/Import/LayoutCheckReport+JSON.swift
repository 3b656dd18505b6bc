import Foundation
import PlumbCore

extension LayoutCheckReport {
    /// The report as a member of `plumb check --json`'s `files` array (format version 1), with
    /// a `known` count when a baseline was applied.
    package func json(path: String, countsKnown: Bool = false) -> JSONValue {
        var members: [(String, JSONValue)] = [
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
        ]
        if countsKnown { members.append(("known", .number(Double(known)))) }
        members += [
            ("errors", .array(errors.map(\.json))),
            ("warnings", .array(warnings.map(\.json))),
            ("scenes", .array(scenes.map(\.json))),
        ]
        return .object(members)
    }
}

extension SceneCheck {
    package var json: JSONValue {
        .object([
            ("name", .string(name)),
            ("compared", .number(Double(compared))),
            ("matched", .number(Double(matched))),
            ("mismatches", .array(mismatches.map(\.json))),
            ("unsatisfiable", .array(unsatisfiable.map { finding in
                .object([("conflicting", .array(finding.constraints.conflicting.map { .string($0.description) })),
                         ("broken", .string(finding.constraints.broken.description)),
                         ("note", finding.note.map { .string($0) } ?? .null)])
            })),
            ("ambiguous", .array(ambiguous.map { finding in
                .object([("path", .string(finding.item.item)), ("attributes", .array(finding.item.attributes.map { .string($0) })),
                         ("id", finding.objectID.map { .string($0) } ?? .null),
                         ("line", finding.location.map { .number(Double($0.line)) } ?? .null),
                         ("column", finding.location.map { .number(Double($0.column)) } ?? .null),
                         ("message", .string(finding.message)),
                         ("alternative", finding.alternativeFrame.map { JSONValue.frame($0) } ?? .null)])
            })),
            ("undetermined", .array(undetermined.map { item in
                .object([("path", .string(item.item)), ("attributes", .array(item.attributes.map { .string($0) }))])
            })),
            ("misplaced", .array(misplaced.map(\.json))),
            ("other", .array(other.map { .string($0) })),
        ])
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
