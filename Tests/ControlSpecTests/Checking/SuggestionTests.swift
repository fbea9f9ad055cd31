import Testing
@testable import ControlSpec

/// Did-you-mean: optimal string alignment distance, and how close is close enough.
@Suite struct SuggestionTests {
    @Test(arguments: [
        ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("abc", "abc", 0), ("abc", "abd", 1), ("abc", "abcd", 1), ("abcd", "abc", 1),
        ("ab", "ba", 1), ("lineWidht", "lineWidth", 1), ("kitten", "sitting", 3), ("ca", "abc", 3), ("abc", "ca", 3),
        ("Width", "width", 1), ("systemPnik", "systemPink", 1), ("flaw", "lawn", 2), ("héllo", "hello", 1),
    ])
    func distance(_ a: String, _ b: String, _ expected: Int) {
        #expect(Suggestion.distance(a, b) == expected)
        #expect(Suggestion.distance(b, a) == expected)
    }

    static let keys = ["lineWidth", "length", "color", "min", "max", "minimumGap", "step"]

    @Test(arguments: [
        ("lineWidht", "lineWidth"), ("linewidth", "lineWidth"), ("LineWidth", "lineWidth"), ("LINEWIDTH", "lineWidth"),
        ("lenght", "length"), ("colour", "color"), ("clor", "color"), ("mni", "min"), ("mzx", "max"), ("minimumgap", "minimumGap"),
        ("stpe", "step"), ("colours", "color"),
    ])
    func suggests(_ word: String, _ expected: String) {
        #expect(Suggestion.closest(to: word, in: Self.keys) == expected)
    }

    @Test(arguments: ["size", "background", "maks", "x", "lineColor", "zz", "minimumDistance", ""])
    func staysQuietWhenNothingIsClose(_ word: String) {
        #expect(Suggestion.closest(to: word, in: Self.keys) == nil)
        #expect(Suggestion.suffix(for: word, in: Self.keys) == "")
    }

    @Test func aCaseOnlyDifferenceBeatsAOneLetterEdit() {
        #expect(Suggestion.closest(to: "Max", in: ["mix", "max"]) == "max")
        #expect(Suggestion.closest(to: "abc", in: ["ABC", "abd"]) == "ABC")
    }

    @Test func theFirstOfEquallyCloseCandidatesWins() {
        #expect(Suggestion.closest(to: "mix", in: ["min", "max"]) == "min")
        #expect(Suggestion.closest(to: "mix", in: ["max", "min"]) == "max")
    }

    @Test func anExactMatchIsItself() {
        #expect(Suggestion.closest(to: "color", in: Self.keys) == "color")
    }

    @Test func suffixFormsTheEndOfAMessage() {
        #expect(Suggestion.suffix(for: "lineWidht", in: Self.keys) == "; did you mean 'lineWidth'?")
        #expect(Suggestion.closest(to: "anything", in: []) == nil)
    }

    /// A third of the word's length in edits, at least one.
    @Test func theAllowanceGrowsWithTheWord() {
        #expect(Suggestion.closest(to: "ab", in: ["xy"]) == nil)
        #expect(Suggestion.closest(to: "ab", in: ["ax"]) == "ax")
        #expect(Suggestion.closest(to: "abcdef", in: ["abcdxy"]) == "abcdxy")
        #expect(Suggestion.closest(to: "abcdef", in: ["abcxyz"]) == nil)
    }
}
