/// Angles: every angle carries its unit. `45deg` (or `45°`), `0.8rad`, or a multiple of π:
/// `pi`, `-pi`, `0.5pi`, `3/8pi`, `-11/8pi` (`π` may replace `pi`).
enum AngleSyntax {
    /// Parses an angle.
    static func parse(_ text: String) -> Result<Angle, ScalarProblem> {
        let t = text.trimmingSpaces
        if t.hasSuffix("pi") || t.hasSuffix("π") {
            return parsePiMultiple(String(t.dropLast(t.hasSuffix("pi") ? 2 : 1)).trimmingSpaces, text: text)
        }
        guard let (number, unit) = NumberSyntax.splitUnit(t) else { return .failure(malformed(text)) }
        switch unit {
        case "deg", "°": return finite(.degrees(number), text: text)
        case "rad": return .success(Angle(radians: number))
        case "":
            return .failure(ScalarProblem(
                rule: .missingUnit, message: "angle '\(t)' has no unit",
                notes: ["write '\(t)deg', '\(t)rad' or a multiple of pi such as '1/4pi'"]))
        default: return .failure(malformed(text))
        }
    }

    private static func parsePiMultiple(_ multiple: String, text: String) -> Result<Angle, ScalarProblem> {
        var sign = 1.0
        var body = Substring(multiple)
        if body.first == "-" || body.first == "+" {
            sign = body.first == "-" ? -1 : 1
            body = body.dropFirst()
        }
        if body.isEmpty { return .success(.piMultiple(PiFraction(numerator: sign, denominator: 1))) }
        let parts = body.split(separator: "/", omittingEmptySubsequences: false).map(\.trimmingSpaces)
        guard parts.count <= 2, let numerator = NumberSyntax.parse(parts[0]),
            parts[0].first != "-", parts[0].first != "+"
        else { return .failure(malformed(text)) }
        var denominator = 1.0
        if parts.count == 2 {
            guard let d = NumberSyntax.parse(parts[1].trimmingSpaces[...]), d > 0 else { return .failure(malformed(text)) }
            denominator = d
        }
        return finite(.piMultiple(PiFraction(numerator: sign * numerator, denominator: denominator)), text: text)
    }

    /// The angle, unless a huge number overflowed on the way to radians.
    private static func finite(_ angle: Angle, text: String) -> Result<Angle, ScalarProblem> {
        guard angle.radians.isFinite else {
            return .failure(ScalarProblem(
                rule: .outOfRange, message: "angle '\(text.trimmingSpaces)' is too large",
                notes: ["angles are at most a few turns, such as '720deg' or '4pi'"]))
        }
        return .success(angle)
    }

    private static func malformed(_ text: String) -> ScalarProblem {
        .invalidFormat(expected: "an angle", found: text, notes: ["write degrees ('45deg'), radians ('0.8rad') or a multiple of pi ('-11/8pi')"])
    }
}
