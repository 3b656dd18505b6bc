import PlumbCore

/// Opt-in creation helpers: `m_create { }` (1.x), `create { }` (2.x) and the fast initialiser
/// `Type { }` (2.x).
///
/// Mortar 1.x made every `NSObject` conform, which exposed `init()` on unrelated classes and
/// broke their code with "ambiguous use of init" (issues #23, #31). Plumb never adds this
/// conformance to a root type: conform the classes you want, which must have an `init()`
/// (`required` in a non-final class).
///
/// ```swift
/// final class Label: View, MortarCreatable {
///     convenience init() { self.init(name: "label") }
/// }
/// let title = Label.create { $0.intrinsicContentSize = CGSize(width: 80, height: 20) }
/// let other = Label { $0.isHidden = true }
/// ```
public protocol MortarCreatable: AnyObject {
    /// Makes an unconfigured instance.
    init()
}

extension MortarCreatable {
    /// Makes an instance and configures it (Mortar 1.x name). Constraints made in `configure`
    /// record this call's file and line.
    ///
    /// ```swift
    /// let label = Label.m_create { $0.name = "title" }
    /// ```
    public static func m_create(file: StaticString = #fileID, line: UInt = #line, _ configure: (Self) -> Void) -> Self {
        let instance = Self()
        MortarSource.with(file: file, line: line) { configure(instance) }
        return instance
    }

    /// Makes an instance and configures it (Mortar 2.x name). Constraints made in `configure`
    /// record this call's file and line.
    ///
    /// ```swift
    /// let label = Label.create { $0.name = "title" }
    /// ```
    public static func create(file: StaticString = #fileID, line: UInt = #line, _ configure: (Self) -> Void) -> Self {
        m_create(file: file, line: line, configure)
    }

    /// Makes an instance and configures it: `Label { $0.name = "title" }` (Mortar 2.x "fast
    /// create").
    ///
    /// ```swift
    /// let button = Label { $0.name = "button" }
    /// ```
    public init(file: StaticString = #fileID, line: UInt = #line, _ configure: (Self) -> Void) {
        self.init()
        MortarSource.with(file: file, line: line) { configure(self) }
    }
}
