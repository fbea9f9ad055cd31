import ControlSpecTemplates
import Foundation
import Mustache

/// The templates of one run: the bundled ones, each possibly replaced by a user's template of the
/// same name (`--templates DIR`), parsed once.
///
/// With overrides, every template is parsed at once, so that each problem is reported before
/// anything is written. The bundled templates alone are known to parse (a test renders each),
/// and are parsed when first needed, one main template (`<kind>.swift`) at a time with every
/// partial it includes, so that a run over one spec, as the build plugin makes, parses only what
/// it renders.
public struct TemplateSet: Sendable {
    /// The parsed templates, usable as partials of each other.
    private let libraries: TemplateLibraries
    /// The sources the set was made from, by name.
    public let sources: [String: TemplateSource]
    /// The key of every template's name and text: a generated file records it, so that a change
    /// to any template renders the file again.
    let fingerprint: InputKey

    /// A set of templates and the sources they came from.
    private init(libraries: TemplateLibraries, sources: [String: TemplateSource]) {
        self.libraries = libraries
        self.sources = sources
        var key = InputKey()
        for source in sources.values.sorted(by: { $0.name < $1.name }) {
            key.add(source.name)
            key.add(source.text)
        }
        fingerprint = key
    }

    /// The overrides among `overrides` whose name matches no bundled template, each with a
    /// message (with a did-you-mean): a misspelt file name must not be ignored silently.
    public static func unmatched(_ overrides: [TemplateSource]) -> [(source: TemplateSource, message: String)] {
        let names = TemplateSource.bundled.map(\.name)
        return overrides.filter { !names.contains($0.name) }.sorted { $0.name < $1.name }.map {
            ($0, "template '\($0.displayPath)' replaces no bundled template\(Suggestion.suffix(for: $0.name, in: names)); 'controlspec templates list' names them")
        }
    }

    /// Parses the bundled templates with `overrides` replacing those of the same name. Returns
    /// `nil` when a template does not parse; every problem is reported, each located in its
    /// template file.
    public static func make(overrides: [TemplateSource] = []) -> (set: TemplateSet?, diagnostics: [FileDiagnostic]) {
        let bundled = Dictionary(uniqueKeysWithValues: TemplateSource.bundled.map { ($0.name, $0) })
        var sources = bundled
        for override in overrides where sources[override.name] != nil {
            sources[override.name] = override
        }
        guard sources != bundled else {
            return (TemplateSet(libraries: TemplateLibraries(sources: sources), sources: sources), [])
        }
        var findings: [FileDiagnostic] = []
        var library = MustacheLibrary()
        for source in sources.values.sorted(by: { $0.name < $1.name }) {
            do {
                library.register(try parse(source), named: source.name)
            } catch {
                findings.append(FileDiagnostic(path: source.displayPath, diagnostic: diagnostic(for: error)))
            }
        }
        return (findings.isEmpty ? TemplateSet(libraries: TemplateLibraries(parsed: library), sources: sources) : nil, findings.sorted())
    }

    /// Renders the template `name` with a view-model, handed to the templates as a
    /// `TemplateContext` (dictionaries swift-mustache reads without reflection).
    func render(_ viewModel: some Encodable, template name: String) -> String {
        libraries.library(for: name).render(TemplateContext.make(viewModel), withTemplate: name) ?? ""
    }

    /// Parses one template's text.
    fileprivate static func parse(_ source: TemplateSource) throws -> MustacheTemplate {
        try MustacheTemplate(string: textPragma + source.text)
    }

    /// Makes `{{name}}` insert text as it is: the output is Swift, not HTML. It is put on the
    /// templates' first line without a line break, so template line numbers stay as written.
    private static let textPragma = "{{% CONTENT_TYPE: TEXT}}"

    /// A located diagnostic for a template that does not parse.
    private static func diagnostic(for error: any Error) -> Diagnostic {
        guard let parserError = error as? MustacheTemplate.ParserError else {
            return Diagnostic(severity: .error, message: "the template does not parse: \(error)", ruleID: Rule.templateSyntax.id, span: .fileStart)
        }
        let context = parserError.context
        let column = context.lineNumber == 1 ? max(1, context.columnNumber - textPragma.count) : context.columnNumber
        let location = SourceLocation(line: context.lineNumber, column: column)
        return Diagnostic(severity: Rule.templateSyntax.defaultSeverity, message: message(for: parserError.error), ruleID: Rule.templateSyntax.id, span: SourceSpan(at: location))
    }

    /// The parser's error in words.
    private static func message(for error: any Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect?: "the closing tag does not match the open section's name"
        case .unfinishedName?: "a tag is not closed; expected '}}'"
        case .expectedSectionEnd?: "a section is not closed; expected '{{/name}}'"
        case .invalidSetDelimiter?: "a set-delimiter tag is malformed"
        case .transformAppliedToInheritanceSection?: "a transform cannot apply to an inheritance section"
        case .illegalTokenInsideInheritSection?, .textInsideInheritSection?: "an inheritance section may hold only block overrides"
        case .invalidConfigVariableSyntax?, .unrecognisedConfigVariable?: "a pragma tag is malformed or unknown"
        case nil: "the template does not parse: \(error)"
        }
    }
}

/// The parsed libraries of a template set: every template parsed up front (with overrides), or
/// the bundled ones parsed one main template at a time, with its partials, when first rendered.
private final class TemplateLibraries: @unchecked Sendable {
    /// Guards `byKind`; the specs of a run are rendered on several threads.
    private let lock = NSLock()
    /// The sources to parse when needed, by name; empty when every template was parsed up front.
    private let sources: [String: TemplateSource]
    /// The library of every template, when they were parsed up front.
    private let parsed: MustacheLibrary?
    /// The library of each main template parsed so far, by its name (`knob.swift`).
    private var byMain: [String: MustacheLibrary] = [:]

    /// Every template, parsed.
    init(parsed: MustacheLibrary) {
        self.parsed = parsed
        sources = [:]
    }

    /// The bundled templates `sources`, to parse when first needed.
    init(sources: [String: TemplateSource]) {
        parsed = nil
        self.sources = sources
    }

    /// The library that renders the main template `name` (`knob.swift`): that template and every
    /// partial it names, directly or through another partial (`{{> header.swift}}`), so a kind's
    /// templates and the shared partials it uses are parsed together, once.
    func library(for name: String) -> MustacheLibrary {
        if let parsed { return parsed }
        lock.lock()
        defer { lock.unlock() }
        if let library = byMain[name] { return library }
        var library = MustacheLibrary()
        var pending = [name], seen: Set<String> = [name]
        while let next = pending.popLast() {
            guard let source = sources[next] else { continue }
            // The bundled templates parse: a test renders every one of them.
            if let template = try? TemplateSet.parse(source) { library.register(template, named: source.name) }
            for partial in Self.partials(named: source.text) where seen.insert(partial).inserted {
                pending.append(partial)
            }
        }
        byMain[name] = library
        return library
    }

    /// The names of the partials `text` includes (`{{> name}}`, `{{>name}}`).
    static func partials(named text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "{{>") {
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "}}") else { break }
            names.append(rest[..<close.lowerBound].trimmingCharacters(in: .whitespaces))
            rest = rest[close.upperBound...]
        }
        return names
    }
}
