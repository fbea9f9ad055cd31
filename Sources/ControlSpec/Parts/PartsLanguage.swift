import ControlKernel

extension SpecLanguage {
    /// The shapes a part can have.
    public static let partShapes = ["circle", "roundedRect", "capsule", "line", "symbol", "image"]

    /// SF Symbol weights (`UIImage.SymbolWeight`).
    public static let symbolWeights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    /// Touch phases that move a button into a state.
    public static let stateTriggers = TouchPhase.allCases.map(\.rawValue)

    /// Keyframe calculation modes (`UIView.KeyframeAnimationOptions`); the kernel plays those of
    /// `KeyframeCalculationMode`, and the others are refused.
    public static let calculationModes = ["linear", "discrete", "paced", "cubic", "cubicPaced"]

    /// The object types of composed controls: parts, touch states and their animations.
    static var partObjectTypes: [ObjectType] { [part, state, animation, spring, keyframe] }

    static let part = ObjectType("Part", "A visual part of a composed control. Positions are in the parent's coordinates, in points; `leading`/`trailing` follow the layout direction.", fields: [
        .required("id", .name(.identifier), "The part's name, used by animations (`cart.rotation`)."),
        .required("shape", .enumeration(partShapes), "What the part draws."),
        .optional("group", .name(.identifier), "A group name shared by several parts; animating `group.property` animates each of them."),
        .optional("mirrors", .name(.identifier), "Another part whose frame and animations this part follows (with its own colour and alpha)."),
        .optional("size", .size, "The part's size `WIDTHxHEIGHT`.", default: "the parent's size; a symbol's own size"),
        .optional("diameter", .length(.positive), "A circle's diameter (instead of `size`)."),
        .optional("centerX", .length(.any), "The horizontal centre.", default: "the parent's centre"),
        .optional("leading", .length(.any), "The leading edge's distance from the parent's leading edge (instead of `centerX`)."),
        .optional("trailing", .length(.any), "The trailing edge's distance from the parent's leading edge (instead of `centerX`)."),
        .optional("centerY", .length(.any), "The vertical centre.", default: "the parent's centre"),
        .optional("top", .length(.any), "The top edge (instead of `centerY`)."),
        .optional("bottom", .length(.any), "The bottom edge (instead of `centerY`)."),
        .optional("color", .stateColor, "The fill colour (stroke colour for a line, tint for a symbol).", default: "tint"),
        .optional("alpha", .number(.unit), "The opacity.", default: "1"),
        .optional("rotation", .angle, "The rotation about the part's centre.", default: "0deg"),
        .optional("cornerRadius", .length(.nonNegative), "A rounded rectangle's corner radius.", default: "0"),
        .optional("lineWidth", .length(.positive), "A line's stroke width; the line runs along the frame's horizontal centre.", default: "1"),
        .optional("symbol", .name(.symbol), "A symbol part's SF Symbol name."),
        .optional("pointSize", .length(.positive), "A symbol part's point size.", default: "17"),
        .optional("weight", .enumeration(symbolWeights), "A symbol part's weight.", default: "regular"),
        .optional("image", .name(.asset), "An image part's asset name."),
        .optional("clipsChildren", .boolean, "Whether children are clipped to this part's shape.", default: "false"),
        .optional("children", .array(.object("Part"), minCount: 1), "Parts inside this one, in its coordinates, back to front."),
    ])

    static let state = ObjectType("State", "A touch state. Entering it runs its animation.", fields: [
        .optional("initial", .boolean, "Whether this is the state at rest; exactly one state is initial.", default: "false"),
        .optional("when", .oneOrMany(.enumeration(stateTriggers)), "The touch phases that enter this state: `begin`, `end` (inside the slop), `endOutside`, `cancel`."),
        .optional("from", .array(.name(.identifier), minCount: 1), "The only states a touch phase (`when`) enters this one from; touches begin only in the initial state.", default: "any state"),
        .optional("animation", .object("Animation"), "The animation run on entering the state."),
        .optional("then", .name(.identifier), "The state to go to when the animation finishes."),
        .optional("resetParts", .boolean, "Whether parts return to their rest values when the animation finishes.", default: "false"),
    ])

    static let animation = ObjectType("Animation", "An animation of part properties: one spring or timed change (`set`), or keyframes.", fields: [
        .optional("duration", .duration, "The total duration; keyframe times are fractions of it."),
        .optional("spring", .object("Spring"), "Spring timing instead of an easing curve."),
        .optional("easing", .easing, "The timing curve of a `set` animation.", default: "easeInEaseOut"),
        .optional("set", .assignments, "The values to animate to (`part.property: value`, with optional `± jitter`), or `rest` for every part's rest values."),
        .optional("keyframes", .array(.object("Keyframe"), minCount: 1), "Keyframes with relative start and duration."),
        .optional("mode", .enumeration(calculationModes), "How keyframe values are interpolated: `linear`, `discrete` or `cubic` (a Catmull-Rom spline); `paced` and `cubicPaced` are refused.", default: "linear"),
        .optional("beginFromCurrentState", .boolean, "Whether keyframes start from the parts' current presentation values (a `set` animation always continues from what is on screen).", default: "false"),
    ])

    static let spring = ObjectType("Spring", "Spring timing: `dampingRatio` (with the animation's duration) or `mass`, `stiffness` and `damping`.", fields: [
        .optional("dampingRatio", .number(.positive), "1 settles without overshoot; below 1 oscillates."),
        .optional("velocity", .number(.any), "The initial velocity, relative to the total distance per second.", default: "0"),
        .optional("mass", .number(.positive), "The mass of the object attached to the spring."),
        .optional("stiffness", .number(.positive), "The spring's stiffness."),
        .optional("damping", .number(.nonNegative), "The damping coefficient."),
    ])

    static let keyframe = ObjectType("Keyframe", "One keyframe: values reached over a window of the animation's duration.", fields: [
        .required("at", .number(.unit), "When the keyframe starts, as a fraction of the duration (0…1)."),
        .required("for", .number(.positiveUnit), "How long it lasts, as a fraction of the duration; `at + for` is at most 1."),
        .required("set", .assignments, "The values to reach (`part.property: value`, with optional `± jitter`)."),
        .optional("easing", .easing, "The timing curve of this segment.", default: "linear"),
    ])
}
