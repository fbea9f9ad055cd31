import ControlKernel

/// A scalar type written once under `definitions` and referenced wherever it is used.
struct ScalarDefinition {
    /// The definition's name.
    var name: String
    /// The definition's schema, with a description.
    var schema: JSONValue

    /// Every scalar definition, in the order they are written.
    static var all: [ScalarDefinition] {
        [text] + NameKind.allCases.map(name) + [
            angle, duration, size, relativeLength, point, plainColor, color, stateColor, stateImage, easing, assignments, animatedAngle, tokenReference,
        ]
    }

    /// A string pattern schema.
    private static func pattern(_ name: String, _ description: String, _ piece: String) -> ScalarDefinition {
        ScalarDefinition(name: name, schema: .object([
            "description": .string(description), "type": "string", "pattern": .string(ScalarPattern.whole(piece)),
        ]))
    }

    /// Text on one line.
    static let text = ScalarDefinition(name: "Text", schema: .object([
        "description": "Text on one line.", "type": "string", "pattern": "^[^\\n]*$",
    ]))

    /// A name of `kind`; a type name must not be a Swift keyword or a reserved name.
    static func name(_ kind: NameKind) -> ScalarDefinition {
        let keywords: JSONValue? = kind == .typeName ? .object(["enum": .strings(SwiftKeywords.all.union(SwiftKeywords.reservedTypeNames).sorted())]) : nil
        return ScalarDefinition(name: definitionName(kind), schema: .object([
            "description": .string(kind.phrase.prefix(1).uppercased() + kind.phrase.dropFirst() + "."),
            "type": "string",
            "pattern": .string(kind.pattern),
            "not": keywords,
        ]))
    }

    /// The definition name of a name kind.
    static func definitionName(_ kind: NameKind) -> String {
        switch kind {
        case .typeName: "TypeName"
        case .identifier: "Identifier"
        case .asset: "AssetName"
        case .symbol: "SymbolName"
        case .target: "Target"
        }
    }

    /// A design token reference, as `TokenReference` reads one.
    static let tokenReference = ScalarDefinition(name: "TokenReference", schema: .object([
        "description": .string("A design token from the configuration's token files, by its path in braces: `\"{color.accent}\"` "
            + "(quoted: unquoted braces are a YAML mapping)."),
        "type": "string", "pattern": "^\\{[^{}]+\\}$",
    ]))

    /// An angle with its unit.
    static let angle = pattern("Angle", "An angle with its unit: degrees (`45deg`, `45°`), radians (`0.8rad`) or a multiple of π (`pi`, `-11/8pi`, `3/8π`).",
        ScalarPattern.angle())

    /// A duration with its unit.
    static let duration = pattern("Duration", "A duration of 0 or more with its unit: seconds (`0.25s`) or milliseconds (`250ms`).", ScalarPattern.duration)

    /// A size.
    static let size = pattern("Size", "A size `WIDTHxHEIGHT` in points, both greater than 0: `120x120`, `300 x 44`, `52×52`.", ScalarPattern.size)

    /// A relative length.
    static let relativeLength = ScalarDefinition(name: "RelativeLength", schema: .object([
        "description": "A length of 0 or more: points (`4`, `4pt`) or a fraction of the control's size (`height/3.5`, `width/10`).",
        "anyOf": [
            JSONSchemaEmitter.numberSchema(.nonNegative),
            .object(["type": "string", "pattern": .string(ScalarPattern.whole(ScalarPattern.relativeLength))]),
        ],
    ]))

    /// A point.
    static let point = ScalarDefinition(name: "Point", schema: .object([
        "description": "A point or offset `[x, y]` in points.",
        "type": "array", "items": JSONSchemaEmitter.numberSchema(.any), "minItems": 2, "maxItems": 2,
    ]))

    /// A colour with the same value in every appearance, other than `tint`.
    static let plainColor = ScalarDefinition(name: "PlainColor", schema: .object([
        "description": .string("A colour: `#RGB`, `#RRGGBB`, `#RRGGBBAA` (quote it: `#` starts a YAML comment), `rgb(r, g, b)`, `rgba(r, g, b, a)`, "
            + "`white(w)`, `white(w, a)` with components from 0 to 1, or a UIKit colour name (`systemPink`), which keeps its own value in each appearance."),
        "anyOf": [
            .object(["type": "string", "enum": .strings(NamedColors.names)]),
            .object(["type": "string", "pattern": .string(ScalarPattern.whole(ScalarPattern.hexColor))]),
            .object(["type": "string", "pattern": .string(ScalarPattern.whole(ScalarPattern.colorFunction))]),
        ],
    ]))

    /// A colour: a plain colour, `tint`, or plain colours per appearance.
    static let color = ScalarDefinition(name: "Color", schema: .object([
        "description": .string("A colour: a plain colour (the same in every appearance), `tint`, or colours per appearance: `light` (required), `dark`, " +
            "`highContrastLight`, `highContrastDark`; \(StructureChecker.fallbackNote)."),
        "anyOf": [
            JSONSchemaEmitter.reference(plainColor.name),
            .object(["type": "string", "enum": .strings([NamedColors.tintWord])]),
            .object([
                "type": "object",
                "properties": .object(Appearance.allCases.map { JSONMember($0.word, appearanceColor) }),
                "required": [.string(Appearance.light.word)],
                "additionalProperties": false,
            ]),
        ],
    ]))

    /// A colour or per-state colours.
    static let stateColor = perState("StateColor", "A colour, or colours per control state: `normal` (required), `highlighted`, `disabled`.",
        element: JSONSchemaEmitter.schema(for: .color))

    /// An image or per-state images.
    static let stateImage = perState("StateImage", "An image asset name, or asset names per control state: `normal` (required), `highlighted`, `disabled`.",
        element: JSONSchemaEmitter.reference(definitionName(.asset)))

    /// A colour of one appearance: a plain colour or a design token reference.
    private static let appearanceColor: JSONValue = .object(["anyOf": [
        JSONSchemaEmitter.reference(plainColor.name), JSONSchemaEmitter.reference(tokenReference.name),
    ]])

    /// A value, or a mapping of control states to values with `normal` required.
    private static func perState(_ name: String, _ description: String, element value: JSONValue) -> ScalarDefinition {
        return ScalarDefinition(name: name, schema: .object([
            "description": .string(description),
            "anyOf": [
                value,
                .object([
                    "type": "object",
                    "properties": .object(ControlState.allCases.map { JSONMember($0.word, value) }),
                    "required": [.string(ControlState.normal.word)],
                    "additionalProperties": false,
                ]),
            ],
        ]))
    }

    /// A timing curve.
    static let easing = ScalarDefinition(name: "Easing", schema: .object([
        "description": "A timing curve: `linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `hold`, or `cubic-bezier(x1, y1, x2, y2)` with x1 and x2 from 0 to 1.",
        "anyOf": [
            .object(["type": "string", "enum": .strings(TimingCurve.named.map(\.name))]),
            .object(["type": "string", "pattern": .string(ScalarPattern.whole(ScalarPattern.cubicBezier))]),
        ],
    ]))

    /// Animated property assignments, or `rest`: each property's values by its own pattern
    /// (angles for `rotation`, numbers within the property's limits for the others).
    static var assignments: ScalarDefinition {
        let target = "^[a-z][A-Za-z0-9]*\\."
        var groups: [(limits: NumberRange, properties: [PartProperty])] = []
        for property in PartProperty.allCases where !property.isAngle {
            let limits = property.limits ?? .any
            if let index = groups.firstIndex(where: { $0.limits == limits }) {
                groups[index].properties.append(property)
            } else {
                groups.append((limits, [property]))
            }
        }
        func names(_ properties: [PartProperty]) -> String { target + "(?:" + properties.map(\.rawValue).joined(separator: "|") + ")$" }
        let properties = [JSONMember(names(PartProperty.allCases.filter(\.isAngle)), JSONSchemaEmitter.reference(animatedAngle.name))]
            + groups.map { group in
                JSONMember(names(group.properties), .object(["anyOf": [
                    JSONSchemaEmitter.numberSchema(group.limits),
                    .object(["type": "string", "pattern": .string(ScalarPattern.whole(ScalarPattern.animatedNumber))]),
                ]]))
            }
        return ScalarDefinition(name: "Assignments", schema: .object([
            "description": "Animated values `part.property: value`, or `rest` for every part's rest values.",
            "anyOf": [
                .object(["const": .string(AssignmentList.restWord)]),
                .object([
                    "type": "object",
                    "propertyNames": JSONSchemaEmitter.reference(definitionName(.target)),
                    "patternProperties": .object(properties),
                    "additionalProperties": false,
                ]),
            ],
        ]))
    }

    /// An animated angle.
    static let animatedAngle = ScalarDefinition(name: "AnimatedAngle", schema: .object([
        "description": "An angle, optionally with random jitter of 0 or more: `-0.1rad`, `-0.1rad ± 0.05rad`.",
        "type": "string", "pattern": .string(ScalarPattern.whole(ScalarPattern.animatedAngle)),
    ]))
}
