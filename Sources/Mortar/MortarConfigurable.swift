import PlumbCore

/// `also { }`: run a closure on a value and return it (Mortar 2.x). Every view has it; it adds
/// no initialiser, so it cannot cause the "ambiguous use of init" problem.
///
/// ```swift
/// let card = View(name: "card").also { $0.isHidden = false }
/// ```
public protocol MortarConfigurable: AnyObject {}

extension MortarConfigurable {
    /// Runs `body` on `self` and returns `self`. Constraints made in `body` record this call's
    /// file and line.
    ///
    /// ```swift
    /// root |+| View(name: "badge").also { $0.m_size |=| (20, 20) }
    /// ```
    @discardableResult
    public func also(file: StaticString = #fileID, line: UInt = #line, _ body: (Self) -> Void) -> Self {
        MortarSource.with(file: file, line: line) { body(self) }
        return self
    }
}

extension View: MortarConfigurable {}
