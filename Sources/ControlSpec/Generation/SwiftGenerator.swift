/// Turns a checked spec into Swift source with the templates.
public enum SwiftGenerator {
    /// Generates the Swift file of one control.
    public static func generate(_ spec: ControlSpecification, options: GenerationOptions, templates: TemplateSet) -> GeneratedSource {
        let text = spec.kind.swiftSource(of: spec, options: options, templates: templates)
        return GeneratedSource(fileName: "\(spec.name).swift", contents: normalized(text))
    }

    /// The text (UTF-8 bytes) with trailing spaces removed, runs of blank lines collapsed and
    /// exactly one final line break, so template whitespace never shows in the output. One pass;
    /// lines end at a line feed that is a character of its own, so a CR LF pair (one character)
    /// ends no line, as when the text is split by characters. The result stays bytes: it is
    /// written as it is, and Swift would validate all of it again to make it a `String`.
    static func normalized(_ text: [UInt8]) -> [UInt8] {
        text.withUnsafeBufferPointer { input in
            [UInt8](unsafeUninitializedCapacity: input.count + 1) { output, count in
                var written = 0
                /// Whether the last line written was empty (true at the start: leading blank lines go).
                var lastLineEmpty = true
                /// Line feeds owed before the next non-empty line: at most one blank line survives.
                var pendingBreaks = 0
                var start = 0
                let base = input.baseAddress!
                while start < input.count {
                    // Lines are found with `memchr` in the 50 KB of kernel text of every file.
                    let end = input.lineEnd(from: start)
                    var trimmed = end
                    while trimmed > start, input[trimmed - 1] == 0x20 || input[trimmed - 1] == 0x09 { trimmed -= 1 }
                    if trimmed == start {
                        if !lastLineEmpty { pendingBreaks += 1 }
                        lastLineEmpty = true
                    } else {
                        if written > 0 { pendingBreaks += 1 }
                        for _ in 0..<min(pendingBreaks, 2) {
                            output[written] = 0x0A
                            written += 1
                        }
                        pendingBreaks = 0
                        (output.baseAddress! + written).initialize(from: base + start, count: trimmed - start)
                        written += trimmed - start
                        lastLineEmpty = false
                    }
                    start = end + 1
                }
                output[written] = 0x0A
                count = written + 1
            }
        }
    }
}
