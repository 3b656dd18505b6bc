import Foundation

/// The problems a project has accepted for now: `plumb check --baseline FILE` reports only
/// what is not in it, so CI fails on new problems while old storyboards are mended one by one
/// (`--write-baseline FILE` records the current ones).
///
/// A finding is known by what identifies it, not by its numbers or its line: the file as
/// checked, the scene, its kind and its subject — a mismatched view's id, an ambiguous view's id
/// and open attributes, the ids (or the text) of an unsatisfiable set's constraints. A known
/// view that moves further, or a line added above it, is still known; a new view, a new
/// conflict or a file renamed is not.
///
/// ```swift
/// let baseline = CheckBaseline(reports: [document.check()])
/// try baseline.json.write(toFile: "plumb-baseline.json", atomically: true, encoding: .utf8)
/// let fresh = document.check().excluding(baseline)   // nothing left to report
/// ```
public struct CheckBaseline: Hashable, Sendable {
    /// Version of the baseline file's format.
    public static let formatVersion = 1

    /// One accepted finding.
    public struct Entry: Hashable, Sendable, Comparable {
        /// The file as it was checked (the path given to `plumb check`).
        public var file: String
        /// The scene it is in (`""` for a problem of the whole file).
        public var scene: String
        /// `mismatch`, `ambiguous`, `unsatisfiable`, `other` or `error`.
        public var kind: String
        /// What identifies it within the scene.
        public var subject: String

        /// Creates an entry.
        ///
        /// ```swift
        /// let entry = CheckBaseline.Entry(file: "Main.storyboard", scene: "Login", kind: "mismatch", subject: "abc-12-def")
        /// ```
        public init(file: String, scene: String, kind: String, subject: String) {
            self.file = file
            self.scene = scene
            self.kind = kind
            self.subject = subject
        }

        /// Orders by file, scene, kind and subject, comparing UTF-8 bytes (the same order on
        /// every machine).
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            [lhs.file, lhs.scene, lhs.kind, lhs.subject].map { Array($0.utf8) }
                .lexicographicallyPrecedes([rhs.file, rhs.scene, rhs.kind, rhs.subject].map { Array($0.utf8) }) {
                    $0.lexicographicallyPrecedes($1)
                }
        }
    }

    /// The accepted findings.
    public var entries: Set<Entry>
    /// The folder entries' files are relative to (the baseline file's), or nil when they are
    /// the paths as checked.
    public var root: String?

    /// A baseline of these entries.
    ///
    /// ```swift
    /// let none = CheckBaseline(entries: [])
    /// ```
    public init(entries: Set<Entry>, root: String? = nil) {
        self.entries = entries
        self.root = root.map(Self.absolute)
    }

    /// Every finding of these reports. With a `root` folder (the one the baseline file will be
    /// in), files inside it are recorded relative to it, so the baseline holds wherever the
    /// project is checked out and however the files are named on the command line (`App/a.xib`,
    /// `./App/a.xib`, an absolute path from the package plugin); without one, as checked.
    ///
    /// ```swift
    /// let baseline = CheckBaseline(reports: files.map { try XMLLayoutImporter.importFile(at: $0).check() })
    /// ```
    public init(reports: [LayoutCheckReport], root: String? = nil) {
        self.root = root.map(Self.absolute)
        entries = []
        entries = Set(reports.flatMap { $0.baselineEntries(file: key(for: $0.file)) })
    }

    /// How a checked file is named in this baseline: relative to ``root`` when inside it.
    ///
    /// ```swift
    /// CheckBaseline(entries: [], root: "/work/app").key(for: "/work/app/Views/Cell.xib")   // "Views/Cell.xib"
    /// ```
    public func key(for file: String) -> String {
        guard let root else { return file }
        let path = Self.absolute(file)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// An absolute path with `.`, `..` and symbolic links resolved.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The baseline file: `{"format": "plumb-check-baseline", "version": 1, "findings": [...]}`,
    /// entries sorted, ending with a newline — the same findings give the same bytes.
    public var json: String {
        let findings = entries.sorted().map { entry in
            JSONValue.object([("file", .string(entry.file)), ("scene", .string(entry.scene)),
                              ("kind", .string(entry.kind)), ("subject", .string(entry.subject))])
        }
        return JSONValue.object([
            ("format", .string("plumb-check-baseline")), ("version", .number(Double(Self.formatVersion))),
            ("findings", .array(findings)),
        ]).rendered() + "\n"
    }

    /// Reads a baseline file written by ``json``; its files are relative to its folder.
    ///
    /// ```swift
    /// let baseline = try CheckBaseline(contentsOf: URL(fileURLWithPath: "plumb-baseline.json"))
    /// ```
    public init(contentsOf url: URL) throws(CheckBaselineError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw CheckBaselineError(file: url.relativePath, reason: "cannot read the baseline: \(error.localizedDescription)")
        }
        try self.init(json: data, file: url.relativePath, root: url.deletingLastPathComponent().path)
    }

    /// Reads a baseline from the bytes of its file; `file` names it in errors, `root` is the
    /// folder its files are relative to (nil: paths as checked).
    ///
    /// ```swift
    /// let baseline = try CheckBaseline(json: Data(text.utf8), file: "plumb-baseline.json")
    /// ```
    public init(json data: Data, file: String, root: String? = nil) throws(CheckBaselineError) {
        self.root = root.map(Self.absolute)
        let decoded: BaselineFile
        do { decoded = try JSONDecoder().decode(BaselineFile.self, from: data) } catch {
            throw CheckBaselineError(file: file, reason: "not a plumb check baseline (\(Self.reason(error)))")
        }
        guard decoded.format == "plumb-check-baseline" else {
            throw CheckBaselineError(file: file, reason: "format is '\(decoded.format)', expected 'plumb-check-baseline'")
        }
        guard decoded.version == Self.formatVersion else {
            throw CheckBaselineError(file: file, reason: "version \(decoded.version) is not supported (this plumb reads version \(Self.formatVersion))")
        }
        entries = Set(decoded.findings.map { Entry(file: $0.file, scene: $0.scene, kind: $0.kind, subject: $0.subject) })
    }

    private static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _)?: "no '\(key.stringValue)' member"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            "a member of the wrong type at " + context.codingPath.enumerated().map { index, key in
                key.intValue.map { "[\($0)]" } ?? (index == 0 ? key.stringValue : "." + key.stringValue)
            }.joined()
        case .dataCorrupted?: "not JSON"
        default: "unreadable"
        }
    }

    /// The file's shape.
    private struct BaselineFile: Decodable {
        struct Finding: Decodable {
            var file: String
            var scene: String
            var kind: String
            var subject: String
        }
        var format: String
        var version: Int
        var findings: [Finding]
    }
}

/// A baseline file that cannot be read, with the reason.
///
/// ```swift
/// print(error)   // plumb-baseline.json: error: not a plumb check baseline (not JSON)
/// ```
public struct CheckBaselineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The baseline file.
    public let file: String
    /// What is wrong with it.
    public let reason: String

    /// A compiler-style line naming the file.
    public var description: String { "\(file): error: \(reason)" }
}
