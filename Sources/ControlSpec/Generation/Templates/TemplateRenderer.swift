/// Renders compiled templates (`CompiledTemplate`) into one buffer of UTF-8 bytes, as swift-mustache
/// 2.1.1 renders them in its text content type, byte for byte.
///
/// swift-mustache renders each template, section and partial into a string of its own and
/// concatenates them; in a partial whose tag was indented it prefixes a tag's output with the
/// indentation when that output is not empty and the template's own output so far ends with a
/// line feed. Here everything is written into one buffer, and that prefix is owed
/// (`owedIndentation`) until the tag writes something: a tag that writes nothing gets none.
struct TemplateRenderer: ~Copyable {
    /// The templates partials are looked up in, by name.
    private let templates: [String: CompiledTemplate]
    /// The contexts, innermost last.
    private var stack: [TemplateValue]
    /// The output, UTF-8 bytes: appending text to bytes is a copy, where a `String` does its
    /// bookkeeping on each of a file's thousands of appends (and an array about a hundred
    /// instructions on each), and the generated file is written as bytes anyway
    /// (`SwiftGenerator.normalized`).
    private var output: MarkupText
    /// The indentations of the indented partials being rendered, each with the ones around it
    /// before it; the first is no indentation, and only it is empty.
    private var indentations: [[UInt8]] = [[]]
    /// The index in `indentations` of the indentation to write before the next text, if any text
    /// is written; 0 for none.
    private var owedIndentation = 0

    /// Renders the template `name` of `templates` with `context`; `nil` when there is no such template.
    static func render(_ name: String, of templates: [String: CompiledTemplate], context: TemplateValue, capacity: Int = 0) -> [UInt8]? {
        guard let template = templates[name] else { return nil }
        var renderer = TemplateRenderer(templates: templates, stack: [context], capacity: capacity)
        renderer.run(template.program, 0..<template.program.operations.count, indentation: 0)
        return renderer.output.bytes
    }

    private init(templates: [String: CompiledTemplate], stack: [TemplateValue], capacity: Int) {
        self.templates = templates
        self.stack = stack
        output = MarkupText(capacity: capacity)
    }

    /// Renders the operations `range` of `program` (a template, or a section's body) in a partial
    /// indented by `indentations[indentation]`.
    private mutating func run(_ program: TemplateProgram, _ range: Range<Int>, indentation: Int) {
        var index = range.lowerBound
        guard indentation != 0 else {
            while index < range.upperBound { index = step(program, at: index, indentation: indentation) }
            return
        }
        let start = output.count
        while index < range.upperBound {
            if endsWithLineFeed(after: start) {
                owedIndentation = indentation
                index = step(program, at: index, indentation: indentation)
                owedIndentation = 0
            } else {
                index = step(program, at: index, indentation: indentation)
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

    /// Writes `bytes`, after any indentation owed if it is not empty.
    private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        if owedIndentation != 0 {
            indentations[owedIndentation].withUnsafeBufferPointer { output.append($0) }
            owedIndentation = 0
        }
        output.append(bytes)
    }

    /// Writes the UTF-8 bytes of `text`, as `write(_:)` writes bytes.
    private mutating func write(_ text: String) {
        text.withUTF8Bytes { write($0) }
    }

    /// Renders the operation at `index` of `program`, and returns the index of the operation after
    /// it (after its body, for a section).
    private mutating func step(_ program: TemplateProgram, at index: Int, indentation: Int) -> Int {
        switch program.operations[index] {
        case .text(let start, let end):
            program.bytes.withUnsafeBufferPointer { write(UnsafeBufferPointer(rebasing: $0[start..<end])) }
            return index + 1
        case .variable(let name):
            if let value = lookUp(name, of: program) { write(value.renderedText) }
            return index + 1
        case .section(let name, let end):
            let body = index + 1..<end
            switch lookUp(name, of: program) {
            case .list(let items)?:
                for item in items {
                    stack.append(item)
                    run(program, body, indentation: indentation)
                    stack.removeLast()
                }
            case .flag(let flag)?:
                if flag { run(program, body, indentation: indentation) }
            case let value?:
                stack.append(value)
                run(program, body, indentation: indentation)
                stack.removeLast()
            case nil:
                break
            }
            return end
        case .invertedSection(let name, let end):
            let body = index + 1..<end
            switch lookUp(name, of: program) {
            case .list(let items)?:
                guard items.isEmpty else { return end }
                stack.append(.list(items))
                run(program, body, indentation: indentation)
                stack.removeLast()
            case .flag(let flag)?:
                if !flag { run(program, body, indentation: indentation) }
            case .some:
                break
            case nil:
                run(program, body, indentation: indentation)
            }
            return end
        case .partial(let name, let indentationStart, let indentationEnd):
            guard let template = templates[program.partials[name]] else { return index + 1 }
            // An indented partial's tags are indented by its own indentation after the ones around it.
            guard indentationEnd > indentationStart else {
                run(template.program, 0..<template.program.operations.count, indentation: indentation)
                return index + 1
            }
            indentations.append(indentations[indentation] + program.bytes[indentationStart..<indentationEnd])
            run(template.program, 0..<template.program.operations.count, indentation: indentations.count - 1)
            indentations.removeLast()
            return index + 1
        }
    }

    /// The value of the name at `index` in `program`'s names: its first part in the innermost
    /// context that has it (or in the innermost context only, for `.name`), each further part in
    /// the value before it.
    private func lookUp(_ index: Int, of program: TemplateProgram) -> TemplateValue? {
        let name = program.names[index]
        switch name.root {
        case .current:
            return stack.last
        case .currentOnly:
            return resolve(name.parts, of: program, in: stack[stack.count - 1])
        case .stack:
            let first = name.parts.lowerBound
            for level in stack.indices.reversed() {
                if let child = stack[level].child(named: program.nameParts[first], hash: program.nameHashes[first]) {
                    return resolve(first + 1..<name.parts.upperBound, of: program, in: child)
                }
            }
            return nil
        }
    }

    /// The value at the name parts `parts` of `program` inside `value`.
    private func resolve(_ parts: Range<Int>, of program: TemplateProgram, in value: TemplateValue) -> TemplateValue? {
        var value = value
        for part in parts {
            guard let child = value.child(named: program.nameParts[part], hash: program.nameHashes[part]) else { return nil }
            value = child
        }
        return value
    }
}
