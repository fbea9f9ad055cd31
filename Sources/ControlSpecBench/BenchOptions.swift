import Foundation

/// The benchmark's command-line options.
struct BenchOptions {
    /// The corpus sizes, in order.
    var counts = [100, 1_000, 10_000]
    /// How many times each timed command runs; the median is shown with the spread.
    var runs = 3
    /// The corpus seed.
    var seed: UInt64 = 1
    /// The `controlspec` executable; by default the one next to this executable.
    var tool: String
    /// The folder the corpora and outputs go into; by default a new temporary folder, removed at the end.
    var work: String?
    /// Whether to time the output's folder layout too (`LayoutFloor`).
    var layouts = false
    /// Another `controlspec` executable to compare `tool` with in interleaved clean compiles
    /// (`Comparison`), instead of the full benchmark.
    var compareTool: String?

    /// The usage line.
    static let usage = "usage: controlspec-bench [--counts N,N,...] [--runs N] [--seed N] [--tool PATH] [--work DIR] [--layouts] [--compare-with PATH]"

    /// A problem with the arguments.
    struct UsageError: Error, CustomStringConvertible {
        /// What is wrong.
        var description: String
    }

    /// Parses `arguments`.
    init(arguments: [String]) throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        tool = executable.deletingLastPathComponent().appendingPathComponent("controlspec").path
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            if flag == "--layouts" {
                layouts = true
                continue
            }
            guard let value = rest.popFirst() else { throw UsageError(description: "'\(flag)' needs a value") }
            switch flag {
            case "--counts":
                let parsed = value.split(separator: ",").map { Int($0) }
                guard !parsed.isEmpty, parsed.allSatisfy({ ($0 ?? 0) > 0 }) else {
                    throw UsageError(description: "--counts takes positive whole numbers, such as 100,1000")
                }
                counts = parsed.map { $0! }
            case "--runs":
                guard let number = Int(value), number > 0 else { throw UsageError(description: "--runs takes a positive whole number") }
                runs = number
            case "--seed":
                guard let number = UInt64(value) else { throw UsageError(description: "--seed takes a whole number") }
                seed = number
            case "--tool": tool = value
            case "--work": work = value
            case "--compare-with": compareTool = value
            default: throw UsageError(description: "unknown option '\(flag)'")
            }
        }
        if let compareTool, !FileManager.default.isExecutableFile(atPath: compareTool) {
            throw UsageError(description: "no executable at '\(compareTool)' to compare with")
        }
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            throw UsageError(description: "no controlspec executable at '\(tool)'; build it with 'swift build -c release --product controlspec' or pass --tool")
        }
    }
}
