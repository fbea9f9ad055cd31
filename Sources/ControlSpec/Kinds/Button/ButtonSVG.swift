import ControlKernel

/// The previews of a button: idle and pressed (the `begin` state's animation at its end, jitter at
/// its central value), and one animated SVG per state with an animation, all left to right.
///
/// An animation of the state a touch begins in starts at rest; every other animation starts from
/// the pressed look (they follow a press). Each part is a group translated to its centre, rotated
/// and scaled there, holding its shape and, inside, its children.
enum ButtonSVG {
    /// Every preview of `button` in each of `appearances` in turn; the animation tracks are
    /// sampled, and the parts of each image drawn, once for all of them.
    static func previews(spec: ControlSpecification, button: ButtonSpec, specPath: String, assets: [String: PreviewAsset], appearances: [Appearance]) -> [PreviewImage] {
        guard !appearances.isEmpty else { return [] }
        let shapes = ButtonDrawer(button: button, size: spec.size, assets: assets)
        let rest = shapes.layout.rest
        let pressed = shapes.pressedPoses
        let depth = SVGDocument.bodyDepth, colors = PreviewColors(holesFor: appearances)
        var images: [(state: String, caption: String, duration: Double?, parts: DrawnMarkup)] = [
            ("idle", "idle, at rest", nil, shapes.drawnParts(rest, state: .normal, colors: colors, depth: depth)),
        ]
        if let pressed {
            images.append(("pressed", "pressed (the end of the touch-down animation)", nil, shapes.drawnParts(pressed, state: .highlighted, colors: colors, depth: depth)))
        }
        for (index, state) in button.states.enumerated() {
            guard let timeline = shapes.configuration.states[index].animation else { continue }
            let startsAtRest = state.triggers.contains(.begin) || pressed == nil
            let start = startsAtRest ? rest : pressed ?? rest
            let track = ButtonAnimationTrack(timeline: timeline, start: start, drawer: shapes)
            images.append((state.name, "the '\(state.name)' animation, from \(startsAtRest ? "rest" : "pressed")", track.duration,
                           shapes.drawnParts(start, state: .normal, track: track, colors: colors, depth: depth)))
        }
        // The clip paths are sizes and ids, the same in every appearance and image.
        let clipPaths = shapes.clipPaths()
        return appearances.flatMap { appearance in
            images.map { image in
                PreviewImage(spec: spec, specPath: specPath, appearance: appearance, state: image.state, caption: image.caption,
                             animationDuration: image.duration, defs: clipPaths) { image.parts.write(into: &$0, depth: $1, colors: colors, appearance: appearance) }
            }
        }
    }
}
