import Foundation
import PlumbCore

/// Plumb's compact layout dialect (`.layout.xml`): Interface Builder's vocabulary written by
/// hand. Views are named by `id`, constraints read like `title.top == root.safeArea.top + 8`.
/// Every file is validated against ``PlumbLayoutSchema`` with libxml2, then checked for dangling
/// ids and mismatched anchors; errors carry file, line and column.
///
/// ```xml
/// <layout width="390" height="844" safeArea="47 0 34 0">
///   <view id="title" intrinsicSize="120 21"/>
///   <constraint first="title.top" second="root.safeArea.top" constant="8"/>
///   <constraint first="title.leading" second="root.margins.leading"/>
/// </layout>
/// ```
///
/// ```swift
/// let document = try LayoutDialect.importBytes(Array(xml.utf8), file: "title.layout.xml")
/// document.layouts[0].layoutIfNeeded()
/// ```
public enum LayoutDialect {
    /// Whether bytes look like a dialect file (the first element is `<layout>`).
    ///
    /// ```swift
    /// LayoutDialect.looksLikeDialect(Array("<layout width='1' height='1'/>".utf8))   // true
    /// ```
    public static func looksLikeDialect(_ bytes: [UInt8]) -> Bool {
        StartTagScanner.scan(Array(bytes.prefix(4096))).first?.name == "layout"
    }

    /// Validates and imports a dialect file.
    ///
    /// ```swift
    /// let doc = try LayoutDialect.importBytes(bytes, file: "card.layout.xml")
    /// ```
    public static func importBytes(_ bytes: [UInt8], file: String, options: ImportOptions = ImportOptions()) throws(XMLImportError) -> ImportedDocument {
        let tree = try SafeXMLReader(limits: options.limits).read(bytes: bytes, file: file, schema: PlumbLayoutSchema.text)
        var reader = DialectReader(tree: tree, options: options)
        let spec = reader.read()
        guard reader.errors.isEmpty, let spec else { throw .invalid(reader.errors) }
        let layout = ImportedLayout(name: spec.name, built: LayoutBuilder.build(spec))
        return ImportedDocument(file: file, format: .dialect, scenes: [ImportedDocument.Scene(name: spec.name, layouts: [layout])],
                                warnings: tree.warnings)
    }
}
