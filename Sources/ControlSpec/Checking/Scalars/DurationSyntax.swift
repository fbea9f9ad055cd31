/// Durations carry their unit: `0.25s` or `250ms`.
enum DurationSyntax {
    /// Parses a duration into seconds; durations are from zero to `SpecLimits.maxDuration`.
    static func parse(_ text: String) -> Result<Double, ScalarProblem> {
        let t = text.trimmingSpaces
        guard let (number, unit) = NumberSyntax.splitUnit(t) else {
            return .failure(malformed(text))
        }
        let seconds: Double
        switch unit {
        case "s": seconds = number
        case "ms": seconds = number / 1000
        case "":
            return .failure(ScalarProblem(rule: .missingUnit, message: "duration '\(t)' has no unit", notes: ["write '\(t)s' or '\(t)ms'"]))
        default:
            return .failure(malformed(text))
        }
        guard seconds >= 0 else {
            return .failure(ScalarProblem(rule: .outOfRange, message: "expected a duration of 0s or more, found '\(t)'"))
        }
        guard seconds <= SpecLimits.maxDuration else {
            return .failure(ScalarProblem(rule: .outOfRange, message: "expected a duration of at most \(SpecLimits.maxDuration.shortText)s, found '\(t)'"))
        }
        return .success(seconds)
    }

    private static func malformed(_ text: String) -> ScalarProblem {
        .invalidFormat(expected: "a duration", found: text, notes: ["write seconds ('0.25s') or milliseconds ('250ms')"])
    }
}
