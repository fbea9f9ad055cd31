import ControlKernel

/// Timing curves: the named ones of `TimingCurve.named` (`linear`, `easeIn`, `easeOut`,
/// `easeInEaseOut`, `hold`), written exactly, and `cubic-bezier(x1, y1, x2, y2)`, whose x
/// coordinates are written without exponent.
enum EasingSyntax {
    /// Parses a timing curve; Bézier x coordinates lie in 0…1.
    static func parse(_ text: String) -> Result<Easing, ScalarProblem> {
        if let named = TimingCurve.named.first(where: { $0.name == text }) { return .success(named.curve) }
        let t = text.trimmingSpaces
        let function = TimingCurve.cubicBezierName + "("
        if t.hasPrefix(function) && t.hasSuffix(")") {
            let numbers = t.dropFirst(function.count).dropLast().split(separator: ",", omittingEmptySubsequences: false).enumerated().map { index, piece in
                index.isMultiple(of: 2) ? NumberSyntax.parseWithoutExponent(piece.trimmingSpaces[...]) : NumberSyntax.parse(piece.trimmingSpaces)
            }
            guard numbers.count == 4, numbers.allSatisfy({ $0 != nil }) else {
                return .failure(.invalidFormat(expected: "four numbers in 'cubic-bezier()'", found: t))
            }
            let p = numbers.map { $0! }
            guard (0...1).contains(p[0]), (0...1).contains(p[2]) else {
                return .failure(ScalarProblem(rule: .outOfRange, message: "cubic-bezier x coordinates must lie in 0…1, found '\(t)'"))
            }
            return .success(.cubicBezier(p[0], p[1], p[2], p[3]))
        }
        let names = TimingCurve.named.map(\.name)
        let suffix = Suggestion.suffix(for: text, in: names + [TimingCurve.cubicBezierName])
        let notes = suffix.isEmpty ? ["write one of \(names.map { "'\($0)'" }.joined(separator: ", ")) or " +
            "'\(TimingCurve.cubicBezierName)(x1, y1, x2, y2)'"] : []
        return .failure(ScalarProblem(rule: .unknownValue, message: "unknown easing '\(text)'\(suffix)", notes: notes))
    }
}
