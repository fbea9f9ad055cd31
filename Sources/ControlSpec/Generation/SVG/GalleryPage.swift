import Foundation

/// The `index.html` gallery of every control's previews. Its one script (the only script
/// controlspec writes) marks each image loaded or failed in a `data-loaded` attribute and replays
/// an animation by reloading its image. A switch at the top shows the previews of one appearance
/// at a time (light, dark, and each with increased contrast), with radio buttons and style alone,
/// so it works without the script.
public enum GalleryPage {
    /// The gallery's file name.
    public static let fileName = "index.html"

    /// The page listing `controls` in the given order; with `liveReload` (watch mode only), the
    /// page reloads itself when the previews change (`LiveReload`). The whole page in memory:
    /// the write stage streams it instead (`write(_:liveReload:to:)`).
    public static func html(_ controls: [ControlPreviews], liveReload: Bool = false) -> String {
        var bytes: [UInt8] = []
        write(controls, liveReload: liveReload) { bytes.append(contentsOf: $0) }
        let out = String(decoding: bytes, as: UTF8.self)
        FuzzOracle.checkMarkup(out, name: fileName, ownScripts: ownScripts)
        return out
    }

    /// The page `html(_:liveReload:)` makes, handed to `emit` in pieces of about 64 KB of UTF-8,
    /// section by section, so that a gallery of ten thousand controls (70 MB) is never held whole
    /// nor made a `String`.
    public static func write(_ controls: [ControlPreviews], liveReload: Bool = false, to emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        _ = write(count: controls.count, liveReload: liveReload, threads: nil, to: emit) { controls[$0] }
    }

    /// How many sections are rendered side by side before they are written, in order: enough to
    /// keep every core busy, few enough that their bytes (about 7 KB each) stay small.
    static let sectionsAtATime = 256

    /// The page of the `count` controls `control` gives by index (called once for each, from up
    /// to `threads` threads at a time, all cores when `nil`), handed to `emit` as
    /// `write(_:liveReload:to:)` hands it. The sections are rendered `sectionsAtATime` at a time on
    /// those threads, and written in index order: the page is the same bytes on any number of
    /// threads, and the gallery of a large project does not keep one core busy while the other
    /// waits at the end of a run.
    ///
    /// `control` gives `nil` for a control it cannot give (a listing that does not read). The
    /// indices of those are returned, every one of them, in order: when there are any, the page
    /// handed over lacks their sections and, from the first on, every section after, and must not
    /// be kept.
    static func write(count: Int, liveReload: Bool, threads: Int?, to emit: (UnsafeBufferPointer<UInt8>) -> Void,
                      control: @Sendable (Int) -> ControlPreviews?) -> [Int] {
        var missing: [Int] = []
        let head = MarkupNode.frame("head", children: [
            MarkupNode("meta", [("charset", "utf-8")]), MarkupNode("title", text: "controlspec previews"), MarkupNode.rawText("style", style),
        ])
        let pieceSize = 1 << 16
        var out = MarkupText(capacity: pieceSize + pieceSize / 2)
        out.append(PreviewHeader.line(specPath: count == 1 ? control(0)?.specPath ?? "" : "\(count) specs"))
        out.append(MarkupNode.htmlDoctype)
        MarkupNode.render("html", [("lang", "en")], indentsChildren: false, into: &out, depth: 0) { out, depth in
            head.render(into: &out, depth: depth)
            MarkupNode.render("body", into: &out, depth: depth) { out, depth in
                MarkupNode("h1", text: "controlspec previews").render(into: &out, depth: depth)
                for node in appearanceSwitch { node.render(into: &out, depth: depth) }
                MarkupNode.render("main", into: &out, depth: depth) { out, depth in
                    for start in stride(from: 0, to: count, by: sectionsAtATime) {
                        let sections = Parallel.map(min(sectionsAtATime, count - start), threads: threads) { offset -> [UInt8]? in
                            guard let control = control(start + offset) else { return nil }
                            var text = MarkupText(capacity: 1 << 13)
                            writeSection(control, into: &text, depth: depth)
                            return text.bytes
                        }
                        for (offset, bytes) in sections.enumerated() {
                            guard let bytes, missing.isEmpty else {
                                if bytes == nil { missing.append(start + offset) }
                                continue
                            }
                            bytes.withUnsafeBufferPointer { out.append($0) }
                            if out.count >= pieceSize {
                                out.withBytes(emit)
                                out.removeAll()
                            }
                        }
                    }
                }
                MarkupNode.rawText("script", script).render(into: &out, depth: depth)
                if liveReload { LiveReload.script.render(into: &out, depth: depth) }
            }
        }
        out.withBytes(emit)
        return missing
    }

    /// The scripts the gallery may hold: its own and, in watch mode, the reloading one.
    static let ownScripts = ["\(script)", "\(LiveReload.scriptText)"]

    /// Writes the section of one control into `out` at `depth`: name, summary, size, spec, then a figure per image.
    static func writeSection(_ control: ControlPreviews, into out: inout MarkupText, depth: Int) {
        // Written as it goes, each attribute and text where it goes, not built as elements with
        // lists of attribute strings first: a gallery of ten thousand controls has a hundred
        // thousand figures. Every element written with `render(_:…)` has at least one child.
        MarkupNode.render("section", [("id", control.name)], into: &out, depth: depth) { out, depth in
            MarkupNode.renderText("h2", into: &out, depth: depth) { MarkupEscaping.append(control.name, in: .text, to: &$0) }
            MarkupNode.renderText("p", into: &out, depth: depth) { MarkupEscaping.append(control.summary, in: .text, to: &$0) }
            MarkupNode.renderText("p", into: &out, depth: depth, attributes: { MarkupNode.appendAttribute("class", "meta", to: &$0) }) { out in
                out.appendNumber(control.size.width)
                out += " × "
                out.appendNumber(control.size.height)
                out += " pt · "
                MarkupEscaping.append(control.specPath, in: .text, to: &out)
            }
            guard !control.images.isEmpty else {
                MarkupNode("div", [("class", "images")]).render(into: &out, depth: depth)
                return
            }
            let drawn = Set(control.images.map(\.appearance))
            MarkupNode.render("div", [("class", "images")], into: &out, depth: depth) { out, depth in
                for image in control.images {
                    writeFigure(image, of: control, shownIn: shownAppearances(of: image.appearance, drawn: drawn), into: &out, depth: depth)
                }
            }
        }
    }

    /// The appearances of the switch in which an image drawn in `appearance` is shown, as the
    /// words of `data-shown`: its own, and each appearance falling back to it
    /// (`Appearance.fallback`) in which its control has no image of its own (`drawn`), as a spec
    /// that gives no colour for an increased-contrast appearance has none.
    static func shownAppearances(of appearance: Appearance, drawn: Set<Appearance>) -> String {
        ([appearance] + Appearance.allCases.filter { $0.fallback == appearance && !drawn.contains($0) }).map(\.word).joined(separator: " ")
    }

    /// Writes the figure of one image of `control`: the image at twice the control's size, its
    /// caption and, for an animation, a button that replays it; the switch shows it in the
    /// appearances `shownIn` lists.
    private static func writeFigure(_ image: PreviewImage, of control: ControlPreviews, shownIn: String, into out: inout MarkupText, depth: Int) {
        MarkupNode.renderOpening("figure", into: &out, depth: depth) { out in
            MarkupNode.appendAttribute("class", image.animationDuration == nil ? "still" : "animation", to: &out)
            MarkupNode.appendAttribute("data-appearance", image.appearance.word, to: &out)
            MarkupNode.appendAttribute("data-shown", shownIn, to: &out)
        }
        let inner = depth + 1
        MarkupNode.appendOpening("img", depth: inner, to: &out)
        MarkupNode.appendAttribute("src", image.fileName, to: &out)
        MarkupNode.appendAttribute("alt", to: &out) { out in
            MarkupEscaping.append(control.name, in: .attribute, to: &out)
            out += " "
            MarkupEscaping.append(image.caption, in: .attribute, to: &out)
        }
        MarkupNode.appendAttribute("width", to: &out) { $0.appendNumber(control.size.width * 2) }
        MarkupNode.appendAttribute("height", to: &out) { $0.appendNumber(control.size.height * 2) }
        out += MarkupNode.emptyElementEnd
        MarkupNode.renderOpening("figcaption", into: &out, depth: inner)
        MarkupNode.renderText("span", into: &out, depth: inner + 1) { MarkupEscaping.append(image.caption, in: .text, to: &$0) }
        if let duration = image.animationDuration {
            MarkupNode.renderText("button", into: &out, depth: inner + 1, attributes: { out in
                MarkupNode.appendAttribute("type", "button", to: &out)
                MarkupNode.appendAttribute("class", "replay", to: &out)
                MarkupNode.appendAttribute("data-image", image.fileName, to: &out)
            }) { out in
                out += "Replay ("
                out.appendNumber(duration)
                out += " s)"
            }
        }
        MarkupNode.renderClosing("figcaption", into: &out, depth: inner)
        MarkupNode.renderClosing("figure", into: &out, depth: depth)
    }

    /// The switch between appearances: a radio button and its label per previewed appearance,
    /// the first checked. They precede the `<main>` element, whose figures the style shows for
    /// the checked appearance only (those whose `data-shown` lists it).
    static var appearanceSwitch: [MarkupNode] {
        Appearance.previewed.enumerated().flatMap { index, appearance -> [MarkupNode] in
            let id = "appearance-\(appearance.word)"
            return [
                MarkupNode("input",
                           [("type", "radio"), ("name", "appearance"), ("id", id), ("value", appearance.word)] + (index == 0 ? [("checked", "checked")] : [])),
                MarkupNode("label", [("for", id)], text: appearance.phrase.prefix(1).uppercased() + appearance.phrase.dropFirst()),
            ]
        }
    }

    /// The page's style.
    static let style: StaticString = """
        body { font-family: -apple-system, system-ui, sans-serif; margin: 2em; color: #1c1c1e; }
        section { margin-bottom: 3em; }
        .meta { color: #6c6c70; font-size: 0.9em; }
        .images { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-end; }
        figure { margin: 0; padding: 0.75em; border: 1px solid #d1d1d6; border-radius: 8px; }
        figure img { display: block; background: repeating-conic-gradient(#f2f2f7 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        figcaption { font-size: 0.85em; margin-top: 0.5em; max-width: 24em; }
        button.replay { margin-left: 0.5em; }
        label { margin-right: 1em; }
        main { margin-top: 1em; padding: 1em; border-radius: 8px; }
        #appearance-light:checked ~ main figure:not([data-shown~="light"]) { display: none; }
        #appearance-dark:checked ~ main figure:not([data-shown~="dark"]) { display: none; }
        #appearance-highContrastLight:checked ~ main figure:not([data-shown~="highContrastLight"]) { display: none; }
        #appearance-highContrastDark:checked ~ main figure:not([data-shown~="highContrastDark"]) { display: none; }
        #appearance-dark:checked ~ main, #appearance-highContrastDark:checked ~ main { background: #1c1c1e; color: #f2f2f7; }
        #appearance-dark:checked ~ main .meta, #appearance-highContrastDark:checked ~ main .meta { color: #aeaeb2; }
        #appearance-dark:checked ~ main figure, #appearance-highContrastDark:checked ~ main figure { border-color: #48484a; }

        """

    /// The page's script: load marks and replay buttons.
    static let script: StaticString = """
        (function () {
          function mark(img, state) { img.setAttribute('data-loaded', state); }
          document.querySelectorAll('img').forEach(function (img) {
            if (img.complete) { mark(img, img.naturalWidth > 0 ? 'true' : 'error'); }
            img.addEventListener('load', function () { mark(img, 'true'); });
            img.addEventListener('error', function () { mark(img, 'error'); });
          });
          var replays = 0;
          document.querySelectorAll('button.replay').forEach(function (button) {
            button.addEventListener('click', function () {
              var img = button.closest('figure').querySelector('img');
              replays += 1;
              img.src = button.getAttribute('data-image') + '?replay=' + replays;
            });
          });
        })();

        """
}
