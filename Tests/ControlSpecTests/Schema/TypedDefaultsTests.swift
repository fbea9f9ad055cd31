import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// A key's default is declared once, as a value of the key's Swift type: the checked object reads
/// it when the key is left out, and the key reference and the JSON Schema print it, written back
/// in spec syntax by the value type's one formatter (`SpecSyntax`), which the checker reads back.
@Suite struct TypedDefaultsTests {
    /// A test-only object type with a default of every formatter's type.
    enum SampleKeys: ObjectKeys {
        static let typeName = "Sample"
        static let objectType = ObjectType(typeName, "A test-only object type.", keys: [
            min, initial, duration, turn, quarter, color, fill, grey, inset, offset, curve, hold, events, ends, continuous, size, count,
        ])
        static let min = required("min", .number(.any), "The smallest value.")
        static let initial = optional("initial", .number(.any), "Where it starts.", default: .key(min))
        static let duration = optional("duration", .duration, "How long.", default: 0.4)
        static let turn = optional("turn", .angle, "A turn as a multiple of pi.", default: .piMultiple(PiFraction(numerator: -11, denominator: 8)))
        static let quarter = optional("quarter", .angle, "A turn in degrees.", default: .degrees(90))
        static let color = optional("color", .stateColor, "A colour per state.", default: StateValue(normal: .named("clear"), highlighted: .white(0, alpha: 0.1)))
        static let fill = optional("fill", .color, "A colour with alpha.", default: .rgba(RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.25)))
        static let grey = optional("grey", .color, "A grey.", default: .white(0.9, alpha: 1))
        static let inset = optional("inset", .relativeLength, "A length.", default: .widthDividedBy(10))
        static let offset = optional("offset", .point, "An offset.", default: Point(x: -1, y: 2.5))
        static let curve = optional("curve", .easing, "A curve.", default: .cubicBezier(0.25, 0.1, 0.25, 1))
        static let hold = optional("hold", .easing, "A named curve.", default: .hold)
        static let events = optional("events", .array(.words(ControlEvent.self), minCount: 0), "Events.", default: [.valueChanged, .editingDidEnd])
        static let ends = optional("ends", .words(ValueEnds.self), "Ends.", default: .wrap)
        static let continuous = optional("continuous", .boolean, "A flag.", default: false)
        static let size = optional("size", .size, "A size.", default: Size(width: 44, height: 30.5))
        static let count = optional("count", .integer(0...9), "A count.", default: 3)
    }

    /// The same object type with one default changed.
    enum ChangedSampleKeys: ObjectKeys {
        static let typeName = "Sample"
        static let objectType = ObjectType(typeName, "A test-only object type.", keys: [duration])
        static let duration = optional("duration", .duration, "How long.", default: 0.6)
    }

    /// The schema of the property `key` of `type`.
    static func propertySchema(_ type: ObjectType, _ key: String) throws -> [JSONMember] {
        guard case .object(let members) = JSONSchemaEmitter.objectSchema(type, kind: nil),
            case .object(let properties)? = members.first(where: { $0.key == "properties" })?.value,
            case .object(let property)? = properties.first(where: { $0.key == key })?.value
        else { throw Unexpected(description: "no property '\(key)'") }
        return property
    }

    /// A failed lookup.
    struct Unexpected: Error, CustomStringConvertible {
        /// What was missing.
        var description: String
    }

    @Test func theReferenceAndTheSchemaShowTheDeclaredDefault() throws {
        for (type, text) in [(SampleKeys.objectType, "0.4s"), (ChangedSampleKeys.objectType, "0.6s")] {
            #expect(SpecReference.section(for: type).contains("| `duration` | duration |  | `\(text)` | How long. |"))
            let property = try Self.propertySchema(type, "duration")
            #expect(property.first { $0.key == "default" }?.value == .string(text))
            #expect(property.first { $0.key == "description" }?.value == .string("How long. Default: `\(text)`."))
        }
        let initial = try Self.propertySchema(SampleKeys.objectType, "initial")
        #expect(initial.first { $0.key == "description" }?.value == .string("Where it starts. Default: `min`."))
        #expect(!initial.contains { $0.key == "default" }, "a rule is no value")
        #expect(try Self.propertySchema(SampleKeys.objectType, "offset").first { $0.key == "default" }?.value == .array([.number(-1), .number(2.5)]))
        #expect(try Self.propertySchema(SampleKeys.objectType, "continuous").first { $0.key == "default" }?.value == .bool(false))
    }

    @Test func aLeftOutKeyReadsAsItsDefault() {
        let span = SourceSpan.fileStart
        let empty = SpecObject<SampleKeys>(CheckedObject(span: span, keyPath: "", entries: []))
        #expect(empty[SampleKeys.duration] == 0.4)
        #expect(empty[SampleKeys.events] == [.valueChanged, .editingDidEnd])
        #expect(empty[SampleKeys.initial] == nil, "the rule's key is missing too")
        let withMin = SpecObject<SampleKeys>(CheckedObject(span: span, keyPath: "", entries: [
            CheckedEntry(key: "min", keySpan: span, value: .number(3), valueSpan: span, keyPath: "min"),
        ]))
        #expect(withMin[SampleKeys.initial] == 3)
        #expect(!withMin.gives(SampleKeys.initial))
    }

    /// Each default's text, checked as a value of its key's type, reads back as the default.
    @Test func everyFormattedDefaultReadsBackAsTheSameValue() throws {
        try Self.roundTrip(SampleKeys.duration)
        try Self.roundTrip(SampleKeys.turn)
        try Self.roundTrip(SampleKeys.quarter)
        try Self.roundTrip(SampleKeys.color)
        try Self.roundTrip(SampleKeys.fill)
        try Self.roundTrip(SampleKeys.grey)
        try Self.roundTrip(SampleKeys.inset)
        try Self.roundTrip(SampleKeys.offset)
        try Self.roundTrip(SampleKeys.curve)
        try Self.roundTrip(SampleKeys.hold)
        try Self.roundTrip(SampleKeys.events)
        try Self.roundTrip(SampleKeys.ends)
        try Self.roundTrip(SampleKeys.continuous)
        try Self.roundTrip(SampleKeys.size)
        try Self.roundTrip(SampleKeys.count)
    }

    /// Checks the default text of `key` as YAML and reads it through the key.
    static func roundTrip<Value: Equatable>(_ key: Key<SampleKeys, Value>, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let text = try #require(key.field.defaultText, sourceLocation: sourceLocation)
        let collector = DiagnosticCollector()
        let checked = try #require(check(text, as: key.field.type, collector: collector), "\(key.name): '\(text)' does not check", sourceLocation: sourceLocation)
        #expect(collector.diagnostics.isEmpty, "\(key.name): \(collector.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        let span = SourceSpan.fileStart
        let written = SpecObject<SampleKeys>(CheckedObject(span: span, keyPath: "", entries: [CheckedEntry(key: key.name, keySpan: span, value: checked, valueSpan: span, keyPath: key.name)]))
        let empty = SpecObject<SampleKeys>(CheckedObject(span: span, keyPath: "", entries: []))
        #expect(written.gives(key), sourceLocation: sourceLocation)
        #expect(written[key] == empty[key], "\(key.name): '\(text)' reads back as another value", sourceLocation: sourceLocation)
    }

    /// `text` after `v: ` in YAML, checked as `type`.
    static func check(_ text: String, as type: ValueType, collector: DiagnosticCollector) -> Checked? {
        let source = "v: \(text)\n"
        guard let node = YAMLReader.read(Array(source.utf8), diagnostics: collector)?.pairs?.first?.value else { return nil }
        return StructureChecker(diagnostics: collector).check(node, as: type, keyPath: "v", anchor: node.span)
    }

    /// Every default value of the spec and configuration languages, as the docs print it, is a
    /// valid value of its key for the checker, and as the schema prints it, for the schema.
    @Test func everyDefaultOfTheLanguagesIsValidForTheCheckerAndTheSchema() throws {
        let fields = (SpecLanguage.objectTypes + ConfigLanguage.objectTypes).flatMap { type in type.fields.map { (type, $0) } }
        let valued = fields.filter { $0.1.defaultValue?.json != nil }
        #expect(valued.count > 40)
        for (type, field) in valued {
            let collector = DiagnosticCollector()
            let text = try #require(field.defaultText)
            #expect(Self.check(text, as: field.type, collector: collector) != nil && collector.diagnostics.isEmpty, "\(type.name).\(field.key): '\(text)' \(collector.diagnostics.map(\.message))")
        }
        guard SchemaValidation.isAvailable() else { return }
        let schema = JSONValue.object([
            "$schema": .string(JSONSchemaEmitter.draft),
            "definitions": .object(JSONSchemaEmitter.definitions()),
            "properties": .object(valued.enumerated().map { JSONMember("d\($0.offset)", JSONSchemaEmitter.schema(for: $0.element.1.type)) }),
        ])
        let instances = valued.enumerated().compactMap { index, entry in entry.1.defaultValue?.json.map { "{\"d\(index)\": \($0.prettyText)}" } }
        let errors = try JSONSchemaValidator.errors(schemaText: schema.prettyText, instances: instances)
        for ((type, field), found) in zip(valued, errors) {
            #expect(found.isEmpty, "\(type.name).\(field.key): \(found)")
        }
    }
}
