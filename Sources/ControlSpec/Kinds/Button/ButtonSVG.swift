import ControlKernel

/// The previews of a button: idle and pressed (the `begin` state's animation at its end, jitter at
/// its central value), and one animated SVG per state with an animation, all left to right.
///
/// An animation of the state a touch begins in starts at rest; every other animation starts from
/// the pressed look (they follow a press). Each part is a group translated to its centre, rotated
/// and scaled there, holding its shape and, inside, its children.
enum ButtonSVG {
    /// Every preview of `button`.
    static func previews(spec: ControlSpecification, button: ButtonSpec, specPath: String, assets: [String: PreviewAsset], appearance: Appearance) -> [PreviewImage] {
        let drawer = ButtonDrawer(button: button, size: spec.size, assets: assets, appearance: appearance)
        func image(_ state: String, _ caption: String, _ duration: Double?, _ body: [SVGNode]) -> PreviewImage {
            PreviewImage(spec: spec, specPath: specPath, appearance: appearance, state: state, caption: caption, animationDuration: duration,
                         defs: drawer.clipPaths(), body: body)
        }
        let rest = drawer.layout.rest
        var images = [image("idle", "idle, at rest", nil, drawer.parts(rest, state: .normal))]
        let pressed = drawer.pressedPoses
        if let pressed {
            let caption = "pressed (the end of the touch-down animation)"
            images.append(image("pressed", caption, nil, drawer.parts(pressed, state: .highlighted)))
        }
        for (index, state) in button.states.enumerated() {
            guard let timeline = drawer.configuration.states[index].animation else { continue }
            let startsAtRest = state.triggers.contains(.begin) || pressed == nil
            let start = startsAtRest ? rest : pressed ?? rest
            let caption = "the '\(state.name)' animation, from \(startsAtRest ? "rest" : "pressed")"
            let track = ButtonAnimationTrack(timeline: timeline, start: start, layout: drawer.layout)
            images.append(image(state.name, caption, timeline.duration, drawer.parts(start, state: .normal, track: track)))
        }
        return images
    }
}
