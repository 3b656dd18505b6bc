import ArgumentParser
import Foundation

/// A `WxH` size given on the command line, such as `390x844`.
struct WindowSize: ExpressibleByArgument, CustomStringConvertible, Sendable {
    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w >= 0, h >= 0 else { return nil }
        self.init(width: w, height: h)
    }

    var cgSize: CGSize { CGSize(width: width, height: height) }
    var description: String { "\(Int(width))x\(Int(height))" }
}

/// The output formats of `plumb demo`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json, svg, ir
    /// The solver's view of the layout, for `plumb solve` and other solvers.
    case linearSystem = "linear-system"
}
