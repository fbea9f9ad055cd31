import ControlKernel
import Foundation

/// Draws a button's parts (or any parts composed as a button's, such as a toggle's) as nested SVG
/// groups, optionally animated, from the kernel's layout of the button's configuration (left to
/// right: previews do not mirror). The parts are drawn once for every appearance (`DrawnMarkup`):
/// only their fills depend on it.
struct ButtonDrawer {
    /// The parts in the kernel's order.
    let parts: [ButtonSpec.FlatPart]
    /// The kernel's configuration.
    let configuration: ButtonConfiguration
    /// The rest layout, left to right.
    let layout: PartLayout
    /// Images found next to the spec.
    let assets: [String: PreviewAsset]

    /// The drawer of `button` at `size`.
    init(button: ButtonSpec, size: Size, assets: [String: PreviewAsset]) {
        self.init(parts: button.flatParts, configuration: button.kernelConfiguration(size: size), assets: assets)
    }

    /// The drawer of `parts`, defined in the kernel by `configuration`'s parts.
    init(parts: [ButtonSpec.FlatPart], configuration: ButtonConfiguration, assets: [String: PreviewAsset]) {
        self.parts = parts
        self.configuration = configuration
        layout = configuration.layout()
        self.assets = assets
    }

    /// The poses at the end of the animation of the state a touch begins in, if it has one
    /// (jitter at its central values).
    var pressedPoses: [PartPose]? {
        configuration.pressedPoses(layout: layout)
    }

    /// A clip path per part that clips its children, in the children's coordinates.
    func clipPaths() -> [SVGNode] {
        parts.enumerated().compactMap { index, entry in
            guard entry.part.clipsChildren else { return nil }
            let size = layout.drawnSize(of: index, in: layout.rest[index])
            return SVGNode("clipPath", [("id", "clip-\(entry.part.id)")], children: [
                SVGNode("rect", [("x", "0"), ("y", "0"), ("width", SVGFormat.number(Double(size.width))), ("height", SVGFormat.number(Double(size.height))),
                                 ("rx", SVGFormat.number(cornerRadius(index, size)))]),
            ])
        }
    }

    /// The top-level parts drawn in `poses` at `depth`, for every appearance; `track` animates
    /// them; in the disabled state dimmed unless the spec `stylesDisabled` (``DisabledPreview``).
    /// The parts' groups are written as they are drawn, not built as a tree of elements first: a
    /// button's previews write thousands of them.
    func drawnParts(_ poses: [PartPose], state: ControlState, track: ButtonAnimationTrack? = nil, colors: PreviewColors, depth: Int,
                    stylesDisabled: Bool) -> DrawnMarkup {
        DisabledPreview.body(in: state, stylesDisabled: stylesDisabled, depth: depth) { out, depth in
            writeParts(poses, state: state, track: track, into: &out, colors: colors, depth: depth)
        }
    }

    /// Writes every part in `poses` into `out` at `depth`, as `drawnParts` draws them.
    func writeParts(_ poses: [PartPose], state: ControlState, track: ButtonAnimationTrack? = nil, into out: inout MarkupText,
                    colors: PreviewColors, depth: Int) {
        for index in parts.indices where parts[index].parent == nil {
            write(index, poses: poses, state: state, track: track, into: &out, colors: colors, depth: depth)
        }
    }

    /// Writes one part and its children: a group with its opacity, in it a group placing its
    /// centre, in that one rotating and in that one scaling it, which holds the shape and, when
    /// the part has children, a group moving the origin to the shape's top-left corner (clipped
    /// to the shape when the part clips its children). Every group holds at least one element.
    private func write(_ index: Int, poses: [PartPose], state: ControlState, track: ButtonAnimationTrack?, into out: inout MarkupText,
                       colors: PreviewColors, depth: Int) {
        let part = parts[index].part
        let pose = poses[index]
        let size = layout.drawnSize(of: index, in: pose)
        let animations = track?.parts[index]
        let children = parts.indices.filter { parts[$0].parent == index }
        func writeChildren(_ out: inout MarkupText, _ depth: Int) {
            for child in children { write(child, poses: poses, state: state, track: track, into: &out, colors: colors, depth: depth) }
        }
        MarkupNode.render("g", [("id", "part-\(part.id)"), ("opacity", SVGFormat.number(pose.alpha))], into: &out, depth: depth) { out, depth in
            animations?.opacity?.render(into: &out, depth: depth)
            let centre = "translate(\(SVGFormat.number(Double(pose.center.x))) \(SVGFormat.number(Double(pose.center.y))))"
            MarkupNode.render("g", [("transform", centre)], into: &out, depth: depth) { out, depth in
                animations?.translation?.render(into: &out, depth: depth)
                MarkupNode.render("g", [("transform", "rotate(\(SVGFormat.degrees(pose.rotation)))")], into: &out, depth: depth) { out, depth in
                    animations?.rotation?.render(into: &out, depth: depth)
                    MarkupNode.render("g", [("transform", "scale(\(SVGFormat.number(pose.scale)))")], into: &out, depth: depth) { out, depth in
                        animations?.scale?.render(into: &out, depth: depth)
                        writeShape(index, size: size, state: state, animations: animations?.shape ?? [], into: &out, colors: colors, depth: depth)
                        guard !children.isEmpty else { return }
                        let corner = "translate(\(SVGFormat.number(-Double(size.width) / 2)) \(SVGFormat.number(-Double(size.height) / 2)))"
                        MarkupNode.render("g", [("transform", corner)], into: &out, depth: depth) { out, depth in
                            animations?.childOrigin?.render(into: &out, depth: depth)
                            if part.clipsChildren {
                                MarkupNode.render("g", [("clip-path", "url(#clip-\(part.id))")], into: &out, depth: depth, appendChildren: writeChildren)
                            } else {
                                writeChildren(&out, depth)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Writes the part's shape centred on the origin, holding its `animations`, its fill, the
    /// one thing the appearance changes, written by `colors`.
    func writeShape(_ index: Int, size: CGSize, state: ControlState, animations: [RenderedElement], into out: inout MarkupText,
                    colors: PreviewColors, depth: Int) {
        let part = parts[index].part
        let frame: [(String, String)] = [("x", SVGFormat.number(-Double(size.width) / 2)), ("y", SVGFormat.number(-Double(size.height) / 2)),
                                         ("width", SVGFormat.number(Double(size.width))), ("height", SVGFormat.number(Double(size.height)))]
        let radius = [("rx", SVGFormat.number(cornerRadius(index, size)))]
        /// The element's name, its attributes, whether the part's colour fills it (after them) and its title.
        let element: (name: String, attributes: [(String, String)], partColor: Bool, title: String?)
        switch part.shape {
        case .symbol(let name, let pointSize, let weight):
            let title = "SF Symbol '\(name)' (\(SVGFormat.number(pointSize)) pt, \(weight.word)): " +
                        "a placeholder, symbols cannot be drawn outside Apple platforms"
            element = ("rect", frame + radius, true, title)
        case .image(let asset):
            if let image = assets[asset] {
                element = ("image", frame + [("preserveAspectRatio", "xMidYMid meet"), ("href", image.dataURI)], false, asset)
            } else {
                element = ("rect", frame + radius + SVGFormat.fill(RGBA(red: 0.8, green: 0.8, blue: 0.82)), false,
                           "image '\(asset)' (not found next to the spec)")
            }
        case .circle, .capsule, .roundedRect, .line:
            element = ("rect", frame + radius, true, nil)
        }
        MarkupNode.appendOpening(element.name, depth: depth, to: &out)
        for (key, value) in element.attributes { MarkupNode.appendAttribute(key, value, to: &out) }
        if element.partColor { colors.appendFill(state.value(of: part.color), to: &out) }
        guard element.title != nil || !animations.isEmpty else {
            out += MarkupNode.emptyElementEnd
            return
        }
        // The animations follow the element's own child (its title), as its last children.
        out += ">\n"
        if let title = element.title { SVGNode("title", text: title).render(into: &out, depth: depth + 1) }
        for animation in animations { animation.render(into: &out, depth: depth + 1) }
        MarkupNode.renderClosing(element.name, into: &out, depth: depth)
    }

    /// The corner radius of the part at `index` drawn at `size`: the kernel's, except that a
    /// symbol's placeholder is rounded by a fifth of its shorter side.
    func cornerRadius(_ index: Int, _ size: CGSize) -> Double {
        if case .symbol = parts[index].part.shape { return min(Double(size.width), Double(size.height)) / 5 }
        return configuration.parts[index].outline.cornerRadius(for: size)
    }
}
