import Testing
@testable import ControlSpec

/// A run's report holds its paths in pieces (`FilePaths`): however they are split, the list reads
/// as the paths appended, in order.
@Suite struct FilePathsTests {
    /// The paths of `specs` specs as a compile lists them: a Swift file and two previews each.
    static func paths(ofSpecs specs: Range<Int>) -> [String] {
        specs.flatMap { spec in ["Sources/Controls/Control\(spec).swift", "Previews/Control\(spec)-idle.svg", "Previews/Control\(spec)-idle-dark.svg"] }
    }

    @Test func pathsOverManyPiecesReadInOrder() {
        let expected = Self.paths(ofSpecs: 0..<2_000)
        #expect(expected.reduce(0) { $0 + $1.utf8.count } > 4 * FilePaths.pieceSize, "the list spans several pieces")
        var paths = FilePaths()
        for path in expected { paths.append(path) }
        #expect(paths.count == expected.count)
        #expect(Array(paths) == expected)
        // Each position on its own, the first and last of every piece among them.
        #expect(paths.indices.allSatisfy { paths[$0] == expected[$0] })
    }

    @Test func reportsFoldedSpecBySpecHoldTheSamePathsAsOneList() {
        var folded = FilePaths(), report = WriteReport()
        for spec in 0..<1_500 {
            var one = FilePaths()
            one += Self.paths(ofSpecs: spec..<spec + 1)
            folded += one
            var written = WriteReport()
            written.written = one
            written.kept = ["kept \(spec)"]
            report.append(written)
        }
        var whole = FilePaths()
        whole += Self.paths(ofSpecs: 0..<1_500)
        #expect(folded == whole && folded.hashValue == whole.hashValue)
        #expect(report.written == whole && report.kept.count == 1_500 && report.kept[1_499] == "kept 1499")
        #expect(Array(whole + FilePaths(arrayLiteral: "last")).last == "last")
    }

    @Test func equalityLooksAtThePathsNotThePieces() {
        let list = Self.paths(ofSpecs: 0..<1_000)
        var oneByOne = FilePaths()
        for path in list { oneByOne.append(path) }
        var halves = FilePaths()
        halves += list[..<777]
        halves = halves + { var rest = FilePaths(); rest += list[777...]; return rest }()
        #expect(oneByOne == halves)
        var changed = oneByOne
        changed.append("one more")
        #expect(changed != oneByOne)
        var other = FilePaths()
        other += list.dropLast() + ["Previews/Control999-idle-dark.svx"]
        #expect(other != oneByOne)
    }

    @Test func aPathLongerThanAPieceIsKeptWhole() {
        let long = "Previews/" + String(repeating: "x", count: FilePaths.pieceSize * 2) + ".svg"
        let paths: FilePaths = ["a.swift", long, "b.swift"]
        #expect(Array(paths) == ["a.swift", long, "b.swift"])
    }

    @Test func eachPathKeepsOnlyWhatFollowsTheBytesItSharesWithTheOneBefore() {
        // A compile's files of a spec: its Swift file, then its previews in light and dark.
        let expected = (0..<500).flatMap { spec in
            ["out/Dial\(spec).swift"] + ["idle", "pressed", "down", "up", "cancelled"].flatMap { state in
                ["out/Previews/Dial\(spec)-\(state).svg", "out/Previews/Dial\(spec)-\(state)-dark.svg"]
            }
        }
        var paths = FilePaths()
        for path in expected { paths.append(path) }
        let whole = expected.reduce(0) { $0 + $1.utf8.count }
        #expect(paths.keptByteCount * 2 < whole, "\(paths.keptByteCount) of \(whole) bytes")
        #expect(Array(paths) == expected && paths[17] == expected[17] && paths[31] == expected[31] && paths[32] == expected[32])
    }

    @Test func pathsThatRepeatShortenOrAreEmptyReadAsWritten() {
        let tricky = ["out/Dial.swift", "out/Dial.swift", "out/Dial", "out/Dial.swift.bak", "", "out/", "é/ü.svg", "é/ü.svg2", "é"]
        var paths = FilePaths()
        for _ in 0..<5 { paths += tricky }
        #expect(Array(paths) == Array(repeating: tricky, count: 5).flatMap { $0 })
        #expect(paths.indices.allSatisfy { paths[$0] == tricky[$0 % tricky.count] })
    }
}
