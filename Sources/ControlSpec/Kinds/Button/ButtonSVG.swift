import ControlKernel

/// The previews of a button: the stills of ``ButtonStill`` (idle, pressed: the `begin` state's
/// animation at its end, jitter at its central value; disabled), and one animated SVG per state
/// with an animation, all left to right, each followed by its Reduce Motion still when the setting
/// changes how it plays (`ReducedMotionPreview`).
///
/// An animation of the state a touch begins in starts at rest; every other animation starts from
/// the pressed look (they follow a press). Each part is a group translated to its centre, rotated
/// and scaled there, holding its shape and, inside, its children.
enum ButtonSVG {
    /// Every preview of `button` in each of `appearances` in turn; the animation tracks are
    /// sampled, and the parts of each image drawn, once for all of them.
    static func previews(spec: ControlSpecification, button: ButtonSpec, specPath: String, assets: [String: PreviewAsset],
                         appearances: [Appearance]) -> [PreviewImage] {
        guard !appearances.isEmpty else { return [] }
        let shapes = ButtonDrawer(button: button, size: spec.size, assets: assets)
        let rest = shapes.layout.rest
        let pressed = shapes.pressedPoses
        let depth = SVGDocument.bodyDepth, colors = PreviewColors(holesFor: appearances)
        let stylesDisabled = PartViewModel.stylesDisabled(parts: button.flatParts.map(\.part))
        // The clip paths are sizes and ids, the same in every appearance and image.
        let clipPaths = DrawnPreview.drawn(shapes.clipPaths())
        func image(_ state: String, _ caption: String, duration: Double? = nil, _ poses: [PartPose], _ look: ControlState,
                   track: ButtonAnimationTrack? = nil) -> PreviewImage.Drawing {
            PreviewImage.Drawing(state: state, caption: caption, animationDuration: duration,
                                 drawing: DrawnPreview(defs: clipPaths,
                                                       body: shapes.drawnParts(poses, state: look, track: track, colors: colors, depth: depth,
                                                                               stylesDisabled: stylesDisabled)))
        }
        var images = ButtonStill.stills(of: shapes.configuration).map { still in
            switch still {
            case .idle: image(still.state, still.caption, rest, .normal)
            case .pressed: image(still.state, still.caption, pressed ?? rest, .highlighted)
            case .disabled: image(still.state, still.caption, rest, .disabled)
            }
        }
        for (index, state) in button.states.enumerated() {
            guard let timeline = shapes.configuration.states[index].animation else { continue }
            let startsAtRest = state.triggers.contains(.begin) || pressed == nil
            let start = startsAtRest ? rest : pressed ?? rest
            let track = ButtonAnimationTrack(timeline: timeline, start: start, drawer: shapes)
            let caption = "the '\(state.name)' animation, from \(startsAtRest ? "rest" : "pressed")"
            images.append(image(state.name, caption, duration: track.duration, start, .normal, track: track))
            if let still = ReducedMotionPreview.still(of: timeline, start: start, layout: shapes.layout, animationCaption: caption,
                                                      from: shapes, to: shapes, state: .normal, colors: colors, depth: depth) {
                images.append(PreviewImage.Drawing(state: ReducedMotionPreview.state(of: state.name), caption: still.caption, animationDuration: nil,
                                                   drawing: DrawnPreview(defs: clipPaths, body: still.body)))
            }
        }
        return PreviewImage.images(of: images, spec: spec, specPath: specPath, colors: colors, appearances: appearances)
    }
}
