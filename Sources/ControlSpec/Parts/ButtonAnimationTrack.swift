/// The SMIL animations of each part of a button for one timeline, sampled as `TimelineSamples` says.
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

    /// The timeline.
    let timeline: PartTimeline
    /// The states at the start.
    let start: [String: PartState]
    /// The rest layout.
    let layout: ButtonLayout

    /// The animations of `part`; an attribute that never changes gets none.
    func animations(of part: Part, drawnSize: (Rect) -> Size, cornerRadius: (Size) -> Double) -> PartAnimations {
        var parts: Set<String> = [part.id]
        if let source = part.mirrors { parts.insert(source) }
        let samples = TimelineSamples(timeline, parts: parts)
        let states = samples.sampleTimes.map { time in
            timeline.states(at: time * timeline.duration, from: start, rest: layout.rest, hierarchy: layout.hierarchy)[part.id]
                ?? PartState(frame: Rect(x: 0, y: 0, width: 0, height: 0), horizontalAnchor: 0.5, verticalAnchor: 0.5, rotation: 0, alpha: 0)
        }
        func animate(_ element: String, _ attribute: String, type: String? = nil, _ value: (PartState) -> String) -> SVGNode? {
            let values = states.map(value)
            guard Set(values).count > 1 else { return nil }
            return SVGAnimation.node(element, attribute: attribute, type: type, values: values, keyTimes: samples.keyTimes,
                                     easings: samples.easings, duration: timeline.duration)
        }
        let n = SVGFormat.number
        let shape = [
            animate("animate", "x") { n(-drawnSize($0.frame).width / 2) },
            animate("animate", "y") { n(-drawnSize($0.frame).height / 2) },
            animate("animate", "width") { n(drawnSize($0.frame).width) },
            animate("animate", "height") { n(drawnSize($0.frame).height) },
            animate("animate", "rx") { n(cornerRadius(drawnSize($0.frame))) },
        ].compactMap { $0 }
        return PartAnimations(
            opacity: animate("animate", "opacity") { n($0.alpha) },
            translation: animate("animateTransform", "transform", type: "translate") { "\(n($0.center.x)) \(n($0.center.y))" },
            rotation: animate("animateTransform", "transform", type: "rotate") { SVGFormat.degrees($0.rotation) },
            scale: animate("animateTransform", "transform", type: "scale") { n($0.scale) },
            shape: shape,
            childOrigin: animate("animateTransform", "transform", type: "translate") { "\(n(-drawnSize($0.frame).width / 2)) \(n(-drawnSize($0.frame).height / 2))" })
    }
}
