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
        if scalar.isPlain, ["", "~", "null", "Null", "NULL"].contains(text) {
            var notes: [DiagnosticNote] = []
            if case .color = type { notes = [DiagnosticNote("a '#' after a space starts a YAML comment; quote hex colours: \"#FF2D55\"")] }
            if case .stateColor = type { notes = [DiagnosticNote("a '#' after a space starts a YAML comment; quote hex colours: \"#FF2D55\"")] }
            diagnostics.emit(.wrongType, "expected \(Self.phrase(for: type)), found \(text.isEmpty ? "an empty value" : "null")", at: span, keyPath: keyPath, notes: notes)
            return nil
        }
        switch type {
        case .text:
            guard !text.contains("\n") else {
                diagnostics.emit(.invalidFormat, "expected text on one line, found several lines", at: span, keyPath: keyPath)
                return nil
            }
            return .text(text)
        case .name(let kind):
            if let problem = NamePattern.problem(with: text, as: kind) {
                diagnostics.emit(.invalidFormat, problem, at: span, keyPath: keyPath)
                return nil
            }
            if kind == .typeName, NamePattern.swiftKeywords.contains(text) {
                diagnostics.emit(.invalidFormat, "'\(text)' is a Swift keyword and cannot name the control's type", at: span, keyPath: keyPath)
                return nil
            }
            return .word(text)
        case .boolean:
            if scalar.isPlain, text == "true" || text == "false" { return .bool(text == "true") }
            let words = ["yes", "no", "on", "off", "y", "n", "true", "false"]
            if words.contains(text.lowercased()) {
                let meant = ["yes", "on", "y", "true"].contains(text.lowercased()) ? "true" : "false"
                diagnostics.emit(.yamlBoolean, "expected 'true' or 'false', found '\(text)'", at: span, keyPath: keyPath, notes: [DiagnosticNote("YAML 1.2 reads '\(text)' as text, not a boolean; write \(meant)")], fixIt: FixIt(replacing: span, with: meant))
            } else {
                reportWrongScalar(scalar, span: span, expected: type, keyPath: keyPath)
            }
            return nil
        case .number(let range), .length(let range):
            let parsed: Double? = {
                if case .length = type, case .success(let v) = SizeSyntax.parseLength(text, plain: scalar.isPlain) { return v }
                return scalar.isPlain ? NumberSyntax.parse(text) : nil
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
            guard scalar.isPlain, let value = Int(text) else {
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
        case .relativeLength: return report(SizeSyntax.parseRelativeLength(text, plain: scalar.isPlain), span: span, keyPath: keyPath).map(Checked.relativeLength)
        case .size: return report(SizeSyntax.parseSize(text), span: span, keyPath: keyPath).map(Checked.size)
        case .color: return report(ColorSyntax.parse(text), span: span, keyPath: keyPath).map(Checked.color)
        case .easing: return report(EasingSyntax.parse(text), span: span, keyPath: keyPath).map(Checked.easing)
        default:
            reportWrongScalar(scalar, span: span, expected: type, keyPath: keyPath)
            return nil
        }
    }

    /// Reports a scalar problem, or returns the value.
    func report<Value>(_ result: Result<Value, ScalarProblem>, span: SourceSpan, keyPath: String) -> Value? {
        switch result {
        case .success(let value): return value
        case .failure(let problem):
            diagnostics.emit(problem.rule, problem.message, at: span, keyPath: keyPath, notes: problem.notes.map { DiagnosticNote($0) })
            return nil
        }
    }

    /// Reports a scalar that is not of the expected type, saying what YAML made of it.
    private func reportWrongScalar(_ scalar: YAMLScalar, span: SourceSpan, expected: ValueType, keyPath: String) {
        var notes: [DiagnosticNote] = []
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
