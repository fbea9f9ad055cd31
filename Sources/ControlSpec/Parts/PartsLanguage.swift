import ControlKernel

/// A part of a composed control (`parts` and `children` items).
enum PartKeys: ObjectKeys {
    static let typeName = "Part"
    static let objectType = ObjectType(typeName,
                                       "A visual part of a composed control. Positions are in the parent's " +
                                       "coordinates, in points; `leading`/`trailing` follow the layout direction.",
                                       keys: [id, shape, group, mirrors, size, diameter, centerX, leading, trailing, centerY, top, bottom, color, alpha,
                                              rotation, cornerRadius, lineWidth, symbol, pointSize, weight, image, clipsChildren, children])

    static let id = required("id", .name(.identifier), "The part's name, used by animations (`cart.rotation`).")
    static let shape = required("shape", .words(Part.ShapeKind.self), "What the part draws.")
    static let group = optional("group", .name(.identifier), "A group name shared by several parts; animating `group.property` animates each of them.")
    static let mirrors = optional("mirrors", .name(.identifier), "Another part whose frame and animations this part follows (with its own colour and alpha).")
    /// Computed by the kernel's layout (`PartLayout`).
    static let size = optional("size", .size, "The part's size `WIDTHxHEIGHT`.", default: DescribedDefault("the parent's size; a symbol's own size"))
    static let diameter = optional("diameter", .length(.positive), "A circle's diameter (instead of `size`).")
    /// Computed by the kernel's layout (`PartPosition.centered`).
    static let centerX = optional("centerX", .length(.any), "The horizontal centre.", default: DescribedDefault("the parent's centre"))
    static let leading = optional("leading", .length(.any), "The leading edge's distance from the parent's leading edge (instead of `centerX`).")
    static let trailing = optional("trailing", .length(.any), "The trailing edge's distance from the parent's leading edge (instead of `centerX`).")
    /// Computed by the kernel's layout (`PartPosition.centered`).
    static let centerY = optional("centerY", .length(.any), "The vertical centre.", default: DescribedDefault("the parent's centre"))
    static let top = optional("top", .length(.any), "The top edge (instead of `centerY`).")
    static let bottom = optional("bottom", .length(.any), "The bottom edge (instead of `centerY`).")
    static let color = optional("color", .stateColor, "The fill colour (stroke colour for a line, tint for a symbol).", default: StateValue(normal: .tint))
    static let alpha = optional("alpha", .number(.unit), "The opacity.", default: 1)
    static let rotation = optional("rotation", .angle, "The rotation about the part's centre.", default: .degrees(0))
    static let cornerRadius = optional("cornerRadius", .length(.nonNegative), "A rounded rectangle's corner radius.", default: 0)
    static let lineWidth = optional("lineWidth", .length(.positive), "A line's stroke width; the line runs along the frame's horizontal centre.", default: 1)
    static let symbol = optional("symbol", .name(.symbol), "A symbol part's SF Symbol name.")
    static let pointSize = optional("pointSize", .length(.positive), "A symbol part's point size.", default: 17)
    static let weight = optional("weight", .words(SymbolWeight.self), "A symbol part's weight.", default: .regular)
    static let image = optional("image", .name(.asset), "An image part's asset name.")
    static let clipsChildren = optional("clipsChildren", .boolean, "Whether children are clipped to this part's shape.", default: false)
    static let children = optional("children", .array(.object(PartKeys.self), minCount: 1), "Parts inside this one, in its coordinates, back to front.",
                                   default: .empty)

    /// The keys only one shape uses, with that shape.
    static let shapeKeys: [(field: Field, shape: Part.ShapeKind)] = [
        (diameter.field, .circle), (cornerRadius.field, .roundedRect), (lineWidth.field, .line),
        (symbol.field, .symbol), (pointSize.field, .symbol), (weight.field, .symbol), (image.field, .image),
    ]

    /// The keys a shape needs, with that shape.
    static let requiredByShape: [(field: Field, shape: Part.ShapeKind)] = [(symbol.field, .symbol), (image.field, .image)]

    /// The keys of a part's frame and rotation, which a mirror takes from the part it mirrors.
    static let frameKeys: [Field] = [size.field, diameter.field, centerX.field, leading.field, trailing.field, centerY.field, top.field, bottom.field,
                                     rotation.field]

    /// The keys that place a part horizontally, at most one of them written.
    static let horizontalKeys: [(key: Key<PartKeys, Double?>, position: @Sendable (Double) -> Part.HorizontalPosition)] = [
        (centerX, Part.HorizontalPosition.centerX), (leading, Part.HorizontalPosition.leading), (trailing, Part.HorizontalPosition.trailing),
    ]

    /// The keys that place a part vertically, at most one of them written.
    static let verticalKeys: [(key: Key<PartKeys, Double?>, position: @Sendable (Double) -> Part.VerticalPosition)] = [
        (centerY, Part.VerticalPosition.centerY), (top, Part.VerticalPosition.top), (bottom, Part.VerticalPosition.bottom),
    ]
}

/// A touch state of a button (`states` entries).
enum StateKeys: ObjectKeys {
    static let typeName = "State"
    static let objectType = ObjectType(typeName, "A touch state. Entering it runs its animation.", keys: [initial, when, from, animation, then, resetParts])

    static let initial = optional("initial", .boolean, "Whether this is the state at rest; exactly one state is initial.", default: false)
    static let when = optional("when", .oneOrMany(.words(TouchPhase.self)),
                               "The touch phases that enter this state: `begin`, `end` (inside the slop), `endOutside`, `cancel`.", default: .empty)
    /// Kept absent in the model (`TouchState.from`), where `nil` means any state.
    static let from = optional("from", .array(.name(.identifier), minCount: 1),
                               "The only states a touch phase (`when`) enters this one from; touches begin only in the initial state.",
                               default: DescribedDefault("any state"))
    static let animation = optional("animation", .object(AnimationKeys.self), "The animation run on entering the state.")
    static let then = optional("then", .name(.identifier), "The state to go to when the animation finishes.")
    static let resetParts = optional("resetParts", .boolean, "Whether parts return to their rest values when the animation finishes.", default: false)
}

/// An animation of part properties.
enum AnimationKeys: ObjectKeys {
    static let typeName = "Animation"
    static let objectType = ObjectType(typeName, "An animation of part properties: one spring or timed change (`set`), or keyframes.",
                                       keys: [duration, spring, easing, set, keyframes, mode, beginFromCurrentState, reduceMotion])

    static let duration = optional("duration", .duration, "The total duration; keyframe times are fractions of it.")
    static let spring = optional("spring", .object(SpringKeys.self), "Spring timing instead of an easing curve.")
    static let easing = optional("easing", .easing, "The timing curve of a `set` animation.", default: .easeInEaseOut)
    static let set = optional("set", .assignments,
                              "The values to animate to (`part.property: value`, with optional `± jitter`), or `rest` for every part's rest values.")
    static let keyframes = optional("keyframes", .array(.object(KeyframeKeys.self), minCount: 1), "Keyframes with relative start and duration.")
    static let mode = optional("mode", .words(CalculationMode.self),
                               "How keyframe values are interpolated: `linear`, `discrete` or " +
                               "`cubic` (a Catmull-Rom spline); `paced` and `cubicPaced` are refused.", default: .linear)
    static let beginFromCurrentState = optional("beginFromCurrentState", .boolean,
                                                "Whether keyframes start from the parts' current presentation values " +
                                                "(a `set` animation always continues from what is on screen).", default: false)
    static let reduceMotion = reduceMotionKey()
}

/// Spring timing of an animation.
enum SpringKeys: ObjectKeys {
    static let typeName = "Spring"
    static let objectType = ObjectType(typeName, "Spring timing: `dampingRatio` (with the animation's duration) or `mass`, `stiffness` and `damping`.",
                                       keys: [dampingRatio, velocity, mass, stiffness, damping])

    static let dampingRatio = optional("dampingRatio", .number(.positive), "1 settles without overshoot; below 1 oscillates.")
    static let velocity = optional("velocity", .number(.any), "The initial velocity, relative to the total distance per second.", default: 0)
    static let mass = optional("mass", .number(.positive), "The mass of the object attached to the spring.")
    static let stiffness = optional("stiffness", .number(.positive), "The spring's stiffness.")
    static let damping = optional("damping", .number(.nonNegative), "The damping coefficient.")

    /// The keys of a physical spring, all three needed.
    static let physical = [mass, stiffness, damping]
}

/// One keyframe of an animation.
enum KeyframeKeys: ObjectKeys {
    static let typeName = "Keyframe"
    static let objectType = ObjectType(typeName, "One keyframe: values reached over a window of the animation's duration.", keys: [at, length, set, easing])

    static let at = required("at", .number(.unit), "When the keyframe starts, as a fraction of the duration (0…1).")
    static let length = required("for", .number(.positiveUnit), "How long it lasts, as a fraction of the duration; `at + for` is at most 1.")
    static let set = required("set", .assignments, "The values to reach (`part.property: value`, with optional `± jitter`).")
    static let easing = optional("easing", .easing, "The timing curve of this segment.", default: .linear)
}
