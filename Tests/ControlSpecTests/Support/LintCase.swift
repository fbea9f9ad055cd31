import Testing
@testable import ControlSpec

/// A spec and every line `Linter.lint` must print for it, in order (`exampleLines` form).
struct LintCase: Sendable, CustomTestStringConvertible {
    /// What the case shows.
    var name: String
    /// The spec's text.
    var text: String
    /// The expected diagnostics with their notes.
    var expected: [String]

    init(_ name: String, _ text: String, expect expected: [String]) {
        self.name = name
        self.text = text
        self.expected = expected
    }

    /// What the linter prints for `text`.
    var actualLines: [String] { Linter.lint(Array(text.utf8)).diagnostics.flatMap(\.exampleLines) }

    var testDescription: String { name }
}

/// The clean example specs, for cases written as edits of them.
enum CleanSpecs {
    static let knob = Rule.minimalKnob, slider = Rule.minimalSlider, button = Rule.minimalButton
    /// The button's one part, and its `down` animation, as written.
    static let parts = "parts:\n  - { id: heart, shape: symbol, symbol: heart.fill, color: systemRed }"
    static let down = "animation: { duration: 0.2s, set: { heart.scale: 0.8 } }"

    /// `text` with `old` replaced by `new`; `old` must occur.
    static func r(_ text: String, _ old: String, _ new: String) -> String {
        precondition(text.contains(old), "'\(old)' is not in the spec")
        return text.replacingOccurrences(of: old, with: new)
    }
}
