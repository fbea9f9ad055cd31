/// Why a scalar's text is not a valid value of its type: the rule, the message and any notes.
struct ScalarProblem: Error, Sendable {
    /// The rule the problem belongs to.
    var rule: Rule
    /// The message, lower-case, no trailing period.
    var message: String
    /// Notes such as a did-you-mean or a fix.
    var notes: [String] = []
}
