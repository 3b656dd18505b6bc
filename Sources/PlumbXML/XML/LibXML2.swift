internal import CLibXML2

/// Small helpers around the libxml2 C API.
enum LibXML2 {
    /// `xmlInitParser()` once per process (Swift runs a `static let` initialiser exactly once,
    /// thread-safely), before any thread parses.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    static func initialize() {
        _ = initialized
    }

    static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    static func optionalString(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
