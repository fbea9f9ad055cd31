import ControlKernel
import Foundation

/// The previews of a range slider: at rest, with each thumb highlighted (dragged) and disabled, drawn in the
/// order the generated `draw(_:)` draws, left to right, with every number from the kernel's layout.
enum RangeSliderSVG {
    /// Every preview of `slider` in each of `appearances` in turn, drawn once for all of them
    /// unless what is drawn depends on the appearance (`PreviewColors`).
    static func previews(spec: ControlSpecification, slider: RangeSliderSpec, specPath: String, appearances: [Appearance]) -> [PreviewImage] {
        PreviewImage.images(spec: spec, specPath: specPath, appearances: appearances) { drawings(spec: spec, slider: slider, colors: $0) }
    }

    /// Every preview's drawing, its colours written by `colors`.
    static func drawings(spec: ControlSpecification, slider: RangeSliderSpec, colors: PreviewColors) -> [PreviewImage.Drawing] {
        let configuration = slider.kernelConfiguration(accessibility: spec.accessibility)
        let layout = SliderTrackLayout(configuration: configuration, size: CGSize(width: spec.size.width, height: spec.size.height))
        let model = SliderModel(configuration: configuration)
        let states: [(state: String, caption: String, dragged: [Int], look: ControlState)] = [
            ("rest", "at rest", [], .normal),
            ("lowerHighlighted", "with the lower thumb highlighted (dragged)", [0], .highlighted),
            ("upperHighlighted", "with the upper thumb highlighted (dragged)", [model.thumbCount - 1], .highlighted),
            (DisabledPreview.state, DisabledPreview.caption, [], .disabled),
        ]
        return states.map { state in
            PreviewImage.Drawing(state: state.state, caption: state.caption, animationDuration: nil, drawing: DrawnPreview(
                defs: defs(slider, layout: layout, colors: colors),
                body: DisabledPreview.body(drawing(slider, layout: layout, model: model, dragged: state.dragged, disabled: state.look == .disabled,
                                                   colors: colors),
                                           in: state.look, stylesDisabled: stylesDisabled(slider))))
        }
    }

    /// Whether the spec gives the slider a disabled colour, which a disabled slider is drawn in;
    /// without one it is drawn dimmed (`ControlLook`).
    static func stylesDisabled(_ slider: RangeSliderSpec) -> Bool {
        [slider.track.color, slider.track.highlightColor, slider.thumb.color, slider.thumb.overlay].contains { $0.disabled != nil }
    }

    /// The clip of the track, the thumb gradient (its colours written by `colors`) and the shadow blurs.
    static func defs(_ slider: RangeSliderSpec, layout: SliderTrackLayout, colors: PreviewColors) -> [SVGNode] {
        var defs = [SVGNode("clipPath", [("id", "trackClip")], children: [roundedRect(layout.trackRect, radius: layout.trackCornerRadius, [])])]
        if let gradient = slider.thumb.gradient {
            defs.append(SVGNode("linearGradient", [("id", "thumbGradient"), ("x1", "0"), ("y1", "0"),
                                                   ("x2", gradient.isVertical ? "0" : "1"), ("y2", gradient.isVertical ? "1" : "0")],
                                children: [stop(0, gradient.from, colors: colors), stop(1, gradient.to, colors: colors)]))
        }
        if let shadow = slider.track.innerShadow { defs.append(blur("innerShadowBlur", shadow.blur)) }
        if let shadow = slider.thumb.shadow { defs.append(blur("thumbShadowBlur", shadow.blur)) }
        return defs
    }

    /// The track, then the thumbs in the kernel's drawing order (a dragged thumb on top), their
    /// colours written by `colors`, the disabled colours when `disabled`.
    static func drawing(_ slider: RangeSliderSpec, layout: SliderTrackLayout, model: SliderModel, dragged: [Int], disabled: Bool = false,
                        colors: PreviewColors) -> [SVGNode] {
        [track(slider, layout: layout, model: model, disabled: disabled, colors: colors)]
            + SliderDrag.drawingOrder(thumbCount: model.thumbCount, highlighted: dragged).map { thumb in
            self.thumb(slider, layout: layout, at: model.value(ofThumb: thumb), id: thumb == 0 ? "lowerThumb" : "upperThumb",
                       highlighted: dragged.contains(thumb), disabled: disabled, colors: colors)
        }
    }

    /// Clipped to the rounded track: fill, highlight between the thumbs, gloss over the lower half,
    /// inner shadow, outline.
    static func track(_ slider: RangeSliderSpec, layout: SliderTrackLayout, model: SliderModel, disabled: Bool = false, colors: PreviewColors) -> SVGNode {
        let track = layout.trackRect, radius = Double(layout.trackCornerRadius)
        let highlight = layout.highlightRect(from: model.lowerValue, to: model.upperValue)
        let state = ControlState(ControlLook(isEnabled: !disabled, isHighlighted: false))
        var children = [rect(track, id: "trackFill", colors.fill(state.value(of: slider.track.color))),
                        rect(highlight, id: "trackHighlight", colors.fill(state.value(of: slider.track.highlightColor)))]
        if let gloss = slider.track.gloss {
            children.append(rect(CGRect(x: track.minX, y: track.midY, width: track.width, height: track.height / 2), id: "trackGloss", colors.fill(gloss)))
        }
        if let shadow = slider.track.innerShadow {
            let bounds = SliderTrackLayout.innerShadowBounds(around: track, offset: shadow.offsetSize, blur: shadow.blur)
            let ring = rectPath(bounds) + " " + roundedRectPath(track, radius: radius)
            children.append(SVGNode("path", [("id", "trackInnerShadow"), ("d", ring), ("fill-rule", "evenodd"),
                                             ("transform", "translate(\(SVGFormat.number(shadow.offset.x)) \(SVGFormat.number(shadow.offset.y)))"),
                                             ("filter", "url(#innerShadowBlur)")] + colors.fill(shadow.color)))
        }
        if let outline = slider.track.outline {
            children.append(roundedRect(track.insetBy(dx: outline.width / 2, dy: outline.width / 2), radius: max(radius - outline.width / 2, 0),
                                        [("id", "trackOutline"), ("fill", "none")] + colors.stroke(outline.color, width: outline.width)))
        }
        return SVGNode("g", [("id", "track"), ("clip-path", "url(#trackClip)")], children: children)
    }

    /// A thumb: drop shadow and fill, outline, gradient, overlay, in the colours of the state
    /// `highlighted` and `disabled` give (`ControlLook`).
    static func thumb(_ slider: RangeSliderSpec, layout: SliderTrackLayout, at value: Double, id: String, highlighted: Bool, disabled: Bool = false,
                      colors: PreviewColors) -> SVGNode {
        let body = layout.thumbBody(at: value), radius = Double(layout.thumbCornerRadius)
        let thumb = slider.thumb, state = ControlState(ControlLook(isEnabled: !disabled, isHighlighted: highlighted))
        var children: [SVGNode] = []
        if let shadow = thumb.shadow {
            children.append(roundedRect(body, radius: radius,
                                        [("transform", "translate(\(SVGFormat.number(shadow.offset.x)) \(SVGFormat.number(shadow.offset.y)))"),
                                                               ("filter", "url(#thumbShadowBlur)")] + colors.fill(shadow.color)))
        }
        children.append(roundedRect(body, radius: radius, colors.fill(state.value(of: thumb.color))))
        if let outline = thumb.outline {
            children.append(roundedRect(body, radius: radius, [("fill", "none")] + colors.stroke(outline.color, width: outline.width)))
        }
        if thumb.gradient != nil {
            children.append(roundedRect(body, radius: radius, [("fill", "url(#thumbGradient)")]))
        }
        let overlay = state.value(of: thumb.overlay)
        if colors.isVisible(overlay) {
            children.append(roundedRect(body, radius: radius, colors.fill(overlay)))
        }
        return SVGNode("g", [("id", id)], children: children)
    }

    /// A `<rect>`.
    static func rect(_ r: CGRect, id: String, _ attributes: [(String, String)]) -> SVGNode {
        let r = drawable(r)
        return SVGNode("rect", [("id", id), ("x", number(r.minX)), ("y", number(r.minY)),
                         ("width", number(r.width)), ("height", number(r.height))] + attributes)
    }

    /// A `<rect>` with rounded corners.
    static func roundedRect(_ r: CGRect, radius: Double, _ attributes: [(String, String)]) -> SVGNode {
        let r = drawable(r)
        return SVGNode("rect", [("x", number(r.minX)), ("y", number(r.minY)), ("width", number(r.width)),
                         ("height", number(r.height)), ("rx", SVGFormat.number(radius))] + attributes)
    }

    /// A rectangle as path data.
    static func rectPath(_ r: CGRect) -> String {
        let r = drawable(r)
        return "M \(number(r.minX)) \(number(r.minY)) H \(number(r.maxX)) V \(number(r.maxY)) H \(number(r.minX)) Z"
    }

    /// A rounded rectangle as path data (corner radius capped at half the shorter side).
    static func roundedRectPath(_ rect: CGRect, radius: Double) -> String {
        let rect = drawable(rect)
        let r = (x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height), maxX: Double(rect.maxX),
                 maxY: Double(rect.maxY))
        let k = min(radius, r.width / 2, r.height / 2)
        let arc = "A \(SVGFormat.numbers([k, k])) 0 0 1"
        return "M \(SVGFormat.numbers([r.x + k, r.y])) H \(SVGFormat.number(r.maxX - k)) \(arc) \(SVGFormat.numbers([r.maxX, r.y + k])) "
            + "V \(SVGFormat.number(r.maxY - k)) \(arc) \(SVGFormat.numbers([r.maxX - k, r.maxY])) H \(SVGFormat.number(r.x + k)) "
            + "\(arc) \(SVGFormat.numbers([r.x, r.maxY - k])) V \(SVGFormat.number(r.y + k)) \(arc) \(SVGFormat.numbers([r.x + k, r.y])) Z"
    }

    /// A gradient stop, its colour written by `colors`.
    static func stop(_ offset: Double, _ color: ColorValue, colors: PreviewColors) -> SVGNode {
        SVGNode("stop", [("offset", SVGFormat.number(offset))] + colors.stop(color))
    }

    /// A Gaussian blur matching a Core Graphics shadow of `blur` (`SliderTrackLayout.shadowRadius(blur:)`).
    static func blur(_ id: String, _ blur: Double) -> SVGNode {
        SVGNode("filter", [("id", id), ("x", "-50%"), ("y", "-50%"), ("width", "200%"), ("height", "200%")],
                children: [SVGNode("feGaussianBlur", [("stdDeviation", number(SliderTrackLayout.shadowRadius(blur: CGFloat(blur))))])])
    }

    /// `r`, or an empty rectangle at the origin when `r` is null: a rectangle inset by more than
    /// its size (an outline wider than the track it strokes inside) is `CGRect.null`, whose origin
    /// is infinite. A null rectangle is empty (`CGRect.isEmpty`), and an SVG shape of zero size
    /// draws nothing, so the preview draws nothing there, in finite numbers.
    static func drawable(_ r: CGRect) -> CGRect {
        r.isNull ? .zero : r
    }

    /// A point coordinate or length as SVG writes numbers.
    static func number(_ value: CGFloat) -> String {
        SVGFormat.number(Double(value))
    }
}
