/// Decides whether output is coloured.
enum ColorPolicy {
    /// Colour only on a terminal, and never when `NO_COLOR` is set to a non-empty value
    /// (https://no-color.org).
    static func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
}
