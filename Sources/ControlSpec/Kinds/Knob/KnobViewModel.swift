/// The view-model of `knob.swift.mustache` and its partials: every value already Swift source.
struct KnobViewModel: Sendable {
    /// The shared part.
    var control: ControlViewModel
    /// `minimumValue`, `maximumValue`, `value`, `defaultValue`, `step` as literals.
    var minimum, maximum, initial, defaultValue, step: String
    /// `true` or `false`.
    var wraps, clockwise, relative, continuous, doubleTapToReset: String
    /// Whether a touch sets the value to its angle (absolute rotation).
    var absolute: Bool
    /// Track angles as Swift expressions in radians.
    var startAngle, endAngle: String
    /// The screen angle of track angle 0.
    var zeroDirection: String
    /// `rotate`, `horizontalDrag` or `verticalDrag`.
    var style: String
    /// Interaction numbers as literals; `maximumAngleJump` is `nil` or an angle expression.
    var pointsPerDegree, maximumAngleJump, minimumCenterDistance, touchSlop, accessibilityStep: String
    /// The accessibility value as a Swift string expression inside the model.
    var accessibilityValue: String
    /// The animation duration literal.
    var animationDuration: String
    /// Whether animated changes pass through the midpoint.
    var throughMidpoint: Bool
    /// The `CAMediaTimingFunction` of each animation segment.
    var timingFunction: String
    /// Control events per phase, as `UIControl.Event` member names.
    var beginEvents, changeEvents, endEvents, cancelEvents: [String]
    /// The screen angle the turning layer is drawn at, and its explanation.
    var restAngle, restAngleDescription: String
    /// Shape-layer drawing, when the knob draws with shape layers.
    var shapeLayers: ShapeLayers?
    /// Image drawing, when the knob draws with images.
    var images: Images?
    /// Step haptics, when the spec asks for them.
    var feedback: Feedback?

    /// The knob drawn with a track and a pointer.
    struct ShapeLayers: Sendable {
        /// Stroke widths and pointer length as literals.
        var lineWidth, pointerLineWidth, pointerLength: String
        /// The colours per state.
        var trackColor, pointerColor: StateColors
    }

    /// A colour per state: `normal` is `nil` (tint) or a `UIColor` expression; the others are
    /// expressions (possibly `tintColor`) when the spec gives them.
    struct StateColors: Sendable {
        /// The normal colour, `nil` for the tint colour.
        var normal: String
        /// The highlighted colour, if the spec gives one.
        var highlighted: String?
        /// The disabled colour, if the spec gives one.
        var disabled: String?

        init(_ value: StateValue<ColorValue>) {
            normal = value.normal == .tint ? "nil" : SwiftColor.uiColor(value.normal)
            highlighted = value.highlighted.map { $0 == .tint ? "tintColor" : SwiftColor.uiColor($0) }
            disabled = value.disabled.map { $0 == .tint ? "tintColor" : SwiftColor.uiColor($0) }
        }
    }

    /// The knob drawn from images.
    struct Images: Sendable {
        /// `UIImage(named:)` for the background, or `nil`.
        var background: String
        /// The knob image per control state.
        var knobImages: [StateImage]
    }

    /// One knob image.
    struct StateImage: Sendable {
        /// `normal`, `highlighted` or `disabled`.
        var state: String
        /// The asset name as a string literal.
        var asset: String
    }

    /// Step haptics.
    struct Feedback: Sendable {
        /// The generator's initialiser.
        var generator: String
        /// The call that plays it.
        var feedbackCall: String
    }

    /// Makes the view-model of a knob.
    init(spec: ControlSpecification, knob: KnobSpec, options: GenerationOptions) {
        control = ControlViewModel(spec: spec, options: options)
        let value = knob.value, angles = knob.angles, interaction = knob.interaction
        minimum = SwiftLiteral.number(value.min)
        maximum = SwiftLiteral.number(value.max)
        initial = SwiftLiteral.number(value.initial)
        defaultValue = SwiftLiteral.number(value.defaultValue)
        step = SwiftLiteral.number(value.step)
        wraps = SwiftLiteral.bool(value.wraps)
        continuous = SwiftLiteral.bool(value.isContinuous)
        startAngle = SwiftLiteral.angle(angles.start)
        endAngle = SwiftLiteral.angle(angles.end)
        zeroDirection = Self.screenAngle(of: angles.zero)
        clockwise = SwiftLiteral.bool(angles.clockwise)
        style = interaction.style.rawValue
        relative = SwiftLiteral.bool(interaction.isRelative)
        absolute = interaction.style == .rotate && !interaction.isRelative
        pointsPerDegree = SwiftLiteral.number(interaction.pointsPerDegree)
        maximumAngleJump = interaction.maxAngleJump.map(SwiftLiteral.angle) ?? "nil"
        minimumCenterDistance = SwiftLiteral.number(interaction.minCenterDistance)
        doubleTapToReset = SwiftLiteral.bool(interaction.doubleTapToReset)
        touchSlop = SwiftLiteral.number(interaction.touchSlop)
        accessibilityStep = SwiftLiteral.number(spec.accessibility.adjustmentStep(min: value.min, max: value.max, valueStep: value.step))
        accessibilityValue = AccessibilityValueTemplate.swiftExpression(
            spec.accessibility.valueFormat ?? "{value}",
            placeholders: ["value": "value", "percent": "fraction * 100"])
        animationDuration = SwiftLiteral.number(knob.setValueAnimation.duration)
        throughMidpoint = knob.setValueAnimation.throughMidpoint
        timingFunction = SwiftTiming.mediaTimingFunction(knob.setValueAnimation.easing)
        beginEvents = interaction.events.begin
        changeEvents = interaction.events.change
        endEvents = interaction.events.end
        cancelEvents = interaction.events.cancel
        switch knob.drawing {
        case .shapeLayers(let track, let pointer):
            shapeLayers = ShapeLayers(
                lineWidth: SwiftLiteral.number(track.lineWidth), pointerLineWidth: SwiftLiteral.number(pointer.lineWidth),
                pointerLength: SwiftLiteral.number(pointer.length),
                trackColor: StateColors(track.color), pointerColor: StateColors(pointer.color))
            restAngle = "0"
            restAngleDescription = "the pointer is drawn pointing right"
        case .images(let background, let knobImage):
            var states = [StateImage(state: "normal", asset: SwiftLiteral.string(knobImage.normal))]
            if let highlighted = knobImage.highlighted { states.append(StateImage(state: "highlighted", asset: SwiftLiteral.string(highlighted))) }
            if let disabled = knobImage.disabled { states.append(StateImage(state: "disabled", asset: SwiftLiteral.string(disabled))) }
            images = Images(background: background.map { "UIImage(named: \(SwiftLiteral.string($0)))" } ?? "nil", knobImages: states)
            restAngle = "model.zeroDirection"
            restAngleDescription = "the knob image points at track angle 0"
        }
        feedback = knob.stepFeedback.map(Self.feedback)
    }

    /// The screen angle (0 right, clockwise positive) of a zero direction.
    static func screenAngle(of zero: AngleRange.ZeroDirection) -> String {
        switch zero {
        case .right: "0"
        case .down: ".pi / 2"
        case .left: ".pi"
        case .up: "-.pi / 2"
        }
    }

    /// The generator and call for a haptic style.
    static func feedback(_ style: HapticStyle) -> Feedback {
        switch style {
        case .selection: Feedback(generator: "UISelectionFeedbackGenerator()", feedbackCall: "feedbackGenerator.selectionChanged()")
        default: Feedback(generator: "UIImpactFeedbackGenerator(style: .\(style.rawValue))", feedbackCall: "feedbackGenerator.impactOccurred()")
        }
    }
}
