/// One SVG file of a control's previews.
public struct PreviewImage: Sendable, Hashable {
    /// The state or animation shown (`minimum`, `pressed`, `setValue`).
    public var state: String
    /// A short human description (`at its minimum value`).
    public var caption: String
    /// The animation's duration in seconds, or `nil` for a still image.
    public var animationDuration: Double?
    /// The file name, `<Name>-<state>.svg` (animations: `<Name>-<state>-animated.svg`), with
    /// `-dark` before `.svg` in the dark appearance.
    public var fileName: String
    /// The SVG document, UTF-8 bytes: written as they are, never made a `String` on the way.
    public var contents: [UInt8]
    /// The appearance the image is drawn in.
    public var appearance: Appearance

    /// The SVG text.
    public var svg: String {
        get { String(decoding: contents, as: UTF8.self) }
        set { contents = Array(newValue.utf8) }
    }

    /// An image from every value, its document as text.
    public init(state: String, caption: String, animationDuration: Double?, fileName: String, svg: String, appearance: Appearance) {
        self.init(state: state, caption: caption, animationDuration: animationDuration, fileName: fileName, contents: Array(svg.utf8), appearance: appearance)
    }

    /// An image from every value.
    init(state: String, caption: String, animationDuration: Double?, fileName: String, contents: [UInt8], appearance: Appearance) {
        self.state = state
        self.caption = caption
        self.animationDuration = animationDuration
        self.fileName = fileName
        self.contents = contents
        self.appearance = appearance
    }
}

extension PreviewImage {
    /// The preview of `spec` (whose file is `specPath`) in `appearance` showing `state`: its file
    /// name, and its document titled with the caption and, but for light, the appearance, on the
    /// appearance's background. Every kind makes its previews through here.
    init(spec: ControlSpecification, specPath: String, appearance: Appearance, state: String, caption: String,
         animationDuration: Double?, defs: [SVGNode], body: [SVGNode]) {
        self.init(spec: spec, specPath: specPath, appearance: appearance, state: state, caption: caption, animationDuration: animationDuration, defs: defs) { out, depth in
            for node in body { node.render(into: &out, depth: depth) }
        }
    }

    /// The same preview, its drawing written by `writeBody` at the depth it is given, straight
    /// into the document rather than built as a tree of elements first.
    init(spec: ControlSpecification, specPath: String, appearance: Appearance, state: String, caption: String,
         animationDuration: Double?, defs: [SVGNode], writeBody: (inout MarkupText, Int) -> Void) {
        self.init(spec: spec, specPath: specPath, appearance: appearance, state: state, caption: caption, animationDuration: animationDuration,
                  writeDefs: defs.isEmpty ? nil : { out, depth in for node in defs { node.render(into: &out, depth: depth) } }, writeBody: writeBody)
    }

    /// The same preview, its definitions and drawing made once for every appearance and written
    /// in this one, their colours by `colors`.
    init(spec: ControlSpecification, specPath: String, appearance: Appearance, state: String, caption: String,
         animationDuration: Double?, drawing: DrawnPreview, colors: PreviewColors) {
        self.init(spec: spec, specPath: specPath, appearance: appearance, state: state, caption: caption, animationDuration: animationDuration,
                  writeDefs: drawing.defs.map { defs in { defs.write(into: &$0, depth: $1, colors: colors, appearance: appearance) } }) {
            drawing.body.write(into: &$0, depth: $1, colors: colors, appearance: appearance)
        }
    }

    /// The preview with its definitions (the children of `<defs>`, none for `nil`) and drawing
    /// written by `writeDefs` and `writeBody` at the depths they are given.
    private init(spec: ControlSpecification, specPath: String, appearance: Appearance, state: String, caption: String,
                 animationDuration: Double?, writeDefs: ((inout MarkupText, Int) -> Void)?, writeBody: (inout MarkupText, Int) -> Void) {
        let title = "\(spec.name) \(caption)" + (appearance == .light ? "" : ", in the \(appearance.phrase) appearance")
        self.init(state: state, caption: caption, animationDuration: animationDuration,
                  fileName: Self.fileName(control: spec.name, state: state, animated: animationDuration != nil, appearance: appearance),
                  contents: SVGDocument.contents(spec: spec, specPath: specPath, title: title, appearance: appearance, writeDefs: writeDefs, writeBody: writeBody),
                  appearance: appearance)
    }

    /// The file name of a preview: `Knob-initial.svg`, `Knob-initial-dark.svg`,
    /// `Knob-setValue-animated.svg`, `Knob-setValue-animated-dark.svg`.
    static func fileName(control: String, state: String, animated: Bool, appearance: Appearance) -> String {
        "\(control)-\(state)\(animated ? "-animated" : "")\(appearance == .light ? "" : "-\(appearance.rawValue)").svg"
    }
}

/// The first line of every SVG and HTML file controlspec writes; a file without it was not written
/// by controlspec and is never overwritten.
public enum PreviewHeader {
    /// The start of the header comment.
    public static let prefix = "<!-- Generated by controlspec"

    /// Whether `text` begins with controlspec's generated header.
    public static func isGenerated(_ text: some StringProtocol) -> Bool {
        text.hasPrefix(prefix)
    }

    /// The header comment naming the spec.
    static func line(specPath: String) -> String {
        MarkupNode.comment("\(sourceLead)\(specPath)\(sourceEnd)")
    }

    /// The words before the spec's path in the header.
    private static let sourceLead = "Generated by controlspec from "
    /// The words after it.
    private static let sourceEnd = ". Do not edit."

    /// The spec path the header at the start of `text` names, its references decoded; `nil`
    /// when `text` does not start with the header. A path with `--` in it comes back with
    /// `- -`, as a comment cannot hold it.
    static func specPath(in text: String) -> String? {
        guard isGenerated(text), case .success(let document) = MarkupReader.read(String(text.prefix { $0 != "\n" }) + "<x/>"),
              let comment = document.leadingComments.first, comment.hasPrefix(sourceLead), comment.hasSuffix(sourceEnd) else { return nil }
        return String(comment.dropFirst(sourceLead.count).dropLast(sourceEnd.count))
    }
}

/// Wraps drawn elements into a complete SVG document.
enum SVGDocument {
    /// The depth a document's drawing is written at: inside its `<svg>` element.
    static let bodyDepth = 1
    /// The depth a document's definitions are written at: inside its `<defs>` element.
    static let defsDepth = bodyDepth + 1

    /// The document's bytes: header comment, `<svg>` with the spec's size and `viewBox`, a `<title>`, defs,
    /// then, but in the light appearance (whose previews are transparent), the appearance's
    /// background (`systemBackground` there) as `<rect id="appearanceBackground">`, then the drawing.
    static func contents(spec: ControlSpecification, specPath: String, title: String, appearance: Appearance,
                         writeDefs: ((inout MarkupText, Int) -> Void)?, writeBody: (inout MarkupText, Int) -> Void) -> [UInt8] {
        let width = SVGFormat.number(spec.size.width), height = SVGFormat.number(spec.size.height)
        var out = MarkupText(capacity: 1 << 13)
        out.append(PreviewHeader.line(specPath: specPath))
        // Written as it goes: a preview's elements are not built into a tree, rendered and
        // destroyed again (the `<svg>` element always has its title, so it is never empty).
        MarkupNode.render("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", width), ("height", height), ("viewBox", "0 0 \(width) \(height)")],
                          into: &out, depth: 0) { out, depth in
            SVGNode("title", text: title).render(into: &out, depth: depth)
            if let writeDefs { MarkupNode.render("defs", into: &out, depth: depth, appendChildren: writeDefs) }
            if appearance != .light {
                SVGNode("rect", [("id", "appearanceBackground"), ("x", "0"), ("y", "0"), ("width", width), ("height", height)]
                        + SVGFormat.fill(NamedColors.background(in: appearance))).render(into: &out, depth: depth)
            }
            assert(depth == bodyDepth, "a drawing written at depth \(depth)")
            writeBody(&out, depth)
        }
        return out.bytes
    }
}

extension PreviewImage {
    /// One preview made once for every appearance: its state, caption, duration and drawing.
    struct Drawing {
        /// The state or animation shown (`PreviewImage.state`).
        var state: String
        /// The caption (`PreviewImage.caption`).
        var caption: String
        /// The animation's duration, `nil` for a still image.
        var animationDuration: Double?
        /// Its definitions and drawing.
        var drawing: DrawnPreview
    }

    /// The previews `drawings` makes, in each of `appearances` in turn: drawn once for all of them
    /// with their colours left as holes, or, when what is drawn depends on the appearance
    /// (`PreviewColors.dependsOnAppearance`), drawn in each appearance on its own.
    static func images(spec: ControlSpecification, specPath: String, appearances: [Appearance],
                       drawings: (PreviewColors) -> [Drawing]) -> [PreviewImage] {
        let colors = PreviewColors(holesFor: appearances)
        let drawn = drawings(colors)
        guard colors.dependsOnAppearance else { return images(of: drawn, spec: spec, specPath: specPath, colors: colors, appearances: appearances) }
        return appearances.flatMap { appearance in
            let colors = PreviewColors(resolvedIn: appearance)
            return images(of: drawings(colors), spec: spec, specPath: specPath, colors: colors, appearances: [appearance])
        }
    }

    /// The previews of `drawings` in each of `appearances` in turn, their colours by `colors`.
    static func images(of drawings: [Drawing], spec: ControlSpecification, specPath: String, colors: PreviewColors, appearances: [Appearance]) -> [PreviewImage] {
        appearances.flatMap { appearance in
            drawings.map { drawing in
                PreviewImage(spec: spec, specPath: specPath, appearance: appearance, state: drawing.state, caption: drawing.caption,
                             animationDuration: drawing.animationDuration, drawing: drawing.drawing, colors: colors)
            }
        }
    }
}

/// A preview's definitions and drawing, made once for every appearance (`PreviewColors`).
struct DrawnPreview {
    /// The children of `<defs>`, if any.
    let defs: DrawnMarkup?
    /// The drawing.
    let body: DrawnMarkup

    /// `defs` and `body` drawn at the depths a document writes them at.
    init(defs: [SVGNode], body: [SVGNode]) {
        self.defs = defs.isEmpty ? nil : DrawnMarkup(defs, depth: SVGDocument.defsDepth)
        self.body = DrawnMarkup(body, depth: SVGDocument.bodyDepth)
    }
}
