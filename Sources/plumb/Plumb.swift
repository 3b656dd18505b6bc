import ArgumentParser

/// The `plumb` command-line tool: solve, lay out, check and picture layouts headless.
@main
struct Plumb: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract: "Headless Auto Layout: solve, lay out, check and picture layouts.",
        subcommands: []
    )
}
