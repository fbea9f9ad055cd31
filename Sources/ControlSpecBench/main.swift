import Foundation

/// `controlspec-bench`: generates corpora of valid specs, compiles each in-process stage by stage
/// and with the `controlspec` executable, and prints the figures of `docs/performance.md`.
///
///     swift run -c release controlspec-bench [--counts 100,1000,10000] [--runs 3] [--seed 1]
///                                            [--tool PATH] [--work DIR] [--layouts] [--compare-with PATH]
///
/// It prints figures and never fails on them: speed is not a test.
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == ToolRun.launcherFlag {
    exit(ToolRun.launch(Array(CommandLine.arguments.dropFirst(2))))
}
let options: BenchOptions
do {
    options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("controlspec-bench: error: \(error)\n\(BenchOptions.usage)\n".utf8))
    exit(64)
}
do {
    try Benchmark(options: options).run()
} catch {
    FileHandle.standardError.write(Data("controlspec-bench: error: \(error)\n".utf8))
    exit(2)
}
