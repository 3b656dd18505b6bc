import Foundation
import PlumbCore

/// A set of required constraints that cannot all hold, as `plumb check` reports it: the set in
/// Apple's words, where to look, and what the implicit constraints in it stand for.
///
/// ```swift
/// for finding in document.check().unsatisfiable {
///     print(finding.line)                       // Banner.xib:21:17: error: Unable to …
///     if let note = finding.noteLine { print(note) }
/// }
/// ```
public struct ConflictFinding: Hashable, Sendable, CustomStringConvertible {
    /// The whole conflicting set and the constraint broken to lay out the rest.
    public let constraints: UnsatisfiableConstraints
    /// What the note line says after `note: `: the views whose implicit constraints take part,
    /// where they are declared, and which of them Interface Builder marks too (nil when the set
    /// holds only the document's own constraints).
    public let note: String?
    /// The document's file name, where the note is reported.
    public let file: String

    /// The broken constraint's `file:line:column` when the document declares it, else the first
    /// of the set the document declares, else the file: editors and CI annotations jump there.
    public var place: String {
        for summary in [constraints.broken] + constraints.conflicting {
            if case let .imported(origin, line, column, _) = summary.origin, origin == file { return "\(origin):\(line):\(column)" }
        }
        return file
    }

    /// The finding as a compiler-style error (the set spans several lines).
    public var line: String { "\(place): error: \(constraints)" }

    /// `Cell.xib: note: in this conflict, …`, when there is a note.
    public var noteLine: String? { note.map { "\(file): note: \($0)" } }

    /// The set in the shape of Apple's console message (`UnsatisfiableConstraints.description`).
    public var description: String { constraints.description }
}
