/// Checks one scalar against a scalar value type.
struct ScalarTypeChecker {
    /// Where findings go.
    let diagnostics: DiagnosticCollector

    /// The type in words, for `expected …` messages.
    static func phrase(for type: ValueType) -> String {
        switch type {
        case .text: "text"
        case .name(let kind): kind.phrase
        case .boolean: "'true' or 'false'"
        case .number(let range): range == .any ? "a number" : "a number \(range.phrase)"
        case .integer(let range): range.count == 1 ? "\(range.lowerBound)" : "an integer from \(range.lowerBound) to \(range.upperBound)"
        case .enumeration(let words): "one of \(words.map { "'\($0)'" }.joined(separator: ", "))"
        case .angle: "an angle"
        case .duration: "a duration"
        case .length: "a length in points"
        case .relativeLength: "a length"
        case .size: "a size 'WIDTHxHEIGHT'"
        case .point: "a point '[x, y]'"
        case .color, .stateColor: "a colour"
        case .stateImage: "an image asset name"
        case .easing: "an easing"
        case .assignments: "a mapping of 'part.property: value'"
        case .oneOrMany(let element): phrase(for: element)
        case .array: "a sequence"
        case .map, .object: "a mapping"
        }
    }

    /// Checks `scalar` as a value of `type`; reports and returns `nil` when it is not one.
    func check(_ scalar: YAMLScalar, span: SourceSpan, as type: ValueType, keyPath: String) -> Checked? {
        let text = scalar.value
        let core = scalar.coreValue
        if core == .null {
            var notes: [DiagnosticNote] = []
            if case .color = type { notes = [DiagnosticNote("a '#' after a space starts a YAML comment; quote hex colours: \"#FF2D55\"")] }
            if case .stateColor = type { notes = [DiagnosticNote("a '#' after a space starts a YAML comment; quote hex colours: \"#FF2D55\"")] }
            diagnostics.emit(.wrongType, "expected \(Self.phrase(for: type)), found \(text.isEmpty ? "an empty value" : "null")", at: span, keyPath: keyPath,
                notes: notes)
            return nil
        }
        if Self.holdsNumbers(type), let problem = Self.tooLargeNumber(in: scalar) {
            diagnostics.report(problem, at: span, keyPath: keyPath)
            return nil
        }
        let plainNumber: Double? = if case .number(let value) = core, SpecLimits.isWithinMagnitude(value) { value } else { nil }
        switch type {
        case .text, .name:
            switch core {
            case .bool, .number:
                let what = if case .bool = core { "a boolean" } else { "a number" }
                reportWrongScalar(scalar, span: span, expected: type, keyPath: keyPath,
                    notes: [DiagnosticNote("YAML reads \(text) as \(what); quote it to write it as text: \"\(text)\"")])
                return nil
            case .null, .text:
                if case .name(let kind) = type { return report(NamePattern.check(text, as: kind), span: span, keyPath: keyPath).map(Checked.word) }
                return report(TextSyntax.parse(text), span: span, keyPath: keyPath).map(Checked.text)
            }
        case .boolean:
            if case .bool(let value) = core { return .bool(value) }
            let words = ["yes", "no", "on", "off", "y", "n", "true", "false"]
            if words.contains(text.lowercased()) {
                let meant = ["yes", "on", "y", "true"].contains(text.lowercased()) ? "true" : "false"
                diagnostics.emit(.yamlBoolean, "expected 'true' or 'false', found '\(text)'", at: span, keyPath: keyPath,
                    notes: [DiagnosticNote("YAML 1.2 reads '\(text)' as text, not a boolean; write \(meant)")], fixIt: FixIt(replacing: span, with: meant))
            } else {
                reportWrongScalar(scalar, span: span, expected: type, keyPath: keyPath)
            }
            return nil
        case .number(let range), .length(let range):
            let parsed: Double? = {
                if case .length = type, case .success(let v) = SizeSyntax.parseLength(text, plainNumber: plainNumber) { return v }
                return plainNumber
            }()
            guard let value = parsed else {
                reportWrongScalar(scalar, span: span, expected: type, keyPath: keyPath)
                return nil
            }
            guard range.contains(value) else {
                diagnostics.emit(.outOfRange, "expected a number \(range.phrase), found \(value.shortText)", at: span, keyPath: keyPath)
                return nil
            }
            if case .length = type { return .length(value) }
            return .number(value)
        case .integer(let range):
            guard let number = plainNumber, number == number.rounded(), let value = Int(exactly: number) else {
                reportWrongScalar(scalar, span: span, expected: type, keyPath: keyPath)
                return nil
            }
            guard range.contains(value) else {
                let expected = range.count == 1 ? "\(range.lowerBound)" : "an integer from \(range.lowerBound) to \(range.upperBound)"
                let notes = keyPath == "controlspec" ? [DiagnosticNote("this controlspec reads format version \(SpecLanguage.formatVersion)")] : []
                diagnostics.emit(.outOfRange, "expected \(expected), found \(value)", at: span, keyPath: keyPath, notes: notes)
                return nil
            }
            return .integer(value)
        case .enumeration(let words):
            guard words.contains(text) else {
                let suffix = Suggestion.suffix(for: text, in: words)
                let notes = suffix.isEmpty ? [DiagnosticNote("expected one of \(words.map { "'\($0)'" }.joined(separator: ", "))")] : []
                let fixIt = Suggestion.closest(to: text, in: words).map { FixIt(replacing: span, with: $0) }
                diagnostics.emit(.unknownValue, "unknown value '\(text)'\(suffix)", at: span, keyPath: keyPath, notes: notes, fixIt: fixIt)
                return nil
            }
            return .word(text)
        case .angle: return report(AngleSyntax.parse(text), span: span, keyPath: keyPath).map(Checked.angle)
        case .duration: return report(DurationSyntax.parse(text), span: span, keyPath: keyPath).map(Checked.duration)
        case .relativeLength: return report(SizeSyntax.parseRelativeLength(text, plainNumber: plainNumber), span: span,
            keyPath: keyPath).map(Checked.relativeLength)
        case .size: return report(SizeSyntax.parseSize(text), span: span, keyPath: keyPath).map(Checked.size)
        case .color: return report(ColorSyntax.parse(text), span: span, keyPath: keyPath).map(Checked.color)
        case .easing: return report(EasingSyntax.parse(text), span: span, keyPath: keyPath).map(Checked.easing)
        default:
            reportWrongScalar(scalar, span: span, expected: type, keyPath: keyPath)
            return nil
        }
    }

    /// Whether values of `type` are or hold numbers (`1e308x1e308`, `cubic-bezier(0, 1e300, 1, 1)`);
    /// colours are left out (`#2C3E50` is no number, and their components lie from 0 to 1).
    static func holdsNumbers(_ type: ValueType) -> Bool {
        switch type {
        case .number, .length, .angle, .duration, .relativeLength, .size, .easing: true
        default: false
        }
    }

    /// The problem of a finite number in `scalar` whose magnitude exceeds `SpecLimits.maxMagnitude`:
    /// the whole plain scalar (`1e308`, `0xFFFFFFFFFFFFFFFF`) or a number written inside its text.
    static func tooLargeNumber(in scalar: YAMLScalar) -> ScalarProblem? {
        if case .number(let value) = scalar.coreValue {
            return value.isFinite && !SpecLimits.isWithinMagnitude(value) ? SpecLimits.tooLarge(scalar.value) : nil
        }
        return SpecLimits.firstTooLarge(in: scalar.value).map(SpecLimits.tooLarge)
    }

    /// Reports a scalar problem, or returns the value.
    func report<Value>(_ result: Result<Value, ScalarProblem>, span: SourceSpan, keyPath: String) -> Value? {
        switch result {
        case .success(let value): return value
        case .failure(let problem):
            diagnostics.report(problem, at: span, keyPath: keyPath)
            return nil
        }
    }

    /// Reports a scalar that is not of the expected type, saying what YAML made of it.
    private func reportWrongScalar(_ scalar: YAMLScalar, span: SourceSpan, expected: ValueType, keyPath: String, notes: [DiagnosticNote] = []) {
        var notes = notes
        let found: String
        if !scalar.isPlain, NumberSyntax.parse(scalar.value) != nil {
            found = "the quoted text '\(scalar.value)'"
            notes = [DiagnosticNote("remove the quotes to write a number")]
        } else {
            found = "'\(scalar.value.count > 40 ? String(scalar.value.prefix(40)) + "…" : scalar.value)'"
        }
        diagnostics.emit(.wrongType, "expected \(Self.phrase(for: expected)), found \(found)", at: span, keyPath: keyPath, notes: notes)
    }
}
