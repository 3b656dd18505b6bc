/// A position in an XML source file: 1-based line and column (columns count characters).
///
/// ```swift
/// let here = SourceLocation(file: "Main.storyboard", line: 12, column: 9)
/// print(here)   // Main.storyboard:12:9
/// ```
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file name as given to the reader (a path or a display name).
    public var file: String
    /// The 1-based line number, 0 when unknown.
    public var line: Int
    /// The 1-based column in characters, 0 when unknown.
    public var column: Int

    /// Creates a location.
    ///
    /// ```swift
    /// let start = SourceLocation(file: "a.layout.xml", line: 1, column: 1)
    /// ```
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers print; `file:line` when the column is unknown and
    /// just `file` for the whole file (a file that cannot be read), as compilers print those.
    public var description: String {
        guard line > 0 else { return file }
        return column > 0 ? "\(file):\(line):\(column)" : "\(file):\(line)"
    }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
