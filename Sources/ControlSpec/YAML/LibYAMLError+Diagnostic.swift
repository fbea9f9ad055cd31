extension LibYAMLError {
    /// Reports the error: a tab where libyaml expected indentation or a token gets the `yaml-tab`
    /// rule; everything else is `yaml-syntax`, with libyaml's message at libyaml's position (naming
    /// the character when libyaml only says it cannot start a token) and a note where the
    /// construct it was reading starts.
    func report(in text: YAMLSourceText, to diagnostics: DiagnosticCollector) {
        let location = problemLocation ?? text.location(ofByte: problemOffset)
        let span = SourceSpan(at: location)
        let offset = text.byteOffset(of: location)
        if let offset, text.bytes[offset] == 0x09 {
            let lineStart = text.lineStarts[location.line - 1]
            let isIndentation = text.bytes[lineStart..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
            let message = isIndentation
                ? "found a tab in the indentation; YAML indents with spaces only"
                : "found a tab where YAML expects a space; separate with spaces"
            diagnostics.emit(.yamlTab, message, at: span)
            return
        }
        var notes: [DiagnosticNote] = []
        if let context, let contextLocation, contextLocation != location {
            notes.append(DiagnosticNote(Self.startNote(for: context), at: SourceSpan(at: contextLocation)))
        }
        var message = Self.readable(problem)
        if problem == "found character that cannot start any token", let offset,
            let (scalar, _) = UTF8Decoding.decode(text.bytes, at: offset), let character = Unicode.Scalar(scalar)
        {
            message = "found '\(Character(character))', which cannot start a YAML value; quote the value"
        }
        diagnostics.emit(.yamlSyntax, message, at: span, notes: notes)
    }

    /// libyaml's problem text in Swift compiler style: lower-case first letter, no trailing period.
    static func readable(_ problem: String) -> String {
        var message = problem.trimmingTrailing(".")
        if let first = message.first, first.isUppercase {
            message = first.lowercased() + message.dropFirst()
        }
        return message
    }

    /// A note for libyaml's context (`while parsing a block mapping`): `the block mapping starts here`.
    static func startNote(for context: String) -> String {
        var subject = context
        for prefix in ["while parsing ", "while scanning "] where subject.hasPrefix(prefix) {
            subject = String(subject.dropFirst(prefix.count))
        }
        for article in ["a ", "an "] where subject.hasPrefix(article) {
            subject = "the " + subject.dropFirst(article.count)
        }
        return "\(subject) starts here"
    }
}

extension String {
    /// The string without trailing `character`s.
    fileprivate func trimmingTrailing(_ character: Character) -> String {
        var result = self
        while result.last == character { result.removeLast() }
        return result
    }
}
