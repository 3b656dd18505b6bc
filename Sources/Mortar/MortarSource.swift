import PlumbCore

/// Records where Mortar constraints come from.
///
/// Swift operators cannot take `#fileID`/`#line` default arguments (an operator function has
/// exactly one or two parameters), so `a |=| b` alone cannot know its caller's line. Mortar
/// therefore records the location of the innermost enclosing *function* that can: ``mortar(file:line:_:)``,
/// `create`/`m_create`, the fast initialiser and `also`. Outside all of them a constraint's origin is
/// `<Mortar |=|>:0` (the operator's name, line 0), which is honest about what is unknown.
///
/// ```swift
/// mortar {                                  // constraints inside record this file and line
///     title.m_top |=| root.m_safeTop + 8
/// }
/// MortarSource.current                      // nil outside any scope
/// ```
public enum MortarSource {
    /// The origin recorded by the innermost enclosing scope, if any.
    @TaskLocal public static var current: ConstraintOrigin?

    /// The origin for a constraint made now by `operatorName`.
    package static func origin(for operatorName: String) -> ConstraintOrigin {
        current ?? .source(fileID: "<Mortar \(operatorName)>", line: 0)
    }

    /// Runs `body` with `file`/`line` as the recorded origin.
    package static func with<R>(file: StaticString, line: UInt, _ body: () throws -> R) rethrows -> R {
        try $current.withValue(.source(fileID: "\(file)", line: Int(line))) { try body() }
    }
}

/// Runs `body`, recording this call's file and line as the origin of every constraint Mortar
/// makes inside it (operators cannot record their own line).
///
/// Wrap a single statement for an exact line, or a whole layout section for a coarse one.
///
/// ```swift
/// mortar { view1.m_right |=| view2.m_left - 12 }   // origin: this file and line
/// ```
@discardableResult
public func mortar<R>(file: StaticString = #fileID, line: UInt = #line, _ body: () throws -> R) rethrows -> R {
    try MortarSource.with(file: file, line: line, body)
}
