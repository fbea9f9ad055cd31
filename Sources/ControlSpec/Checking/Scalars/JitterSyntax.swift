import ControlKernel

/// Animated values with optional random jitter: `32`, `32 ± 4` (or `32 +- 4`), `-0.1rad ± 0.05rad`.
enum JitterSyntax {
    /// Parses a value of `property`: angles for rotation (with units), numbers otherwise.
    static func parse(_ scalar: YAMLScalar, property: PartProperty) -> Result<Jittered, ScalarProblem> {
        let text = scalar.value
        if !scalar.isPlain, NumberSyntax.parse(text) != nil {
            return .failure(ScalarProblem(rule: .wrongType, message: "expected a number for '\(property.rawValue)', found the quoted text '\(text)'",
                notes: ["remove the quotes to write a number"]))
        }
        if let problem = ScalarTypeChecker.tooLargeNumber(in: scalar) { return .failure(problem) }
        // The standard library's search, by characters: Foundation's `range(of:)` bridges the text
        // to an `NSString` first, which cost more than the rest of the parse for every keyframe value.
        let separator = text.firstRange(of: "±") ?? text.firstRange(of: "+-")
        if separator == nil, !property.isAngle, case .number(let value) = scalar.coreValue, SpecLimits.isWithinMagnitude(value) {
            return .success(Jittered(value: value, jitter: 0))
        }
        let centerText = separator.map { String(text[..<$0.lowerBound]) } ?? text
        let jitterText = separator.map { String(text[$0.upperBound...]) }
        let center: Double
        switch component(centerText, property: property, plain: scalar.isPlain || separator != nil) {
        case .success(let v): center = v
        case .failure(let problem): return .failure(problem)
        }
        var jitter = 0.0
        if let jitterText {
            switch component(jitterText, property: property, plain: true) {
            case .success(let v): jitter = v
            case .failure(let problem): return .failure(problem)
            }
            guard jitter >= 0 else {
                return .failure(ScalarProblem(rule: .outOfRange, message: "jitter must not be negative, found '\(jitterText.trimmingSpaces)'"))
            }
        }
        return .success(Jittered(value: center, jitter: jitter))
    }

    private static func component(_ text: String, property: PartProperty, plain: Bool) -> Result<Double, ScalarProblem> {
        if property.isAngle { return AngleSyntax.parse(text).map(\.radians) }
        let t = text.trimmingSpaces
        if plain, let value = NumberSyntax.parse(t) { return .success(value) }
        if let (value, unit) = NumberSyntax.splitUnit(t), unit == "pt" { return .success(value) }
        return .failure(.invalidFormat(expected: "a number for '\(property.rawValue)'", found: text.trimmingSpaces,
            notes: ["write a number, optionally with jitter: '32 ± 4'"]))
    }
}
