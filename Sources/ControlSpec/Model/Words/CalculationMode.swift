import ControlKernel

/// A keyframe calculation mode of `UIView.KeyframeAnimationOptions`, as a spec names it. The
/// kernel plays those it has a `KeyframeCalculationMode` for; the paced modes are refused.
public enum CalculationMode: String, CaseIterable, SpecWord {
    case linear, discrete, paced, cubic, cubicPaced

    /// The mode the kernel plays, or `nil` for a mode controlspec refuses.
    public var kernelMode: KeyframeCalculationMode? {
        KeyframeCalculationMode(rawValue: rawValue)
    }
}
