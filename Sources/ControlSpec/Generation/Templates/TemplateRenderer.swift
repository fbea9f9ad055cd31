/// Renders compiled templates (`CompiledTemplate`) into one buffer of UTF-8 bytes, as swift-mustache
/// 2.1.1 renders them in its text content type, byte for byte.
///
/// swift-mustache renders each template, section and partial into a string of its own and
/// concatenates them; in a partial whose tag was indented it prefixes a tag's output with the
/// indentation when that output is not empty and the template's own output so far ends with a
/// line feed. Here everything is written into one buffer, and that prefix is owed
/// (`owedIndentation`) until the tag writes something: a tag that writes nothing gets none.
struct TemplateRenderer {
    /// The templates partials are looked up in, by name.
    private let templates: [String: CompiledTemplate]
    /// The contexts, innermost last.
    private var stack: [TemplateValue]
    /// The output, UTF-8 bytes: appending text to bytes is a copy, where a `String` does its
    /// bookkeeping on each of a file's thousands of appends, and the generated file is written as
    /// bytes anyway (`SwiftGenerator.normalized`).
    private var output: [UInt8] = []
    /// Indentation to write before the next text, if any is written.
    private var owedIndentation: String?

    /// Renders the template `name` of `templates` with `context`; `nil` when there is no such template.
    static func render(_ name: String, of templates: [String: CompiledTemplate], context: TemplateValue, capacity: Int = 0) -> [UInt8]? {
        guard let template = templates[name] else { return nil }
        var renderer = TemplateRenderer(templates: templates, stack: [context])
        renderer.output.reserveCapacity(capacity)
        renderer.render(template.nodes, indentation: nil)
        return renderer.output
    }

    private init(templates: [String: CompiledTemplate], stack: [TemplateValue]) {
        self.templates = templates
        self.stack = stack
    }

    /// Renders `nodes`, the nodes of a template or a section, in a partial indented by `indentation`.
    private mutating func render(_ nodes: [CompiledTemplate.Node], indentation: String?) {
        guard let indentation, !indentation.isEmpty else {
            for node in nodes { render(node, indentation: indentation) }
            return
        }
        let start = output.count
        for node in nodes {
            if endsWithLineFeed(after: start) {
                owedIndentation = indentation
                render(node, indentation: indentation)
                owedIndentation = nil
            } else {
                render(node, indentation: indentation)
            }
        }
    }

    /// Whether what was written since `start` is not empty and ends with a line feed that is a
    /// character of its own (not the end of a CR LF pair).
    private func endsWithLineFeed(after start: Int) -> Bool {
        let count = output.count
        guard count > start, output[count - 1] == 0x0A else { return false }
        return count - 1 == start || output[count - 2] != 0x0D
    }

    /// Writes `text`, after any indentation owed if it is not empty.
    private mutating func write(_ text: String) {
        guard !text.isEmpty else { return }
        if let indentation = owedIndentation {
            append(indentation)
            owedIndentation = nil
        }
        append(text)
    }

    /// Appends the UTF-8 bytes of `text`.
    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { output.append(contentsOf: $0) }
    }

    /// Renders one node.
    private mutating func render(_ node: CompiledTemplate.Node, indentation: String?) {
        switch node {
        case .text(let text):
            write(text)
        case .variable(let name):
            if let value = lookUp(name) { write(value.renderedText) }
        case .section(let name, let nodes):
            switch lookUp(name) {
            case .list(let items)?:
                for item in items {
                    stack.append(item)
                    render(nodes, indentation: indentation)
                    stack.removeLast()
                }
            case .flag(let flag)?:
                if flag { render(nodes, indentation: indentation) }
            case let value?:
                stack.append(value)
                render(nodes, indentation: indentation)
                stack.removeLast()
            case nil:
                break
            }
        case .invertedSection(let name, let nodes):
            switch lookUp(name) {
            case .list(let items)?:
                guard items.isEmpty else { return }
                stack.append(.list(items))
                render(nodes, indentation: indentation)
                stack.removeLast()
            case .flag(let flag)?:
                if !flag { render(nodes, indentation: indentation) }
            case .some:
                break
            case nil:
                render(nodes, indentation: indentation)
            }
        case .partial(let name, let partialIndentation):
            guard let template = templates[name] else { return }
            let indentation = partialIndentation.map { (indentation ?? "") + $0 } ?? indentation
            render(template.nodes, indentation: indentation)
        }
    }

    /// The value of `name`: its first part in the innermost context that has it (or in the
    /// innermost context only, for `.name`), each further part in the value before it.
    private func lookUp(_ name: TemplateName) -> TemplateValue? {
        switch name.root {
        case .current:
            return stack.last
        case .currentOnly:
            return resolve(name.parts[...], in: stack[stack.count - 1])
        case .stack:
            let first = name.parts[0]
            for context in stack.reversed() {
                if let child = context.child(named: first) {
                    return resolve(name.parts.dropFirst(), in: child)
                }
            }
            return nil
        }
    }

    /// The value at `parts` inside `value`.
    private func resolve(_ parts: ArraySlice<String>, in value: TemplateValue) -> TemplateValue? {
        var value = value
        for part in parts {
            guard let child = value.child(named: part) else { return nil }
            value = child
        }
        return value
    }
}
