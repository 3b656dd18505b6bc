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
    /// Sets of required constraints that cannot all hold, each with the one broken, where it is
    /// declared and a note on its implicit constraints.
    public let unsatisfiable: [ConflictFinding]
    /// Views the constraints leave open on some attribute (hidden views are left out), each with
    /// where it is declared, why, and another frame the constraints allow.
    public let ambiguous: [AmbiguityFinding]
    /// Other problems: rejected or degenerate constraints, activation errors.
    public let other: [String]
    /// Constraint-positioned views not compared with their recorded frame because the
    /// constraints leave that frame open (their items are among `ambiguous`).
    public let undetermined: [AmbiguousItem]
    /// Views the document marks misplaced whose solved frame differs from the recorded (stale)
    /// one: warnings, not compared, not counted against the scene.
    public let misplaced: [FrameMismatch]

    /// Whether nothing is wrong in this scene.
    public var isClean: Bool { mismatches.isEmpty && unsatisfiable.isEmpty && ambiguous.isEmpty && other.isEmpty }
}
