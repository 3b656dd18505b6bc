/// Where a constraint came from: user code, the engine, or an imported file.
///
/// ```swift
/// let c = a.topAnchor.constraint(equalTo: b.bottomAnchor)   // .source(fileID: "App/Screen.swift", line: 12)
/// c.origin.description                                      // "App/Screen.swift:12"
/// ```
public enum ConstraintOrigin: Hashable, Sendable, CustomStringConvertible {
    /// Written in Swift at this `#fileID` and line.
    case source(fileID: String, line: Int)
    /// Made by the engine (intrinsic size, margins, stack views, autoresizing), with a stable name
    /// such as `UISV-spacing` or `NSAutoresizingMaskLayoutConstraint`.
    case implicit(String)
    /// Read from a layout file, at this line and column, with the document's object id if it has one.
    case imported(file: String, line: Int, column: Int, objectID: String?)

    /// `file:line`, `file:line:column [id]`, or the implicit name.
    public var description: String {
        switch self {
        case let .source(fileID, line): "\(fileID):\(line)"
        case let .implicit(name): name
        case let .imported(file, line, column, objectID):
            "\(file):\(line):\(column)" + (objectID.map { " [\($0)]" } ?? "")
        }
    }

    /// Whether the engine made this constraint.
    public var isImplicit: Bool {
        if case .implicit = self { return true }
        return false
    }
}
