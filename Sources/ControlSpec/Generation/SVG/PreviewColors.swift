/// How a preview's drawing writes its colours: resolved in one appearance, or left as holes in
/// markup drawn once for every appearance (`DrawnMarkup`), each filled as the preview of an
/// appearance is written. Only colours differ between a control's light and dark previews, so
/// its drawing, its numbers and its elements, is made once for all of them.
///
/// The drawing asks for a colour's attributes (`fill`, `stroke`, `stop`); with holes, each is an
/// attribute that `MarkupNode` does not write but marks (`MarkupText.holes`). A drawing whose
/// elements depend on a colour (`isVisible`) and differ between the appearances cannot be made
/// once: `dependsOnAppearance` says so, and the drawing is then made in each appearance.
final class PreviewColors {
    /// A colour's attributes, as `SVGFormat` writes them.
    private enum Use: Hashable {
        /// `SVGFormat.fill`.
        case fill(ColorValue)
        /// `SVGFormat.stroke` with the line width.
        case stroke(ColorValue, width: Double)
        /// A gradient stop's `stop-color` and `stop-opacity`.
        case stop(ColorValue)
    }

    /// The appearance colours are resolved in, or `nil` for holes.
    private let appearance: Appearance?
    /// The appearances the holes are filled in, for `isVisible`.
    private let appearances: [Appearance]
    /// Each hole's colour and use, by index; a colour used the same way again is the same hole.
    private var uses: [Use] = []
    /// The index of each use in `uses`.
    private var indices: [Use: Int] = [:]
    /// Each hole's attributes as written in each appearance (`Appearance.allCases` order, by
    /// `index * appearanceCount + ordinal`), once filled: a control's drawings use the same few
    /// colours in every state, and each is formatted and escaped once per appearance.
    private var filled: [[UInt8]?] = []
    /// Every appearance, in the order of `filled`'s slots (`allCases` makes a new array each time).
    private static let appearanceOrder = Appearance.allCases
    /// How many appearances there are.
    private static let appearanceCount = appearanceOrder.count
    /// Whether an `isVisible` answer differed between the appearances.
    private(set) var dependsOnAppearance = false
    /// The increased-contrast appearances that a colour asked for so far gives a colour of its own.
    private(set) var givenContrast: Set<Appearance> = []

    /// Colours resolved in `appearance`.
    init(resolvedIn appearance: Appearance) {
        self.appearance = appearance
        appearances = [appearance]
    }

    /// Colours left as holes, to be filled in each of `appearances`.
    init(holesFor appearances: [Appearance]) {
        appearance = nil
        self.appearances = appearances
    }

    /// The fill attributes of `color` (`SVGFormat.fill`).
    func fill(_ color: ColorValue) -> [(String, String)] {
        attributes(.fill(color))
    }

    /// Appends the fill attributes of `color` to `out`, or a hole for them: for markup written
    /// as it is drawn rather than built as elements first.
    func appendFill(_ color: ColorValue, to out: inout MarkupText) {
        for (key, value) in fill(color) { MarkupNode.appendAttribute(key, value, to: &out) }
    }

    /// The stroke attributes of `color` and `width` (`SVGFormat.stroke`).
    func stroke(_ color: ColorValue, width: Double) -> [(String, String)] {
        attributes(.stroke(color, width: width))
    }

    /// A gradient stop's colour attributes (`SVGFormat.stop`).
    func stop(_ color: ColorValue) -> [(String, String)] {
        attributes(.stop(color))
    }

    /// Whether `color` is not fully transparent, for a drawing that leaves out what cannot be
    /// seen. With holes, the first appearance's answer; when another's differs, the drawing
    /// depends on the appearance (`dependsOnAppearance`).
    func isVisible(_ color: ColorValue) -> Bool {
        noteGiven(color)
        let answers = appearances.map { color.resolved(in: $0).alpha > 0 }
        if answers.contains(where: { $0 != answers[0] }) { dependsOnAppearance = true }
        return answers[0]
    }

    /// The attributes of `use` in the appearance colours are resolved in, or with holes, the mark
    /// of a hole for it: an attribute with `MarkupNode.holeKey` and the hole's index.
    private func attributes(_ use: Use) -> [(String, String)] {
        switch use {
        case .fill(let color), .stroke(let color, _), .stop(let color): noteGiven(color)
        }
        guard let appearance else {
            let index = indices[use] ?? {
                uses.append(use)
                filled.append(contentsOf: repeatElement(nil, count: Self.appearanceCount))
                indices[use] = uses.count - 1
                return uses.count - 1
            }()
            return [(MarkupNode.holeKey, String(index))]
        }
        return Self.attributes(use, in: appearance)
    }

    /// Adds the increased-contrast appearances `color` gives a colour for to `givenContrast`.
    private func noteGiven(_ color: ColorValue) {
        guard case .perAppearance(let colors) = color else { return }
        for appearance in [Appearance.highContrastLight, .highContrastDark] where colors.given(appearance) != nil {
            givenContrast.insert(appearance)
        }
    }

    /// The appearances of `appearances` a preview whose colours were all asked of these is
    /// drawn in: light and dark always; an increased-contrast one only when one of its colours
    /// is given for it (`givenContrast`), since otherwise the spec says nothing about it.
    func drawnAppearances(_ appearances: [Appearance]) -> [Appearance] {
        appearances.filter { !$0.isHighContrast || givenContrast.contains($0) }
    }

    /// Appends the attributes of the hole `index` in `appearance` to `out`.
    func fillHole(_ index: Int, in appearance: Appearance, to out: inout MarkupText) {
        let slot = index * Self.appearanceCount + Self.appearanceOrder.firstIndex(of: appearance)!
        if filled[slot] == nil {
            var attributes = MarkupText(capacity: 64)
            for (key, value) in Self.attributes(uses[index], in: appearance) { MarkupNode.appendAttribute(key, value, to: &attributes) }
            filled[slot] = attributes.bytes
        }
        filled[slot]!.withUnsafeBufferPointer { out.append($0) }
    }

    /// The attributes of `use` in `appearance`, as `SVGFormat` writes them.
    private static func attributes(_ use: Use, in appearance: Appearance) -> [(String, String)] {
        switch use {
        case .fill(let color): SVGFormat.fill(color.resolved(in: appearance))
        case .stroke(let color, let width): SVGFormat.stroke(color.resolved(in: appearance), width: width)
        case .stop(let color): SVGFormat.stop(color.resolved(in: appearance))
        }
    }
}

/// Markup drawn once for every appearance: its bytes without the colours, and where each colour
/// goes (`PreviewColors`).
struct DrawnMarkup {
    /// The markup, its holes left out.
    let bytes: [UInt8]
    /// Each hole's offset in `bytes` and index in the colours, in markup order.
    let holes: [MarkupText.Hole]
    /// The depth it was drawn at.
    let depth: Int

    /// `nodes` drawn at `depth`, with the holes their attributes mark.
    init(_ nodes: [SVGNode], depth: Int) {
        var out = MarkupText(capacity: 1 << 12)
        for node in nodes { node.render(into: &out, depth: depth) }
        self.init(out, depth: depth)
    }

    /// The markup of `out`, drawn at `depth`.
    init(_ out: consuming MarkupText, depth: Int) {
        bytes = out.bytes
        holes = out.holes
        self.depth = depth
    }

    /// Appends the markup to `out`, which must be at the depth it was drawn at, each hole filled
    /// by `colors` in `appearance`.
    func write(into out: inout MarkupText, depth: Int, colors: PreviewColors, appearance: Appearance) {
        precondition(depth == self.depth, "markup drawn at depth \(self.depth) written at \(depth)")
        bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            for hole in holes {
                out.append(UnsafeBufferPointer(rebasing: bytes[start..<hole.offset]))
                colors.fillHole(hole.index, in: appearance, to: &out)
                start = hole.offset
            }
            out.append(UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }
}
