import Foundation
import PlumbCore

/// Imports layout files into PlumbCore view trees: Interface Builder `.xib`/`.storyboard` and
/// Plumb's `.layout.xml` dialect (chosen by extension, or by content).
///
/// ```swift
/// let document = try XMLLayoutImporter.importFile(at: URL(fileURLWithPath: "Login.xib"))
/// let layout = document.layouts[0]
/// layout.layoutIfNeeded()
/// for mismatch in layout.frameReport().mismatches { print(mismatch) }
/// ```
public enum XMLLayoutImporter {
    /// Reads a file and imports it. Diagnostics and output name the file as it was given
    /// (a relative path stays relative), so reports do not depend on where the checkout lives.
    ///
    /// ```swift
    /// let doc = try XMLLayoutImporter.importFile(at: url, options: ImportOptions())
    /// ```
    public static func importFile(at url: URL, options: ImportOptions = ImportOptions()) throws(XMLImportError) -> ImportedDocument {
        let bytes = try InterfaceBuilderDocument.readFile(url, limits: options.limits)
        return try importBytes(bytes, file: url.relativePath, options: options)
    }

    /// Imports bytes; a file whose root element is `<layout>` is the dialect, else Interface Builder.
    ///
    /// ```swift
    /// let doc = try XMLLayoutImporter.importBytes(Array(xml.utf8), file: "inline.layout.xml")
    /// ```
    public static func importBytes(_ bytes: [UInt8], file: String, options: ImportOptions = ImportOptions()) throws(XMLImportError) -> ImportedDocument {
        if LayoutDialect.looksLikeDialect(bytes) {
            return try LayoutDialect.importBytes(bytes, file: file, options: options)
        }
        let document = try InterfaceBuilderDocument(bytes: bytes, file: file, limits: options.limits)
        return importDocument(document, options: options)
    }

    /// Lowers a parsed Interface Builder document.
    ///
    /// ```swift
    /// let ib = try InterfaceBuilderDocument(contentsOf: url)
    /// let doc = XMLLayoutImporter.importDocument(ib)
    /// ```
    public static func importDocument(_ document: InterfaceBuilderDocument, options: ImportOptions = ImportOptions()) -> ImportedDocument {
        var lowering = IBLowering(document: document, options: options)
        var scenes: [ImportedDocument.Scene] = []
        for scene in document.scenes {
            var layouts: [ImportedLayout] = []
            for root in scene.roots {
                let spec = lowering.lower(root)
                layouts.append(ImportedLayout.building(spec, name: root.name, isAtRecordedSize: spec.windowSize == nil))
            }
            scenes.append(ImportedDocument.Scene(name: scene.name, layouts: layouts))
        }
        return ImportedDocument(file: document.file, format: .interfaceBuilder, scenes: scenes,
                                warnings: document.warnings + lowering.warnings, errors: document.errors)
    }
}
