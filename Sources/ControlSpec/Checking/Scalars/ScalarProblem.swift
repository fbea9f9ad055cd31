/// Why a scalar's text is not a valid value of its type: the rule, the message and any notes.
struct ScalarProblem: Error, Sendable {
    /// The rule the problem belongs to.
    var rule: Rule
    /// The message, lower-case, no trailing period.
    var message: String
    /// Notes such as a did-you-mean or a fix.
    var notes: [String] = []
}

extension ScalarProblem {
    /// A text that does not follow its format, in `invalid-format`'s message shape:
    /// `expected a duration, found '0.25 sec'`, with `: reason` when one is given. Every
    /// `invalid-format` finding is made here.
    static func invalidFormat(expected: String, found text: String, reason: String? = nil, notes: [String] = []) -> ScalarProblem {
        invalidFormat(expected: expected, foundDescription: "'\(text)'" + (reason.map { ": \($0)" } ?? ""), notes: notes)
    }

    /// A value that does not follow its format, described rather than quoted:
    /// `expected text on one line, found several lines`.
    static func invalidFormat(expected: String, foundDescription: String, notes: [String] = []) -> ScalarProblem {
        ScalarProblem(rule: .invalidFormat, message: "expected \(expected), found \(foundDescription)", notes: notes)
    }

    /// A value whose format problem the message states in its own words: a keyword used as a
    /// name, an unclosed placeholder.
    static func invalidFormat(_ message: String, notes: [String] = []) -> ScalarProblem {
        ScalarProblem(rule: .invalidFormat, message: message, notes: notes)
    }
}

extension DiagnosticCollector {
    /// Reports `problem` at `span`.
    func report(_ problem: ScalarProblem, at span: SourceSpan, keyPath: String) {
        emit(problem.rule, problem.message, at: span, keyPath: keyPath, notes: problem.notes.map { DiagnosticNote($0) })
    }
}
