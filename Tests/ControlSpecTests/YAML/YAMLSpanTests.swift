import Testing
@testable import ControlSpec

/// The spans, values and styles the reader records for keys, scalars and collections.
@Suite struct YAMLSpanTests {
    /// A small document with block and flow collections, quoting styles and multi-byte characters.
    static let document = """
        name: Knob
        tags: [ü, "é x"]
        value:
          min: 0
          max: |
            text
        é: 'ünï'
        size: { w: !!int 44 }

        """

    /// `line:column-line:column` for a span.
    private func text(_ span: SourceSpan) -> String { "\(span.start)-\(span.end)" }

    /// The root mapping's entries, keys and values have the spans libyaml reports, 1-based, with
    /// columns counting characters; block collections end at their last value.
    @Test func spansOfKeysAndValues() throws {
        let (root, lines) = readYAML(Array(Self.document.utf8))
        #expect(lines == [])
        let node = try #require(root)
        let pairs = try #require(node.pairs)
        #expect(pairs.map(\.key) == ["name", "tags", "value", "é", "size"])
        #expect(pairs.map { text($0.keySpan) } == ["1:1-1:5", "2:1-2:5", "3:1-3:6", "7:1-7:2", "8:1-8:5"])
        #expect(pairs.map { text($0.value.span) } == ["1:7-1:11", "2:7-2:17", "4:3-7:1", "7:4-7:9", "8:7-8:22"])
        #expect(text(node.span) == "1:1-8:22")
    }

    /// Sequence items, nested mapping entries and scalars keep their spans, styles and tags.
    @Test func nestedNodes() throws {
        let pairs = try #require(readYAML(Array(Self.document.utf8)).root?.pairs)
        let items = try #require(pairs[1].value.items)
        #expect(items.map { text($0.span) } == ["2:8-2:9", "2:11-2:16"])
        #expect(items.map { $0.scalar?.value } == ["ü", "é x"])
        #expect(items.map { $0.scalar?.style } == [.plain, .doubleQuoted])
        let value = try #require(pairs[2].value.pairs)
        #expect(value.map { text($0.keySpan) } == ["4:3-4:6", "5:3-5:6"])
        #expect(value[1].value.scalar == YAMLScalar(value: "text\n", style: .literal))
        #expect(pairs[3].value.scalar == YAMLScalar(value: "ünï", style: .singleQuoted))
        let size = try #require(pairs[4].value.pairs)
        #expect(size[0].value.scalar == YAMLScalar(value: "44", style: .plain, tag: "int"))
        #expect(text(size[0].value.span) == "8:12-8:20")
    }

    /// A UTF-8 byte order mark is skipped and takes no column.
    @Test func byteOrderMarkTakesNoColumn() throws {
        let (root, lines) = readYAML([0xEF, 0xBB, 0xBF] + Array("name: Knob\n".utf8))
        #expect(lines == [])
        let pair = try #require(root?.pairs?.first)
        #expect(text(pair.keySpan) == "1:1-1:5")
    }

    /// Every duplicate key is reported in one run, and the tree keeps the first occurrence.
    @Test func duplicateKeysAreAllReportedAndTheFirstKept() throws {
        let (root, lines) = readYAML(Array("a: 1\nb: 2\na: 3\nb: 4\n".utf8))
        #expect(lines == [
            "3:1: error: duplicate key 'a'; each key may appear once in a mapping [yaml-duplicate-key]",
            "1:1: note: first defined here",
            "4:1: error: duplicate key 'b'; each key may appear once in a mapping [yaml-duplicate-key]",
            "2:1: note: first defined here",
        ])
        let pairs = try #require(root?.pairs)
        #expect(pairs.map { "\($0.key)=\($0.value.scalar?.value ?? "")" } == ["a=1", "b=2"])
    }

    /// Small mappings are searched for an earlier key in place and larger ones through a table of
    /// their keys: duplicates are found on both sides of the change, in block and flow style,
    /// with the first occurrence's place, and a quoted key repeats a plain one.
    @Test(arguments: [false, true])
    func duplicateKeysAreFoundInMappingsOfEverySize(flow: Bool) throws {
        // k0 … k39, with k2 again after k9, k20 again after k30, "k5" quoted after k35, k39 twice.
        var keys = (0..<40).map { "k\($0)" }
        keys.insert("k2", at: 10)
        keys.insert("k20", at: 32)
        keys.insert("\"k5\"", at: 38)
        keys.append("k39")
        let text = flow ? "{" + keys.map { "\($0): 1" }.joined(separator: ",\n") + "}\n" : keys.map { "\($0): 1\n" }.joined()
        let (root, lines) = readYAML(Array(text.utf8))
        // Key i is on line i + 1, at its start: after "{" for the first in flow style, the only
        // key that is not reported.
        func line(of index: Int) -> Int { index + 1 }
        #expect(lines == [
            "\(line(of: 10)):1: error: duplicate key 'k2'; each key may appear once in a mapping [yaml-duplicate-key]",
            "\(line(of: 2)):1: note: first defined here",
            "\(line(of: 32)):1: error: duplicate key 'k20'; each key may appear once in a mapping [yaml-duplicate-key]",
            "\(line(of: 21)):1: note: first defined here",
            "\(line(of: 38)):1: error: duplicate key 'k5'; each key may appear once in a mapping [yaml-duplicate-key]",
            "\(line(of: 5)):1: note: first defined here",
            "\(line(of: 43)):1: error: duplicate key 'k39'; each key may appear once in a mapping [yaml-duplicate-key]",
            "\(line(of: 42)):1: note: first defined here",
        ])
        let pairs = try #require(root?.pairs)
        #expect(pairs.map(\.key) == (0..<40).map { "k\($0)" })
    }

    /// Tag and merge-key errors are all reported, and the tree is refused.
    @Test func nonFatalErrorsAreAllReported() {
        let (root, lines) = readYAML(Array("a: !x 1\nb: !y 2\nc:\n  <<: {d: 1}\n".utf8))
        #expect(root == nil)
        #expect(lines.map { $0.prefix(4) } == ["1:4:", "2:4:", "4:3:"])
    }
}
