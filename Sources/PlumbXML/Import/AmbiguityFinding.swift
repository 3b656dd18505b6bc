import Foundation
import PlumbCore

/// A view whose frame the constraints leave open, as `plumb check` reports it: which parts are
/// open, where the view is declared, why, and another frame the constraints allow just as well.
///
/// ```swift
/// for finding in document.check().ambiguous {
///     print(finding.line)                       // Cell.xib:6:17: error: ambiguous layout: …
///     if let note = finding.noteLine { print(note) }
/// }
/// ```
public struct AmbiguityFinding: Hashable, Sendable, CustomStringConvertible {
    /// The view's path and its open attributes (`x`, `y`, `width`, `height`).
    public let item: AmbiguousItem
    /// The view's Interface Builder object id or dialect id, when it has one.
    public let objectID: String?
    /// Where the view is declared, when the document says.
    public let location: SourceLocation?
    /// What the error line says after `error: `: `ambiguous layout: 'id' (path): y not
    /// determined: no constraint fixes its y, add one`.
    public let message: String
    /// The view's solved frame as the document records frames (superview coordinates, macOS's
    /// bottom-left origin), when another frame was found.
    public let solvedFrame: CGRect?
    /// Another frame the constraints allow just as well, in the same terms, when one was found.
    public let alternativeFrame: CGRect?
    /// The document's file name.
    public let file: String

    /// Where the lines are reported: the view's `file:line:column`, else the document's file.
    public var place: String { location?.description ?? file }

    /// The finding as one compiler-style line.
    public var line: String { "\(place): error: \(message)" }

    /// What the note line says after `note: `, when there is an alternative frame.
    public var note: String? {
        guard let solvedFrame, let alternativeFrame else { return nil }
        return "the constraints allow '\(objectID ?? item.item)' at \(FrameMismatch.format(alternativeFrame)) "
            + "as well as at \(FrameMismatch.format(solvedFrame))"
    }

    /// `Cell.xib:6:17: note: the constraints allow 'icon' at (126, 100, 24, 24) as well as at
    /// (126, 0, 24, 24)`, when there is an alternative frame.
    public var noteLine: String? { note.map { "\(place): note: \($0)" } }

    /// `view/icon: y not determined` (`AmbiguousItem.description`).
    public var description: String { item.description }
}
