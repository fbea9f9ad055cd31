import ControlKernel

/// A value type of the spec language together with the Swift type of its checked values: the
/// untyped `ValueType` the structure checker, the JSON Schema and the docs read, how a checked
/// value becomes a `Value`, and how a `Value` is written back in spec syntax (`SpecSyntax`) and
/// as JSON (for the schema's `default`).
///
/// The constructors mirror `ValueType`'s cases: `.number(.nonNegative)` is a `SpecType<Double>`,
/// `.words(HapticStyle.self)` a `SpecType<HapticStyle>`, `.object(KnobTrackKeys.self)` a
/// `SpecType<SpecObject<KnobTrackKeys>>`.
struct SpecType<Value: Sendable>: Sendable {
    /// The type as the structure checker, the JSON Schema and the docs read it.
    let valueType: ValueType
    /// The value of a checked value of this type (`nil` only for a value of another type, which
    /// the structure checker never produces for a key of this type).
    let extract: @Sendable (Checked) -> Value?
    /// The value in spec syntax.
    let format: @Sendable (Value) -> String
    /// The value as JSON, as the schema's `default` shows it.
    let json: @Sendable (Value) -> JSONValue
    /// For a sequence type, the value of one item (an element of `Value`); `nil` otherwise.
    let item: (@Sendable (Checked) -> Any?)?
    /// The object types this type refers to, directly or through its elements, made on demand (a
    /// part's `children` refer to the part's own type).
    let objectTypes: [@Sendable () -> ObjectType]

    /// A type from its parts; a scalar is JSON as its spec syntax unless `json` says otherwise.
    init(
        _ valueType: ValueType, extract: @escaping @Sendable (Checked) -> Value?, format: @escaping @Sendable (Value) -> String,
        json: (@Sendable (Value) -> JSONValue)? = nil, item: (@Sendable (Checked) -> Any?)? = nil, objectTypes: [@Sendable () -> ObjectType] = []
    ) {
        self.valueType = valueType
        self.extract = extract
        self.format = format
        self.json = json ?? { .string(format($0)) }
        self.item = item
        self.objectTypes = objectTypes
    }
}

extension SpecType where Value == String {
    /// Text on one line.
    static var text: SpecType {
        SpecType(.text, extract: { if case .text(let text) = $0 { text } else { nil } }, format: { $0 })
    }

    /// A name of `kind`.
    static func name(_ kind: NameKind) -> SpecType {
        SpecType(.name(kind), extract: { if case .word(let word) = $0 { word } else { nil } }, format: { $0 })
    }

    /// One of `words`, kept as the word (the kind of control, chosen from the registry).
    static func enumeration(_ words: [String]) -> SpecType {
        SpecType(.enumeration(words), extract: { if case .word(let word) = $0 { word } else { nil } }, format: { $0 })
    }
}

extension SpecType where Value: SpecWord {
    /// One of the words of `Value`.
    static func words(_ type: Value.Type = Value.self) -> SpecType {
        SpecType(.enumeration(Value.words), extract: { if case .word(let word) = $0 { Value(word: word) } else { nil } }, format: \.word)
    }
}

extension SpecType where Value == Bool {
    /// `true` or `false`.
    static var boolean: SpecType {
        SpecType(.boolean, extract: { if case .bool(let value) = $0 { value } else { nil } }, format: { $0 ? "true" : "false" }, json: JSONValue.bool)
    }
}

extension SpecType where Value == Int {
    /// An integer within `range`.
    static func integer(_ range: ClosedRange<Int>) -> SpecType {
        SpecType(.integer(range), extract: { if case .integer(let value) = $0 { value } else { nil } }, format: { String($0) }, json: { .number(Double($0)) })
    }
}

extension SpecType where Value == Double {
    /// A number within `range`.
    static func number(_ range: NumberRange) -> SpecType {
        SpecType(.number(range), extract: { if case .number(let value) = $0 { value } else { nil } }, format: SpecSyntax.number, json: JSONValue.number)
    }

    /// A length in points within `range`.
    static func length(_ range: NumberRange) -> SpecType {
        SpecType(.length(range), extract: { if case .length(let value) = $0 { value } else { nil } }, format: SpecSyntax.number, json: JSONValue.number)
    }

    /// A duration, in seconds.
    static var duration: SpecType {
        SpecType(.duration, extract: { if case .duration(let value) = $0 { value } else { nil } }, format: SpecSyntax.duration)
    }
}

extension SpecType where Value == Angle {
    /// An angle with its unit.
    static var angle: SpecType {
        SpecType(.angle, extract: { if case .angle(let value) = $0 { value } else { nil } }, format: SpecSyntax.angle)
    }
}

extension SpecType where Value == RelativeLength {
    /// A length in points or relative to the control's size.
    static var relativeLength: SpecType {
        SpecType(.relativeLength, extract: { if case .relativeLength(let value) = $0 { value } else { nil } }, format: SpecSyntax.relativeLength,
                 json: { if case .points(let points) = $0 { .number(points) } else { .string(SpecSyntax.relativeLength($0)) } })
    }
}

extension SpecType where Value == Size {
    /// A size `WIDTHxHEIGHT`.
    static var size: SpecType {
        SpecType(.size, extract: { if case .size(let value) = $0 { value } else { nil } }, format: SpecSyntax.size)
    }
}

extension SpecType where Value == Point {
    /// A point `[x, y]`.
    static var point: SpecType {
        SpecType(.point, extract: { if case .point(let value) = $0 { value } else { nil } }, format: SpecSyntax.point,
                 json: { .array([.number($0.x), .number($0.y)]) })
    }
}

extension SpecType where Value == ColorValue {
    /// A colour.
    static var color: SpecType {
        SpecType(.color, extract: { if case .color(let value) = $0 { value } else { nil } }, format: SpecSyntax.color, json: colorJSON)
    }

    /// A colour as JSON: its text, or an object of the appearances given.
    static func colorJSON(_ color: ColorValue) -> JSONValue {
        guard case .perAppearance(let colors) = color else { return .string(SpecSyntax.color(color)) }
        return .object(Appearance.allCases.compactMap { appearance in
            colors.given(appearance).map { JSONMember(appearance.word, colorJSON($0)) }
        })
    }
}

extension SpecType where Value == StateValue<ColorValue> {
    /// A colour, or colours per control state.
    static var stateColor: SpecType {
        SpecType(.stateColor, extract: { if case .stateColor(let value) = $0 { value } else { nil } },
                 format: { SpecSyntax.stateValue($0, SpecSyntax.color) }, json: { stateJSON($0, SpecType<ColorValue>.colorJSON) })
    }
}

extension SpecType where Value == StateValue<String> {
    /// An image asset name, or asset names per control state.
    static var stateImage: SpecType {
        SpecType(.stateImage, extract: { if case .stateImage(let value) = $0 { value } else { nil } },
                 format: { SpecSyntax.stateValue($0) { $0 } }, json: { stateJSON($0) { .string($0) } })
    }
}

extension SpecType {
    /// A value per state as JSON: the normal value alone, or an object of the states given.
    static func stateJSON<Element>(_ value: StateValue<Element>, _ element: (Element) -> JSONValue) -> JSONValue {
        guard value.highlighted != nil || value.disabled != nil else { return element(value.normal) }
        return .object(ControlState.allCases.compactMap { state in
            SpecSyntax.stateEntry(value, state).map { JSONMember(state.word, element($0)) }
        })
    }
}

extension SpecType where Value == TimingCurve {
    /// A timing curve.
    static var easing: SpecType {
        SpecType(.easing, extract: { if case .easing(let value) = $0 { value } else { nil } }, format: SpecSyntax.easing)
    }
}

extension SpecType where Value == AssignmentList {
    /// Animated property assignments, or `rest`.
    static var assignments: SpecType {
        SpecType(.assignments, extract: { if case .assignments(let value) = $0 { value } else { nil } }, format: SpecSyntax.assignments)
    }
}

extension SpecType {
    /// A sequence of `element` with at least `minCount` items.
    static func array<Element>(_ element: SpecType<Element>, minCount: Int) -> SpecType where Value == [Element] {
        SpecType(.array(element.valueType, minCount: minCount), extract: { checked in
            guard case .list(let items) = checked else { return nil }
            return items.compactMap { element.extract($0.value) }
        }, format: { SpecSyntax.list($0, element.format) }, json: { .array($0.map(element.json)) },
        item: { element.extract($0) }, objectTypes: element.objectTypes)
    }

    /// A value of `element`, or a sequence of them.
    static func oneOrMany<Element>(_ element: SpecType<Element>) -> SpecType where Value == [Element] {
        SpecType(.oneOrMany(element.valueType), extract: { checked in
            if case .list(let items) = checked { return items.compactMap { element.extract($0.value) } }
            return element.extract(checked).map { [$0] }
        }, format: { $0.count == 1 ? element.format($0[0]) : SpecSyntax.list($0, element.format) },
        json: { $0.count == 1 ? element.json($0[0]) : .array($0.map(element.json)) },
        item: { element.extract($0) }, objectTypes: element.objectTypes)
    }

    /// A mapping from names following `key` to `element`, entries in source order.
    static func map<Element>(_ element: SpecType<Element>, key: NameKind) -> SpecType where Value == [NamedEntry<Element>] {
        SpecType(.map(element.valueType, key: key), extract: { checked in
            guard case .map(let entries) = checked else { return nil }
            return entries.compactMap { entry in
                element.extract(entry.value).map {
                    NamedEntry(name: entry.key, value: $0, keySpan: entry.keySpan, valueSpan: entry.valueSpan, keyPath: entry.keyPath)
                }
            }
        }, format: { "{ " + $0.map { "\($0.name): \(element.format($0.value))" }.joined(separator: ", ") + " }" },
        json: { .object($0.map { JSONMember($0.name, element.json($0.value)) }) }, objectTypes: element.objectTypes)
    }

    /// A mapping with the keys of `Keys`.
    static func object<Keys: ObjectKeys>(_ keys: Keys.Type) -> SpecType where Value == SpecObject<Keys> {
        SpecType(.object(Keys.typeName), extract: { if case .object(let object) = $0 { SpecObject(object) } else { nil } },
                 format: { _ in "{}" }, objectTypes: [{ Keys.objectType }])
    }
}
