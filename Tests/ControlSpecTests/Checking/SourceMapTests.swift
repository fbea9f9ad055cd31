import Testing
@testable import ControlSpec

/// A checked spec's source map looks spans up in the checked values (`SourceMap`): every key path
/// the spec writes gives the span its value has, as a table of every key path would.
@Suite struct SourceMapTests {
    @Test(arguments: SpecCorpus.all)
    func everyKeyPathGivesItsValuesSpan(_ entry: SpecCorpus.Entry) {
        let map = entry.spec.sourceMap
        let spans = map.spans
        #expect(spans.count > 10 && spans["name"] != nil && spans["kind"] != nil)
        for (keyPath, span) in spans {
            #expect(map[keyPath] == span, "\(keyPath)")
        }
    }

    @Test func pathsTheSpecDoesNotWriteHaveNoSpan() throws {
        let spec = try #require(Linter.lint(Array("""
            controlspec: 1
            name: Dial
            kind: knob
            summary: A dial.
            size: 44x44
            value: { min: 0, max: 10 }
            track: { lineWidth: 3 }
            angles: { start: -135deg, end: 135deg }

            """.utf8)).spec)
        let map = spec.sourceMap
        #expect(map["track.lineWidth"]?.start == SourceLocation(line: 7, column: 21))
        #expect(map["value.max"]?.start == SourceLocation(line: 6, column: 23))
        #expect(map["track"] != nil && map["value"] != nil)
        for absent in ["track.lineWidt", "track.lineWidthX", "trackX.lineWidth", "value.min.x", "track[0]", "", "pointer.length"] {
            #expect(map[absent] == nil, "\(absent)")
        }
        #expect(!map.isEmpty && SourceMap().isEmpty && SourceMap()["name"] == nil)
        var stripped = spec
        stripped.sourceMap = SourceMap()
        #expect(stripped != spec && stripped.sourceMap == SourceMap())
    }

    @Test func listItemsAndAssignmentsHaveSpans() throws {
        let button = try #require(SpecCorpus.kind("button").first)
        let spans = button.spec.sourceMap.spans
        let item = try #require(spans.keys.filter { $0.hasSuffix("]") }.sorted().first)
        let assignment = try #require(spans.keys.first { $0.contains(".set.") })
        #expect(button.spec.sourceMap[item] == spans[item])
        #expect(button.spec.sourceMap[assignment] == spans[assignment])
    }
}
