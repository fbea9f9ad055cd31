import Foundation
import Testing
@testable import ControlSpec

/// The comparison of two sets of previews: a pure function of the files.
@Suite struct PreviewComparisonTests {
    static func file(_ name: String, spec: String = "Specs/A.control.yaml", _ body: String) -> PreviewFile {
        PreviewFile(name: name, text: MarkupDiffTests.svg(body, header: spec))
    }

    @Test func filesAreChangedAddedRemovedOrUnchangedByName() {
        let old = [Self.file("A-b.svg", "<g x=\"1\"/>"), Self.file("A-a.svg", "<g/>"), Self.file("A-gone.svg", "<g/>"),
                   PreviewFile(name: "index.html", text: "<html/>")]
        let new = [Self.file("A-a.svg", "<g/>"), Self.file("A-b.svg", "<g x=\"2\"/>"), Self.file("B-new.svg", spec: "Specs/B.control.yaml", "<g/>"),
                   PreviewFile(name: "index.html", text: "<html lang=\"en\"/>")]
        let comparison = PreviewComparison.compare(old: old, new: new)
        #expect(comparison.entries.map(\.name) == ["A-b.svg", "A-gone.svg", "B-new.svg", "index.html"])
        #expect(comparison.entries.map(\.status) == [.changed, .removed, .added, .changed])
        #expect(comparison.entries.map(\.specPath) == ["Specs/A.control.yaml", "Specs/A.control.yaml", "Specs/B.control.yaml", nil])
        #expect(comparison.entries[0].changes.map(\.description) == ["<g> at svg/g x: 1 → 2"])
        #expect(comparison.unchanged == ["A-a.svg"])
        #expect([comparison.count(.changed), comparison.count(.added), comparison.count(.removed)] as [Int] == [2, 1, 1])
        #expect(!comparison.isIdentical)
        #expect(PreviewComparison.compare(old: new, new: new.reversed()).isIdentical)
    }
}
