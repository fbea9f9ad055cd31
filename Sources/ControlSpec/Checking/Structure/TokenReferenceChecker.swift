/// Checks a value written as a token reference `"{group.token}"`: the token must exist and be of
/// a type the key takes; its value then becomes the checked value the spec would have written
/// by hand (lengths and durations go through the same scalar check as written ones).
extension StructureChecker {
    /// The checked value of the token `name` referred to by `node`, a value of `type`.
    func checkTokenReference(_ name: String, node: YAMLNode, as type: ValueType, keyPath: String) -> Checked? {
        guard let token = tokens.tokens[name] else {
            reportUnknownToken(name, node: node, keyPath: keyPath)
            return nil
        }
        let definition = DiagnosticNote("'\(name)' is defined here", at: token.definition.span, in: token.definition.path)
        let wrongType = {
            diagnostics.emit(.wrongType, "expected \(ScalarTypeChecker.phrase(for: type)), found token '\(name)' of type \(token.type.word)",
                             at: node.span, keyPath: keyPath, notes: [definition])
        }
        if case .color = type, let color = token.colorValue { return .color(color) }
        if case .stateColor = type, let color = token.colorValue { return .stateColor(StateValue(normal: color)) }
        guard token.isSameInEveryAppearance else {
            if token.colorValue == nil { wrongType(); return nil }
            diagnostics.emit(.wrongType, "expected \(ScalarTypeChecker.phrase(for: type)), found token '\(name)', whose value differs between appearances",
                             at: node.span, keyPath: keyPath, notes: [definition, DiagnosticNote("only colours can be given per appearance")])
            return nil
        }
        let text: String
        switch (type, token.lightValue) {
        case (.length, .dimension(let value, "px")), (.relativeLength, .dimension(let value, "px")):
            text = value.shortText
        case (.length, .dimension(_, let unit)), (.relativeLength, .dimension(_, let unit)):
            diagnostics.emit(.wrongType, "expected \(ScalarTypeChecker.phrase(for: type)), found token '\(name)' in '\(unit)'", at: node.span,
                             keyPath: keyPath, notes: [definition, DiagnosticNote("controlspec reads 'px' as points; other units have no size on screen")])
            return nil
        case (.duration, .duration(let value, let unit)):
            text = value.shortText + unit
        case (.duration, .transition(.duration(let value, let unit), .duration(let delay, _), _)):
            guard delay == 0 else {
                diagnostics.emit(.wrongType, "expected a duration, found transition '\(name)' with a delay", at: node.span, keyPath: keyPath,
                                 notes: [definition, DiagnosticNote("a spec's animations start at once; give the transition a delay of 0")])
                return nil
            }
            text = value.shortText + unit
        case (.easing, .cubicBezier(let x1, let y1, let x2, let y2)), (.easing, .transition(_, _, .cubicBezier(let x1, let y1, let x2, let y2))):
            return .easing(.cubicBezier(x1, y1, x2, y2))
        default:
            wrongType()
            return nil
        }
        let scalar = YAMLScalar(value: text, style: .plain)
        return ScalarTypeChecker(diagnostics: diagnostics).check(scalar, span: node.span, as: type, keyPath: keyPath)
    }

    /// Reports a reference to a token that does not exist, suggesting the closest name.
    private func reportUnknownToken(_ name: String, node: YAMLNode, keyPath: String) {
        let names = tokens.names
        let suggestion = Suggestion.closest(to: name, in: names)
        let notes = names.isEmpty ? [DiagnosticNote("no design tokens are loaded; list token files under 'tokens:' in \(ConfigLanguage.fileNames[0])")] : []
        diagnostics.emit(.unknownToken, "unknown token '\(name)'\(suggestion.map { "; did you mean '\($0)'?" } ?? "")", at: node.span, keyPath: keyPath,
                         notes: notes, fixIt: suggestion.map { FixIt(replacing: node.span, with: "\"\(TokenReference.text($0))\"") })
    }
}
