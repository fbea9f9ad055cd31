import ControlKernel

/// The previews of a button: idle and pressed (the `begin` state's animation at its end, jitter at
/// its central value), and one animated SVG per state with an animation, all left to right.
///
/// An animation of the state a touch begins in starts at rest; every other animation starts from
/// the pressed look (they follow a press). Each part is a group translated to its centre, rotated
/// and scaled there, holding its shape and, inside, its children.
enum ButtonSVG {
    /// Every preview of `button` in each of `appearances` in turn; the animation tracks are
    /// sampled once for all of them.
    static func previews(spec: ControlSpecification, button: ButtonSpec, specPath: String, assets: [String: PreviewAsset], appearances: [Appearance]) -> [PreviewImage] {
        guard let first = appearances.first else { return [] }
        let shapes = ButtonDrawer(button: button, size: spec.size, assets: assets, appearance: first)
        let rest = shapes.layout.rest
        let pressed = shapes.pressedPoses
        let animations = button.states.enumerated().compactMap { index, state -> (name: String, caption: String, start: [PartPose], track: ButtonAnimationTrack)? in
            guard let timeline = shapes.configuration.states[index].animation else { return nil }
            let startsAtRest = state.triggers.contains(.begin) || pressed == nil
            let start = startsAtRest ? rest : pressed ?? rest
            let caption = "the '\(state.name)' animation, from \(startsAtRest ? "rest" : "pressed")"
            return (state.name, caption, start, ButtonAnimationTrack(timeline: timeline, start: start, drawer: shapes))
        }
        // The clip paths are sizes and ids, the same in every appearance and image.
        let clipPaths = shapes.clipPaths()
        return appearances.flatMap { appearance -> [PreviewImage] in
            let drawer = shapes.drawing(in: appearance)
            func image(_ state: String, _ caption: String, _ duration: Double?, _ writeBody: (inout MarkupText, Int) -> Void) -> PreviewImage {
                PreviewImage(spec: spec, specPath: specPath, appearance: appearance, state: state, caption: caption, animationDuration: duration,
                             defs: clipPaths, writeBody: writeBody)
            }
            var images = [image("idle", "idle, at rest", nil) { drawer.writeParts(rest, state: .normal, into: &$0, depth: $1) }]
            if let pressed {
                images.append(image("pressed", "pressed (the end of the touch-down animation)", nil) { drawer.writeParts(pressed, state: .highlighted, into: &$0, depth: $1) })
            }
            for animation in animations {
                images.append(image(animation.name, animation.caption, animation.track.duration) {
                    drawer.writeParts(animation.start, state: .normal, track: animation.track, into: &$0, depth: $1)
                })
            }
            return images
        }
    }
}
