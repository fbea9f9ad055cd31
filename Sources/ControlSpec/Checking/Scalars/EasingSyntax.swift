/// Timing curves: `linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `hold`, `cubic-bezier(x1, y1, x2, y2)`.
enum EasingSyntax {
    /// The named curves.
    static let names = ["linear", "easeIn", "easeOut", "easeInEaseOut", "hold"]

    /// Parses a timing curve; Bézier x coordinates lie in 0…1.
    static func parse(_ text: String) -> Result<Easing, ScalarProblem> {
        let t = text.trimmingSpaces
        switch t {
        case "linear": return .success(.linear)
        case "easeIn": return .success(.easeIn)
        case "easeOut": return .success(.easeOut)
        case "easeInEaseOut": return .success(.easeInEaseOut)
        case "hold": return .success(.hold)
        default: break
        }
        if t.hasPrefix("cubic-bezier(") && t.hasSuffix(")") {
            let numbers = t.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",", omittingEmptySubsequences: false).map { NumberSyntax.parse($0.trimmingSpaces) }
            guard numbers.count == 4, numbers.allSatisfy({ $0 != nil }) else {
                return .failure(ScalarProblem(rule: .invalidFormat, message: "expected four numbers in 'cubic-bezier()', found '\(t)'"))
            }
            let p = numbers.map { $0! }
            guard (0...1).contains(p[0]), (0...1).contains(p[2]) else {
                return .failure(ScalarProblem(rule: .outOfRange, message: "cubic-bezier x coordinates must lie in 0…1, found '\(t)'"))
            }
            return .success(.cubicBezier(p[0], p[1], p[2], p[3]))
        }
        let suffix = Suggestion.suffix(for: t, in: names + ["cubic-bezier"])
        let notes = suffix.isEmpty ? ["write one of \(names.map { "'\($0)'" }.joined(separator: ", ")) or 'cubic-bezier(x1, y1, x2, y2)'"] : []
        return .failure(ScalarProblem(rule: .unknownValue, message: "unknown easing '\(t)'\(suffix)", notes: notes))
    }
}
