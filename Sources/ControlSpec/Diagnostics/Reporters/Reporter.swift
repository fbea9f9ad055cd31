/// Turns the findings of one run into the text of one output format.
///
/// Reporters are pure: the same findings and files always give the same bytes. Every format but
/// `text` sorts the findings itself, so the order they are given in does not matter.
public protocol Reporter: Sendable {
    /// The report for `diagnostics`, found while checking `files` (paths as shown to the user, in
    /// the order checked; a format that lists clean files, such as JUnit, uses them).
    func render(_ diagnostics: [FileDiagnostic], files: [String]) -> String
}
