/// Hand-written code next to the generated types, as an app's own code would use them.
enum ControlCatalogue {
    /// The knob's initial value, read through its generated value model.
    static var initialKnobValue: Double { KnobModel(configuration: KnobKernel.configuration).value }
    /// The level slider's initial range, read through its generated value model.
    static var initialLevels: ClosedRange<Double> {
        let model = LevelSliderModel(configuration: LevelSliderKernel.configuration)
        return model.lowerValue...model.upperValue
    }
    /// The faders' initial values, lowest first.
    static var initialFaders: [Double] { MixerFadersModel(configuration: MixerFadersKernel.configuration).values }
    /// The sleep window's initial selection, which wraps past midnight.
    static var initialSleepWindow: ControlKernel.CircularSelection {
        let model = SleepWindowModel(configuration: SleepWindowKernel.configuration)
        return ControlKernel.CircularSelection(start: model.lowerValue, end: model.upperValue)
    }
    /// Whether the mute switch starts on.
    static var initiallyMuted: Bool { MuteSwitchModel(configuration: MuteSwitchKernel.configuration).isOn }
}
