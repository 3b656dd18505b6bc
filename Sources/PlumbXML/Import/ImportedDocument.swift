import Foundation
import PlumbCore

/// An imported layout file: its layouts (one per root) grouped by scene, and warnings.
///
/// ```swift
/// let document = try XMLLayoutImporter.importFile(at: url)
/// for scene in document.scenes {
///     for layout in scene.layouts { layout.layoutIfNeeded() }
/// }
/// ```
public final class ImportedDocument {
    /// What kind of file it was.
    ///
    /// ```swift
    /// if document.format == .interfaceBuilder { … }
    /// ```
    public enum Format: String, Sendable {
        /// A `.xib` or `.storyboard`.
        case interfaceBuilder
        /// A `.layout.xml` file in Plumb's dialect.
        case dialect
    }

    /// One scene and its layouts.
    public struct Scene {
        /// The scene's name.
        public let name: String
        /// Its layout roots.
        public let layouts: [ImportedLayout]
    }

    /// The file name used in diagnostics.
    public let file: String
    /// The format.
    public let format: Format
    /// Scenes in document order.
    public let scenes: [Scene]
    /// What the importer skipped or assumed.
    public let warnings: [XMLDiagnostic]
    /// Errors the import recovered from (see ``InterfaceBuilderDocument/errors``).
    public let errors: [XMLDiagnostic]

    /// Every layout of every scene.
    public var layouts: [ImportedLayout] { scenes.flatMap(\.layouts) }

    init(file: String, format: Format, scenes: [Scene], warnings: [XMLDiagnostic], errors: [XMLDiagnostic] = []) {
        self.file = file
        self.format = format
        self.scenes = scenes
        self.warnings = warnings
        self.errors = errors
    }
}
