/// The previews of a button: idle and pressed (the `begin` state's animation at its end, jitter at
/// its central value), and one animated SVG per state with an animation.
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
        var images = [PreviewImage(state: "idle", caption: "idle, at rest", animationDuration: nil, fileName: "\(spec.name)-idle.svg",
                                   svg: document("idle, at rest", drawer.parts(drawer.layout.rest, state: .normal)))]
        let pressed = drawer.pressedStates
        if let pressed {
            let caption = "pressed (the end of the touch-down animation)"
            images.append(PreviewImage(state: "pressed", caption: caption, animationDuration: nil, fileName: "\(spec.name)-pressed.svg",
                                       svg: document(caption, drawer.parts(pressed, state: .highlighted))))
        }
        for state in button.states {
            guard let animation = state.animation else { continue }
            let timeline = PartTimeline(animation: animation, groups: drawer.groups)
            let startsAtRest = state.triggers.contains(.begin) || pressed == nil
            let start = startsAtRest ? drawer.layout.rest : pressed ?? drawer.layout.rest
            let caption = "the '\(state.name)' animation, from \(startsAtRest ? "rest" : "pressed")"
            let track = ButtonAnimationTrack(timeline: timeline, start: start, layout: drawer.layout)
            images.append(PreviewImage(state: state.name, caption: caption, animationDuration: timeline.duration,
                                       fileName: "\(spec.name)-\(state.name)-animated.svg",
                                       svg: document(caption, drawer.parts(start, state: .normal, track: track))))
        }
        return images
    }
}
