import Testing
@testable import ControlSpec

/// Each limit of `YAMLLimits` accepts input at the limit and refuses input just past it.
@Suite struct YAMLLimitTests {
    /// Small limits so that the inputs stay small.
    static let limits = YAMLLimits(maxBytes: 64, maxDepth: 3, maxNodes: 7, maxScalarBytes: 4)

    /// A file of exactly `maxBytes` is read; one byte more is refused at 1:1.
    @Test func size() {
        let atLimit = Array(("a: " + String(repeating: "b", count: 61)).utf8)
        #expect(readYAML(atLimit, limits: YAMLLimits(maxBytes: 64, maxDepth: 3, maxNodes: 7, maxScalarBytes: 100)).lines == [])
        #expect(readYAML(atLimit + [0x0A], limits: Self.limits).lines == [
            "1:1: error: the file is larger than the 64 bytes limit for a spec [yaml-limit]",
        ])
    }

    /// Depth counts the top-level mapping as 1; the collection that goes deeper is reported.
    @Test func depth() {
        #expect(readYAML(Array("a: [[b]]".utf8), limits: Self.limits).lines == [])
        #expect(readYAML(Array("a: [[{b: c}]]".utf8), limits: Self.limits).lines == [
            "1:6: error: a mapping nested more than 3 levels deep, the limit for a spec [yaml-limit]",
        ])
    }

    /// The node that goes past `maxNodes` is reported and reading stops there.
    @Test func nodeCount() {
        #expect(readYAML(Array("a: [b, c, d]".utf8), limits: Self.limits).lines == [])
        let (root, lines) = readYAML(Array("a: [b, c, d, e, f]".utf8), limits: Self.limits)
        #expect(root == nil)
        #expect(lines == ["1:17: error: the file has more than 7 nodes, the limit for a spec [yaml-limit]"])
    }

    /// A scalar of `maxScalarBytes` bytes is read; a longer one is refused at its start.
    @Test func scalarLength() {
        #expect(readYAML(Array("a: bcde".utf8), limits: Self.limits).lines == [])
        #expect(readYAML(Array("a: \"bcdéf\"".utf8), limits: Self.limits).lines == [
            "1:4: error: the value is 6 bytes long, longer than the limit of 4 bytes [yaml-limit]",
        ])
    }
}
