import ControlKernel
import Foundation

/// The SMIL animations of each part of a button for one timeline, from the poses of
/// `TimelineSamples`; an attribute that never changes gets none.
struct ButtonAnimationTrack {
    /// The animations of one part, by the element they go in.
    struct PartAnimations {
        /// On the part's group: `opacity`.
        var opacity: SVGNode?
        /// On the placing group: the centre.
        var translation: SVGNode?
        /// On the rotating group.
        var rotation: SVGNode?
        /// On the scaling group.
        var scale: SVGNode?
        /// On the shape: its frame and corner radius.
        var shape: [SVGNode]
        /// On the children's group: the parent's top-left corner.
        var childOrigin: SVGNode?
    }

    /// The samples.
    let samples: TimelineSamples
    /// The timeline's duration in seconds.
    let duration: Double
    /// The layout the poses are in.
    let layout: PartLayout

    /// The track of `timeline` starting from `start` in `layout`.
    init(timeline: PartTimeline, start: [PartPose], layout: PartLayout) {
        samples = TimelineSamples(timeline, start: start, layout: layout)
        duration = timeline.duration
        self.layout = layout
    }

    /// The animations of the part at `index`; `cornerRadius` gives its drawn corner radius at a size.
    func animations(of index: Int, cornerRadius: (CGSize) -> Double) -> PartAnimations {
        let poses = samples.poses.map { $0[index] }
        func animate(_ element: String, _ attribute: String, type: String? = nil, _ value: (PartPose) -> String) -> SVGNode? {
            let values = poses.map(value)
            guard Set(values).count > 1 else { return nil }
            return SVGAnimation.node(element, attribute: attribute, type: type, values: values, keyTimes: samples.keyTimes,
                                     easings: samples.easings, duration: duration)
        }
        let n = SVGFormat.number
        func size(_ pose: PartPose) -> CGSize { layout.drawnSize(of: index, in: pose) }
        let shape = [
            animate("animate", "x") { n(-Double(size($0).width) / 2) },
            animate("animate", "y") { n(-Double(size($0).height) / 2) },
            animate("animate", "width") { n(Double(size($0).width)) },
            animate("animate", "height") { n(Double(size($0).height)) },
            animate("animate", "rx") { n(cornerRadius(size($0))) },
        ].compactMap { $0 }
        return PartAnimations(
            opacity: animate("animate", "opacity") { n($0.alpha) },
            translation: animate("animateTransform", "transform", type: "translate") { "\(n(Double($0.center.x))) \(n(Double($0.center.y)))" },
            rotation: animate("animateTransform", "transform", type: "rotate") { SVGFormat.degrees($0.rotation) },
            scale: animate("animateTransform", "transform", type: "scale") { n($0.scale) },
            shape: shape,
            childOrigin: animate("animateTransform", "transform", type: "translate") { "\(n(-Double(size($0).width) / 2)) \(n(-Double(size($0).height) / 2))" })
    }
}
