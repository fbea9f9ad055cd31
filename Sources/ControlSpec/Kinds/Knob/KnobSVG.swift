import ControlKernel
import Foundation

/// The previews of a knob: still images at the minimum, initial and maximum value (and
/// highlighted where the spec styles it, disabled), and the animated `setValue`. Every number
/// comes from the kernel (`RotaryModel`, `RotaryLayout`, `RotaryAnimation`) with the spec's
/// configuration, as the generated control computes it.
enum KnobSVG {
    /// The kernel objects a preview draws with.
    struct Kernel {
        /// The value model with the spec's configuration.
        var model: RotaryModel
        /// The layout at the spec's size.
        var layout: RotaryLayout

        /// The kernel of `knob` at `size`.
        init(spec: ControlSpecification, knob: KnobSpec) {
            let configuration = knob.kernelConfiguration(accessibility: spec.accessibility)
            model = RotaryModel(configuration: configuration)
            layout = RotaryLayout(bounds: CGRect(x: 0, y: 0, width: spec.size.width, height: spec.size.height), drawing: configuration.drawing)
        }

        /// The centre as SVG coordinates: `x y`.
        var centerText: String { "\(SVGFormat.number(Double(layout.center.x))) \(SVGFormat.number(Double(layout.center.y)))" }
    }

    /// Every preview of `knob` in each of `appearances` in turn, drawn once for all of them
    /// (`PreviewColors`).
    static func previews(spec: ControlSpecification, knob: KnobSpec, specPath: String, assets: [String: PreviewAsset],
                         appearances: [Appearance]) -> [PreviewImage] {
        PreviewImage.images(spec: spec, specPath: specPath, appearances: appearances) { drawings(spec: spec, knob: knob, assets: assets, colors: $0) }
    }

    /// Every preview's drawing, its colours written by `colors`.
    static func drawings(spec: ControlSpecification, knob: KnobSpec, assets: [String: PreviewAsset], colors: PreviewColors) -> [PreviewImage.Drawing] {
        let kernel = Kernel(spec: spec, knob: knob)
        let range = kernel.model.configuration.value
        let initial = range.clamped(kernel.model.configuration.initialValue)
        var stills: [(state: String, caption: String, value: Double, control: ControlState)] = [
            ("minimum", "at its minimum value", range.minimum, .normal),
            ("initial", "at its initial value", initial, .normal),
            ("maximum", "at its maximum value", range.maximum, .normal),
        ]
        if styles(knob, .highlighted) { stills.append(("highlighted", "highlighted (touched), at its initial value", initial, .highlighted)) }
        stills.append((DisabledPreview.state, DisabledPreview.caption, initial, .disabled))
        var drawings = stills.map { still in
            PreviewImage.Drawing(state: still.state, caption: still.caption, animationDuration: nil, drawing: DrawnPreview(
                defs: [], body: DisabledPreview.body(drawing(knob, kernel: kernel, value: still.value, state: still.control, colors: colors, assets: assets),
                                                     in: still.control, stylesDisabled: stylesDisabled(knob))))
        }
        let animation = kernel.model.setValueAnimation
        let animate = setValueAnimation(kernel, from: range.minimum, to: range.maximum)
        drawings.append(PreviewImage.Drawing(
            state: "setValue", caption: "setValue(_:animated:) from minimum to maximum", animationDuration: animation.duration, drawing: DrawnPreview(
                defs: [], body: drawing(knob, kernel: kernel, value: range.minimum, state: .normal, colors: colors, assets: assets, animation: animate))))
        return drawings
    }

    /// The `<animateTransform>` of an animated change from `oldValue` to `newValue`, playing the
    /// kernel's motion exactly. The keyframes lie on one line, so the motion is one turn from the
    /// old to the new rotation paced by the animation's curve: one `keySplines` segment with the
    /// curve's control points (`calcMode="spline"`), or for `hold` the old rotation until the end
    /// (`calcMode="discrete"`).
    static func setValueAnimation(_ kernel: Kernel, from oldValue: Double, to newValue: Double) -> SVGNode {
        let animation = kernel.model.setValueAnimation
        let values = [kernel.model.rotation(for: oldValue), kernel.model.rotation(for: newValue)]
        var attributes: [(String, String)] = [
            ("attributeName", "transform"), ("type", "rotate"),
            ("values", values.map { "\(SVGFormat.degrees($0)) \(kernel.centerText)" }.joined(separator: ";")),
            ("keyTimes", "0;1"),
        ]
        if let points = animation.curve.controlPoints {
            attributes += [("calcMode", "spline"), ("keySplines", SVGFormat.numbers([points.x1, points.y1, points.x2, points.y2]))]
        } else {
            attributes += [("calcMode", "discrete")]
        }
        attributes += [("dur", SVGFormat.number(animation.duration) + "s"), ("begin", "0s"), ("fill", "freeze")]
        return SVGNode("animateTransform", attributes)
    }

    /// Whether the spec gives the knob a disabled colour or image, which a disabled knob is drawn
    /// in; without one it is drawn dimmed (`ControlLook`).
    static func stylesDisabled(_ knob: KnobSpec) -> Bool {
        switch knob.drawing {
        case .shapeLayers(let track, let pointer): track.color.disabled != nil || pointer.color.disabled != nil
        case .images(_, let images): images.disabled != nil
        }
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

    /// The knob turned to `value`, its colours written by `colors`; `animation` is added to the
    /// turning element.
    static func drawing(_ knob: KnobSpec, kernel: Kernel, value: Double, state: ControlState, colors: PreviewColors,
                        assets: [String: PreviewAsset], animation: SVGNode? = nil) -> [SVGNode] {
        let layout = kernel.layout
        let rotation = "rotate(\(SVGFormat.degrees(kernel.model.rotation(for: value))) \(kernel.centerText))"
        switch knob.drawing {
        case .shapeLayers(let track, let pointer):
            let trackColor = state.value(of: track.color), pointerColor = state.value(of: pointer.color)
            let arc = SVGNode("path", [("id", "track"), ("d", trackPath(kernel)), ("fill", "none")]
                              + colors.stroke(trackColor, width: track.lineWidth))
            let start = layout.pointerStart, end = layout.pointerEnd
            let line = SVGNode("line", [("id", "pointer"), ("x1", SVGFormat.number(Double(start.x))), ("y1", SVGFormat.number(Double(start.y))),
                                        ("x2", SVGFormat.number(Double(end.x))), ("y2", SVGFormat.number(Double(end.y))), ("transform", rotation)]
                               + colors.stroke(pointerColor, width: pointer.lineWidth),
                               children: animation.map { [$0] } ?? [])
            return [arc, line]
        case .images(let background, let images):
            var nodes: [SVGNode] = []
            if let background {
                nodes.append(image(background, frame: layout.imageFrame, assets: assets, id: "background",
                                   placeholder: backgroundPlaceholder(background, kernel: kernel)))
            }
            let asset = state.value(of: images)
            let knobImage = image(asset, frame: layout.imageFrame, assets: assets, id: "knob",
                                  placeholder: knobPlaceholder(asset, kernel: kernel, colors: colors))
            nodes.append(SVGNode("g", [("transform", rotation)], children: [knobImage] + (animation.map { [$0] } ?? [])))
            return nodes
        }
    }

    /// The track arc, from the start angle's point to the end angle's, turning as the spec says.
    static func trackPath(_ kernel: Kernel) -> String {
        let model = kernel.model, layout = kernel.layout
        let start = model.screenAngle(forTrackAngle: model.startAngle)
        let end = model.screenAngle(forTrackAngle: model.endAngle)
        let clockwise = model.isClockwise
        let turn = 2 * Double.pi
        var span = (clockwise ? end - start : start - end).truncatingRemainder(dividingBy: turn)
        if span < 0 { span += turn }
        let r = Double(layout.radius)
        func point(_ angle: Double) -> String {
            let p = layout.point(atScreenAngle: angle, distance: r)
            return "\(SVGFormat.number(Double(p.x))) \(SVGFormat.number(Double(p.y)))"
        }
        let radii = "\(SVGFormat.number(r)) \(SVGFormat.number(r)) 0"
        let sweep = clockwise ? "1" : "0"
        if span == 0 {
            let half = clockwise ? start + .pi : start - .pi
            return "M \(point(start)) A \(radii) 0 \(sweep) \(point(half)) A \(radii) 0 \(sweep) \(point(start))"
        }
        return "M \(point(start)) A \(radii) \(span > .pi ? "1" : "0") \(sweep) \(point(end))"
    }

    /// An asset as an `<image>` fitted into `frame` (aspect fit), or `placeholder` when not found.
    static func image(_ name: String, frame: CGRect, assets: [String: PreviewAsset], id: String, placeholder: SVGNode) -> SVGNode {
        guard let asset = assets[name] else { return placeholder }
        return SVGNode("image", [("id", id), ("x", SVGFormat.number(Double(frame.minX))), ("y", SVGFormat.number(Double(frame.minY))),
                                 ("width", SVGFormat.number(Double(frame.width))),
                                 ("height", SVGFormat.number(Double(frame.height))), ("preserveAspectRatio", "xMidYMid meet"),
                                 ("href", asset.dataURI)], children: [SVGNode("title", text: name)])
    }

    /// A labelled stand-in for a missing background image: a light disc filling the image frame
    /// and the asset's name.
    static func backgroundPlaceholder(_ name: String, kernel: Kernel) -> SVGNode {
        let c = kernel.layout.center, r = Double(kernel.layout.outerRadius)
        return SVGNode("g", [("id", "background")], children: [
            SVGNode("title", text: "image '\(name)' (not found next to the spec)"),
            SVGNode("circle", [("cx", SVGFormat.number(Double(c.x))), ("cy", SVGFormat.number(Double(c.y))),
                               ("r", SVGFormat.number(r - 0.5))] + SVGFormat.fill(RGBA(red: 0.92, green: 0.92, blue: 0.94))
                    + SVGFormat.stroke(RGBA(red: 0.6, green: 0.6, blue: 0.62), width: 1)),
            SVGNode("text", [("x", SVGFormat.number(Double(c.x))), ("y", SVGFormat.number(Double(c.y) + r - r / 4)),
                             ("text-anchor", "middle"), ("font-family", "sans-serif"), ("font-size", SVGFormat.number(max(r / 8, 6)))]
                    + SVGFormat.fill(RGBA(red: 0.3, green: 0.3, blue: 0.32)), text: name),
        ])
    }

    /// A labelled stand-in for a missing knob image: a disc with a mark in the tint (written by
    /// `colors`), pointing where the image points before rotation (track angle 0).
    static func knobPlaceholder(_ name: String, kernel: Kernel, colors: PreviewColors) -> SVGNode {
        let c = kernel.layout.center, r = Double(kernel.layout.outerRadius) * 0.6
        let tip = kernel.layout.point(atScreenAngle: kernel.model.configuration.angles.zeroDirection.screenAngle, distance: r * 0.85)
        return SVGNode("g", [("id", "knob")], children: [
            SVGNode("title", text: "image '\(name)' (not found next to the spec)"),
            SVGNode("circle", [("cx", SVGFormat.number(Double(c.x))), ("cy", SVGFormat.number(Double(c.y))), ("r", SVGFormat.number(r))]
                    + SVGFormat.fill(RGBA(red: 0.8, green: 0.8, blue: 0.82)) + SVGFormat.stroke(RGBA(red: 0.45, green: 0.45, blue: 0.47), width: 1)),
            SVGNode("line", [("x1", SVGFormat.number(Double(c.x))), ("y1", SVGFormat.number(Double(c.y))),
                             ("x2", SVGFormat.number(Double(tip.x))), ("y2", SVGFormat.number(Double(tip.y))),
                             ("stroke-linecap", "round")] + colors.stroke(.tint, width: 4)),
        ])
    }
}
