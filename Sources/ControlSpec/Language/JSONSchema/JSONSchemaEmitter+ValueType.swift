extension JSONSchemaEmitter {
    /// The schema of a value type (without description): a `$ref` for object and reusable
    /// scalar types, an inline schema otherwise; for a type that takes design tokens, either that
    /// or a token reference.
    static func schema(for type: ValueType) -> JSONValue {
        let value = valueSchema(for: type)
        guard type.takesTokens else { return value }
        return .object(["anyOf": [value, reference(ScalarDefinition.tokenReference.name)]])
    }

    /// The schema of a value of `type` written out, not as a token reference.
    private static func valueSchema(for type: ValueType) -> JSONValue {
        switch type {
        case .text: reference(ScalarDefinition.text.name)
        case .name(let kind): reference(ScalarDefinition.definitionName(kind))
        case .boolean: .object(["type": "boolean"])
        case .number(let range): numberSchema(range)
        case .integer(let range) where range.count == 1:
            .object(["type": "integer", "const": .number(Double(range.lowerBound))])
        case .integer(let range):
            .object(["type": "integer", "minimum": .number(Double(range.lowerBound)), "maximum": .number(Double(range.upperBound))])
        case .enumeration(let words): .object(["type": "string", "enum": .strings(words)])
        case .angle: reference(ScalarDefinition.angle.name)
        case .duration: reference(ScalarDefinition.duration.name)
        case .length(let range):
            .object(["anyOf": [
                numberSchema(range),
                .object(["type": "string", "pattern": .string(ScalarPattern.whole(ScalarPattern.points(in: range)))]),
            ]])
        case .relativeLength: reference(ScalarDefinition.relativeLength.name)
        case .size: reference(ScalarDefinition.size.name)
        case .point: reference(ScalarDefinition.point.name)
        case .color: reference(ScalarDefinition.color.name)
        case .stateColor: reference(ScalarDefinition.stateColor.name)
        case .stateImage: reference(ScalarDefinition.stateImage.name)
        case .easing: reference(ScalarDefinition.easing.name)
        case .assignments: reference(ScalarDefinition.assignments.name)
        case .oneOrMany(let element):
            .object(["anyOf": [schema(for: element), .object(["type": "array", "items": schema(for: element), "minItems": 1,
                                                               "maxItems": .number(Double(SpecLimits.maxItems))])]])
        case .array(let element, let minCount):
            .object(["type": "array", "items": schema(for: element), "minItems": minCount > 0 ? .number(Double(minCount)) : nil,
                     "maxItems": .number(Double(SpecLimits.maxItems))])
        case .map(let element, let key):
            .object([
                "type": "object",
                "propertyNames": .object(["pattern": .string(key.pattern)]),
                "additionalProperties": schema(for: element),
            ])
        case .object(let name): reference(name)
        }
    }

    /// `type: number` with the range's bounds in draft-07's numeric form. A side without a bound
    /// is bounded by `SpecLimits.maxMagnitude`, as the checker bounds every number.
    static func numberSchema(_ range: NumberRange) -> JSONValue {
        .object([
            "type": "number",
            "minimum": range.lowerInclusive ? .number(range.lower ?? -SpecLimits.maxMagnitude) : nil,
            "exclusiveMinimum": range.lowerInclusive ? nil : range.lower.map(JSONValue.number),
            "maximum": range.upperInclusive ? .number(range.upper ?? SpecLimits.maxMagnitude) : nil,
            "exclusiveMaximum": range.upperInclusive ? nil : range.upper.map(JSONValue.number),
        ])
    }
}
