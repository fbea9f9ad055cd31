import ControlKernel

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

    /// The state a control drawn in the kernel's `look` is in.
    public init(_ look: ControlLook) {
        switch look {
        case .normal: self = .normal
        case .highlighted: self = .highlighted
        case .disabled: self = .disabled
        }
    }
}

extension ControlLook {
    /// The kernel's look of a control in `state`.
    public init(_ state: ControlState) {
        switch state {
        case .normal: self = .normal
        case .highlighted: self = .highlighted
        case .disabled: self = .disabled
        }
    }
}
