import ArgumentParser

/// Output formats of `plumb render`.
enum XMLRenderFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json, svg, png
}
