import Foundation
import Testing

/// Every relative link of the hand-written documents leads to a file of the package, and every
/// link to a heading (`performance.md#inside-a-build-the-build-tool-plugin`) to a heading there.
@Suite struct DocumentLinkTests {
    /// The hand-written documents, relative to the package root.
    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.root.appendingPathComponent("docs").path)) ?? []
        return ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    /// The targets of the Markdown links of `document` outside code, such as `cli.md#watch-mode`
    /// or `#kind-knob`; links to other sites are left out.
    static func links(in document: String) -> [String] {
        var targets: [String] = []
        var inFence = false
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingPrefix(while: { $0 == " " }).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            let outsideCode = line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            for piece in outsideCode {
                for part in piece.components(separatedBy: "](").dropFirst() {
                    let target = String(part.prefix { $0 != ")" && $0 != " " })
                    if !target.contains("://"), !target.hasPrefix("mailto:") {
                        targets.append(target)
                    }
                }
            }
        }
        return targets
    }

    @Test func documentsHaveLinks() throws {
        #expect(Self.documents.count > 10)
        let links = Self.links(in: try #require(PackagePaths.text(of: "docs/spec-format.md")))
        #expect(links.contains("spec-reference.md#knobvalue"))
        #expect(links.contains("#accessibility-value-templates"))
    }

    @Test(arguments: DocumentLinkTests.documents)
    func everyLinkResolves(document: String) throws {
        let text = try #require(PackagePaths.text(of: document))
        let folder = document.lastIndex(of: "/").map { String(document[...$0]) } ?? ""
        for link in Self.links(in: text) {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let path = parts[0].isEmpty ? document : folder + parts[0]
            let target = PackagePaths.root.appendingPathComponent(path).standardizedFileURL.path
            guard FileManager.default.fileExists(atPath: target) else {
                Issue.record("\(document): no file for the link '\(link)'")
                continue
            }
            if parts.count == 2, path.hasSuffix(".md") {
                let anchors = MarkdownAnchors.anchors(of: try #require(PackagePaths.text(of: path)))
                #expect(anchors.contains(parts[1]), "\(document): \(path) has no heading #\(parts[1])")
            }
        }
    }
}
