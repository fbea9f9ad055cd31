/// Text values: one line of any characters.
enum TextSyntax {
    /// The text, when it is on one line.
    static func parse(_ text: String) -> Result<String, ScalarProblem> {
        guard !text.utf8.contains(UInt8(ascii: "\n")) else { return .failure(.invalidFormat(expected: "text on one line", foundDescription: "several lines")) }
        return .success(text)
    }
}
