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
    var description: String { "\(Self.text(width))x\(Self.text(height))" }

    /// Whole numbers without a fraction; anything an `Int` cannot hold as `Double` prints it.
    private static func text(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 && value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// The output formats of `plumb demo`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json, svg, png, ir
    /// The solver's view of the layout, for `plumb solve` and other solvers.
    case linearSystem = "linear-system"
}
