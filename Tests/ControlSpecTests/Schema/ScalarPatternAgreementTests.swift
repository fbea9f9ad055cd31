import ControlKernel
import Testing
@testable import ControlSpec

/// The JSON Schema against the checker, value by value, for every scalar type of the language:
/// both accept or both reject, as an editor's YAML language server (YAML 1.2's core schema, then
/// the schema) and `controlspec lint` judge the same text. The few values they cannot agree on
/// are listed with the reason, and must still disagree (so the list stays true).
@Suite struct ScalarPatternAgreementTests {
    /// A value as written after `v: ` in YAML, checked as `type`.
    struct Case: Sendable, CustomStringConvertible {
        /// The type the value is checked as.
        var type: ValueType
        /// The value's YAML text.
        var yaml: String
        /// The case for messages.
        var description: String { "\(yaml) as \(type)" }
    }

    /// Texts YAML's core schema reads as something else than text: the checker must judge them as
    /// the schema does wherever they are written.
    static let coreSchemaTraps = ["5", "1.5", "0x10", "0o17", "1e3", "true", "True", "FALSE", ".inf", "-.inf"]

    /// Values for each type, accepted and rejected.
    static let agreeing: [Case] = cases(
        (.text, ["A dial.", "'A dial.'", "'a\\nb'", "'5'", "'true'"] + coreSchemaTraps),
        (.name(.typeName), ["Dial", "_Dial2", "class", "2Dial", "Dial-2", "'Dial'", String(repeating: "D", count: 100), String(repeating: "D", count: 101)] + coreSchemaTraps),
        (.name(.identifier), ["heart", "heart2", "Heart", "heart_2", "'heart'", String(repeating: "h", count: 100), String(repeating: "h", count: 101)] + coreSchemaTraps),
        (.name(.asset), ["RotaryKnob", "knob image", "'a\"b'", "'5'", String(repeating: "a", count: 101)] + coreSchemaTraps),
        (.name(.symbol), ["heart.fill", "cart", "Heart.fill", "heart..fill", "heart.", "'1.5'"] + coreSchemaTraps),
        (.name(.target), ["cart.x", "cart", "Cart.x", "cart.x2"]),
        (.boolean, ["true", "false", "True", "TRUE", "False", "FALSE", "yes", "no", "on", "off", "'true'", "1", "~"]),
        (.number(.any), ["0", "-2.5", "+1", ".5", "5.", "1e3", "0x10", "0o17", "0x1F", ".inf", "-.inf", "1e400", "'1'", "1_000", "0b11", "true", "~", "''"]),
        (.number(.nonNegative), ["0", "-0", "2", "-1", "0x0"]),
        (.number(.positive), ["0.1", "0", "-0", "0x1"]),
        (.number(.unit), ["0", "1", "0.5", "1.5", "-0.1", "-0", "'0.5'", "0x1", "0o2"]),
        (.number(.positiveUnit), ["1", "0.5", "0", "1.01"]),
        (.integer(1...1), ["1", "+1", "1.0", "1e0", "0x1", "0o1", "2", "1.5", "'1'", ".inf", "True"]),
        (.integer(0...10), ["0", "10", "-1", "11", "0xA", "5.0"]),
        (.enumeration(["rotate", "horizontalDrag"]), ["rotate", "horizontalDrag", "'rotate'", "Rotate", "' rotate'", "1", "true"]),
        (.angle, ["45deg", "45 deg", "45°", "-0.8rad", "+1rad", "pi", "-pi", "'- pi'", "π", "3/8pi", "-11/8pi", "3 / 8 pi", ".5pi", "5.deg", "1e2deg", "1/+8pi",
                  "1/0pi", "45", "45grad", "--pi", "1/-8pi", "1/2/3pi", "/8pi", "1edeg", "deg", "'45deg'", "0x10deg"]),
        (.duration, ["0.25s", "250ms", "250 ms", "1e3ms", "+1s", "'0.25s'", "-1s", "-0s", "-0.0ms", "0.2", "s", "1h", "0.25 sec", "0x10s"]),
        (.size, ["120x120", "300 x 44", "52×52", "1e2x5", "+5x5", "64x0", "0.0x5", "64x", "-5x5", "-0x5", "5x5x5", "5*5", "0x10x5"]),
        (.length(.nonNegative), ["2", "0", "2pt", "0pt", "2 pt", "-1", "-1pt", "-0", "-0pt", "'2'", "2px", "0x2", ".inf"]),
        (.length(.positive), ["0.5pt", "1", "0pt", "0", "0.0pt", "-0pt"]),
        (.length(.any), ["-4", "-4pt", "1e3pt", "'-4'"]),
        (.relativeLength, ["4", "-4", "-0", "4pt", "'-0pt'", "height/3.5", "width / 10", "'4pt'", "height/0", "'4'", "height", "height/-2", "depth/2", "0x4", ".inf"]),
        (.point, ["[0, 1]", "[-1.5, 2]", "[0x10, 1]", "[0]", "[0, 1, 2]", "['0', 1]", "[.inf, 0]", "[true, 0]", "5"]),
        (.color, ["tint", "systemPink", "clear", "'#FFF'", "'#ff2d55'", "'#FF2D55AA'", "rgb(0, 0.5, 1)", "rgba(0,0,0,0.5)", "white(0.9)", "white(1, .5)", "rgb (0, 0, 0)", "rgb(1., 0, 0)",
                  "rgb(-0, 0, 0)", "'#FF2D5'", "'#GGG'", "white(1.5)", "rgb(0, 0, 255)", "rgb(0, 0)", "hsl(0, 0, 0)", "sytemRed", "Tint", "rgb(-0.5, 0, 0)",
                  "rgb(1e-1, 0, 0)", "' tint '", "' systemPink'", "' #FFF '", "0", "true",
                  "{ light: '#1E88E5', dark: '#90CAF9', highContrastDark: '#FFFFFF' }", "{ light: systemBlue }", "{ light: red, highContrastLight: black }",
                  "{ dark: red }", "{ light: red, drak: blue }", "{ light: tint, dark: red }", "{ light: { normal: red } }", "{ light: '#12' }", "{ normal: red }", "{}"]),
        (.stateColor, ["tint", "{ normal: tint, highlighted: systemRed }", "{ highlighted: tint }", "{ normal: tint, pressed: tint }", "[tint]", "{ normal: ' tint' }",
                       "{ light: white(0.9), dark: white(0.2) }", "{ normal: { light: red, dark: blue }, highlighted: systemPink }",
                       "{ normal: { light: red, dark: blue }, disabled: { light: gray, highContrastDark: white } }", "{ normal: red, dark: blue }",
                       "{ normal: { dark: blue } }", "{ normal: { light: tint } }", "{ light: red, normal: blue }", "{ normal: { light: { light: red } } }"]),
        (.stateImage, ["knob", "{ normal: knob, disabled: knobOff }", "{ disabled: knob }", "{ normal: 5 }", "5", "'5'"]),
        (.easing, ["linear", "hold", "easeInEaseOut", "cubic-bezier(0.25, 0.1, 0.25, 1)", "cubic-bezier(0,-2,1,3)", "cubic-bezier(-0, 0, 1, 1)", "cubic-bezier(0.5, 1e-1, 0.5, 1)",
                   "easeInOut", "cubic-bezier(1.5, 0, 0, 1)", "cubic-bezier (0, 0, 1, 1)", "cubic-bezier(0, 0, 1)", "cubic-bezier(1e-1, 0, 0.5, 1)", "' linear'", "true"]),
        (.oneOrMany(.enumeration(["begin", "end"])), ["begin", "[begin, end]", "[]", "[begin, 5]", "5"]),
        (.array(.enumeration(["begin", "end"]), minCount: 0), ["[]", "[begin]", "begin", "[true]"]),
        (.array(.name(.identifier), minCount: 1), ["[a]", "[]", "[a, B]"]),
        (.map(.boolean, key: .identifier), ["{ a: true }", "{ A: true }", "{ a: yes }", "{ true: True }", "[]"]),
        (.assignments, ["rest", "{ cart.x: 1 }", "{ Cart.x: 1 }", "{ cart: 1 }", "'rest'", "Rest", "5"])
    )

    /// Values the checker and the schema judge differently, each for a reason the schema cannot
    /// express.
    static let disagreeing: [Case] = cases(
        (.number(.any), [".nan"]),  // NaN compares false with every bound, so no JSON Schema keyword refuses it
        // A number written in text that overflows a Double: a pattern cannot bound a magnitude.
        (.angle, ["1e400deg"]), (.duration, ["1e400s"]), (.size, ["1e400x5"]), (.length(.nonNegative), ["1e400pt"]), (.relativeLength, ["height/1e400"])
    )

    /// Animated values for each property, accepted and rejected, in a whole button spec (the
    /// checker reads them with the part's property).
    static let agreeingAssignments: [(property: String, yaml: String)] = [
        ("x", "32"), ("x", "-4"), ("x", "0x10"), ("x", "32pt"), ("x", "'32pt'"), ("x", "32 ± 4"), ("x", "32 +- 4pt"), ("x", "32 ± -0"), ("x", "'32'"),
        ("x", "32 ± -4"), ("x", "45deg"), ("x", "true"), ("x", ".inf"), ("x", "1e3 ± 1"),
        ("rotation", "45deg"), ("rotation", "-0.1rad ± 0.05rad"), ("rotation", "pi ± -0pi"), ("rotation", "1/8pi ± 1/16pi"), ("rotation", "45"), ("rotation", "0x10"),
        ("rotation", "45deg ± -1deg"), ("rotation", "'45deg'"), ("rotation", "45deg ± 2"),
        ("alpha", "0.5"), ("alpha", "1"), ("alpha", "-0"), ("alpha", "1.5"), ("alpha", "-0.1"), ("alpha", "0x1"),
        ("width", "0"), ("width", "-1"), ("scale", "0.8"), ("scale", "0"), ("scale", "-1"),
        ("colour", "1"), ("Scale", "1"),
    ]

    /// Animated values the checker and the schema judge differently: the checker keeps a
    /// property's limits for the value with its jitter, which the schema cannot add up.
    static let disagreeingAssignments: [(property: String, yaml: String)] = [
        ("alpha", "0.5 ± 0.6"), ("alpha", "2pt"), ("scale", "0pt"),
    ]

    @Test func schemaAndCheckerAgreeOnEveryScalar() throws {
        guard SchemaValidation.isAvailable() else { return }
        let verdicts = try Self.verdicts(Self.agreeing)
        for (item, verdict) in zip(Self.agreeing, verdicts) {
            #expect(verdict.checker == verdict.schema, "\(item): checker \(verdict.checker ? "accepts" : "rejects"), schema \(verdict.schema ? "accepts" : "rejects")")
        }
    }

    @Test func listedDisagreementsStillDisagree() throws {
        guard SchemaValidation.isAvailable() else { return }
        let verdicts = try Self.verdicts(Self.disagreeing)
        for (item, verdict) in zip(Self.disagreeing, verdicts) {
            #expect(verdict.checker != verdict.schema, "\(item) is no longer a disagreement; remove it from the list")
        }
    }

    @Test func schemaAndCheckerAgreeOnAnimatedValues() throws {
        guard SchemaValidation.isAvailable() else { return }
        for (item, verdict) in zip(Self.agreeingAssignments, try Self.specVerdicts(Self.agreeingAssignments)) {
            #expect(verdict.checker == verdict.schema, "\(item.property): \(item.yaml): checker \(verdict.checker ? "accepts" : "rejects"), schema \(verdict.schema ? "accepts" : "rejects")")
        }
        for (item, verdict) in zip(Self.disagreeingAssignments, try Self.specVerdicts(Self.disagreeingAssignments)) {
            #expect(!verdict.checker && verdict.schema, "\(item.property): \(item.yaml) is no longer a disagreement; remove it from the list")
        }
    }

    private static func cases(_ groups: (ValueType, [String])...) -> [Case] {
        groups.flatMap { type, values in values.map { Case(type: type, yaml: $0) } }
    }

    /// Whether the checker and the schema accept each case.
    private static func verdicts(_ cases: [Case]) throws -> [(checker: Bool, schema: Bool)] {
        var properties: [JSONMember] = []
        var instances: [String] = []
        var checker: [Bool] = []
        for (index, item) in cases.enumerated() {
            let source = "v: \(item.yaml)\n"
            let node = try #require(YAMLReader.read(Array(source.utf8), diagnostics: DiagnosticCollector())?.pairs?.first?.value, "\(source)")
            let collector = DiagnosticCollector()
            let checked = StructureChecker(diagnostics: collector).check(node, as: item.type, keyPath: "v", anchor: node.span)
            checker.append(checked != nil && !collector.hasErrors)
            properties.append(JSONMember("c\(index)", JSONSchemaEmitter.schema(for: item.type)))
            instances.append("{\"c\(index)\": \(node.jsonText)}")
        }
        let schema = JSONValue.object([
            "$schema": .string(JSONSchemaEmitter.draft),
            "definitions": .object(JSONSchemaEmitter.definitions()),
            "properties": .object(properties),
        ])
        let errors = try JSONSchemaValidator.errors(schemaText: schema.prettyText, instances: instances)
        return zip(checker, errors).map { ($0, $1.isEmpty) }
    }

    /// Whether `lint` (no error) and the schema accept a button whose press animation sets each
    /// property to each value.
    private static func specVerdicts(_ items: [(property: String, yaml: String)]) throws -> [(checker: Bool, schema: Bool)] {
        let specs = items.map { Rule.minimalButton.replacingOccurrences(of: "heart.scale: 0.8", with: "heart.\($0.property): \($0.yaml)") }
        let errors = try SchemaValidation.schemaErrors(forSpecs: specs)
        return zip(specs, errors).map { spec, errors in (!Linter.lint(Array(spec.utf8)).hasErrors, errors.isEmpty) }
    }
}
