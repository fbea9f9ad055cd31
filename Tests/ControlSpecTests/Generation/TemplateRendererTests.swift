import Mustache
import Testing
@testable import ControlSpec

/// controlspec's own template renderer (`CompiledTemplate`, `TemplateRenderer`) against
/// swift-mustache, the reference: the same templates and contexts give the same bytes, the
/// templates it does not take go to swift-mustache, and the bundled templates are its.
@Suite struct TemplateRendererTests {
    /// swift-mustache's output for `templates` (by name) rendered from `main`, or `nil` when one
    /// does not parse.
    static func reference(_ templates: [String: String], main: String, context: TemplateValue) -> String? {
        var library = MustacheLibrary()
        for (name, text) in templates {
            guard let template = try? MustacheTemplate(string: CompiledTemplate.textPragma + text) else { return nil }
            library.register(template, named: name)
        }
        return library.render(context.mustacheObject, withTemplate: main)
    }

    /// controlspec's output for the same, or `nil` when one is not compiled.
    static func own(_ templates: [String: String], main: String, context: TemplateValue) -> String? {
        var compiled: [String: CompiledTemplate] = [:]
        for (name, text) in templates {
            guard let template = CompiledTemplate(text) else { return nil }
            compiled[name] = template
        }
        return TemplateRenderer.render(main, of: compiled, context: context).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Random templates of every tag the renderer takes, laid out every way the whitespace rules
    /// care about (tags alone on their lines, indented, at the start and the end of the template,
    /// partials in indented partials), rendered with random contexts: the two renderers agree on
    /// whether each template parses and, when it does, on every byte.
    @Test func randomTemplatesRenderAsSwiftMustacheRendersThem() {
        var generator = RandomTemplates(seed: 20_261_126)
        var rendered = 0
        for index in 0..<3_000 {
            let templates = [
                "main": generator.template(depth: 3, partials: ["p1", "p2", "missing"]),
                "p1": generator.template(depth: 2, partials: ["p2"]),
                "p2": generator.template(depth: 2, partials: []),
            ]
            let context = generator.context()
            for (name, text) in templates {
                let parses = (try? MustacheTemplate(string: CompiledTemplate.textPragma + text)) != nil
                #expect((CompiledTemplate(text) != nil) == parses, "case \(index), \(name): \(String(reflecting: text))")
            }
            let expected = Self.reference(templates, main: "main", context: context)
            let actual = Self.own(templates, main: "main", context: context)
            #expect(actual == expected, "case \(index): \(String(reflecting: templates))")
            if expected != nil { rendered += 1 }
        }
        // Most random templates parse, so the outputs compared are mostly real ones.
        #expect(rendered > 2_000)
    }

    /// swift-mustache's whitespace handling, written out: each case is one the renderer must copy
    /// exactly, not the Mustache specification's answer.
    @Test(arguments: [
        // A tag on the template's first line never stands alone: the pragma is before it.
        ("{{#t}}\nx\n{{/t}}\n", [String: String](), "\nx\n"),
        // A standalone section's lines go; an inline one keeps its line.
        ("a\n{{#t}}\nx\n{{/t}}\nb {{#t}}y{{/t}}\n", [:], "a\nx\nb y\n"),
        // An indented partial alone on its line: every line of it indented, the first by the
        // whitespace before the tag...
        ("a\n  {{> p}}\nb\n", ["p": "1\n2\n"], "a\n  1\n  2\nb\n"),
        // ...and that whitespace stays when the partial writes nothing.
        ("a\n  {{> p}}\nb\n", ["p": ""], "a\n  b\n"),
        // The second item of a section in an indented partial starts unindented.
        ("x\n  {{> p}}\n", ["p": "0\n{{#list}}\n- {{.}}\n{{/list}}\n"], "x\n  0\n  - 1\n- 2\n"),
        // Whitespace before a comment that shares its line stays.
        ("x\n  {{! note }} y\n", [:], "x\n   y\n"),
        // Trailing whitespace at the end of the template goes.
        ("x\n   ", [:], "x\n"),
    ])
    func whitespaceAsSwiftMustacheWritesIt(main: String, partials: [String: String], expected: String) {
        let templates = partials.merging(["main": main]) { $1 }
        let context = TemplateValue.object(["t": .flag(true), "list": .list([.number(1), .number(2)])])
        #expect(Self.reference(templates, main: "main", context: context) == expected)
        #expect(Self.own(templates, main: "main", context: context) == expected)
    }

    /// An object finds each of its names, small (looked through) or large (through its table),
    /// finds no other, and keeps the later value of a name given twice.
    @Test(arguments: [0, 1, 8, 9, 17, 100])
    func objectsFindEachOfTheirNames(count: Int) {
        let names = (0..<count).map { "name\($0)" } + ["a.b", "é", "", "a much longer name than a small string holds"]
        var entries = names.map { TemplateObject.Entry($0, .text("first " + $0)) }
        entries += names.filter { $0.hasSuffix("7") || $0.isEmpty }.map { TemplateObject.Entry($0, .text("later " + $0)) }
        let object = TemplateObject(entries: entries)
        #expect(object.entries.map(\.name) == names)
        for name in names {
            let expected = (name.hasSuffix("7") || name.isEmpty ? "later " : "first ") + name
            #expect(object.value(named: name)?.renderedText == expected)
            #expect(TemplateValue.object(object).child(named: name, hash: TemplateObject.hash(name))?.renderedText == expected)
        }
        for missing in ["name\(count)", "Name0", "name", "a", "b", " "] {
            #expect(object.value(named: missing) == nil, "\(missing)")
        }
    }

    /// What the renderer does not take is not compiled, so that swift-mustache renders it.
    @Test(arguments: [
        "{{=<% %>=}}<%x%>", "{{uppercased(x)}}", "{{#reversed(list)}}{{/reversed(list)}}", "{{<p}}{{$b}}x{{/b}}{{/p}}",
        "{{$b}}x{{/b}}", "{{>*name}}", "{{% CONTENT_TYPE: HTML}}", "a\r\nb", "a\rb", "\u{2028}", "a \u{301}{{x}}",
        "{{\u{A0}x}}", "1\u{20E3}{{x}}", "\u{600}1{{x}}", "a\u{85}b",
    ])
    func whatTheRendererDoesNotTakeIsNotCompiled(text: String) {
        #expect(CompiledTemplate(text) == nil)
    }

    /// Text of other scripts and symbols next to tags is taken: only a character that joins an
    /// ASCII character to another scalar is not.
    @Test func nonASCIITextIsTaken() {
        #expect(CompiledTemplate("é{{x}}—🎛\n{{#y}}ü\u{301}{{/y}}") != nil)
    }

    /// A set of templates with one the renderer does not take renders through swift-mustache,
    /// and only the kinds that include it do.
    @Test func aTemplateTheRendererDoesNotTakeIsRenderedBySwiftMustache() throws {
        let header = TemplateSource(name: "header.swift", displayPath: "MyTemplates/header.swift.mustache", text: "// {{uppercased(control.typeName)}} {{control.typeName}}\n")
        let (set, diagnostics) = TemplateSet.make(overrides: [header])
        #expect(diagnostics.isEmpty)
        let templates = try #require(set)
        let entry = try #require(SpecCorpus.kind("knob").first)
        let text = SwiftGenerator.generate(entry.spec, options: GenerationOptions(access: .internal, specPath: entry.path), templates: templates).text
        #expect(text.hasPrefix("// \(entry.spec.name.uppercased()) \(entry.spec.name)\n"))
        #expect(!templates.rendersWithOwnRenderer("knob.swift"))
        let standalone = try #require(TemplateSet.make(overrides: [TemplateSource(name: "knob-swiftui.swift", displayPath: "k", text: "// {{control.typeName}}\n")]).set)
        #expect(standalone.rendersWithOwnRenderer("knob.swift"))
    }

    /// Every bundled kind renders with controlspec's renderer, and gives swift-mustache's bytes
    /// for every spec of the corpus.
    @Test func theBundledTemplatesRenderAsSwiftMustacheRendersThem() throws {
        let templates = try #require(TemplateSet.make().set)
        for kind in ControlKinds.names {
            #expect(templates.rendersWithOwnRenderer("\(kind).swift"), "\(kind)")
        }
        let reference = templates.renderedBySwiftMustache()
        #expect(!reference.rendersWithOwnRenderer("knob.swift"))
        for entry in SpecCorpus.all {
            for access in [GenerationOptions.AccessLevel.internal, .public] {
                let options = GenerationOptions(access: access, specPath: entry.path)
                let own = SwiftGenerator.generate(entry.spec, options: options, templates: templates).text
                let expected = SwiftGenerator.generate(entry.spec, options: options, templates: reference).text
                #expect(own == expected, "\(entry.path), \(access)")
            }
        }
    }
}

/// Random Mustache templates and contexts from a seed.
struct RandomTemplates {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// One of `choices`.
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &random)]
    }

    /// Whether a one-in-`n` chance came up.
    mutating func chance(_ n: Int) -> Bool {
        Int.random(in: 0..<n, using: &random) == 0
    }

    /// The names tags use: present, missing, dotted, the current context.
    let names = ["a", "b", "list", "flag", "no", "obj", "obj.a", "obj.list", "missing", ".", ".a", "a.b", "n", "empty", "text"]

    /// Whitespace inside a tag.
    mutating func padding() -> String {
        pick(["", "", " ", "  ", "\t", "\n"])
    }

    /// A template of pieces, sections nested up to `depth`, including `partials`.
    mutating func template(depth: Int, partials: [String]) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...8, using: &random) {
            text += piece(depth: depth, partials: partials)
        }
        return text
    }

    /// One piece: text, a line break with indentation, or a tag, alone on its line or not.
    mutating func piece(depth: Int, partials: [String]) -> String {
        switch Int.random(in: 0..<12, using: &random) {
        case 0, 1: return pick(["x", "ab", " ", "\t", "{ ", "}", "}}", "é", "— ", "{ y }", "a{b", "🎛"])
        case 2, 3: return "\n" + pick(["", "", "  ", "\t", "    "])
        case 4: return "{{" + padding() + pick(names) + padding() + "}}"
        case 5:
            let triple = chance(2)
            // Now and then the wrong closing delimiter, which does not parse.
            return (triple ? "{{{" : "{{&") + padding() + pick(names) + padding() + (triple != chance(30) ? "}}}" : "}}")
        case 6, 7:
            guard depth > 0 else { return "" }
            let name = pick(names)
            let open = pick(["{{#", "{{^"]) + padding() + name + padding() + "}}"
            let close = "{{/" + padding() + (chance(40) ? "other" : name) + padding() + "}}"
            let before = pick(["", "\n", "\n  ", " "]), after = pick(["", "\n", "  \n", " "])
            return before + open + after + template(depth: depth - 1, partials: partials) + pick(["", "\n", "\n  "]) + close + pick(["", "\n", " \n"])
        case 8: return pick(["", "\n", "\n  "]) + "{{!" + pick([" note ", "", "}", " a\nb "]) + "}}" + pick(["", "\n", " x"])
        case 9:
            guard !partials.isEmpty else { return "" }
            return pick(["", "\n", "\n  ", "\n\t", " "]) + "{{>" + padding() + pick(partials) + padding() + "}}" + pick(["", "\n", " \n", "x"])
        case 10: return chance(4) ? pick(["{{% CONTENT_TYPE: TEXT}}", "\n{{%CONTENT_TYPE:TEXT}}\n", "{{", "{", "{{}}", "{{ }}"]) : ""
        default: return pick(["\n", "x\n", "  y\n"])
        }
    }

    /// A random context: objects, lists, flags, numbers and texts, some with line breaks.
    mutating func context() -> TemplateValue {
        .object(TemplateObject(object(depth: 2)))
    }

    mutating func object(depth: Int) -> [String: TemplateValue] {
        var entries: [String: TemplateValue] = [:]
        for name in ["a", "b", "list", "flag", "no", "obj", "n", "empty", "text"] where !chance(5) {
            entries[name] = value(depth: depth, named: name)
        }
        return entries
    }

    mutating func value(depth: Int, named name: String) -> TemplateValue {
        switch name {
        case "flag": return .flag(true)
        case "no": return .flag(false)
        case "n": return chance(2) ? .number(Int.random(in: -3...3, using: &random)) : .number(Double(Int.random(in: -8...8, using: &random)) / 4)
        case "empty": return chance(2) ? .list([]) : .text("")
        case "text": return .text(pick(["v", "", "two\nlines\n", "cr\r", "\r\n", "  ", "tail\n"]))
        case "list":
            guard depth > 0 else { return .list([]) }
            return .list((0..<Int.random(in: 0...3, using: &random)).map { _ in chance(3) ? .text(pick(["i", "j\n"])) : .object(TemplateObject(object(depth: depth - 1))) })
        case "obj":
            guard depth > 0 else { return .flag(true) }
            return .object(TemplateObject(object(depth: depth - 1)))
        default:
            return pick([.text(pick(["A", "line\n", "\n", "é"])), .flag(chance(2)), .number(7), .object(["b": .text("inner")])])
        }
    }
}
