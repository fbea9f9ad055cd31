import Foundation

/// Interleaved clean compiles of two `controlspec` executables (`--compare-with PATH`): the way to
/// measure a change smaller than the machine's drift from one run of the benchmark to the next.
/// Each round compiles the corpus with both, each into an empty folder of its own, the page cache
/// dropped before each (`Benchmark.settle`); the order alternates from round to round, so that
/// neither always runs on the file system as the other left it.
struct Comparison {
    /// One round: the compile with each executable.
    struct Round {
        var before: ToolRun
        var after: ToolRun
    }

    /// The rounds, in order.
    var rounds: [Round]

    /// `runs` rounds of `controlspec compile specs --output …` in the folder above `specs`, with
    /// `before` and `after`; the outputs are removed at the end.
    static func measure(before: String, after: String, specs: String, runs: Int, benchmark: Benchmark) throws -> Comparison {
        let folder = (specs as NSString).deletingLastPathComponent
        var rounds: [Round] = []
        for round in 0..<runs {
            func compile(_ label: String, _ executable: String) throws -> ToolRun {
                try benchmark.settle(specs: specs, executable: executable)
                return try benchmark.tool(["compile", "specs", "--output", "out-\(label)-\(round)"], in: folder, executable: executable)
            }
            if round % 2 == 0 {
                let first = try compile("before", before)
                rounds.append(Round(before: first, after: try compile("after", after)))
            } else {
                let first = try compile("after", after)
                rounds.append(Round(before: try compile("before", before), after: first))
            }
        }
        for round in 0..<runs {
            for label in ["before", "after"] { try? FileManager.default.removeItem(atPath: folder + "/out-\(label)-\(round)") }
        }
        return Comparison(rounds: rounds)
    }
}
