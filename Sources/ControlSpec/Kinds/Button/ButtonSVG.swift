import ControlKernel

/// The previews of a button: idle and pressed (the `begin` state's animation at its end, jitter at
/// its central value), and one animated SVG per state with an animation, all left to right.
///
/// An animation of the state a touch begins in starts at rest; every other animation starts from
/// the pressed look (they follow a press). Each part is a group translated to its centre, rotated
/// and scaled there, holding its shape and, inside, its children.
enum ButtonSVG {
    /// Every preview of `button`.
    static func previews(spec: ControlSpecification, button: ButtonSpec, specPath: String, assets: [String: PreviewAsset]) -> [PreviewImage] {
        let drawer = ButtonDrawer(button: button, size: spec.size, assets: assets)
        func document(_ title: String, _ body: [SVGNode]) -> String {
            SVGDocument.text(spec: spec, specPath: specPath, title: "\(spec.name) \(title)", defs: drawer.clipPaths(), body: body)
        }
        let rest = drawer.layout.rest
        var images = [PreviewImage(state: "idle", caption: "idle, at rest", animationDuration: nil, fileName: "\(spec.name)-idle.svg",
                                   svg: document("idle, at rest", drawer.parts(rest, state: .normal)))]
        let pressed = drawer.pressedPoses
        if let pressed {
            let caption = "pressed (the end of the touch-down animation)"
            images.append(PreviewImage(state: "pressed", caption: caption, animationDuration: nil, fileName: "\(spec.name)-pressed.svg",
                                       svg: document(caption, drawer.parts(pressed, state: .highlighted))))
        }
        for (index, state) in button.states.enumerated() {
            guard let timeline = drawer.configuration.states[index].animation else { continue }
            let startsAtRest = state.triggers.contains(.begin) || pressed == nil
            let start = startsAtRest ? rest : pressed ?? rest
            let caption = "the '\(state.name)' animation, from \(startsAtRest ? "rest" : "pressed")"
            let track = ButtonAnimationTrack(timeline: timeline, start: start, layout: drawer.layout)
            images.append(PreviewImage(state: state.name, caption: caption, animationDuration: timeline.duration,
                                       fileName: "\(spec.name)-\(state.name)-animated.svg",
                                       svg: document(caption, drawer.parts(start, state: .normal, track: track))))
        }
        return images
    }
}
