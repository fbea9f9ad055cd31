import Testing
@testable import ControlSpec

/// The glob patterns of `include:` and `exclude:`.
@Suite struct GlobTests {
    /// The glob for `pattern`, which must parse.
    func glob(_ pattern: String) throws -> Glob {
        try Glob.parse(pattern).get()
    }

    @Test(arguments: [
        ("Specs/Knob.control.yaml", "Specs/Knob.control.yaml", true),
        ("Specs/*.control.yaml", "Specs/Knob.control.yaml", true),
        ("Specs/*.control.yaml", "Specs/Old/Knob.control.yaml", false),
        ("*.control.yaml", "Specs/Knob.control.yaml", false),
        ("**/*.control.yaml", "Knob.control.yaml", true),
        ("**/*.control.yaml", "a/b/c/Knob.control.yaml", true),
        ("Specs/**/Old*", "Specs/Old.control.yaml", true),
        ("Specs/**/Old*", "Specs/x/y/OldKnob.control.yaml", true),
        ("Specs/**/Old*", "Other/Old.control.yaml", false),
        ("Specs/K?ob.control.yaml", "Specs/Knob.control.yaml", true),
        ("Specs/K?ob.control.yaml", "Specs/Kob.control.yaml", false),
        ("Specs/K?ob.control.yaml", "Specs/K/ob.control.yaml", false),
        ("Specs/*", "Specs/Knob.control.yaml", true),
        ("Specs/*Knob*", "Specs/RotaryKnobs.control.yaml", true),
        ("Specs/*a*b*c", "Specs/xaxbxbxc", true),
        ("Specs/*a*b*c", "Specs/xaxbxbxcx", false),
        ("Specs/Legacy", "Specs/Legacy/Old.control.yaml", true),
        ("Specs/Legacy/", "Specs/Legacy/Old.control.yaml", true),
        ("./Specs/Legacy", "Specs/Legacy/Old.control.yaml", true),
        ("Specs/Leg", "Specs/Legacy/Old.control.yaml", false),
        ("Specs/**", "Specs/a/b.control.yaml", true),
        ("**", "anything/at/all", true),
        ("specs/*", "Specs/Knob.control.yaml", false),
    ])
    func matches(pattern: String, path: String, expected: Bool) throws {
        #expect(try glob(pattern).matches(path) == expected, "\(pattern) against \(path)")
    }

    @Test(arguments: [
        ("", GlobError.empty),
        ("./", .empty),
        ("/Specs/*", .absolute),
        ("../Specs/*", .leavesFolder),
        ("Specs/./x", .leavesFolder),
        ("Specs/a**", .partialDoubleStar),
        ("***", .partialDoubleStar),
    ])
    func invalidPatternsAreRefused(pattern: String, error: GlobError) {
        #expect(throws: error) { try Glob.parse(pattern).get() }
    }

    @Test func keepsThePatternAsWritten() throws {
        #expect(try glob("./Specs/").pattern == "./Specs/")
    }
}
