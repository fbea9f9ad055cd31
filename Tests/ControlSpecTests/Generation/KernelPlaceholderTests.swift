@testable import ControlKernelSource
import Foundation
import Testing
@testable import ControlSpec

/// The kernel's namespace is put into a generated file after the file is normalised, in place of
/// the placeholder the templates get: the bytes must be those of the namespace rendered in place
/// and the whole file normalised, wherever a template puts it.
@Suite struct KernelPlaceholderTests {
    /// The namespace normalised once per kind and given its heading per control is the namespace
    /// normalised whole, for every kind's kernel files, both access levels and several names.
    @Test func theNormalisedNamespaceIsTheNamespaceNormalised() {
        for kind in ControlKinds.all {
            for access in ["", "public "] {
                for name in ["Knob", "A", "FastCartButton", "Ünïcødé", "Name_With_Underscores2"] {
                    let namespace = KernelEmitter.namespace(of: name, access: access, files: kind.kernelFiles)
                    let normalizedNamespace = KernelEmitter.normalizedNamespace(of: name, access: access, files: kind.kernelFiles)
                    let normalized = [UInt8](unsafeUninitializedCapacity: normalizedNamespace.count) { buffer, count in
                        normalizedNamespace.write(to: buffer.baseAddress!)
                        count = normalizedNamespace.count
                    }
                    #expect(normalized + [0x0A] == SwiftGenerator.normalized(Array(namespace.utf8)), "\(kind.name), '\(access)', \(name)")
                    #expect(normalizedNamespace.count == normalized.count)
                }
            }
        }
    }

    /// Random rendered files with the placeholder in random places (at a line's start, after
    /// text, after spaces, after a carriage return, twice, not at all) and random kernels (blank
    /// lines, trailing spaces and tabs, CR LF pairs, imports, combining marks), against the rule:
    /// the namespace put in the placeholder's place, then the whole text normalised by characters.
    @Test func theKernelPutInAfterNormalisingIsTheKernelRenderedInPlace() {
        var random = SplitMix64(seed: 20_261_128)
        func pick(_ pieces: [String], _ count: Int) -> String {
            (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }
        let textPieces = ["a", "bc", "é", " ", "\t", "\r", "\r\n", "\n", "\n", "\n\n", "  \n", "x y", "\u{301}", "}"]
        let kernelPieces = ["struct S {", "}", " ", "\t", "\n", "\n", "\n\n\n", "  \n", "\r\n", "\r", "import Foundation\n", "é", "\u{301}", "let x = 1"]
        for index in 0..<3_000 {
            let files = (0..<Int(1 + random.next() % 3)).map { file in
                KernelFile(path: "KernelPlaceholderTests/\(index)/\(file).swift", bytes: Array(pick(kernelPieces, Int(random.next() % 30)).utf8))
            }
            let name = ["K", "Knob", "Ä"][Int(random.next() % 3)]
            let access = random.next() % 2 == 0 ? "" : "public "
            let value = KernelPlaceholder.value(for: files)
            let namespace = KernelEmitter.namespace(of: name, access: access, files: files)
            // The file rendered with the placeholder, and with the namespace in its place.
            var rendered = pick(textPieces, Int(random.next() % 20)), inPlace = rendered
            for _ in 0..<Int(random.next() % 3) {
                let text = pick(textPieces, Int(random.next() % 20))
                rendered += value + text
                inPlace += namespace + text
            }
            let expected = GenerationTextTests.normalizedByCharacters(inPlace)
            let actual = String(decoding: KernelPlaceholder.normalized(Array(rendered.utf8), typeName: name, access: access, files: files), as: UTF8.self)
            #expect(actual == expected, "case \(index): \(String(reflecting: rendered)) with \(String(reflecting: namespace))")
        }
    }

    /// A kind without kernel files gets no placeholder, and its file is only normalised.
    @Test func aKindWithoutKernelFilesGetsNothing() {
        #expect(KernelPlaceholder.value(for: []) == "")
        #expect(KernelPlaceholder.normalized(Array("a  \n\n\nb".utf8), typeName: "K", access: "", files: []) == Array("a\n\nb\n".utf8))
    }

    /// A spec cannot place the kernel: its texts reach the code escaped, so the placeholder's
    /// NUL bytes, written in YAML as `\0`, are neither a placeholder nor in the file.
    @Test func aSpecCannotPlaceTheKernel() throws {
        let marker = #"\0controlspec-kernel\0"#
        let knob = try #require(PackagePaths.text(of: "Specs/Knob.control.yaml"))
        let yaml = knob
            .replacingOccurrences(of: "name: Knob", with: "name: Dial")
            .replacingOccurrences(of: "summary: A rotary knob, like a mixer's, that sets a value within a range.", with: "summary: \"A dial \(marker) with the marker\"")
            .replacingOccurrences(of: "  label: Level", with: "  label: \"Label \(marker)\"\n  hint: \"Hint \(marker)\"")
        let result = Linter.lint(Array(yaml.utf8))
        let spec = try #require(result.spec, "\(result.diagnostics)")
        #expect(spec.summary.contains(KernelPlaceholder.marker), "the YAML escape makes the placeholder's bytes")
        #expect(spec.accessibility.label?.contains(KernelPlaceholder.marker) == true)
        let templates = try #require(TemplateSet.make().set)
        let text = SwiftGenerator.generate(spec, options: GenerationOptions(specPath: "Dial.control.yaml"), templates: templates).text
        #expect(!text.contains("\u{0}"))
        #expect(text.components(separatedBy: "enum DialKernel {").count == 2, "the namespace once, where the template puts it")
    }

    /// Through the templates: a forked template that puts the kernel after other text on a line,
    /// and again in an indented partial, gets the namespace at both places and no placeholder.
    @Test func aForkedTemplateGetsTheKernelWhereverItPutsIt() throws {
        let main = TemplateSource(name: "knob.swift", displayPath: "MyTemplates/knob.swift.mustache",
                                  text: "{{> header.swift}}\n// kernel: {{{control.kernel}}}\nenum Inner {\n    {{> knob-swiftui.swift}}\n}\n")
        let partial = TemplateSource(name: "knob-swiftui.swift", displayPath: "MyTemplates/knob-swiftui.swift.mustache",
                                     text: "{{{control.kernel}}}\n")
        let templates = try #require(TemplateSet.make(overrides: [main, partial]).set)
        let spec = try #require(SpecCorpus.all.first { $0.path.hasSuffix("/Knob.control.yaml") }?.spec)
        let options = GenerationOptions(specPath: "Specs/Knob.control.yaml")
        let text = SwiftGenerator.generate(spec, options: options, templates: templates).text
        let namespace = KernelEmitter.namespace(of: spec.name, access: "", files: spec.kind.kernelFiles)
        let lines = namespace.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!text.contains("\u{0}"))
        #expect(text.contains("// kernel: " + lines[0] + "\n" + lines[1] + "\n"))
        #expect(text.contains("enum Inner {\n    " + lines[0] + "\n" + lines[1] + "\n"))
        #expect(text.components(separatedBy: "\n" + lines[2] + "\n").count == 3, "the namespace's enum line, twice")
        #expect(text.hasSuffix("\n}\n\n}\n"), "the namespace, the partial's own line feed, then the enum's end")
    }
}
