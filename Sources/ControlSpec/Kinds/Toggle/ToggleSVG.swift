import ControlKernel

/// The previews of a toggle, drawn from the kernel's configuration with the button's part drawer:
/// off and on (at rest in each look, in the off or on colours), a drag with the thumb halfway
/// while highlighted, and the two animations (turning on from off in the on colours, turning
/// off from on in the off colours).
enum ToggleSVG {
    /// Every preview of `toggle` in `appearance`.
    static func previews(spec: ControlSpecification, toggle: ToggleSpec, specPath: String, assets: [String: PreviewAsset], appearance: Appearance) -> [PreviewImage] {
        let configuration = toggle.kernelConfiguration(size: spec.size)
        let partDefinitions = ButtonConfiguration(size: configuration.size, parts: configuration.parts, states: [], initialState: 0, touchSlop: 0)
        let offDrawer = ButtonDrawer(parts: toggle.flatParts, configuration: partDefinitions, assets: assets, appearance: appearance)
        let onDrawer = ButtonDrawer(parts: toggle.flatPartsWhenOn, configuration: partDefinitions, assets: assets, appearance: appearance)
        let layout = offDrawer.layout
        let off = configuration.poses(isOn: false, layout: layout)
        let on = configuration.poses(isOn: true, layout: layout)
        func image(_ state: String, _ caption: String, duration: Double? = nil, _ drawer: ButtonDrawer, _ body: [SVGNode]) -> PreviewImage {
            PreviewImage(spec: spec, specPath: specPath, appearance: appearance, state: state, caption: caption, animationDuration: duration,
                         defs: drawer.clipPaths(), body: body)
        }
        let dragged = configuration.poses(off, thumbAtFraction: 0.5, layout: layout)
        let turnOn = ButtonAnimationTrack(timeline: configuration.turnOn, start: off, layout: layout)
        let turnOff = ButtonAnimationTrack(timeline: configuration.turnOff, start: on, layout: layout)
        return [
            image("off", "off", offDrawer, offDrawer.parts(off, state: .normal)),
            image("on", "on", onDrawer, onDrawer.parts(on, state: .normal)),
            image("dragging", "dragged halfway from off, highlighted", offDrawer, offDrawer.parts(dragged, state: .highlighted)),
            image("turnOn", "turning on", duration: configuration.turnOn.duration, onDrawer, onDrawer.parts(off, state: .normal, track: turnOn)),
            image("turnOff", "turning off", duration: configuration.turnOff.duration, offDrawer, offDrawer.parts(on, state: .normal, track: turnOff)),
        ]
    }
}
