import Testing
@testable import ControlSpec

/// The schema's scalar patterns against the checker's grammars, value by value: both accept or
/// both reject, except for the listed disagreements, which must still disagree (so the list in
/// the docs stays true).
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

    /// Values for each type, accepted and rejected.
    static let agreeing: [Case] = cases(
        (.angle, ["45deg", "45 deg", "45°", "-0.8rad", "+1rad", "pi", "-pi", "'- pi'", "π", "3/8pi", "-11/8pi", "3 / 8 pi", ".5pi", "5.deg", "1e2deg", "1/+8pi",
                  "1/0pi", "45", "45grad", "--pi", "1/-8pi", "1/2/3pi", "/8pi", "1edeg", "deg", "'45deg'"]),
        (.duration, ["0.25s", "250ms", "250 ms", "1e3ms", "+1s", "'0.25s'", "-1s", "0.2", "s", "1h", "0.25 sec"]),
        (.size, ["120x120", "300 x 44", "52×52", "1e2x5", "+5x5", "64x0", "0.0x5", "64x", "-5x5", "5x5x5", "5*5"]),
        (.color, ["tint", "systemPink", "clear", "'#FFF'", "'#ff2d55'", "'#FF2D55AA'", "rgb(0, 0.5, 1)", "rgba(0,0,0,0.5)", "white(0.9)", "white(1, .5)", "rgb (0, 0, 0)", "rgb(1., 0, 0)",
                  "'#FF2D5'", "'#GGG'", "white(1.5)", "rgb(0, 0, 255)", "rgb(0, 0)", "hsl(0, 0, 0)", "sytemRed", "Tint", "rgb(-0.5, 0, 0)"]),
        (.easing, ["linear", "hold", "easeInEaseOut", "cubic-bezier(0.25, 0.1, 0.25, 1)", "cubic-bezier(0,-2,1,3)", "easeInOut", "cubic-bezier(1.5, 0, 0, 1)", "cubic-bezier (0, 0, 1, 1)", "cubic-bezier(0, 0, 1)"]),
        (.relativeLength, ["4", "-4", "4pt", "height/3.5", "width / 10", "'4pt'", "height/0", "'4'", "height", "height/-2", "depth/2"]),
        (.length(.nonNegative), ["2", "0", "2pt", "0pt", "2 pt", "-1", "-1pt", "'2'", "2px"]),
        (.length(.positive), ["0.5pt", "1", "0pt", "0", "0.0pt"]),
        (.number(.unit), ["0", "1", "0.5", "1.5", "-0.1", "'0.5'"]),
        (.integer(1...1), ["1", "+1", "2", "'1'"]),
        (.boolean, ["true", "false", "yes", "no", "on", "'true'"]),
        (.text, ["A dial.", "'A dial.'", "'a\\nb'"]),
        (.name(.typeName), ["Dial", "_Dial2", "class", "2Dial", "Dial-2", String(repeating: "D", count: 100), String(repeating: "D", count: 101)]),
        (.name(.identifier), ["heart", "heart2", "Heart", "heart_2", String(repeating: "h", count: 100), String(repeating: "h", count: 101)]),
        (.name(.symbol), ["heart.fill", "cart", "Heart.fill", "heart..fill", "heart."]),
        (.point, ["[0, 1]", "[-1.5, 2]", "[0]", "[0, 1, 2]", "['0', 1]"]),
        (.stateColor, ["tint", "{ normal: tint, highlighted: systemRed }", "{ highlighted: tint }", "{ normal: tint, pressed: tint }", "[tint]"]),
        (.stateImage, ["knob", "{ normal: knob, disabled: knobOff }", "{ disabled: knob }"])
    )

    /// Values the checker and the schema judge differently, each for a reason the schema cannot
    /// (or should not) follow.
    static let disagreeing: [Case] = cases(
        (.text, ["5", "true"]),  // the checker takes plain numbers and booleans as text
        (.name(.identifier), ["true"]),  // likewise for names
        (.color, ["rgb(1e-1, 0, 0)", "' tint '"]),  // exponents in 0…1 components; spaces around names
        (.duration, ["-0s"]),  // negative zero
        (.boolean, ["True", "FALSE"]),  // YAML 1.2 booleans that the checker asks to write in lower case
        (.integer(1...1), ["1.0"]),  // a float equal to an integer is an integer in JSON Schema
        (.number(.any), ["0x10", "0o17", ".inf"])  // YAML 1.2 numbers that the checker does not take
    )

    @Test func patternsAgreeWithTheGrammars() throws {
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
}
