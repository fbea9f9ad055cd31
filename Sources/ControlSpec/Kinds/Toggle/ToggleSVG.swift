import ControlKernel
import Foundation

/// The previews of a toggle, drawn from the kernel's configuration with the button's part drawer:
/// the stills of ``ToggleStill`` (off and on at rest in each look, in the off or on colours; a drag
/// from off with the thumb halfway and one with it three quarters of the way, highlighted, in the
/// look of the side the kernel's touch rule puts the thumb on; off and disabled), and the two
/// animations (turning on from off in the on colours, turning off from on in the off colours),
/// each followed by its Reduce Motion still when the setting changes how it plays
/// (`ReducedMotionPreview`).
enum ToggleSVG {
    /// Every preview of `toggle` in each of `appearances` in turn; the two animation tracks are
    /// sampled once for all of them.
    static func previews(spec: ControlSpecification, toggle: ToggleSpec, specPath: String, assets: [String: PreviewAsset],
                         appearances: [Appearance]) -> [PreviewImage] {
        guard !appearances.isEmpty else { return [] }
        let configuration = toggle.kernelConfiguration(size: spec.size)
        let partDefinitions = ButtonConfiguration(size: configuration.size, parts: configuration.parts, states: [], initialState: 0, touchSlop: 0,
                                                  isInterruptible: false)
        let offShapes = ButtonDrawer(parts: toggle.flatParts, configuration: partDefinitions, assets: assets)
        let onShapes = ButtonDrawer(parts: toggle.flatPartsWhenOn, configuration: partDefinitions, assets: assets)
        let layout = offShapes.layout
        let off = configuration.poses(isOn: false, layout: layout)
        let on = configuration.poses(isOn: true, layout: layout)
        /// The look of a drag from off that has moved the thumb `fraction` of its travel, as the
        /// kernel's input shows it (the SwiftUI view's previews too): whether the side is on, the
        /// thumb where the finger took it.
        func dragged(_ fraction: Double) -> (showsOn: Bool, poses: [PartPose]) {
            var input = ToggleInput(configuration: configuration, isOn: false)
            input.showDrag(atFraction: fraction)
            return (input.showsOnColors, input.shownPoses)
        }
        let turnOn = ButtonAnimationTrack(timeline: configuration.turnOn, start: off, drawer: onShapes)
        let turnOff = ButtonAnimationTrack(timeline: configuration.turnOff, start: on, drawer: offShapes)
        // The clip paths are sizes and ids, the same in every appearance and image of a side.
        let offClipPaths = DrawnPreview.drawn(offShapes.clipPaths()), onClipPaths = DrawnPreview.drawn(onShapes.clipPaths())
        let depth = SVGDocument.bodyDepth, colors = PreviewColors(holesFor: appearances)
        let stylesDisabled = PartViewModel.stylesDisabled(parts: toggle.flatParts.map(\.part), onColors: toggle.onColors.map(\.color))
        /// An image drawn by the side that is on (`on`) or off, for every appearance.
        func image(_ state: String, _ caption: String, duration: Double? = nil, on: Bool, _ poses: [PartPose], _ look: ControlState,
                   track: ButtonAnimationTrack? = nil) -> PreviewImage.Drawing {
            PreviewImage.Drawing(state: state, caption: caption, animationDuration: duration, drawing: DrawnPreview(
                defs: on ? onClipPaths : offClipPaths,
                body: (on ? onShapes : offShapes).drawnParts(poses, state: look, track: track, colors: colors, depth: depth,
                                                             stylesDisabled: stylesDisabled)))
        }
        /// The Reduce Motion still of the turn `timeline` from `start` to the side `on` says, if the
        /// setting changes how it plays.
        func reducedMotion(_ state: String, _ caption: String, _ timeline: PartTimeline, from start: [PartPose], on: Bool) -> PreviewImage.Drawing? {
            let still = ReducedMotionPreview.still(of: timeline, start: start, layout: layout, animationCaption: caption,
                                                   from: on ? offShapes : onShapes, to: on ? onShapes : offShapes,
                                                   state: .normal, colors: colors, depth: depth)
            return still.map { PreviewImage.Drawing(state: ReducedMotionPreview.state(of: state), caption: $0.caption, animationDuration: nil,
                                                    drawing: DrawnPreview(defs: on ? onClipPaths : offClipPaths, body: $0.body)) }
        }
        var images = ToggleStill.allCases.map { still in
            let drag = still.dragFraction.map(dragged)
            let look: ControlState = !still.isEnabled ? .disabled : drag != nil ? .highlighted : .normal
            return image(still.state, still.caption, on: drag?.showsOn ?? still.isOn, drag?.poses ?? (still.isOn ? on : off), look)
        }
        images += [
            image("turnOn", "turning on", duration: turnOn.duration, on: true, off, .normal, track: turnOn),
            reducedMotion("turnOn", "turning on", configuration.turnOn, from: off, on: true),
            image("turnOff", "turning off", duration: turnOff.duration, on: false, on, .normal, track: turnOff),
            reducedMotion("turnOff", "turning off", configuration.turnOff, from: on, on: false),
        ].compactMap { $0 }
        return PreviewImage.images(of: images, spec: spec, specPath: specPath, colors: colors, appearances: appearances)
    }
}
