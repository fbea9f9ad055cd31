/// Behaviour of the generated `FastCartButton` portable code, with numbers from CONTROLS.md.
enum FastCartButtonChecks {
    /// Runs every check.
    static func run() {
    }
}
