import ControlKernel

/// The haptics a spec names (`feedback`'s `step`, a toggle's `haptic`): the kernel's own cases.
extension HapticStyle: SpecWord {}

/// The touch phases a state's `when` names: the kernel's own cases.
extension TouchPhase: SpecWord {}

/// Where a knob's angle 0 points: the kernel's directions, by the words a spec writes.
extension RotaryZeroDirection: SpecWord {
    /// `right`, `up`, `left`, `down`.
    public static let allWords: [RotaryZeroDirection] = [.right, .up, .left, .down]

    /// The direction's word.
    public var word: String {
        switch self {
        case .right: "right"
        case .up: "up"
        case .left: "left"
        case .down: "down"
        }
    }
}

/// The gesture that turns a knob: the kernel's styles, by the words a spec writes.
extension RotaryInteractionStyle: SpecWord {
    /// `rotate`, `horizontalDrag`, `verticalDrag`.
    public static let allWords: [RotaryInteractionStyle] = [.rotate, .horizontalDrag, .verticalDrag]

    /// The style's word.
    public var word: String {
        switch self {
        case .rotate: "rotate"
        case .horizontalDrag: "horizontalDrag"
        case .verticalDrag: "verticalDrag"
        }
    }
}

extension TimingCurve {
    /// The curves a spec names by a word, in documentation order; any other curve is written
    /// `cubic-bezier(x1, y1, x2, y2)`.
    public static let named: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut), ("hold", .hold),
    ]

    /// The function a spec writes a Bézier curve with.
    public static let cubicBezierName = "cubic-bezier"
}

/// The axis a toggle's thumb travels along (`orientation`): the kernel's own cases.
extension ToggleAxis: SpecWord {}

/// What an animation does under Reduce Motion (`reduceMotion`): the kernel's own cases.
extension ReduceMotion: SpecWord {}
