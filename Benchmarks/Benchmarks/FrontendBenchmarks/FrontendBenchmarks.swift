import Benchmark

/// Frontend benchmarks: Relayout's fresh layout against an incremental state switch.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
    registerRelayoutSwitchBenchmarks()
}
