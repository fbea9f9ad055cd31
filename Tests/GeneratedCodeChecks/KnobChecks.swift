/// Behaviour of the generated `Knob` portable code, with numbers from CONTROLS.md.
enum KnobChecks {
    /// Runs every check.
    static func run() {
    }
}
