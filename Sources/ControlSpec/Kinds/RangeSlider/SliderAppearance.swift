import ControlKernel
import Foundation

/// A slider's appearance properties and optional drawing steps, from the spec's `track` and
/// `thumb`, for the range slider's and the slider's classes: what both draw (the track's colour
/// and its second fill, the thumbs' fill and overlay, each per state; the track's outline; the
/// thumbs' shadow and outline) and what one kind adds (the range slider's gloss, inner shadow and
/// thumb gradient, the slider's tick and label colours), with the colour types every kind shares.
struct SliderAppearance: Sendable, Encodable {
    /// Every colour property in declaration order.
    var colors: [ColorProperty]
    /// The colours that differ per state, each with a resolver method.
    var stateColors: [StateColor]
    /// Whether the track's colours depend on whether a thumb is dragged.
    var trackHasStates: Bool
    /// Whether the thumbs' colours depend on whether the thumb is dragged.
    var thumbHasStates: Bool
    /// The track's colour per state.
    var trackColor: StateColor
    /// The range slider's fill of the track between the thumbs per state.
    var trackHighlightColor: StateColor?
    /// The slider's colour of the track's filled part per state.
    var trackFillColor: StateColor?
    /// The thumbs' fill per state.
    var thumbColor: StateColor
    /// The colour laid over a thumb per state.
    var thumbOverlayColor: StateColor
    /// The range slider's gloss over the track's lower half, if any.
    var gloss: ColorProperty?
    /// The range slider's inner shadow of the track, if any.
    var innerShadow: ShadowDrawing?
    /// The track's outline, if any.
    var trackOutline: OutlineDrawing?
    /// The thumbs' drop shadow, if any.
    var thumbShadow: ShadowDrawing?
    /// The thumbs' outline, if any.
    var thumbOutline: OutlineDrawing?
    /// The range slider's gradient over the thumbs, if any.
    var thumbGradient: GradientDrawing?
    /// The ticks' colour, when the slider has ticks.
    var tickColor: ColorProperty?
    /// The value labels' colour, when the slider has labels.
    var labelColor: ColorProperty?

    /// Makes the appearance of a range slider.
    init(_ slider: RangeSliderSpec) {
        let track = slider.track
        let highlight = StateColor(track.highlightColor, name: "trackHighlightColor", what: "The fill of the track between the thumbs")
        self.init(trackColor: StateColor(track.color, name: "trackColor", what: "The track's fill"), secondTrackColor: highlight,
                  trackOutline: track.outline, thumbColor: slider.thumb.color, thumbOverlay: slider.thumb.overlay,
                  thumbShadow: slider.thumb.shadow, thumbOutline: slider.thumb.outline)
        trackHighlightColor = highlight
        gloss = track.gloss.map { ColorProperty($0, name: "trackGlossColor", doc: "The colour laid over the lower half of the track.") }
        innerShadow = track.innerShadow.map { ShadowDrawing($0, name: "trackInnerShadowColor", doc: "The colour of the shadow inside the track's edge.") }
        thumbGradient = slider.thumb.gradient.map(GradientDrawing.init)
        colors = collectColors()
    }

    /// Makes the appearance of a slider.
    init(_ slider: SliderSpec) {
        let track = slider.track
        let fill = StateColor(track.fillColor, name: "trackFillColor", what: "The colour of the track's filled part")
        self.init(trackColor: StateColor(track.color, name: "trackColor", what: "The track's colour outside the fill"), secondTrackColor: fill,
                  trackOutline: track.outline, thumbColor: slider.thumb.color, thumbOverlay: slider.thumb.overlay,
                  thumbShadow: slider.thumb.shadow, thumbOutline: slider.thumb.outline)
        trackFillColor = fill
        tickColor = slider.ticks.map { ColorProperty($0.color, name: "tickColor", doc: "The tick marks' colour.") }
        labelColor = slider.labels.map { ColorProperty($0.color, name: "valueLabelColor", doc: "The value labels' text colour.") }
        colors = collectColors()
    }

    /// What both kinds draw: the track's colour and `secondTrackColor` (the range slider's
    /// highlight or the slider's fill), the thumbs' colours, outlines and shadow.
    private init(trackColor: StateColor, secondTrackColor: StateColor, trackOutline: Outline?, thumbColor: StateValue<ColorValue>,
                 thumbOverlay: StateValue<ColorValue>, thumbShadow: Shadow?, thumbOutline: Outline?) {
        let thumb = StateColor(thumbColor, name: "thumbColor", what: "The thumbs' fill")
        let overlay = StateColor(thumbOverlay, name: "thumbOverlayColor", what: "The colour laid over a thumb")
        stateColors = [trackColor, secondTrackColor, thumb, overlay].filter(\.hasStates)
        trackHasStates = trackColor.hasStates || secondTrackColor.hasStates
        thumbHasStates = thumb.hasStates || overlay.hasStates
        self.trackColor = trackColor
        self.thumbColor = thumb
        thumbOverlayColor = overlay
        self.trackOutline = trackOutline.map { OutlineDrawing($0, prefix: "trackOutline", what: "the track") }
        self.thumbShadow = thumbShadow.map { ShadowDrawing($0, name: "thumbShadowColor", doc: "The colour of the thumbs' drop shadow.") }
        self.thumbOutline = thumbOutline.map { OutlineDrawing($0, prefix: "thumbOutline", what: "the thumbs") }
        colors = []
    }

    /// Every colour property in declaration order: the track's (its colours, gloss, inner shadow,
    /// outline, ticks), then the thumbs' (fill, shadow, outline, gradient, overlay), then the labels'.
    private func collectColors() -> [ColorProperty] {
        var colors = [trackColor, trackHighlightColor ?? trackFillColor].compactMap { $0 }.flatMap(\.properties)
        colors += [gloss, innerShadow?.color, trackOutline?.color, tickColor].compactMap { $0 }
        colors += thumbColor.properties
        colors += [thumbShadow?.color, thumbOutline?.color, thumbGradient?.start, thumbGradient?.end].compactMap { $0 }
        colors += thumbOverlayColor.properties
        return colors + [labelColor].compactMap { $0 }
    }
}

/// A settable `UIColor` property of the generated control.
struct ColorProperty: Sendable, Encodable {
    /// The property's name.
    var name: String
    /// Its doc comment text.
    var doc: String
    /// `UIColor`, or `UIColor?` when the spec's colour is the tint (`nil` then means `tintColor`).
    var type: String
    /// The initial value as a Swift expression.
    var initial: String
    /// The colour to draw with, as a Swift expression: the name, or `(name ?? tintColor)`.
    var value: String

    /// Makes the property `name` holding the spec's colour.
    init(_ color: ColorValue, name: String, doc: String) {
        self.name = name
        if color == .tint {
            self.doc = doc + " `nil` uses the view's `tintColor`."
            type = "UIColor?"
            initial = "nil"
            value = "(\(name) ?? tintColor)"
        } else {
            self.doc = doc
            type = "UIColor"
            initial = SwiftColor.uiColor(color)
            value = name
        }
    }
}

/// A colour per control state: a property for each state the spec gives and a resolver method.
struct StateColor: Sendable, Encodable {
    /// The resolver method's name: `currentTrackColor` for `trackColor`.
    var resolver: String
    /// The normal state's property.
    var normal: ColorProperty
    /// The highlighted state's property, if the spec gives one.
    var highlighted: ColorProperty?
    /// The disabled state's property, if the spec gives one.
    var disabled: ColorProperty?

    /// The properties to declare.
    var properties: [ColorProperty] { [normal, highlighted, disabled].compactMap { $0 } }
    /// Whether the spec gives a highlighted or disabled colour.
    var hasStates: Bool
    /// The colour to draw with, as a Swift expression of a Bool `highlighted` in scope: the
    /// resolver call, or the normal colour when there are no states.
    var current: String

    /// Makes the properties `name`, `highlightedName`, `disabledName` from the spec's states.
    init(_ value: StateValue<ColorValue>, name: String, what: String) {
        let capitalized = name.prefix(1).uppercased() + name.dropFirst()
        resolver = "current\(capitalized)"
        normal = ColorProperty(value.normal, name: name, doc: "\(what).")
        highlighted = value.highlighted.map { ColorProperty($0, name: "highlighted\(capitalized)", doc: "\(what) while it is dragged.") }
        disabled = value.disabled.map { ColorProperty($0, name: "disabled\(capitalized)", doc: "\(what) while the control is disabled.") }
        hasStates = value.highlighted != nil || value.disabled != nil
        current = hasStates ? "\(resolver)(highlighted: highlighted)" : normal.value
    }
}

/// A shadow drawn with `CGContext.setShadow(offset:blur:color:)`.
struct ShadowDrawing: Sendable, Encodable {
    /// The colour property.
    var color: ColorProperty
    /// The offset and blur as Swift literals.
    var offsetX: String, offsetY: String, blur: String
    /// How far beyond the shape an inner shadow's surrounding ring reaches, as a Swift literal.
    var margin: String

    /// Makes a shadow whose colour is the property `name`.
    init(_ shadow: Shadow, name: String, doc: String) {
        color = ColorProperty(shadow.color, name: name, doc: doc)
        offsetX = SwiftLiteral.number(shadow.offset.x)
        offsetY = SwiftLiteral.number(shadow.offset.y)
        blur = SwiftLiteral.number(shadow.blur)
        margin = SwiftLiteral.number(Double(SliderTrackLayout.innerShadowMargin(offset: shadow.offsetSize, blur: CGFloat(shadow.blur))))
    }
}

/// A stroke along a shape's edge, with settable colour and width.
struct OutlineDrawing: Sendable, Encodable {
    /// The colour property.
    var color: ColorProperty
    /// The width property's name.
    var widthName: String
    /// The initial width as a Swift literal.
    var width: String

    /// Makes the properties `<prefix>Color` and `<prefix>Width`.
    init(_ outline: Outline, prefix: String, what: String) {
        color = ColorProperty(outline.color, name: "\(prefix)Color", doc: "The colour of the outline around \(what).")
        widthName = "\(prefix)Width"
        width = SwiftLiteral.number(outline.width)
    }
}

/// A two-colour linear gradient laid over the thumbs.
struct GradientDrawing: Sendable, Encodable {
    /// The start colour's property.
    var start: ColorProperty
    /// The end colour's property.
    var end: ColorProperty
    /// `true` when it runs top to bottom, `false` when leading to trailing, as a Swift literal.
    var isVertical: String

    /// Makes the properties `thumbGradientStartColor` and `thumbGradientEndColor`.
    init(_ gradient: Gradient) {
        let edges = gradient.isVertical ? ("top", "bottom") : ("leading edge", "trailing edge")
        start = ColorProperty(gradient.from, name: "thumbGradientStartColor", doc: "The colour of the thumbs' gradient at the \(edges.0).")
        end = ColorProperty(gradient.to, name: "thumbGradientEndColor", doc: "The colour of the thumbs' gradient at the \(edges.1).")
        isVertical = SwiftLiteral.bool(gradient.isVertical)
    }
}
