import Foundation

/// The previews of a knob: still images at the minimum, initial and maximum value (and
/// highlighted / disabled where the spec styles them), and the animated `setValue`.
enum KnobSVG {
    /// Every preview of `knob`.
    static func previews(spec: ControlSpecification, knob: KnobSpec, specPath: String, assets: [String: PreviewAsset]) -> [PreviewImage] {
        let geometry = KnobGeometry(knob: knob, size: spec.size)
        let value = knob.value
        var stills: [(state: String, caption: String, value: Double, control: ControlState)] = [
            ("minimum", "at its minimum value", value.min, .normal),
            ("initial", "at its initial value", value.initial, .normal),
            ("maximum", "at its maximum value", value.max, .normal),
        ]
        if styles(knob, .highlighted) { stills.append(("highlighted", "highlighted (touched), at its initial value", value.initial, .highlighted)) }
        if styles(knob, .disabled) { stills.append(("disabled", "disabled, at its initial value", value.initial, .disabled)) }
        var images = stills.map { still in
            PreviewImage(state: still.state, caption: still.caption, animationDuration: nil, fileName: "\(spec.name)-\(still.state).svg",
                         svg: SVGDocument.text(spec: spec, specPath: specPath, title: "\(spec.name) \(still.caption)", defs: [],
                                               body: drawing(knob, geometry: geometry, value: still.value, state: still.control, assets: assets)))
        }
        let animation = knob.setValueAnimation
        let angles = geometry.rotationKeyframes(from: value.min, to: value.max, throughMidpoint: animation.throughMidpoint)
        let keyTimes = geometry.rotationKeyTimes(throughMidpoint: animation.throughMidpoint)
        let caption = "setValue(_:animated:) from minimum to maximum"
        let rest = geometry.isImageKnob ? geometry.zeroDirection : 0
        let animate = SVGAnimation.node(
            "animateTransform", attribute: "transform", type: "rotate",
            values: angles.map { "\(SVGFormat.degrees($0 - rest)) \(SVGFormat.number(geometry.center.x)) \(SVGFormat.number(geometry.center.y))" },
            keyTimes: keyTimes, easings: Array(repeating: animation.easing, count: keyTimes.count - 1), duration: animation.duration)
        images.append(PreviewImage(
            state: "setValue", caption: caption, animationDuration: animation.duration, fileName: "\(spec.name)-setValue-animated.svg",
            svg: SVGDocument.text(spec: spec, specPath: specPath, title: "\(spec.name) \(caption)", defs: [],
                                  body: drawing(knob, geometry: geometry, value: value.min, state: .normal, assets: assets, animation: animate))))
        return images
    }

    /// Whether the spec gives the knob a look of its own in `state`.
    static func styles(_ knob: KnobSpec, _ state: ControlState) -> Bool {
        switch knob.drawing {
        case .shapeLayers(let track, let pointer):
            state.value(of: track.color) != track.color.normal || state.value(of: pointer.color) != pointer.color.normal
        case .images(_, let images):
            state.value(of: images) != images.normal
        }
    }

    /// The knob turned to `value`; `animation` is added to the turning element.
    static func drawing(_ knob: KnobSpec, geometry: KnobGeometry, value: Double, state: ControlState,
                        assets: [String: PreviewAsset], animation: SVGNode? = nil) -> [SVGNode] {
        let center = geometry.center
        let rotation = "rotate(\(SVGFormat.degrees(geometry.rotation(for: value))) \(SVGFormat.number(center.x)) \(SVGFormat.number(center.y)))"
        switch knob.drawing {
        case .shapeLayers(let track, let pointer):
            let trackColor = state.value(of: track.color).resolved(), pointerColor = state.value(of: pointer.color).resolved()
            let arc = SVGNode("path", [("id", "track"), ("d", trackPath(geometry)), ("fill", "none")]
                              + SVGFormat.stroke(trackColor, width: track.lineWidth))
            let start = geometry.pointerStart, end = geometry.pointerEnd
            let line = SVGNode("line", [("id", "pointer"), ("x1", SVGFormat.number(start.x)), ("y1", SVGFormat.number(start.y)),
                                        ("x2", SVGFormat.number(end.x)), ("y2", SVGFormat.number(end.y)), ("transform", rotation)]
                               + SVGFormat.stroke(pointerColor, width: pointer.lineWidth),
                               children: animation.map { [$0] } ?? [])
            return [arc, line]
        case .images(let background, let images):
            let size = geometry.size
            var nodes: [SVGNode] = []
            if let background {
                nodes.append(image(background, size: size, assets: assets, id: "background", placeholder: backgroundPlaceholder(background, size: size)))
            }
            let asset = state.value(of: images)
            let knobImage = image(asset, size: size, assets: assets, id: "knob", placeholder: knobPlaceholder(asset, geometry: geometry))
            nodes.append(SVGNode("g", [("transform", rotation)], children: [knobImage] + (animation.map { [$0] } ?? [])))
            return nodes
        }
    }

    /// The track arc, from the start angle's point to the end angle's, turning as the spec says.
    static func trackPath(_ geometry: KnobGeometry) -> String {
        let start = geometry.screenAngle(forTrackAngle: geometry.angles.start.radians)
        let end = geometry.screenAngle(forTrackAngle: geometry.angles.end.radians)
        let clockwise = geometry.angles.clockwise
        let turn = 2 * Double.pi
        var span = (clockwise ? end - start : start - end).truncatingRemainder(dividingBy: turn)
        if span < 0 { span += turn }
        let c = geometry.center, r = geometry.radius
        func point(_ angle: Double) -> String {
            "\(SVGFormat.number(c.x + r * cos(angle))) \(SVGFormat.number(c.y + r * sin(angle)))"
        }
        let radii = "\(SVGFormat.number(r)) \(SVGFormat.number(r)) 0"
        let sweep = clockwise ? "1" : "0"
        if span == 0 {
            let half = clockwise ? start + .pi : start - .pi
            return "M \(point(start)) A \(radii) 0 \(sweep) \(point(half)) A \(radii) 0 \(sweep) \(point(start))"
        }
        return "M \(point(start)) A \(radii) \(span > .pi ? "1" : "0") \(sweep) \(point(end))"
    }

    /// An asset as an `<image>` filling the bounds (aspect fit), or `placeholder` when not found.
    static func image(_ name: String, size: Size, assets: [String: PreviewAsset], id: String, placeholder: SVGNode) -> SVGNode {
        guard let asset = assets[name] else { return placeholder }
        return SVGNode("image", [("id", id), ("x", "0"), ("y", "0"), ("width", SVGFormat.number(size.width)),
                                 ("height", SVGFormat.number(size.height)), ("preserveAspectRatio", "xMidYMid meet"),
                                 ("href", asset.dataURI)], children: [SVGNode("title", text: name)])
    }

    /// A labelled stand-in for a missing background image: a light disc and the asset's name.
    static func backgroundPlaceholder(_ name: String, size: Size) -> SVGNode {
        let r = min(size.width, size.height) / 2
        return SVGNode("g", [("id", "background")], children: [
            SVGNode("title", text: "image '\(name)' (not found next to the spec)"),
            SVGNode("circle", [("cx", SVGFormat.number(size.width / 2)), ("cy", SVGFormat.number(size.height / 2)),
                               ("r", SVGFormat.number(r - 0.5))] + SVGFormat.fill(RGBA(red: 0.92, green: 0.92, blue: 0.94))
                    + SVGFormat.stroke(RGBA(red: 0.6, green: 0.6, blue: 0.62), width: 1)),
            SVGNode("text", [("x", SVGFormat.number(size.width / 2)), ("y", SVGFormat.number(size.height - r / 4)),
                             ("text-anchor", "middle"), ("font-family", "sans-serif"), ("font-size", SVGFormat.number(max(r / 8, 6)))]
                    + SVGFormat.fill(RGBA(red: 0.3, green: 0.3, blue: 0.32)), text: name),
        ])
    }

    /// A labelled stand-in for a missing knob image: a disc with a mark pointing where the image
    /// points before rotation (track angle 0).
    static func knobPlaceholder(_ name: String, geometry: KnobGeometry) -> SVGNode {
        let c = geometry.center, r = min(geometry.size.width, geometry.size.height) / 2 * 0.6
        let tip = Point(x: c.x + r * 0.85 * cos(geometry.zeroDirection), y: c.y + r * 0.85 * sin(geometry.zeroDirection))
        return SVGNode("g", [("id", "knob")], children: [
            SVGNode("title", text: "image '\(name)' (not found next to the spec)"),
            SVGNode("circle", [("cx", SVGFormat.number(c.x)), ("cy", SVGFormat.number(c.y)), ("r", SVGFormat.number(r))]
                    + SVGFormat.fill(RGBA(red: 0.8, green: 0.8, blue: 0.82)) + SVGFormat.stroke(RGBA(red: 0.45, green: 0.45, blue: 0.47), width: 1)),
            SVGNode("line", [("x1", SVGFormat.number(c.x)), ("y1", SVGFormat.number(c.y)), ("x2", SVGFormat.number(tip.x)), ("y2", SVGFormat.number(tip.y)),
                             ("stroke-linecap", "round")] + SVGFormat.stroke(NamedColors.defaultTint, width: 4)),
        ])
    }
}

/// A control state a preview shows.
enum ControlState: Sendable {
    case normal, highlighted, disabled

    /// The value of a per-state setting in this state (falling back to normal).
    func value<Value>(of setting: StateValue<Value>) -> Value {
        switch self {
        case .normal: setting.normal
        case .highlighted: setting.highlighted ?? setting.normal
        case .disabled: setting.disabled ?? setting.normal
        }
    }
}
