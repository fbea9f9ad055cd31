import ControlKernel
import Foundation

/// The SMIL animations of each part of a button for one timeline, from the poses of
/// `TimelineSamples`; an attribute that never changes gets none.
///
/// Nothing in a track depends on the appearance, so one track serves the previews in every
/// appearance (`ButtonSVG`, `ToggleSVG`).
struct ButtonAnimationTrack {
    /// The animations of one part, by the element they go in, each rendered once for every
    /// preview it appears in.
    struct PartAnimations {
        /// On the part's group: `opacity`.
        var opacity: RenderedElement?
        /// On the placing group: the centre.
        var translation: RenderedElement?
        /// On the rotating group.
        var rotation: RenderedElement?
        /// On the scaling group.
        var scale: RenderedElement?
        /// On the shape: its frame and corner radius.
        var shape: [RenderedElement]
        /// On the children's group: the parent's top-left corner.
        var childOrigin: RenderedElement?
    }

    /// The timeline's duration in seconds.
    let duration: Double
    /// The animations of each part, in the kernel's order.
    let parts: [PartAnimations]

    /// The track of `timeline` starting from `start`, drawn by `drawer` (its layout and corner radii).
    init(timeline: PartTimeline, start: [PartPose], drawer: ButtonDrawer) {
        let samples = TimelineSamples(timeline, start: start, layout: drawer.layout)
        duration = timeline.duration
        let timing = SVGAnimation.Timing(keyTimes: samples.keyTimes, easings: samples.easings, duration: duration)
        parts = drawer.parts.indices.map { index in
            Self.animations(of: index, samples: samples, layout: drawer.layout, timing: timing) { drawer.cornerRadius(index, $0) }
        }
    }

    /// The animations of the part at `index`; `cornerRadius` gives its drawn corner radius at a size.
    private static func animations(of index: Int, samples: TimelineSamples, layout: PartLayout, timing: SVGAnimation.Timing,
                                   cornerRadius: (CGSize) -> Double) -> PartAnimations {
        let poses = samples.poses.map { $0[index] }
        let sizes = poses.map { layout.drawnSize(of: index, in: $0) }
        let widths = sizes.map { Double($0.width) }, heights = sizes.map { Double($0.height) }
        let halfWidths = widths.map { -$0 / 2 }, halfHeights = heights.map { -$0 / 2 }
        /// The animation of `attribute` through the samples of `components` (one number each, or
        /// two for a translation), or `nil` when its text never changes. Numbers that never change
        /// are not formatted at all: most attributes of most parts stay still.
        func animate(_ element: String, _ attribute: String, type: String? = nil, _ components: [Double]...) -> RenderedElement? {
            guard components.contains(where: { numbers in numbers.contains { $0 != numbers[0] } }) else { return nil }
            return SVGAnimation.element(element, attribute: attribute, type: type, count: poses.count, components: components, timing: timing)
        }
        let shape = [
            animate("animate", "x", halfWidths),
            animate("animate", "y", halfHeights),
            animate("animate", "width", widths),
            animate("animate", "height", heights),
            animate("animate", "rx", sizes.map(cornerRadius)),
        ].compactMap { $0 }
        return PartAnimations(
            opacity: animate("animate", "opacity", poses.map(\.alpha)),
            translation: animate("animateTransform", "transform", type: "translate", poses.map { Double($0.center.x) }, poses.map { Double($0.center.y) }),
            rotation: animate("animateTransform", "transform", type: "rotate", poses.map { SVGFormat.inDegrees($0.rotation) }),
            scale: animate("animateTransform", "transform", type: "scale", poses.map(\.scale)),
            shape: shape,
            childOrigin: animate("animateTransform", "transform", type: "translate", halfWidths, halfHeights))
    }
}
