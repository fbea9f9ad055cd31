/// A control state a per-state value may name; `highlighted` and `disabled` fall back to `normal`.
public enum ControlState: String, CaseIterable, SpecWord {
    case normal, highlighted, disabled

    /// The value of a per-state setting in this state (falling back to normal).
    public func value<Value>(of setting: StateValue<Value>) -> Value {
        switch self {
        case .normal: setting.normal
        case .highlighted: setting.highlighted ?? setting.normal
        case .disabled: setting.disabled ?? setting.normal
        }
    }
}
