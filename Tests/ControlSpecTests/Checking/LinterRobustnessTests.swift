import Foundation
import Testing
@testable import ControlSpec

/// No input crashes the checker: seeded mutations of every good spec go through `Linter.lint`,
/// and each result keeps the linter's promises (located, sorted, a spec exactly when error-free).
@Suite struct LinterRobustnessTests {
    /// The seed of the whole run; a failure prints the seed of its own case.
    static let seed: UInt64 = 0x5EED_C0DE_2026
    /// Mutated texts per source spec.
    static let mutationsPerSource = 500

    /// Values that YAML or the scalar grammars may trip on.
    static let nastyValues = [
        "\"\"", "''", "~", "null", "-1e308", "1e309", "-1e309", "nan", ".nan", ".inf", "-.inf", "[]", "{}", "[[[]]]", "{a: {b: {}}}",
        String(repeating: "w", count: 5000), "\"" + String(repeating: "é", count: 300) + "\"", "::", "- x", "&a x", "*a", "!!binary x",
        "!!str 5", "!custom x", "0", "-0", "999999999999999999999", "0x10", "1_000", "1e-400", "'", "\"", "{a: [}", "? x", "|", ">",
        "`x`", "@x", "%x", "😀", "\u{200B}", "é", "yes", "No", "TRUE", "<<", "{<<: *a}", "&a [*a]", "0x0", "1e308x1e308", "-1x-1",
        "1e308deg", "-1/0pi", "- -1pi", "1/1e-320pi", "pi/0", "rgb(1e309, 0, 0)", "rgba(0,0,0,)", "white(", "cubic-bezier(nan)",
        "cubic-bezier(0,0,1e309,1)", "height/0", "width/-1", "32 ± 1e309", "32 ± ", "± ±", "+-", "-1s", "1e308s", "rest", "{value",
        "{value:99}", "{}{}{", "a.b", ".", "x.y.z", "#", "\"#GGG\"", "class", "self", "_", "A", "begin", "[end, cancel]", "[0]", "[a, b]",
        "[1e309, 0]", "[0, 1, 2]",
    ]

    /// The clean specs the mutations start from.
    static func sources() throws -> [(name: String, text: String)] {
        var sources = [("minimalKnob", Rule.minimalKnob), ("minimalSlider", Rule.minimalSlider), ("minimalButton", Rule.minimalButton)]
        for name in ReferenceSpecTests.names {
            sources.append((name, String(decoding: try PackagePaths.bytes("Specs/\(name).control.yaml"), as: UTF8.self)))
        }
        return sources
    }

    @Test func seededMutationsNeverBreakTheLinter() throws {
        var failures = 0
        for (sourceIndex, source) in try Self.sources().enumerated() {
            #expect(Linter.lint(Array(source.text.utf8)).diagnostics.allSatisfy { $0.severity != .error }, "\(source.name) is not clean")
            for index in 0..<Self.mutationsPerSource {
                let caseSeed = Self.seed &+ UInt64(sourceIndex) << 32 &+ UInt64(index)
                var random = SplitMix64(seed: caseSeed)
                var text = source.text
                for _ in 0..<random.next(in: 1...3) { text = Self.mutate(text, &random) }
                let problems = Self.brokenPromises(Linter.lint(Array(text.utf8)), text: text)
                if !problems.isEmpty {
                    failures += 1
                    Issue.record("\(source.name), case seed \(caseSeed): \(problems.joined(separator: "; "))\n--- mutated text ---\n\(text)\n---")
                    if failures >= 5 { return }
                }
            }
        }
    }

    /// What a lint result breaks of the linter's promises.
    static func brokenPromises(_ result: LintResult, text: String) -> [String] {
        var problems: [String] = []
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let lines = 1...(lineCount + 1)
        for diagnostic in result.diagnostics {
            for span in [diagnostic.span] + diagnostic.notes.compactMap(\.span) {
                if !lines.contains(span.start.line) || !lines.contains(span.end.line) || span.start.column < 1 || span.end.column < 1 {
                    problems.append("span \(span) outside 1…\(lineCount + 1) lines: \(diagnostic.exampleLines[0])")
                }
            }
        }
        if (result.spec == nil) != result.hasErrors {
            problems.append("spec is \(result.spec == nil ? "nil" : "present") with\(result.hasErrors ? "" : "out") errors: \(result.diagnostics.flatMap(\.exampleLines))")
        }
        for (a, b) in zip(result.diagnostics, result.diagnostics.dropFirst())
        where FileDiagnostic(path: "", diagnostic: b) < FileDiagnostic(path: "", diagnostic: a) {
            problems.append("not sorted: '\(a.exampleLines[0])' before '\(b.exampleLines[0])'")
        }
        return problems
    }

    /// One random edit: delete, duplicate or swap lines, replace a scalar, or change indentation.
    static func mutate(_ text: String, _ random: inout SplitMix64) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let i = random.next(in: 0...(lines.count - 1)), j = random.next(in: 0...(lines.count - 1))
        switch random.next(in: 0...5) {
        case 0: lines.remove(at: i)
        case 1: lines.insert(lines[i], at: j)
        case 2: lines.swapAt(i, j)
        case 3:
            let indent = ["", " ", "   ", "\t", "      "][random.next(in: 0...4)]
            let trimmed = lines[i].drop { $0 == " " }
            lines[i] = random.next(in: 0...1) == 0 ? indent + trimmed : indent + lines[i]
        default:
            let values = scalarRanges(in: lines[i])
            let value = nastyValues[random.next(in: 0...(nastyValues.count - 1))]
            guard !values.isEmpty else { lines[i] += ": " + value; break }
            lines[i].replaceSubrange(values[random.next(in: 0...(values.count - 1))], with: value)
        }
        return lines.joined(separator: "\n")
    }

    /// The ranges of scalar values in a line: after `: `, `- `, `[`, `{` or `, ` up to the next
    /// flow indicator or comment.
    static func scalarRanges(in line: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var index = line.startIndex
        while index < line.endIndex {
            let c = line[index]
            let next = line.index(after: index)
            if c == ":" || c == "-" || c == "[" || c == "{" || c == "," {
                var start = next
                while start < line.endIndex, line[start] == " " { start = line.index(after: start) }
                var end = start
                while end < line.endIndex, !",{}[]#:".contains(line[end]) { end = line.index(after: end) }
                if start < end { ranges.append(start..<end) }
            }
            index = next
        }
        return ranges
    }
}

extension SplitMix64 {
    /// A number in `range` (modulo bias is irrelevant here).
    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
