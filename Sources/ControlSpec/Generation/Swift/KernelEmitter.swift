import ControlKernelSource

/// Copies the portable kernel into generated code: the declarations of kernel files, verbatim,
/// inside an enum named for the control (`KnobKernel`), so that each generated file stands alone
/// and two controls in one module never clash.
///
/// Kernel files are written to be legal both at the top level of `ControlKernel` and nested in an
/// enum: only `import Foundation` above the declarations, no extensions or free functions (see
/// `docs/architecture.md`). Their text is copied as it is, indented by four spaces. Only the enum's
/// name and access level differ between controls, so each file's indented text is made once per
/// process (`indentedDeclarations`).
enum KernelEmitter {
    /// The indentation of the kernel's declarations inside the namespace.
    static let indentation = "    "

    /// The namespace name of a control's kernel: `<TypeName>Kernel`.
    static func namespaceName(of typeName: String) -> String { "\(typeName)Kernel" }

    /// The namespace enum of control `typeName` holding the declarations of `files`, or nothing
    /// when the kind has no kernel files.
    static func namespace(of typeName: String, access: String, files: [KernelFile]) -> String {
        guard !files.isEmpty else { return "" }
        var text = "/// The portable kernel of ``\(typeName)``: value, geometry, touch and timing math on Foundation\n"
        text += "/// alone, copied verbatim from controlspec's kernel sources, as its previews compute them.\n"
        text += "\(access)enum \(namespaceName(of: typeName)) {\n"
        text += files.map { indentedDeclarations[$0.path] ?? indented(declarations(of: $0.text)) }.joined(separator: "\n")
        text += "}\n"
        return text
    }

    /// The indented declarations of every kernel file, by path, made once.
    static let indentedDeclarations: [String: String] = Dictionary(
        uniqueKeysWithValues: KernelSource.all.map { ($0.path, indented(declarations(of: $0.text))) })

    /// The declarations of a kernel file: its text after the `import` lines and the blank lines
    /// around them at its top.
    static func declarations(of text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let first = lines.first, first.isEmpty || first.hasPrefix("import ") {
            lines = lines.dropFirst()
        }
        return lines.joined(separator: "\n")
    }

    /// `text` with every non-empty line indented by `indentation`.
    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indentation + $0 }
            .joined(separator: "\n")
    }
}
