/// Behaviour of the generated `RangeSlider` portable code, with numbers from CONTROLS.md.
enum RangeSliderChecks {
    /// Runs every check.
    static func run() {
    }
}
