import ControlKernelSource
import Foundation
import Testing
@testable import ControlSpec

/// The kernel exists once: the files `ControlKernel` compiles are the files code generation
/// embeds, and every generated file holds its kind's kernel files verbatim, modulo the namespace.
@Suite struct KernelIdentityTests {
    /// The kernel's source folder.
    static let kernelRoot = "Sources/ControlKernel"

    /// Every `.swift` file of the kernel (outside `Embedded/`), by path below the kernel folder.
    static let sourceFiles: [String: String] = {
        let root = PackagePaths.root.appendingPathComponent(kernelRoot)
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.hasPrefix("Embedded/") else { continue }
            files[path] = PackagePaths.text(of: "\(kernelRoot)/\(path)")
        }
        return files
    }()

    @Test func everyKernelFileIsEmbeddedByteForByte() {
        #expect(!Self.sourceFiles.isEmpty)
        #expect(Set(KernelSource.all.map(\.path)) == Set(Self.sourceFiles.keys), "KernelSource.all must list every kernel file")
        for file in KernelSource.all {
            #expect(file.text == Self.sourceFiles[file.path], "\(file.path) is not embedded as compiled")
        }
    }

    /// The framework a kernel folder's files may import besides Foundation, and the condition all
    /// their declarations are compiled under (so Linux compiles them out): `nil` for the portable folders.
    static func framework(of path: String) -> (name: String, condition: String)? {
        if path.hasPrefix("UIKit/") { return ("UIKit", "#if canImport(UIKit) && !os(watchOS)") }
        if path.hasPrefix("SwiftUI/") { return ("SwiftUI", "#if canImport(SwiftUI)") }
        return nil
    }

    /// Kernel files can be copied into an enum: Foundation is their only import (and, in `UIKit/`
    /// and `SwiftUI/`, that framework, under the folder's condition, which wraps all their
    /// declarations), they declare no extension, free function or file-private name, and their
    /// whitespace survives the generated file's normalisation unchanged.
    @Test(arguments: KernelSource.all.map(\.path))
    func kernelFileCanBeNestedInANamespace(path: String) throws {
        let text = try #require(Self.sourceFiles[path])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let framework = Self.framework(of: path)
        for line in lines where line.hasPrefix("import ") {
            #expect(line == "import Foundation" || line == "import \(framework?.name ?? "Foundation")",
                    "\(path): only Foundation and the folder's framework may be imported, found '\(line)'")
        }
        if let framework {
            #expect(text.hasPrefix("import Foundation\n\(framework.condition)\nimport \(framework.name)\n#endif\n\n"), "\(path): the import, conditional")
            let declarations = KernelEmitter.declarations(of: text)
            #expect(declarations.hasPrefix("\(framework.condition)\n") && declarations.hasSuffix("}\n#endif\n"),
                    "\(path): every declaration under the folder's condition")
        } else {
            #expect(text.hasSuffix("}\n"), "\(path): a kernel file ends with its last declaration and one line break")
        }
        let topLevel = lines.filter { !$0.hasPrefix(" ") }
        for line in topLevel {
            #expect(!line.hasPrefix("extension ") && !line.hasPrefix("public extension "), "\(path): an extension cannot be nested: '\(line)'")
            #expect(!line.hasPrefix("func ") && !line.hasPrefix("public func "), "\(path): a free function cannot be nested: '\(line)'")
            #expect(!line.hasPrefix("private ") && !line.hasPrefix("fileprivate "), "\(path): a file-private top-level name changes meaning when nested: '\(line)'")
        }
        for line in lines {
            #expect(!line.contains("\t"), "\(path): tabs are not kept")
            #expect(line.last != " ", "\(path): trailing spaces are removed from generated files")
        }
        #expect(!text.contains("\n\n\n"), "\(path): runs of blank lines are collapsed in generated files")
    }

    /// The `<Name>Kernel` enum of every generated file holds exactly its kind's kernel files, read
    /// from disk, each without its imports and indented by four spaces.
    @Test(arguments: SpecCorpus.all)
    func generatedFileHoldsTheKernelVerbatim(entry: SpecCorpus.Entry) throws {
        let templates = try #require(TemplateSet.make().set)
        let spec = entry.spec
        let text = SwiftGenerator.generate(spec, options: GenerationOptions(specPath: entry.path), templates: templates).text
        let expected = spec.kind.kernelFiles.map { file in
            KernelEmitter.declarations(of: Self.sourceFiles[file.path] ?? "")
        }
        let body = Self.namespaceBody(in: text, name: KernelEmitter.namespaceName(of: spec.name))
        if expected.isEmpty {
            #expect(body == nil, "\(entry.path): a kind without kernel files has no kernel namespace")
            return
        }
        let lines = try #require(body, "\(entry.path): no '\(KernelEmitter.namespaceName(of: spec.name))' enum")
        let dedented = lines.map { $0.isEmpty ? "" : String($0.dropFirst(KernelEmitter.indentation.count)) }
        #expect(lines.allSatisfy { $0.isEmpty || $0.hasPrefix(KernelEmitter.indentation) })
        // Each file ends with a line break; the namespace's closing brace follows the last one.
        #expect(dedented.joined(separator: "\n") + "\n" == expected.joined(separator: "\n"), "\(entry.path): the kernel differs from Sources/ControlKernel")
    }

    /// The kinds of an output folder's controls, alone, in pairs and all together.
    static let kindSets: [[String]] = {
        let names = ControlKinds.names
        return names.map { [$0] } + zip(names, names.dropFirst()).map { [$0, $1] } + [names, names + names]
    }()

    /// An output folder's `ControlKernel.swift` holds the kernel files of its controls' kinds,
    /// each once, verbatim, and no other: a folder of knobs compiles no slider kernel.
    @Test(arguments: kindSets)
    func sharedKernelHoldsWhatTheKindsUseOnce(kinds: [String]) throws {
        let file = try #require(SwiftGenerator.kernelFile(kindNames: kinds, access: .internal))
        #expect(file.fileName == "ControlKernel.swift")
        let needed = Set(kinds.compactMap(ControlKinds.named).flatMap { $0.kernelFiles.map(\.path) })
        let expected = KernelSource.all.filter { needed.contains($0.path) }.map { KernelEmitter.declarations(of: Self.sourceFiles[$0.path] ?? "") }
        let lines = try #require(Self.namespaceBody(in: file.text, name: KernelEmitter.sharedNamespaceName), "no 'ControlKernel' enum")
        let dedented = lines.map { $0.isEmpty ? "" : String($0.dropFirst(KernelEmitter.indentation.count)) }
        #expect(dedented.joined(separator: "\n") + "\n" == expected.joined(separator: "\n"), "\(kinds): the shared kernel differs from Sources/ControlKernel")
    }

    /// A folder's kernel holds what its target's code uses: the native views' input and drawing
    /// state only with the SwiftUI view, the UIKit controls' event contracts only with the
    /// control; `both` holds the two, and a single file's embedded kernel follows its target too.
    @Test func eachTargetsKernelHoldsWhatItsCodeUses() throws {
        func declares(_ target: GenerationOptions.Target, _ type: String) throws -> Bool {
            let file = try #require(SwiftGenerator.kernelFile(kindNames: ControlKinds.names, access: .internal, target: target))
            return ["struct", "enum", "class"].contains { keyword in [":", " {"].contains { file.text.contains("\(keyword) \(type)\($0)") } }
        }
        for type in ["RotaryViewState", "CircularSliderViewState", "SliderInteraction", "MultiSliderInteraction", "ButtonInput", "ToggleInput",
                     "PartDrawing", "SliderThumbElement"] {
            #expect(try !declares(.uikit, type), "\(type) is the SwiftUI view's")
            #expect(try declares(.swiftui, type) && declares(.both, type), "\(type)")
        }
        for type in ["SwiftUIInput"] {
            #expect(try !declares(.uikit, type), "\(type) is the SwiftUI view's")
            #expect(try declares(.swiftui, type) && declares(.both, type), "\(type)")
        }
        for type in ["RotaryNotification", "SliderMoment", "UIKitReduceMotion", "ReduceMotionObserver", "DisplayLinkTarget"] {
            #expect(try !declares(.swiftui, type), "\(type) is the UIKit control's")
            #expect(try declares(.uikit, type) && declares(.both, type), "\(type)")
        }
        for type in ["RotaryModel", "SliderModel", "PartLayout", "ToggleModel", "CircularSliderModel"] {
            #expect(try declares(.uikit, type) && declares(.swiftui, type), "\(type) is portable")
        }
        // A folder of buttons for UIKit needs no input types at all.
        let buttons = try #require(SwiftGenerator.kernelFile(kindNames: ["button"], access: .internal, target: .uikit))
        #expect(!buttons.text.contains("struct DragTracking:") && buttons.text.contains("struct PartLayout:"))
        for kind in ControlKinds.all {
            let all = Set(kind.kernel.map(\.file.path)), uikit = Set(kind.kernelFiles(for: .uikit).map(\.path))
            #expect(all == uikit.union(kind.kernelFiles(for: .swiftui).map(\.path)), "\(kind.name): every file is some target's")
            #expect(all.count == kind.kernel.count, "\(kind.name) lists each kernel file once")
            // `both` has everything but what only the UIKit target's SwiftUI wrapper uses.
            let wrapperOnly = Set(kind.kernel.filter { $0.code == .wrapper }.map(\.file.path))
            #expect(Set(kind.kernelFiles.map(\.path)) == all.subtracting(wrapperOnly) && uikit.isSuperset(of: wrapperOnly), "\(kind.name)")
        }
        let coordinator = "final class UIKitBindingCoordinator<"
        for target in GenerationOptions.Target.allCases {
            let file = try #require(SwiftGenerator.kernelFile(kindNames: ControlKinds.names, access: .internal, target: target))
            #expect(file.text.contains(coordinator) == (target == .uikit), "the coordinator is the wrapper's alone: \(target)")
        }
        let templates = try #require(TemplateSet.make().set)
        let knob = try #require(Linter.lint(try PackagePaths.bytes("Specs/Knob.control.yaml")).spec)
        let uikitFile = SwiftGenerator.generate(knob, options: GenerationOptions(specPath: "Knob.control.yaml", target: .uikit), templates: templates)
        #expect(uikitFile.text.contains("struct RotaryModel:") && !uikitFile.text.contains("struct RotaryViewState:"))
    }

    /// What every control repeated once (the Reduce Motion helpers, the display link's target,
    /// SwiftUI's input mapping) is declared once in a folder's `ControlKernel.swift` and in no
    /// control's own file there, and once in a file compiled alone (`--output-file`), which holds
    /// every helper it uses; the framework imports it needs head the shared file.
    @Test(arguments: GenerationOptions.Target.allCases)
    func sharedHelpersAreDeclaredOncePerFolderAndInEveryStandaloneFile(target: GenerationOptions.Target) throws {
        let helpers = [("class ReduceMotionObserver", target.generatesUIKit), ("enum UIKitReduceMotion", target.generatesUIKit),
                       ("class DisplayLinkTarget", target.generatesUIKit), ("enum SwiftUIInput", target.generatesSwiftUI)]
        let local = ["func playback(of", "func crossfade(", "func controlKey(", "func moveDirection(", "func adjustDirection(",
                     "class ReduceMotionObservation", "controlKeys: Set<KeyEquivalent>"]
        let kernel = try #require(SwiftGenerator.kernelFile(kindNames: ControlKinds.names, access: .internal, target: target)).text
        for (helper, needed) in helpers {
            #expect(kernel.components(separatedBy: helper).count == (needed ? 2 : 1), "\(target): '\(helper)' in the folder's kernel")
        }
        let imports = try #require(kernel.components(separatedBy: "\nenum ControlKernel {").first)
        #expect(imports.contains("\n#if canImport(UIKit) && !os(watchOS)\nimport UIKit\n#endif\n") == target.generatesUIKit, "\(target)")
        #expect(imports.contains("\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n") == target.generatesSwiftUI, "\(target)")
        #expect(imports.components(separatedBy: "import ").count == 2 + (target.generatesUIKit ? 1 : 0) + (target.generatesSwiftUI ? 1 : 0),
                "\(target): each import once")
        let templates = try #require(TemplateSet.make().set)
        for entry in SpecCorpus.all {
            let shared = SwiftGenerator.generate(entry.spec, options: GenerationOptions(specPath: entry.path, kernel: .shared, target: target),
                                                 templates: templates).text
            let alone = SwiftGenerator.generate(entry.spec, options: GenerationOptions(specPath: entry.path, target: target), templates: templates).text
            for helper in helpers.map(\.0) + local {
                #expect(!shared.contains(helper), "\(entry.path): '\(helper)' is the folder kernel's, not the control's")
            }
            for (helper, _) in helpers where shared.contains(helper.components(separatedBy: " ")[1] + ".") {
                #expect(alone.components(separatedBy: helper).count == 2, "\(entry.path): '\(helper)', used, is in the file compiled alone")
            }
        }
    }

    @Test func sharedKernelFollowsTheAccessLevelAndIsMadeOnlyForKinds() throws {
        let file = try #require(SwiftGenerator.kernelFile(kindNames: ["knob"], access: .public))
        #expect(file.text.contains("\npublic enum ControlKernel {\n"))
        #expect(SwiftGenerator.kernelFile(kindNames: [], access: .internal) == nil)
        #expect(SwiftGenerator.kernelFile(kindNames: ["dial"], access: .internal) == nil)
    }

    /// The lines between `enum <name> {` (at the start of a line, possibly `public`) and the `}`
    /// that closes it at the start of a line.
    static func namespaceBody(in text: String, name: String) -> [Substring]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let open = lines.firstIndex(where: { $0 == "enum \(name) {" || $0 == "public enum \(name) {" }),
            let close = lines[open...].firstIndex(of: "}")
        else { return nil }
        return Array(lines[(open + 1)..<close])
    }
}
