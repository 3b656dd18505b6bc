import Foundation
import PlumbCore

/// What `plumb check` finds in one layout root of a document (a scene, or one root of a scene
/// that holds several): frame mismatches, unsatisfiable sets, ambiguous views, other problems.
///
/// ```swift
/// for scene in document.check().scenes where !scene.isClean {
///     print(scene.name, scene.mismatches.count, scene.unsatisfiable.count)
/// }
/// ```
public struct SceneCheck: Sendable {
    /// The name the scene is reported under (`Login`, or `Login / view` when a scene holds
    /// several roots), as `plumb render --scene` takes it.
    public let name: String
    /// Views compared with their recorded frames.
    public let compared: Int
    /// Views whose solved frame is within the tolerance.
    public let matched: Int
    /// Frame mismatches, in document order.
    public let mismatches: [FrameMismatch]
    /// Sets of required constraints that cannot all hold, and the one broken.
    public let unsatisfiable: [UnsatisfiableConstraints]
    /// Views the constraints leave open on some attribute (hidden views are left out).
    public let ambiguous: [AmbiguousItem]
    /// Other problems: rejected or degenerate constraints, activation errors.
    public let other: [String]
    /// Constraint-positioned views not compared with their recorded frame because the
    /// constraints leave that frame open (a subset of `ambiguous`).
    public var undetermined: [AmbiguousItem] = []
    /// Views the document marks misplaced whose solved frame differs from the recorded (stale)
    /// one: warnings, not compared, not counted against the scene.
    public var misplaced: [FrameMismatch] = []
    /// One compiler-style line per entry of `ambiguous`, in the same order: where the view is
    /// declared, its id, what is open, why (nothing fixes it, or equal priorities pull against
    /// each other) and whether Interface Builder marks the view ambiguous too.
    public var ambiguityLines: [String] = []
    /// Where each entry of `ambiguous` is declared and its id, in the same order (for JSON).
    public var ambiguityDetails: [(id: String?, location: SourceLocation?)] = []
    /// One note per entry of `unsatisfiable`, in the same order (empty when there is nothing to
    /// add): the views whose implicit constraints take part, with where they are declared and
    /// their ids, what those constraints stand for, and which of them IB marks too.
    public var unsatisfiableNotes: [String] = []
    /// Where each entry of `unsatisfiable` is reported, in the same order: the broken
    /// constraint's `file:line:column` when the document declares it (else the first of the set
    /// the document declares, else the file), so editors and CI annotations can jump there.
    public var unsatisfiablePlaces: [String] = []
    /// For each entry of `ambiguous`, in the same order: its solved frame and another frame the
    /// constraints allow just as well, both as the document records frames (nil when no other
    /// frame was found).
    public var ambiguityAlternatives: [(solved: CGRect, alternative: CGRect)?] = []
    /// One `note:` line per entry of `ambiguous`, in the same order (empty when there is no
    /// alternative): `Cell.xib:6:17: note: the constraints allow 'icon' at (126, 100, 24, 24)
    /// as well as at (126, 0, 24, 24)`.
    public var ambiguityNotes: [String] = []

    /// Whether nothing is wrong in this scene.
    public var isClean: Bool { mismatches.isEmpty && unsatisfiable.isEmpty && ambiguous.isEmpty && other.isEmpty }
}
