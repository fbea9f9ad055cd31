/// The previews of a range slider: at rest and with each thumb highlighted (dragged), drawn in the
/// order the generated `draw(_:)` draws, left to right.
enum RangeSliderSVG {
    /// Every preview of `slider`.
    static func previews(spec: ControlSpecification, slider: RangeSliderSpec, specPath: String) -> [PreviewImage] {
        let geometry = RangeSliderGeometry(slider: slider, size: spec.size)
        let states: [(state: String, caption: String, dragged: Thumb?)] = [
            ("rest", "at rest", nil),
            ("lowerHighlighted", "with the lower thumb highlighted (dragged)", .lower),
            ("upperHighlighted", "with the upper thumb highlighted (dragged)", .upper),
        ]
        return states.map { state in
            PreviewImage(state: state.state, caption: state.caption, animationDuration: nil, fileName: "\(spec.name)-\(state.state).svg",
                         svg: SVGDocument.text(spec: spec, specPath: specPath, title: "\(spec.name) \(state.caption)",
                                               defs: defs(slider, geometry: geometry),
                                               body: drawing(slider, geometry: geometry, dragged: state.dragged)))
        }
    }

    /// A thumb.
    enum Thumb { case lower, upper }

    /// The clip of the track, the thumb gradient and the shadow blurs.
    static func defs(_ slider: RangeSliderSpec, geometry: RangeSliderGeometry) -> [SVGNode] {
        var defs = [SVGNode("clipPath", [("id", "trackClip")], children: [roundedRect(geometry.trackRect, radius: geometry.trackCornerRadius, [])])]
        if let gradient = slider.thumb.gradient {
            defs.append(SVGNode("linearGradient", [("id", "thumbGradient"), ("x1", "0"), ("y1", "0"),
                                                   ("x2", gradient.isVertical ? "0" : "1"), ("y2", gradient.isVertical ? "1" : "0")],
                                children: [stop(0, gradient.from.resolved()), stop(1, gradient.to.resolved())]))
        }
        if let shadow = slider.track.innerShadow { defs.append(blur("innerShadowBlur", shadow.blur)) }
        if let shadow = slider.thumb.shadow { defs.append(blur("thumbShadowBlur", shadow.blur)) }
        return defs
    }

    /// The track, then the thumbs (a dragged lower thumb on top).
    static func drawing(_ slider: RangeSliderSpec, geometry: RangeSliderGeometry, dragged: Thumb?) -> [SVGNode] {
        let order: [Thumb] = dragged == .lower ? [.upper, .lower] : [.lower, .upper]
        return [track(slider, geometry: geometry)] + order.map { thumb in
            self.thumb(slider, geometry: geometry, at: thumb == .lower ? slider.value.lower : slider.value.upper, id: thumb == .lower ? "lowerThumb" : "upperThumb", highlighted: dragged == thumb)
        }
    }

    /// Clipped to the rounded track: fill, highlight between the thumbs, gloss over the lower half,
    /// inner shadow, outline.
    static func track(_ slider: RangeSliderSpec, geometry: RangeSliderGeometry) -> SVGNode {
        let track = geometry.trackRect, radius = geometry.trackCornerRadius
        let highlight = geometry.highlightRect(lowerValue: slider.value.lower, upperValue: slider.value.upper)
        var children = [rect(track, id: "trackFill", SVGFormat.fill(slider.track.color.normal.resolved())),
                        rect(highlight, id: "trackHighlight", SVGFormat.fill(slider.track.highlightColor.normal.resolved()))]
        if let gloss = slider.track.gloss {
            children.append(rect(Rect(x: track.x, y: track.midY, width: track.width, height: track.height / 2), id: "trackGloss", SVGFormat.fill(gloss.resolved())))
        }
        if let shadow = slider.track.innerShadow {
            let outer = Rect(x: track.x - 6, y: track.y - 6, width: track.width + 12, height: track.height + 12)
            let ring = rectPath(outer) + " " + roundedRectPath(track, radius: radius)
            children.append(SVGNode("path", [("id", "trackInnerShadow"), ("d", ring), ("fill-rule", "evenodd"),
                                             ("transform", "translate(\(SVGFormat.number(shadow.offset.x)) \(SVGFormat.number(shadow.offset.y)))"),
                                             ("filter", "url(#innerShadowBlur)")] + SVGFormat.fill(shadow.color.resolved())))
        }
        if let outline = slider.track.outline {
            children.append(roundedRect(track.insetBy(outline.width / 2), radius: max(radius - outline.width / 2, 0),
                                        [("id", "trackOutline"), ("fill", "none")] + SVGFormat.stroke(outline.color.resolved(), width: outline.width)))
        }
        return SVGNode("g", [("id", "track"), ("clip-path", "url(#trackClip)")], children: children)
    }

    /// A thumb: drop shadow and fill, outline, gradient, overlay.
    static func thumb(_ slider: RangeSliderSpec, geometry: RangeSliderGeometry, at value: Double, id: String, highlighted: Bool) -> SVGNode {
        let body = geometry.thumbBody(at: value), radius = geometry.thumbCornerRadius
        let thumb = slider.thumb
        var children: [SVGNode] = []
        if let shadow = thumb.shadow {
            children.append(roundedRect(body, radius: radius, [("transform", "translate(\(SVGFormat.number(shadow.offset.x)) \(SVGFormat.number(shadow.offset.y)))"),
                                                               ("filter", "url(#thumbShadowBlur)")] + SVGFormat.fill(shadow.color.resolved())))
        }
        children.append(roundedRect(body, radius: radius, SVGFormat.fill((highlighted ? ControlState.highlighted : .normal).value(of: thumb.color).resolved())))
        if let outline = thumb.outline {
            children.append(roundedRect(body, radius: radius, [("fill", "none")] + SVGFormat.stroke(outline.color.resolved(), width: outline.width)))
        }
        if thumb.gradient != nil {
            children.append(roundedRect(body, radius: radius, [("fill", "url(#thumbGradient)")]))
        }
        let overlay = (highlighted ? ControlState.highlighted : .normal).value(of: thumb.overlay).resolved()
        if overlay.alpha > 0 {
            children.append(roundedRect(body, radius: radius, SVGFormat.fill(overlay)))
        }
        return SVGNode("g", [("id", id)], children: children)
    }

    /// A `<rect>`.
    static func rect(_ r: Rect, id: String, _ attributes: [(String, String)]) -> SVGNode {
        SVGNode("rect", [("id", id), ("x", SVGFormat.number(r.x)), ("y", SVGFormat.number(r.y)),
                         ("width", SVGFormat.number(r.width)), ("height", SVGFormat.number(r.height))] + attributes)
    }

    /// A `<rect>` with rounded corners.
    static func roundedRect(_ r: Rect, radius: Double, _ attributes: [(String, String)]) -> SVGNode {
        SVGNode("rect", [("x", SVGFormat.number(r.x)), ("y", SVGFormat.number(r.y)), ("width", SVGFormat.number(r.width)),
                         ("height", SVGFormat.number(r.height)), ("rx", SVGFormat.number(radius))] + attributes)
    }

    /// A rectangle as path data.
    static func rectPath(_ r: Rect) -> String {
        "M \(SVGFormat.numbers([r.x, r.y])) H \(SVGFormat.number(r.maxX)) V \(SVGFormat.number(r.maxY)) H \(SVGFormat.number(r.x)) Z"
    }

    /// A rounded rectangle as path data (corner radius capped at half the shorter side).
    static func roundedRectPath(_ r: Rect, radius: Double) -> String {
        let k = min(radius, r.width / 2, r.height / 2)
        let arc = "A \(SVGFormat.numbers([k, k])) 0 0 1"
        return "M \(SVGFormat.numbers([r.x + k, r.y])) H \(SVGFormat.number(r.maxX - k)) \(arc) \(SVGFormat.numbers([r.maxX, r.y + k])) "
            + "V \(SVGFormat.number(r.maxY - k)) \(arc) \(SVGFormat.numbers([r.maxX - k, r.maxY])) H \(SVGFormat.number(r.x + k)) "
            + "\(arc) \(SVGFormat.numbers([r.x, r.maxY - k])) V \(SVGFormat.number(r.y + k)) \(arc) \(SVGFormat.numbers([r.x + k, r.y])) Z"
    }

    /// A gradient stop.
    static func stop(_ offset: Double, _ color: RGBA) -> SVGNode {
        SVGNode("stop", [("offset", SVGFormat.number(offset)), ("stop-color", SVGFormat.hex(color)), ("stop-opacity", SVGFormat.number(color.alpha))])
    }

    /// A Gaussian blur matching a Core Graphics shadow blur (standard deviation blur / 2).
    static func blur(_ id: String, _ radius: Double) -> SVGNode {
        SVGNode("filter", [("id", id), ("x", "-50%"), ("y", "-50%"), ("width", "200%"), ("height", "200%")],
                children: [SVGNode("feGaussianBlur", [("stdDeviation", SVGFormat.number(radius / 2))])])
    }
}
