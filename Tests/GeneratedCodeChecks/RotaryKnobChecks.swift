/// Behaviour of the generated `RotaryKnob` portable code, with numbers from CONTROLS.md.
enum RotaryKnobChecks {
    /// Runs every check.
    static func run() {
    }
}
