import Foundation

/// An Interface Builder `.xib` or `.storyboard` (iOS CocoaTouch or macOS Cocoa), read safely
/// with libxml2 into its scenes, layout roots, views and constraints.
///
/// ```swift
/// let document = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: "Main.storyboard"))
/// document.platform        // .iOS
/// document.sceneNames      // ["Contacts List", "About"]
/// document.warnings        // unknown elements, once per kind
/// ```
public struct InterfaceBuilderDocument: Sendable {
    /// Which UI framework the document targets.
    ///
    /// ```swift
    /// if document.platform == .macOS { print("AppKit") }
    /// ```
    public enum Platform: String, Sendable {
        /// UIKit on iPhone and iPad (`iOS.CocoaTouch`).
        case iOS
        /// AppKit (`MacOSX.Cocoa`).
        case macOS
        /// UIKit on Apple TV (`AppleTV`).
        case tvOS
    }

    /// Whether the file is a nib or a storyboard.
    ///
    /// ```swift
    /// document.kind == .storyboard
    /// ```
    public enum Kind: String, Sendable {
        /// A `.xib`: top-level objects.
        case xib
        /// A `.storyboard`: scenes.
        case storyboard
    }

    /// The file name used in diagnostics.
    public let file: String
    /// The target platform.
    public let platform: Platform
    /// Nib or storyboard.
    public let kind: Kind
    /// The Xcode build that saved the file (`toolsVersion`).
    public let toolsVersion: String
    /// The design device id (`retina6_1`, `ipad9_7`, …), if the document names one.
    public let deviceID: String?
    /// Whether the design device is in landscape.
    public let isLandscape: Bool
    /// Whether the design device is Mac Catalyst's Mac idiom (`<device id="mac"
    /// renderMode="macOS">`): UIKit controls are drawn, and aligned, as AppKit's.
    package let rendersAsMac: Bool
    /// Things the importer skipped or assumed: unknown elements (once per kind), unsupported features.
    public let warnings: [XMLDiagnostic]
    /// Errors the import recovered from by ignoring what was wrong: malformed numbers, unknown
    /// attribute names, constraints that refer to ids outside their scene. Real Interface Builder
    /// files have none; `plumb check` reports them and fails.
    ///
    /// ```swift
    /// for error in document.errors { print(error) }   // Main.storyboard:40:21: error: …
    /// ```
    public let errors: [XMLDiagnostic]

    package let scenes: [IBScene]
    package let imageSizes: [String: CGSize]
    package let designableSizes: [String: CGSize]
    package let useSafeAreas: Bool
    package let useTraitCollections: Bool
    package let source: SourceText
    /// Controllers embedded in containers: controller id → container element (`navigationController`, …).
    package let containers: [String: String]

    /// The names of the scenes (a xib has one, named after the file).
    ///
    /// ```swift
    /// document.sceneNames.first   // "Contacts List"
    /// ```
    public var sceneNames: [String] { scenes.map(\.name) }

    /// Reads and parses a file.
    ///
    /// ```swift
    /// let doc = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: "View.xib"))
    /// ```
    public init(contentsOf url: URL, limits: XMLLimits = .default) throws(XMLImportError) {
        let bytes = try Self.readFile(url, limits: limits)
        try self.init(bytes: bytes, file: url.relativePath, limits: limits)
    }

    /// Parses bytes; `file` names the document in diagnostics.
    ///
    /// ```swift
    /// let doc = try InterfaceBuilderDocument(bytes: Array(xml.utf8), file: "Inline.xib")
    /// ```
    public init(bytes: [UInt8], file: String, limits: XMLLimits = .default) throws(XMLImportError) {
        let tree = try SafeXMLReader(limits: limits).read(bytes: bytes, file: file)
        var parser = IBParser(tree: tree)
        let parsed = parser.parse()
        guard parser.fatal.isEmpty else { throw .invalid(parser.fatal) }
        self.file = file
        platform = parsed.platform
        kind = parsed.kind
        toolsVersion = parsed.toolsVersion
        deviceID = parsed.device?.id
        isLandscape = parsed.device?.landscape ?? false
        rendersAsMac = parsed.device?.rendersAsMac ?? false
        warnings = tree.warnings + parser.warnings
        errors = parser.errors
        scenes = parsed.scenes
        imageSizes = parsed.imageSizes
        designableSizes = parsed.designableSizes
        useSafeAreas = parsed.useSafeAreas
        useTraitCollections = parsed.useTraitCollections
        source = tree.text
        containers = parsed.containers
    }

    package var device: IBDevice? { deviceID.map { IBDevice(id: $0, landscape: isLandscape, rendersAsMac: rendersAsMac) } }

    /// Reads a file with the size limit checked before the bytes are loaded.
    /// Errors name the file as it was given (`url.relativePath`), as a compiler does.
    package static func readFile(_ url: URL, limits: XMLLimits) throws(XMLImportError) -> [UInt8] {
        let path = url.relativePath
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            if let size = (attributes[.size] as? NSNumber)?.intValue, size > limits.maxBytes {
                throw XMLImportError.tooLarge(file: path, bytes: size, limit: limits.maxBytes)
            }
            if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
                throw XMLImportError.unreadable(file: path, reason: "not a regular file")
            }
            return Array(try Data(contentsOf: url))
        } catch let error as XMLImportError {
            throw error
        } catch {
            throw .unreadable(file: path, reason: (error as NSError).localizedDescription)
        }
    }
}
