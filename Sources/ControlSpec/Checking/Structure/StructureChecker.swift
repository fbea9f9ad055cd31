/// Checks nodes against the types of the spec language: unknown and missing keys, wrong types,
/// value formats and ranges. Produces `Checked` values for the semantic checks.
struct StructureChecker {
    /// Where findings go.
    let diagnostics: DiagnosticCollector
    /// The language whose object types `.object(name)` refers to: the spec language unless a
    /// caller checks another language declared the same way (the configuration file).
    var language: DeclaredLanguage = .spec
    /// The design tokens a colour, length, duration or easing may refer to (`"{group.token}"`).
    var tokens: DesignTokens = .none

    /// Checks a mapping against an object type. `anchor` is where a missing key is reported:
    /// the key that introduced the mapping, or the mapping itself at the top level.
    func checkObject(_ node: YAMLNode, type: ObjectType, keyPath: String, anchor: SourceSpan) -> CheckedObject? {
        guard let pairs = node.pairs else {
            reportWrongType(node, expected: "a mapping", keyPath: keyPath)
            return nil
        }
        var object = CheckedObject(span: node.span, keyPath: keyPath, entries: [])
        object.entries.reserveCapacity(pairs.count)
        object.writtenKeys.reserveCapacity(pairs.count)
        for pair in pairs {
            let path = keyPath.isEmpty ? pair.key : "\(keyPath).\(pair.key)"
            object.writtenKeys.append(pair.key)
            // The field is read where the type keeps it: a copy of a `Field` retains its seven
            // references, in tables every thread of a run shares.
            guard let field = type.fieldIndex(pair.key) else {
                reportUnknownKey(pair, in: type, objectPath: keyPath)
                continue
            }
            if let value = check(pair.value, as: type.fields[field].type, keyPath: path, anchor: pair.keySpan, objectTypes: type.fields[field].objectTypes) {
                object.entries.append(CheckedEntry(key: pair.key, keySpan: pair.keySpan, value: value, valueSpan: pair.value.span, keyPath: path))
            }
        }
        for index in type.fields.indices where type.fields[index].isRequired && !object.writtenKeys.contains(type.fields[index].key) {
            let field = type.fields[index]
            let place = keyPath.isEmpty ? "" : " in '\(keyPath)'"
            diagnostics.emit(.missingKey, "missing required key '\(field.key)'\(place)", at: anchor,
                keyPath: keyPath.isEmpty ? field.key : "\(keyPath).\(field.key)", notes: [DiagnosticNote("'\(field.key)': \(field.description.firstSentence)")])
        }
        return object
    }

    /// Checks one node against a value type. `objectTypes` are the object types of the field
    /// whose value it is, where an `.object(name)` is looked for first: the language's table of
    /// every object type is then only made when something asks for all of them, and a one-spec
    /// lint does not build every kind's types to check one.
    func check(_ node: YAMLNode, as type: ValueType, keyPath: String, anchor: SourceSpan, objectTypes: [@Sendable () -> ObjectType] = []) -> Checked? {
        if type.takesTokens, let name = TokenReference.name(in: node) {
            return checkTokenReference(name, node: node, as: type, keyPath: keyPath)
        }
        switch type {
        case .object(let name):
            let objectType = objectTypes.lazy.map { $0() }.first { $0.name == name } ?? language.objectType(name)
            return checkObject(node, type: objectType, keyPath: keyPath, anchor: anchor).map(Checked.object)
        case .array(let element, let minCount):
            guard let items = node.items else {
                reportWrongType(node, expected: "a sequence", keyPath: keyPath)
                return nil
            }
            if items.count < minCount {
                diagnostics.emit(.outOfRange, "expected at least \(minCount) item\(minCount == 1 ? "" : "s"), found none", at: node.span, keyPath: keyPath)
            }
            if items.count > SpecLimits.maxItems {
                diagnostics.emit(.outOfRange, "expected at most \(SpecLimits.maxItems) items, found \(items.count)",
                                 at: items[SpecLimits.maxItems].span, keyPath: "\(keyPath)[\(SpecLimits.maxItems)]")
                return nil
            }
            return .list(items.enumerated().compactMap { index, item in
                let path = "\(keyPath)[\(index)]"
                return check(item, as: element, keyPath: path, anchor: item.span, objectTypes: objectTypes)
                    .map { CheckedItem(value: $0, span: item.span, keyPath: path) }
            })
        case .oneOrMany(let element):
            if node.items != nil { return check(node, as: .array(element, minCount: 1), keyPath: keyPath, anchor: anchor, objectTypes: objectTypes) }
            return check(node, as: element, keyPath: keyPath, anchor: anchor, objectTypes: objectTypes)
        case .map(let element, let keyKind):
            guard let pairs = node.pairs else {
                reportWrongType(node, expected: "a mapping", keyPath: keyPath)
                return nil
            }
            return .map(pairs.compactMap { pair in
                let path = "\(keyPath).\(pair.key)"
                guard checkName(pair.key, kind: keyKind, span: pair.keySpan, keyPath: path) else { return nil }
                return check(pair.value, as: element, keyPath: path, anchor: pair.keySpan, objectTypes: objectTypes).map {
                    CheckedEntry(key: pair.key, keySpan: pair.keySpan, value: $0, valueSpan: pair.value.span, keyPath: path)
                }
            })
        case .color:
            if let pairs = node.pairs { return checkAppearanceColor(pairs, keyPath: keyPath, anchor: anchor, stateWords: []).map(Checked.color) }
            return checkScalar(node, as: type, keyPath: keyPath)
        case .stateColor:
            if let pairs = node.pairs, Self.givesAppearances(pairs) {
                let namesAppearance = pairs.contains { Appearance(word: $0.key) != nil }
                return checkAppearanceColor(pairs, keyPath: keyPath, anchor: anchor,
                    stateWords: namesAppearance ? [] : ControlState.words).map { .stateColor(StateValue(normal: $0)) }
            }
            return checkStateValue(node, keyPath: keyPath, anchor: anchor) { node, path in
                check(node, as: .color, keyPath: path, anchor: node.span).flatMap { if case .color(let c) = $0 { c } else { nil } }
            }.map(Checked.stateColor)
        case .stateImage:
            return checkStateValue(node, keyPath: keyPath, anchor: anchor) { node, path in
                check(node, as: .name(.asset), keyPath: path, anchor: node.span).flatMap { if case .word(let w) = $0 { w } else { nil } }
            }.map(Checked.stateImage)
        case .point:
            guard let items = node.items, items.count == 2,
                case .number(let px)? = items[0].scalar?.coreValue, case .number(let py)? = items[1].scalar?.coreValue,
                SpecLimits.isWithinMagnitude(px), SpecLimits.isWithinMagnitude(py)
            else {
                reportWrongType(node, expected: "a point '[x, y]' of two numbers", keyPath: keyPath)
                return nil
            }
            return .point(Point(x: px, y: py))
        case .assignments:
            return checkAssignments(node, keyPath: keyPath)
        default:
            return checkScalar(node, as: type, keyPath: keyPath)
        }
    }

    /// Checks a node that must be a scalar of `type`.
    private func checkScalar(_ node: YAMLNode, as type: ValueType, keyPath: String) -> Checked? {
        guard let scalar = node.scalar else {
            reportWrongType(node, expected: ScalarTypeChecker.phrase(for: type), keyPath: keyPath)
            return nil
        }
        return ScalarTypeChecker(diagnostics: diagnostics).check(scalar, span: node.span, as: type, keyPath: keyPath)
    }

    /// Checks a colour or image that may be given per control state.
    private func checkStateValue<Value>(_ node: YAMLNode, keyPath: String, anchor: SourceSpan, element: (YAMLNode, String) -> Value?) -> StateValue<Value>? {
        guard let pairs = node.pairs else {
            return element(node, keyPath).map { StateValue(normal: $0) }
        }
        var values: [ControlState: Value] = [:]
        for pair in pairs {
            let path = "\(keyPath).\(pair.key)"
            guard let state = ControlState(word: pair.key) else {
                let suffix = Suggestion.suffix(for: pair.key, in: ControlState.words)
                let states = ControlState.words.map { "'\($0)'" }
                var notes = suffix.isEmpty ? [DiagnosticNote("control states are \(states.dropLast().joined(separator: ", ")) and " +
                    "\(states[states.count - 1])")] : []
                if Value.self == ColorValue.self, Appearance(word: pair.key) != nil {
                    notes = [DiagnosticNote("a colour mapping gives either control states or appearances; give appearances inside each state: { normal: " +
                        "{ light: …, dark: … } }")]
                }
                diagnostics.emit(.unknownKey, "unknown control state '\(pair.key)'\(suffix)", at: pair.keySpan, keyPath: path, notes: notes)
                continue
            }
            values[state] = element(pair.value, path)
        }
        guard let normal = values[.normal] else {
            if !pairs.contains(where: { $0.key == ControlState.normal.word }) {
                diagnostics.emit(.missingKey, "missing required key 'normal' in '\(keyPath)'", at: anchor, keyPath: "\(keyPath).normal",
                    notes: [DiagnosticNote("'highlighted' and 'disabled' fall back to 'normal'")])
            }
            return nil
        }
        return StateValue(normal: normal, highlighted: values[.highlighted], disabled: values[.disabled])
    }

    /// Checks `part.property: value` assignments, or the word `rest`.
    private func checkAssignments(_ node: YAMLNode, keyPath: String) -> Checked? {
        if let scalar = node.scalar, scalar.value == AssignmentList.restWord { return .assignments(.rest) }
        guard let pairs = node.pairs else {
            reportWrongType(node, expected: "a mapping of 'part.property: value' or 'rest'", keyPath: keyPath)
            return nil
        }
        var entries: [RawAssignment] = []
        for pair in pairs {
            let path = "\(keyPath).\(pair.key)"
            guard checkName(pair.key, kind: .target, span: pair.keySpan, keyPath: path) else { continue }
            guard let scalar = pair.value.scalar else {
                reportWrongType(pair.value, expected: "a value", keyPath: path)
                continue
            }
            let dot = pair.key.firstIndex(of: ".")!
            entries.append(RawAssignment(target: String(pair.key[..<dot]), property: String(pair.key[pair.key.index(after: dot)...]), keySpan: pair.keySpan,
                value: scalar, valueSpan: pair.value.span, keyPath: path))
        }
        return .assignments(.entries(entries))
    }

    /// Checks that a mapping key follows a name pattern.
    private func checkName(_ name: String, kind: NameKind, span: SourceSpan, keyPath: String) -> Bool {
        ScalarTypeChecker(diagnostics: diagnostics).report(NamePattern.check(name, as: kind), span: span, keyPath: keyPath) != nil
    }

    /// Reports an unknown key with a did-you-mean among the type's keys.
    private func reportUnknownKey(_ pair: YAMLPair, in type: ObjectType, objectPath: String) {
        let keyPath = objectPath.isEmpty ? pair.key : "\(objectPath).\(pair.key)"
        let keys = type.fields.map(\.key)
        var notes: [DiagnosticNote] = []
        var fixIt: FixIt?
        var suffix = ""
        if pair.key == "<<" {
            notes = [DiagnosticNote("merge keys are not supported; write the keys out")]
        } else if let suggestion = Suggestion.closest(to: pair.key, in: keys) {
            suffix = "; did you mean '\(suggestion)'?"
            fixIt = FixIt(replacing: pair.keySpan, with: suggestion)
        } else if let note = language.unknownKeyNote(type, objectPath, pair.key) {
            notes = [note]
        } else {
            notes = [DiagnosticNote("expected one of \(keys.map { "'\($0)'" }.joined(separator: ", "))")]
        }
        let place = objectPath.isEmpty ? "" : " in '\(objectPath)'"
        diagnostics.emit(.unknownKey, "unknown key '\(pair.key)'\(place)\(suffix)", at: pair.keySpan, keyPath: keyPath, notes: notes, fixIt: fixIt)
    }

    /// Reports a node of the wrong kind.
    func reportWrongType(_ node: YAMLNode, expected: String, keyPath: String) {
        diagnostics.emit(.wrongType, "expected \(expected), found \(node.kindDescription)", at: node.span, keyPath: keyPath)
    }
}

extension String {
    /// The text up to and including the first period, without the period.
    var firstSentence: String {
        var sentence = range(of: ". ").map { String(self[..<$0.lowerBound]) } ?? self
        if sentence.hasSuffix(".") { sentence.removeLast() }
        let startsWord = sentence.dropFirst().first?.isLowercase ?? true
        return startsWord ? sentence.prefix(1).lowercased() + sentence.dropFirst() : sentence
    }

}
