import ControlKernelSource
import Foundation

/// Copies the portable kernel into generated code: the declarations of kernel files, verbatim,
/// inside an enum. A control compiled to a file of its own carries its kind's files in an enum
/// named for the control (`KnobKernel`), so that the file stands alone and two such files never
/// clash; the controls of an output folder share one enum, `ControlKernel`, in a file of its own
/// (`SwiftGenerator.kernelFile`), holding the files of every kind the folder's controls are of.
///
/// Kernel files are written to be legal both at the top level of `ControlKernel` and nested in an
/// enum: only `import Foundation` above the declarations, no extensions or free functions (see
/// `docs/architecture.md`). Their text is copied as it is, indented by four spaces. Only the enum's
/// name and access level differ between controls, so each file's indented text is made once per
/// process, when a control first needs it.
enum KernelEmitter {
    /// The indentation of the kernel's declarations inside the namespace.
    static let indentation = "    "

    /// The namespace name of a control's own kernel: `<TypeName>Kernel`.
    static func namespaceName(of typeName: String) -> String { "\(typeName)Kernel" }

    /// The namespace name of the kernel an output folder's controls share.
    static let sharedNamespaceName = "ControlKernel"

    /// The name of the file holding the shared kernel in an output folder.
    static let sharedFileName = "\(sharedNamespaceName).swift"

    /// The namespace enum of control `typeName` holding the declarations of `files`, or nothing
    /// when the kind has no kernel files.
    static func namespace(of typeName: String, access: String, files: [KernelFile]) -> String {
        guard !files.isEmpty else { return "" }
        return heading(of: typeName, access: access) + IndentedKernel.body(of: files) + "}\n"
    }

    /// The shared namespace enum holding the declarations of `files`.
    static func sharedNamespace(access: String, files: [KernelFile]) -> String {
        let heading = "/// The portable kernel of the controls generated into this folder: value, geometry, touch and\n"
            + "/// timing math on Foundation alone, copied verbatim from controlspec's kernel sources, as the\n"
            + "/// previews compute them, and the UIKit and SwiftUI helpers the controls share, where those\n"
            + "/// frameworks are. It holds what the controls' kinds need, and nothing else.\n"
            + "\(access)enum \(sharedNamespaceName) {\n"
        return heading + IndentedKernel.body(of: files) + "}\n"
    }

    /// The lines of the namespace above the declarations: its doc comment and the enum's opening
    /// line. Each ends in a line feed and is neither empty nor ends in a space or tab (`typeName`
    /// is an identifier), which `normalizedNamespace` relies on.
    private static func heading(of typeName: String, access: String) -> String {
        "/// The portable kernel of ``\(typeName)``: value, geometry, touch and timing math on Foundation\n"
            + "/// alone, copied verbatim from controlspec's kernel sources, as its previews compute them.\n"
            + "\(access)enum \(namespaceName(of: typeName)) {\n"
    }

    /// The namespace as `SwiftGenerator.normalized` leaves it, without its final line feed: what
    /// takes the place of the kernel's placeholder in a normalised file (`KernelPlaceholder`),
    /// its 50 KB copied once. Only the heading is made per control; the rest, the same for every
    /// control of a kind, is normalised once per process and looked up once per file.
    ///
    /// Normalising is one pass over lines whose output for a line depends only on the lines
    /// before it through whether the last one was empty and how many line feeds are owed. The
    /// heading's lines are neither empty nor trimmed, so the normalised namespace is the heading
    /// without its last line feed followed by what the normalisation of any one-line stand-in for
    /// it (`x`) followed by the rest makes after the stand-in.
    static func normalizedNamespace(of typeName: String, access: String, files: [KernelFile]) -> NormalizedNamespace {
        guard !files.isEmpty else { return NormalizedNamespace(heading: Substring().utf8, rest: []) }
        let heading = heading(of: typeName, access: access)
        return NormalizedNamespace(heading: heading.utf8.dropLast(), rest: IndentedKernel.normalizedRest(of: files).dropLast())
    }

    /// A normalised namespace in its two pieces (`normalizedNamespace(of:access:files:)`); empty
    /// when the kind has no kernel files.
    struct NormalizedNamespace {
        /// The heading's lines, without the last one's line feed.
        let heading: Substring.UTF8View
        /// The normalised rest, shared by every control of the kind, without its final line feed.
        let rest: ArraySlice<UInt8>

        /// How many bytes `write(to:)` writes.
        var count: Int { heading.count + rest.count }

        /// Writes the namespace's `count` bytes to `output`: the heading, then the rest.
        func write(to output: UnsafeMutablePointer<UInt8>) {
            let written = UnsafeMutableBufferPointer(start: output, count: heading.count).initialize(from: heading).1
            rest.withUnsafeBufferPointer { rest in
                if let start = rest.baseAddress { (output + written).initialize(from: start, count: rest.count) }
            }
        }
    }

    /// The declarations of a kernel file: its text after the `import` lines and the blank lines
    /// around them at its top, with any `#if` block there that holds only imports (a UIKit or
    /// SwiftUI kernel file's `#if canImport(UIKit)`, `import UIKit`, `#endif`): the generated file
    /// imports those frameworks itself, and a namespace cannot hold an import.
    static func declarations(of text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            func line(from start: Int) -> (text: UnsafeBufferPointer<UInt8>, next: Int) {
                let end = bytes.lineEnd(from: start)
                return (UnsafeBufferPointer(rebasing: bytes[start..<end]), end + 1)
            }
            /// Where the text after the `#if` block of imports that begins at `start` begins; `nil` if none does.
            func importBlockEnd(from start: Int) -> Int? {
                guard line(from: start).text.starts(with: "#if ".utf8) else { return nil }
                var next = line(from: start).next
                while next <= bytes.count {
                    let (text, after) = line(from: next)
                    if text.elementsEqual("#endif".utf8) { return after }
                    guard text.isEmpty || text.starts(with: "import ".utf8) else { return nil }
                    next = after
                }
                return nil
            }
            var start = 0
            while start <= bytes.count {
                let (text, next) = line(from: start)
                if let end = importBlockEnd(from: start) {
                    start = end
                    continue
                }
                guard text.isEmpty || text.starts(with: "import ".utf8) else { break }
                start = next
            }
            return start <= bytes.count ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self) : ""
        }
    }

    /// The imports the kernel files `files` need beyond Foundation, each once: the `#if` blocks of
    /// imports at the top of the UIKit and SwiftUI files (`declarations(of:)` leaves them out), for
    /// the file that holds the shared namespace.
    static func frameworkImports(of files: [KernelFile]) -> String {
        var blocks: [String] = []
        for file in files {
            let head = file.text.utf8.dropLast(declarations(of: file.text).utf8.count)
            let lines = String(decoding: head, as: UTF8.self).split(separator: "\n").filter { $0 != "import Foundation" }
            let block = lines.map { "\($0)\n" }.joined()
            if !block.isEmpty, !blocks.contains(block) { blocks.append(block) }
        }
        return blocks.joined()
    }

    /// `text` with every non-empty line indented by `indentation`.
    static func indented(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + bytes.count / 8)
            var start = 0
            while start <= bytes.count {
                let end = bytes.lineEnd(from: start)
                if end > start {
                    output.append(contentsOf: indentation.utf8)
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                }
                if end < bytes.count { output.append(0x0A) }
                start = end + 1
            }
            return String(decoding: output, as: UTF8.self)
        }
    }
}

/// The indented declarations of the kernel files made so far: each file's, by path, and the
/// body of each namespace asked for, the files' texts joined by blank lines, by the files' paths.
/// Every control of a kind has the same body, so a run joins each kind's once.
private enum IndentedKernel {
    /// The texts made so far, guarded by `lock`.
    nonisolated(unsafe) private static var texts: [String: String] = [:]
    /// The bodies made so far, guarded by `lock`.
    nonisolated(unsafe) private static var bodies: [[String]: String] = [:]
    /// The normalised rests made so far (`normalizedRest(of:)`), guarded by `lock`.
    nonisolated(unsafe) private static var normalizedRests: [[String]: [UInt8]] = [:]
    /// Guards `texts`, `bodies` and `normalizedRests`; the specs of a run are generated on several threads.
    private static let lock = NSLock()

    /// The indented declarations of `files`, one after the other with a blank line between, made
    /// on first use.
    static func body(of files: [KernelFile]) -> String {
        let paths = files.map(\.path)
        lock.lock()
        defer { lock.unlock() }
        return unlockedBody(of: files, paths: paths)
    }

    /// `body(of:)`; only with `lock` held.
    private static func unlockedBody(of files: [KernelFile], paths: [String]) -> String {
        if let body = bodies[paths] { return body }
        let body = files.map(text).joined(separator: "\n")
        bodies[paths] = body
        return body
    }

    /// What `SwiftGenerator.normalized` makes of a one-line stand-in for the namespace's heading
    /// (`x`), the body of `files` and the closing brace, after the stand-in: from the line feed
    /// that ends the heading's last line to the final line feed. Made on first use.
    static func normalizedRest(of files: [KernelFile]) -> [UInt8] {
        let paths = files.map(\.path)
        lock.lock()
        defer { lock.unlock() }
        if let rest = normalizedRests[paths] { return rest }
        let rest = Array(SwiftGenerator.normalized(Array(("x\n" + unlockedBody(of: files, paths: paths) + "}\n").utf8)).dropFirst())
        normalizedRests[paths] = rest
        return rest
    }

    /// The indented declarations of `file`, made on first use; only with `lock` held.
    private static func text(of file: KernelFile) -> String {
        if let text = texts[file.path] { return text }
        let text = KernelEmitter.indented(KernelEmitter.declarations(of: file.text))
        texts[file.path] = text
        return text
    }
}
