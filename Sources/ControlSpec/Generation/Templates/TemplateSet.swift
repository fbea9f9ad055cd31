import ControlSpecTemplates
import Foundation
import Mustache

/// The templates of one run: the bundled ones, each possibly replaced by a user's template of the
/// same name (`--templates DIR`).
///
/// Templates are parsed when first needed, one main template (`<kind>.swift`) at a time with every
/// partial it includes, so that a run over one spec, as the build plugin makes, parses only what
/// it renders. They are rendered by controlspec's own renderer (`CompiledTemplate`,
/// `TemplateRenderer`), which gives swift-mustache's output; a main template that it, or a
/// partial of it, does not take is rendered by swift-mustache. Overrides are parsed by
/// swift-mustache up front as well, so that each problem is reported before anything is written.
public struct TemplateSet: Sendable {
    /// The parsed templates, by main template.
    private let libraries: TemplateLibraries
    /// The sources the set was made from, by name.
    public let sources: [String: TemplateSource]
    /// The key of the name and text of every template that replaces a bundled one: a generated
    /// file records it with the tool's identity, so that a change to any template renders the
    /// file again.
    let fingerprint: InputKey

    /// A set of templates, the sources they came from and their key.
    private init(sources: [String: TemplateSource], fingerprint: InputKey, parsedOverrides: [String: MustacheTemplate] = [:], ownRenderer: Bool = true) {
        libraries = TemplateLibraries(sources: sources, parsedOverrides: parsedOverrides, ownRenderer: ownRenderer)
        self.sources = sources
        self.fingerprint = fingerprint
    }

    /// The key of `sources`: the name and text of each whose text is not the bundled template's
    /// of its name. The bundled templates are part of the tool, whose identity every output key
    /// holds (a rebuilt tool has another); hashing all of them took a quarter of a one-spec
    /// compile in a debug build, the build plugin's.
    private static func fingerprint(of sources: [String: TemplateSource], bundled: [String: TemplateSource]) -> InputKey {
        var key = InputKey()
        for source in sources.values.sorted(by: { $0.name < $1.name }) where bundled[source.name]?.text != source.text {
            key.add(source.name)
            key.add(source.text)
        }
        return key
    }

    /// The overrides among `overrides` whose name matches no bundled template, each with a
    /// message (with a did-you-mean): a misspelt file name must not be ignored silently.
    public static func unmatched(_ overrides: [TemplateSource]) -> [(source: TemplateSource, message: String)] {
        let names = TemplateSource.bundled.map(\.name)
        return overrides.filter { !names.contains($0.name) }.sorted { $0.name < $1.name }.map {
            ($0,
             "template '\($0.displayPath)' replaces no bundled template\(Suggestion.suffix(for: $0.name, in: names)); 'controlspec templates list' names them")
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
        // The bundled templates parse: a test renders every one of them.
        var findings: [FileDiagnostic] = []
        var parsed: [String: MustacheTemplate] = [:]
        for source in sources.values.sorted(by: { $0.name < $1.name }) where source != bundled[source.name] {
            do {
                parsed[source.name] = try parse(source)
            } catch {
                findings.append(FileDiagnostic(path: source.displayPath, diagnostic: diagnostic(for: error)))
            }
        }
        if findings.isEmpty {
            findings = recursions(in: sources, changed: overrides.filter { bundled[$0.name] != nil })
        }
        return (findings.isEmpty ? TemplateSet(sources: sources, fingerprint: fingerprint(of: sources, bundled: bundled), parsedOverrides: parsed) : nil,
                findings.sorted())
    }

    /// A diagnostic for each override that includes itself through its partials, at the partial
    /// tag that leads back to it: rendering it would never finish (swift-mustache and
    /// controlspec's renderer alike recurse until the stack runs out). The bundled templates
    /// include no template twice on a path, so every such cycle passes through an override.
    /// Without overrides there is nothing to look at: every run without `--templates` comes here,
    /// and parsing every template to follow its partials would cost a one-spec compile a quarter
    /// of its time. The partials of a template are read when a path first reaches it.
    private static func recursions(in sources: [String: TemplateSource], changed overrides: [TemplateSource]) -> [FileDiagnostic] {
        guard !overrides.isEmpty else { return [] }
        var partialsByName: [String: [String]] = [:]
        func partials(of name: String) -> [String] {
            if let known = partialsByName[name] { return known }
            let found = sources[name].map { CompiledTemplate($0.text)?.partialNames ?? TemplateLibraries.partials(named: $0.text) } ?? []
            partialsByName[name] = found
            return found
        }
        /// The names on a path of partials from `start` to `target`, both included, if there is one.
        func path(from start: String, to target: String) -> [String]? {
            var previous: [String: String] = [:], pending = [start], seen: Set<String> = [start]
            while !pending.isEmpty {
                let next = pending.removeFirst()
                if next == target {
                    var names = [next]
                    while let before = previous[names[0]] { names.insert(before, at: 0) }
                    return names
                }
                for partial in partials(of: next) where seen.insert(partial).inserted {
                    previous[partial] = next
                    pending.append(partial)
                }
            }
            return nil
        }
        return overrides.sorted { $0.name < $1.name }.compactMap { source in
            for tag in TemplateLibraries.partialTags(in: source.text) {
                guard let path = path(from: tag.name, to: source.name) else { continue }
                let message = "this partial includes '\(source.name)' again (\(([source.name] + path).joined(separator: " → "))): a template that includes " +
                              "itself never finishes rendering"
                return FileDiagnostic(path: source.displayPath, diagnostic: Diagnostic(
                    severity: Rule.templateSyntax.defaultSeverity, message: message, ruleID: Rule.templateSyntax.id, span: SourceSpan(at: tag.location)))
            }
            return nil
        }
    }

    /// Renders the template `name` with a view-model, handed to the templates as a `TemplateValue`:
    /// the UTF-8 bytes of the output.
    func render(_ viewModel: some Encodable, template name: String) -> [UInt8] {
        let context = TemplateValue.make(viewModel)
        switch libraries.library(for: name) {
        case .compiled(let templates):
            return TemplateRenderer.render(name, of: templates, context: context, capacity: Self.outputCapacity) ?? []
        case .mustache(let library):
            return Array((library.render(context.mustacheObject, withTemplate: name) ?? "").utf8)
        }
    }

    /// The output size to reserve. A kind's rendered Swift file is 16 to 24 KB in the benchmark's
    /// corpus: the kernel, most of the file written, is put in after rendering
    /// (`KernelPlaceholder`). A buffer that grows past 128 KB becomes a block glibc maps on its own
    /// and unmaps when it is freed, with every page faulted in again for the next spec
    /// (`AllocatorTuning`); 48 KB leaves a forked template room to double once below that.
    private static let outputCapacity = 48 * 1024

    /// The same templates, every one rendered by swift-mustache: what the tests compare
    /// controlspec's renderer with.
    func renderedBySwiftMustache() -> TemplateSet {
        TemplateSet(sources: sources, fingerprint: fingerprint, parsedOverrides: libraries.parsedOverrides, ownRenderer: false)
    }

    /// Whether the main template `name` is rendered by controlspec's own renderer, not swift-mustache.
    func rendersWithOwnRenderer(_ name: String) -> Bool {
        if case .compiled = libraries.library(for: name) { return true }
        return false
    }

    /// Parses one template's text.
    static func parse(_ source: TemplateSource) throws -> MustacheTemplate {
        try MustacheTemplate(string: textPragma + source.text)
    }

    /// Makes `{{name}}` insert text as it is: the output is Swift, not HTML. It is put on the
    /// templates' first line without a line break, so template line numbers stay as written.
    private static let textPragma = CompiledTemplate.textPragma

    /// A located diagnostic for a template that does not parse.
    private static func diagnostic(for error: any Error) -> Diagnostic {
        guard let parserError = error as? MustacheTemplate.ParserError else {
            return Diagnostic(severity: .error, message: "the template does not parse: \(error)", ruleID: Rule.templateSyntax.id, span: .fileStart)
        }
        let context = parserError.context
        let column = context.lineNumber == 1 ? max(1, context.columnNumber - textPragma.count) : context.columnNumber
        let location = SourceLocation(line: context.lineNumber, column: column)
        return Diagnostic(severity: Rule.templateSyntax.defaultSeverity, message: message(for: parserError.error), ruleID: Rule.templateSyntax.id,
                          span: SourceSpan(at: location))
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

/// The parsed templates of one main template and the partials it includes: compiled for
/// controlspec's renderer, or, when one of them uses what it does not take, parsed by swift-mustache.
private enum TemplateLibrary {
    case compiled([String: CompiledTemplate])
    case mustache(MustacheLibrary)
}

/// The libraries of a template set, one per main template, each parsed when first rendered.
private final class TemplateLibraries: @unchecked Sendable {
    /// Guards `byMain`; the specs of a run are rendered on several threads.
    private let lock = NSLock()
    /// The sources, by name.
    private let sources: [String: TemplateSource]
    /// Whether templates are compiled for controlspec's renderer when they can be.
    private let ownRenderer: Bool
    /// The library of each main template parsed so far, by its name (`knob.swift`).
    private var byMain: [String: TemplateLibrary] = [:]
    /// The overrides as swift-mustache parsed them when the set was made, to render with it
    /// without parsing them again.
    let parsedOverrides: [String: MustacheTemplate]

    /// The templates `sources`, to parse when needed.
    init(sources: [String: TemplateSource], parsedOverrides: [String: MustacheTemplate], ownRenderer: Bool) {
        self.sources = sources
        self.parsedOverrides = parsedOverrides
        self.ownRenderer = ownRenderer
    }

    /// The library that renders the main template `name` (`knob.swift`): that template and every
    /// partial it names, directly or through another partial (`{{> header.swift}}`), so a kind's
    /// templates and the shared partials it uses are parsed together, once.
    func library(for name: String) -> TemplateLibrary {
        lock.lock()
        defer { lock.unlock() }
        if let library = byMain[name] { return library }
        let library = (ownRenderer ? compiled(name) : nil).map(TemplateLibrary.compiled) ?? .mustache(parsed(name))
        byMain[name] = library
        return library
    }

    /// The main template `name` and its partials compiled for controlspec's renderer, or `nil`
    /// when one of them uses what it does not take.
    private func compiled(_ name: String) -> [String: CompiledTemplate]? {
        var templates: [String: CompiledTemplate] = [:]
        var pending = [name]
        while let next = pending.popLast() {
            guard templates[next] == nil, let source = sources[next] else { continue }
            guard let template = CompiledTemplate(source.text) else { return nil }
            templates[next] = template
            pending.append(contentsOf: template.partialNames)
        }
        return templates
    }

    /// The main template `name` and its partials parsed by swift-mustache.
    private func parsed(_ name: String) -> MustacheLibrary {
        var library = MustacheLibrary()
        var pending = [name], seen: Set<String> = [name]
        while let next = pending.popLast() {
            guard let source = sources[next] else { continue }
            // Overrides were parsed when the set was made, and the bundled templates parse.
            if let template = parsedOverrides[next] ?? (try? TemplateSet.parse(source)) { library.register(template, named: source.name) }
            for partial in Self.partials(named: source.text) where seen.insert(partial).inserted {
                pending.append(partial)
            }
        }
        return library
    }

    /// The names of the partials `text` includes (`{{> name}}`, `{{>name}}`).
    static func partials(named text: String) -> [String] {
        partialTags(in: text).map(\.name)
    }

    /// The partial tags of `text`, found by their text (`{{>`): each partial's name and where its
    /// tag starts (line and column in characters, from 1).
    static func partialTags(in text: String) -> [(name: String, location: SourceLocation)] {
        var tags: [(name: String, location: SourceLocation)] = []
        var rest = text[...]
        var line = 1, lineStart = text.startIndex, counted = text.startIndex
        while let open = rest.range(of: "{{>") {
            for index in text[counted..<open.lowerBound].indices where text[index].isNewline {
                line += 1
                lineStart = text.index(after: index)
            }
            counted = open.lowerBound
            let location = SourceLocation(line: line, column: text.distance(from: lineStart, to: open.lowerBound) + 1)
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "}}") else { break }
            tags.append((rest[..<close.lowerBound].trimmingCharacters(in: .whitespaces), location))
            rest = rest[close.upperBound...]
        }
        return tags
    }
}
