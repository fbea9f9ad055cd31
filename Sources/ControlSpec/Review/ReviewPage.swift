import Foundation

/// `review.html`: a page for reviewing a change of the specs from its previews alone. Each changed
/// preview is shown before (the committed file) and after (the file the specs give now) side by
/// side with the list of its changes, and an animated one also as two still frames paused at the
/// same moment (`AnimationFrame`); added and removed previews are marked, unchanged ones collapsed.
///
/// The page stands alone: every image is embedded as a `data:` URI (an SVG shown by `<img>` runs
/// no script and loads nothing), and it has no script and no reference to any other file, so a CI
/// job can publish it as it is. It is built with the one markup builder, `MarkupNode`.
public enum ReviewPage {
    /// The page's file name.
    public static let fileName = "review.html"

    /// The page for `comparison`, the comparison of `old` (read from `folder`) with `new`;
    /// `notCompared` are the specs whose previews were left out.
    public static func html(_ comparison: PreviewComparison, old: [PreviewFile], new: [PreviewFile], folder: String, notCompared: [String]) -> String {
        let before = Dictionary(old.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var body: [MarkupNode] = [
            MarkupNode("h1", text: "controlspec preview review"),
            MarkupNode("p", [("class", "summary")], text: "Compared with \(folder): \(PreviewCheckReporter.counts(comparison))."),
        ]
        if !notCompared.isEmpty {
            body.append(MarkupNode("p", [("class", "not-compared")],
                                   text: "Not compared, because the check refused the spec: \(notCompared.joined(separator: ", "))."))
        }
        if comparison.isIdentical {
            body.append(MarkupNode("p", [("class", "identical")], text: "No preview changed."))
        }
        body += comparison.entries.map { section($0, before: before[$0.name], after: after[$0.name]) }
        body.append(unchanged(comparison.unchanged.compactMap { after[$0] }))
        let head = MarkupNode.frame("head", children: [
            MarkupNode("meta", [("charset", "utf-8")]), MarkupNode("title", text: "controlspec preview review"), MarkupNode.rawText("style", style),
        ])
        let page = MarkupNode.frame("html", [("lang", "en")], children: [head, MarkupNode("body", children: body)])
        return PreviewHeader.line(specPath: "a comparison with \(folder)") + MarkupNode.htmlDoctype + page.rendered()
    }

    /// One file that differs: its name and status, its spec, its changes, and the images.
    static func section(_ entry: PreviewComparison.Entry, before: PreviewFile?, after: PreviewFile?) -> MarkupNode {
        var children: [MarkupNode] = [
            MarkupNode("h2", children: [MarkupNode("span", text: entry.name), MarkupNode("span", [("class", "status")], text: entry.status.rawValue)]),
        ]
        if let spec = entry.specPath { children.append(MarkupNode("p", [("class", "meta")], text: spec)) }
        if !entry.changes.isEmpty {
            children.append(MarkupNode("ul", [("class", "changes")],
                                       children: entry.changes.map { MarkupNode("li", children: [MarkupNode("code", text: $0.description)]) }))
        }
        let images = [("before", before), ("after", after)].compactMap { side, file in file.flatMap { image($0, caption: side, role: side) } }
        if !images.isEmpty { children.append(MarkupNode("div", [("class", "pair")], children: images)) }
        let roots = [before, after].map { $0.flatMap(svgRoot) }
        let durations = roots.compactMap { $0.flatMap(AnimationFrame.duration) }
        if let longest = durations.max() {
            let time = longest / 2
            let frames = zip(["before", "after"], roots).compactMap { side, root -> MarkupNode? in
                guard let root else { return nil }
                let svg = AnimationFrame.frame(root, at: time).node.rendered()
                return figure(svg: svg, root: root, caption: "\(side), paused at \(SVGFormat.number(time)) s", role: "\(side) frame")
            }
            children.append(MarkupNode("div", [("class", "pair frames")], children: frames))
        }
        return MarkupNode("section", [("class", "file \(entry.status.rawValue)"), ("id", "file-\(entry.name)")], children: children)
    }

    /// The unchanged previews, collapsed.
    static func unchanged(_ files: [PreviewFile]) -> MarkupNode {
        let figures = files.compactMap { image($0, caption: $0.name, role: "unchanged") }
        return MarkupNode("details", [("class", "unchanged")], children: [
            MarkupNode("summary", text: "\(files.count) unchanged"),
            MarkupNode("div", [("class", "images")], children: figures),
        ])
    }

    /// A figure showing `file` when it is an SVG; `nil` for the gallery.
    static func image(_ file: PreviewFile, caption: String, role: String) -> MarkupNode? {
        guard file.name.hasSuffix(".svg") else { return nil }
        return figure(svg: file.text, root: svgRoot(file), caption: caption, role: role)
    }

    /// A figure with `svg` as a `data:` URI, at twice the size its root gives.
    static func figure(svg: String, root: MarkupElement?, caption: String, role: String) -> MarkupNode {
        var attributes = [("src", "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString()), ("alt", caption)]
        for dimension in ["width", "height"] {
            if let value = root?.attribute(dimension).flatMap(Double.init) { attributes.append((dimension, SVGFormat.number(value * 2))) }
        }
        return MarkupNode("figure", [("class", role)], children: [MarkupNode("img", attributes), MarkupNode("figcaption", text: caption)])
    }

    /// The root of an SVG file, when it reads as markup.
    static func svgRoot(_ file: PreviewFile) -> MarkupElement? {
        guard file.name.hasSuffix(".svg"), case .success(let document) = MarkupReader.read(file.text), document.root.name == "svg" else { return nil }
        return document.root
    }

    /// The page's style.
    static let style: StaticString = """
        body { font-family: -apple-system, system-ui, sans-serif; margin: 2em; color: #1c1c1e; }
        section.file { margin-bottom: 2.5em; padding-left: 1em; border-left: 4px solid #d1d1d6; }
        section.changed { border-color: #ff9500; }
        section.added { border-color: #34c759; }
        section.removed { border-color: #ff3b30; }
        h2 .status { margin-left: 0.75em; font-size: 0.7em; text-transform: uppercase; color: #6c6c70; }
        .meta { color: #6c6c70; font-size: 0.9em; }
        ul.changes { font-size: 0.85em; }
        .pair, .images { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-end; }
        figure { margin: 0; padding: 0.75em; border: 1px solid #d1d1d6; border-radius: 8px; }
        figure img { display: block; background: repeating-conic-gradient(#f2f2f7 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        figcaption { font-size: 0.85em; margin-top: 0.5em; }
        details.unchanged { margin-top: 2em; }

        """
}
