import ControlKernelSource

/// Turns a checked spec into Swift source with the templates.
public enum SwiftGenerator {
    /// Generates the Swift file of one control, `<Name>.swift`: with its kind's kernel in it when
    /// `options.kernel` is `.embedded`, without when the folder's `ControlKernel.swift` holds it;
    /// the part of the control's code `options.contents` names (`<Name>View.swift` for the view).
    public static func generate(_ spec: ControlSpecification, options: GenerationOptions, templates: TemplateSet) -> GeneratedSource {
        let text = spec.kind.swiftSource(of: spec, options: options, templates: templates)
        let files = options.embedsKernel ? spec.kind.kernelFiles(for: options.target) : []
        let contents = KernelPlaceholder.normalized(text, typeName: spec.name, access: options.access.prefix, files: files)
        return GeneratedSource(fileName: fileName(of: spec.name, contents: options.contents), contents: contents)
    }

    /// The files of one control in an output folder, each named after the type it is about:
    /// `<Name>.swift`, the configuration and the UIKit control (if the target has one), and
    /// `<Name>View.swift`, the SwiftUI view (the native view, or the UIKit control's wrapper).
    /// Every target writes the same two names, so a folder compiled again for another target
    /// keeps no file of the last.
    public static func files(of spec: ControlSpecification, options: GenerationOptions, templates: TemplateSet) -> [GeneratedSource] {
        [GenerationOptions.FileContents.control, .view].map { contents in
            var options = options
            options.contents = contents
            return generate(spec, options: options, templates: templates)
        }
    }

    /// The name of the file holding `contents` of the control `typeName`.
    static func fileName(of typeName: String, contents: GenerationOptions.FileContents) -> String {
        contents == .view ? "\(typeName)View.swift" : "\(typeName).swift"
    }

    /// The kernel the controls of an output folder share, `ControlKernel.swift`: the kernel files
    /// the code `target` writes needs of the kinds named `kindNames` (`knob`), each file once, in
    /// path order, in `enum ControlKernel`; `nil` when none of the kinds has kernel files. Names
    /// that are no kind's are ignored.
    public static func kernelFile(kindNames: some Sequence<String>, access: GenerationOptions.AccessLevel,
                                  target: GenerationOptions.Target = .both) -> GeneratedSource? {
        let kinds = Set(kindNames).compactMap(ControlKinds.named)  // a few kinds, however many specs name them
        let paths = Set(kinds.flatMap { $0.kernelFiles(for: target).map(\.path) })
        let files = KernelSource.all.filter { paths.contains($0.path) }
        guard !files.isEmpty else { return nil }
        let text = "\(GeneratedSource.headerPrefix)the specs of the controls in this folder: the kernel they share. Do not edit.\n\n"
            + "import Foundation\n" + KernelEmitter.frameworkImports(of: files) + "\n"
            + KernelEmitter.sharedNamespace(access: access.prefix, files: files)
        return GeneratedSource(fileName: KernelEmitter.sharedFileName, contents: normalized(Array(text.utf8)))
    }

    /// The text (UTF-8 bytes) with trailing spaces removed, runs of blank lines collapsed and
    /// exactly one final line break, so template whitespace never shows in the output. One pass;
    /// lines end at a line feed that is a character of its own, so a CR LF pair (one character)
    /// ends no line, as when the text is split by characters. The result stays bytes: it is
    /// written as it is, and Swift would validate all of it again to make it a `String`.
    static func normalized(_ text: [UInt8]) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: text.count + 1) { output, count in
            count = normalize(text, into: output.baseAddress!)
        }
    }

    /// Writes `normalized(text)` to `output`, which has room for `text.count + 1` bytes, and
    /// returns how many bytes it wrote: for a caller that puts the result in a buffer of its own
    /// (`KernelPlaceholder`).
    static func normalize(_ text: [UInt8], into output: UnsafeMutablePointer<UInt8>) -> Int {
        text.withUnsafeBufferPointer { input in
            var written = 0
            /// Whether the last line written was empty (true at the start: leading blank lines go).
            var lastLineEmpty = true
            /// Line feeds owed before the next non-empty line: at most one blank line survives.
            var pendingBreaks = 0
            var start = 0
            let base = input.baseAddress!
            // The output is mostly the input as it is: a run of lines that need nothing taken
            // off, with the line feeds between them, is copied at once when the run ends
            // (`copyStart..<copyEnd`), where a copy a line and a line feed or two written
            // apart cost three calls into the C library for each of a file's 1,400 lines.
            var copyStart = 0, copyEnd = 0
            func flush() {
                (output + written).initialize(from: base + copyStart, count: copyEnd - copyStart)
                written += copyEnd - copyStart
                copyStart = copyEnd
            }
            while start < input.count {
                // Lines are found with `memchr` (the kernel's namespace, most of a file, is put in
                // afterwards, already normalised: `KernelPlaceholder`).
                let end = input.lineEnd(from: start)
                var trimmed = end
                while trimmed > start, input[trimmed - 1] == 0x20 || input[trimmed - 1] == 0x09 { trimmed -= 1 }
                if trimmed == start {
                    if !lastLineEmpty { pendingBreaks += 1 }
                    lastLineEmpty = true
                } else {
                    if written > 0 || copyEnd > copyStart { pendingBreaks += 1 }
                    let breaks = min(pendingBreaks, 2)
                    // The line continues the run when the input between them is the line feeds owed.
                    let continuesRun = copyEnd > copyStart && start - copyEnd == breaks
                        && (breaks == 0 || input[copyEnd] == 0x0A) && (breaks < 2 || input[copyEnd + 1] == 0x0A)
                    if !continuesRun {
                        flush()
                        for _ in 0..<breaks {
                            output[written] = 0x0A
                            written += 1
                        }
                        copyStart = start
                    }
                    copyEnd = trimmed
                    pendingBreaks = 0
                    lastLineEmpty = false
                }
                start = end + 1
            }
            flush()
            output[written] = 0x0A
            return written + 1
        }
    }
}
