import ArgumentParser
import PlumbSolver

/// `plumb solve FILE [--timing] [--repeat N] [--max-steps N] [--no-remove]`: solves a `linear-system/1` file with the
/// shared protocol and prints `{"values": {…}, "after_edits": [{…}, …]}`.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a linear-system/1 file (build, solve, edit steps, remove) and print the values as JSON."
    )

    @Argument(help: "A linear-system/1 JSON file.")
    var file: String

    @Flag(help: "Add per-phase nanoseconds: build_ns, solve_ns, suggest_ns, suggest_p50_ns, suggest_p90_ns, remove_ns.")
    var timing = false

    @Option(name: .customLong("repeat"), help: "Run N fresh lifecycles (after one warm-up) and report medians.")
    var repeats = 1

    @Option(help: "Run at most N edit steps (default: all).")
    var maxSteps: Int?

    @Flag(help: "Skip the removal phase (scaling runs on systems whose removal is slow); no remove_ns.")
    var noRemove = false

    func validate() throws {
        guard repeats >= 1 else { throw ValidationError("--repeat must be at least 1") }
    }

    func run() throws {
        do {
            let system = try LinearSystem(contentsOf: file)
            let result = try LinearSystemRun(system, repeats: repeats, maxSteps: maxSteps, removal: !noRemove)
            print(result.json(timing: timing))
            if result.numericalGiveUps > 0 {
                XMLCommandSupport.printError("plumb: warning: \(file): the solver gave up restoring \(result.numericalGiveUps) row(s) of a numerically ill-conditioned system; some values may violate constraints")
            }
        } catch {
            throw SolveFailure(message: "\(file): \(error.description)")
        }
    }
}

/// A one-line error for `plumb solve`, exit code 1.
struct SolveFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
