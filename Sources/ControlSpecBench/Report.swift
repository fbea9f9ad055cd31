import Foundation

/// The tables the benchmark prints, in Markdown so they can be pasted into `docs/performance.md`.
enum Report {
    /// Prints the throughput table, the write floor, the stage table and the one-spec lint line.
    static func print(_ rows: [Benchmark.Row], oneSpecLint: Measurement) {
        Swift.print("""

            ### End to end: `controlspec compile specs --output out` (Swift + SVG + gallery), all cores

            | specs | in MB | out MB | compile s (spread) | specs/s | MB/s in | MB/s out | floor s | × floor | compile CPU s | peak RSS MB \
            | no-change rerun s (spread) | lint s |
            | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
            """)
        for row in rows {
            let seconds = row.compile.median
            Swift.print("| \(row.count) | \(f(mb(row.inputBytes), 2)) | \(f(mb(row.outputBytes), 1)) | \(f(seconds, 3)) (±\(percent(row.compile.spread))) "
                + "| \(f(Double(row.count) / seconds, 0)) | \(f(mb(row.inputBytes) / seconds, 2)) | \(f(mb(row.outputBytes) / seconds, 1)) "
                + "| \(f(row.floor.best, 4)) | \(f(seconds / row.floor.best, 1)) | \(f(row.compileCPU.median, 2)) | \(f(mb(row.peakBytes), 1)) "
                + "| \(f(row.rerun.median, 3)) (±\(percent(row.rerun.spread))) | \(f(row.lint.median, 3)) |")
        }
        Swift.print("""

            ### The write floor: the compile's files written again by its writer alone, all cores, nothing rendered

            | specs | files | out MB | write floor s | share of the compile | compile s without it | specs/s without it |
            | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
            """)
        for row in rows {
            let seconds = row.compile.median, floor = row.writeFloor.best
            Swift.print("| \(row.count) | \(row.outputFiles) | \(f(mb(row.outputBytes), 1)) | \(f(floor, 3)) | \(percent(floor / seconds)) "
                + "| \(f(seconds - floor, 3)) | \(f(Double(row.count) / (seconds - floor), 0)) |")
        }
        if rows.contains(where: { $0.layoutFloors != nil }) {
            Swift.print("""

                ### The folder layout: the write floor's files written by the system calls alone (`--layouts`)

                | specs | files | as compiled s | a folder per control s | difference | compile s less the difference | × floor |
                | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
                """)
            for row in rows {
                guard let floors = row.layoutFloors else { continue }
                let difference = floors.asCompiled.best - floors.folderPerControl.best, compile = row.compile.median - difference
                Swift.print("| \(row.count) | \(row.outputFiles) | \(f(floors.asCompiled.best, 3)) | \(f(floors.folderPerControl.best, 3)) "
                    + "| \(f(difference, 3)) | \(f(compile, 3)) | \(f(compile / row.floor.best, 1)) |")
            }
        }
        Swift.print("""

            ### In-process stages, one thread, one spec after another (ms per spec)

            | specs | read | check | Swift | SVG | write | total | compile ms per spec (CLI) |
            | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
            """)
        for row in rows {
            let per = { (seconds: Double) in f(seconds * 1000 / Double(row.count), 3) }
            let stages = row.stages
            Swift.print("| \(row.count) | \(per(stages.read)) | \(per(stages.check)) | \(per(stages.swift)) | \(per(stages.svg)) | \(per(stages.write)) | " +
                        "\(per(stages.total)) | \(per(row.compile.median)) |")
        }
        if let first = rows.first, let last = rows.last, first.count != last.count {
            let ratio = (last.compile.median / Double(last.count)) / (first.compile.median / Double(first.count))
            Swift.print("\nTime per spec at \(last.count) / at \(first.count): \(f(ratio, 2))×")
        }
        Swift.print("One-spec `controlspec lint`, process start to exit: median \(f(oneSpecLint.median * 1000, 1)) ms (fastest " +
                    "\(f(oneSpecLint.best * 1000, 1)), slowest \(f(oneSpecLint.seconds.last! * 1000, 1)), 21 runs)")
    }

    /// Prints the rounds of a comparison of two executables over `count` specs, their medians and
    /// the change, with the YAML `floor` of the same bytes.
    static func print(_ comparison: Comparison, count: Int, floor: Measurement) {
        Swift.print("""

            ### Interleaved clean compiles of \(count) specs: `--compare-with` (before) and `--tool` (after)

            | round | before: wall, user, system s | after: wall, user, system s |
            | ---: | --- | --- |
            """)
        func times(_ run: ToolRun) -> String { "\(f(run.seconds, 2)), \(f(run.userSeconds, 2)), \(f(run.systemSeconds, 2))" }
        for (index, round) in comparison.rounds.enumerated() {
            Swift.print("| \(index + 1) | \(times(round.before)) | \(times(round.after)) |")
        }
        Swift.print("""

            | median | before s | after s | change | after lower in |
            | --- | ---: | ---: | ---: | ---: |
            """)
        let rounds = comparison.rounds
        // Wall time first: the floor's ratios below are of its medians.
        let medians = [("wall", \ToolRun.seconds), ("user", \ToolRun.userSeconds), ("system", \ToolRun.systemSeconds)].map { name, figure in
            (name: name, figure: figure, before: Measurement(rounds.map { $0.before[keyPath: figure] }).median,
             after: Measurement(rounds.map { $0.after[keyPath: figure] }).median)
        }
        for median in medians {
            let lower = rounds.filter { $0.after[keyPath: median.figure] < $0.before[keyPath: median.figure] }.count
            Swift.print("| \(median.name) | \(f(median.before, 3)) | \(f(median.after, 3)) | \(f((median.after - median.before) / median.before * 100, 1))% " +
                        "| \(lower) of \(rounds.count) rounds |")
        }
        Swift.print("\nYAML floor \(f(floor.best, 4)) s: \(f(medians[0].before / floor.best, 1))× " +
                    "before, \(f(medians[0].after / floor.best, 1))× after (median wall times).")
    }

    /// Megabytes (10⁶ bytes).
    static func mb(_ bytes: Int) -> Double { Double(bytes) / 1_000_000 }

    /// `value` with `digits` decimals.
    static func f(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

    /// A fraction as a whole percentage.
    static func percent(_ fraction: Double) -> String { String(format: "%.0f%%", fraction * 100) }
}
