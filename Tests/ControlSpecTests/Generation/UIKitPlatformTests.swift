import Foundation
import Testing
@testable import ControlSpec

/// Where the UIKit control compiles: every platform whose UIKit has controls (iOS, iPadOS, Mac
/// Catalyst, tvOS, visionOS), not watchOS; and not tvOS when the spec names a colour tvOS's UIKit
/// lacks, wherever it names it (a state, an appearance).
@Suite struct UIKitPlatformTests {
    /// A knob whose track colour is `color`, written as YAML.
    static func knob(trackColor color: String) throws -> ControlSpecification {
        let yaml = """
            controlspec: 1
            name: Dimmer
            kind: knob
            summary: Dims a lamp.
            size: 72x72
            value: { min: 10, max: 90, step: 10 }
            angles: { start: -120deg, end: 120deg, zero: up }
            track: { lineWidth: 4, color: \(color) }
            accessibility: { label: Brightness }
            """
        return try #require(Linter.lint(Array(yaml.utf8)).spec, "\(color)")
    }

    /// The condition the UIKit control of `spec` compiles under.
    static func condition(_ spec: ControlSpecification) -> String {
        ControlViewModel(spec: spec, options: GenerationOptions(specPath: "Dimmer.control.yaml")).uikitCondition
    }

    @Test(arguments: ["systemRed", "gray", "{ normal: label, disabled: separator }", "{ light: systemGray, dark: lightGray }"])
    func colorsEveryUIKitHasKeepTVOS(color: String) throws {
        #expect(Self.condition(try Self.knob(trackColor: color)) == "canImport(UIKit) && !os(watchOS)")
    }

    /// A colour tvOS's UIKit lacks keeps the control on tvOS: the file declares a member of its
    /// own for it, UIKit's colour elsewhere and on tvOS the documented values per appearance, and
    /// the control names that member.
    @Test(arguments: [("systemGray4", ["systemGray4"]), ("{ normal: systemRed, disabled: systemGray6 }", ["systemGray6"]),
                      ("{ normal: { light: white, dark: systemFill } }", ["systemFill"]),
                      ("{ normal: tint, highlighted: { light: secondarySystemBackground, dark: systemGray2 } }",
                       ["secondarySystemBackground", "systemGray2"])])
    func aColorTVOSLacksIsDeclaredForTVOS(color: String, names: [String]) throws {
        let spec = try Self.knob(trackColor: color)
        #expect(Self.condition(spec) == "canImport(UIKit) && !os(watchOS)")
        let templates = try #require(TemplateSet.make().set)
        let text = SwiftGenerator.generate(spec, options: GenerationOptions(specPath: "Dimmer.control.yaml"), templates: templates).text
        for name in names {
            let member = SwiftColor.memberName(name)
            #expect(member != name)
            let light = try #require(NamedColors.value(of: name, in: .light)), dark = try #require(NamedColors.value(of: name, in: .dark))
            let declaration = "    static var \(member): UIColor {\n#if os(tvOS)\n        UIColor(dynamicProvider: { @Sendable traits in "
            #expect(text.contains(declaration), "\(name)")
            #expect(text.contains("#else\n        .\(name)\n#endif\n    }"), "\(name)")
            #expect(text.contains("red: \(SwiftLiteral.number(light.red)), green: \(SwiftLiteral.number(light.green))"), "\(name) light")
            #expect(text.contains("red: \(SwiftLiteral.number(dark.red)), green: \(SwiftLiteral.number(dark.green))"), "\(name) dark")
            #expect(text.contains(".\(member)") && !text.contains("= .\(name)") && !text.contains("UIColor.\(name).resolvedColor"), "\(name)")
        }
        // Colours UIKit has on tvOS are named as they are, and the file declares nothing for them.
        let plain = SwiftGenerator.generate(try Self.knob(trackColor: "systemGray"), options: GenerationOptions(specPath: "Dimmer.control.yaml"),
                                            templates: templates).text
        #expect(!plain.contains("private extension UIColor"))
    }

    /// The names the stubs leave out on tvOS are exactly `NamedColors.missingOnTVOS`, so the
    /// generator and the type-check agree.
    @Test func theStubsLeaveOutExactlyTheseColorsOnTVOS() throws {
        let stub = try String(contentsOf: PackagePaths.root.appendingPathComponent("Tests/InterfaceStubs/UIKit/UIKitDrawing.swift"), encoding: .utf8)
        var names: Set<String> = [], inside = false
        for line in stub.split(separator: "\n") {
            if line == "#if !STUB_TVOS" { inside = true } else if line == "#endif" { inside = false }
            if inside, let match = line.firstMatch(of: /open class var (\w+): UIColor/) { names.insert(String(match.1)) }
        }
        #expect(names == NamedColors.missingOnTVOS)
    }
}
