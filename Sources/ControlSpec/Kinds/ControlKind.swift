import ControlKernelSource

/// A kind of control: the language of its specs, how a checked spec becomes its model, its Swift
/// code and its previews.
///
/// Each kind lives in its own folder under `Kinds/` with a type conforming to this protocol, and is
/// registered once, in `ControlKinds.all`. The pipeline asks the registry and never names a kind,
/// so adding one touches nothing outside its folder but the registration (and its templates and
/// kernel files, which live where the build embeds them); see `CONTRIBUTING.md`.
protocol ControlKind: Sendable {
    /// The model of a checked spec of this kind.
    associatedtype Body: ControlBody
    /// The typed keys of this kind's top level; the object types below it follow from their keys.
    associatedtype Keys: TopLevelKeys where Keys.Body == Body
    /// The placeholders an accessibility value template may use; empty for a control without a value.
    var accessibilityPlaceholders: [String] { get }
    /// The accessibility value template of a spec that gives none; empty for a control without a value.
    var defaultAccessibilityValue: String { get }
    /// The kernel files the generated code of this kind needs, each with the code that needs it
    /// (the portable part, the UIKit control or the native SwiftUI view), dependencies first:
    /// a file holds the kernel files its target needs (`kernelFiles(for:)`).
    var kernel: [KernelUse] { get }
    /// The suffixes of the top-level types a control's generated code declares besides
    /// `<Name>`, `<Name>View` and `<Name>Kernel` (`Model` for `<Name>Model`): with those, the
    /// type names no other spec of the run may take (`declaredTypeNames(of:)`).
    var typeNameSuffixes: [String] { get }
    /// Checks the meaning of a spec of this kind and builds its model, reporting every problem;
    /// `nil` when a value the model needs is missing or invalid (which is reported).
    func build(_ top: SpecObject<Keys>, context: SemanticContext) -> Body?
    /// The Swift source of a checked spec of this kind, before normalisation: UTF-8 bytes.
    func swiftSource(of spec: ControlSpecification, body: Body, options: GenerationOptions, templates: TemplateSet) -> [UInt8]
    /// The preview images of a checked spec of this kind in each of `appearances` in turn (every
    /// image in the first, then every image in the next), made with `PreviewImage.images`: each
    /// image drawn once for every appearance, its colours asked of a `PreviewColors` and resolved
    /// in each appearance (`ColorValue.resolved(in:)`). What does not depend on the appearance,
    /// such as an animation's samples, is made once for all of them.
    func previews(of spec: ControlSpecification, body: Body, specPath: String, assets: [String: PreviewAsset], appearances: [Appearance]) -> [PreviewImage]
}

extension ControlKind {
    /// The word a spec writes after `kind:` (`knob`).
    var name: String { Body.kindName }

    /// The top-level object type of this kind's specs.
    var topLevel: ObjectType { Keys.objectType }

    /// Checks the meaning of a spec of this kind whose structure is checked (`top`), and builds
    /// it: the keys every kind shares, then the kind's own. `nil` when a value is missing or
    /// invalid (which is reported).
    func check(_ top: CheckedObject, diagnostics: DiagnosticCollector) -> ControlSpecification? {
        let top = SpecObject<Keys>(top)
        let context = SemanticContext(diagnostics: diagnostics, size: top[Keys.size])
        let body = build(top, context: context)
        let accessibility = CommonSemantics(context: context).accessibility(top[Keys.accessibility], kind: self)
        guard let name = top[Keys.name], let summary = top[Keys.summary], let size = context.size, let body else { return nil }
        return ControlSpecification(name: name, summary: summary, size: size, accessibility: accessibility, body: body, sourceMap: SourceMap(top.checked))
    }

    /// The Swift source of `spec`, a spec of this kind.
    func swiftSource(of spec: ControlSpecification, options: GenerationOptions, templates: TemplateSet) -> [UInt8] {
        swiftSource(of: spec, body: body(of: spec), options: options, templates: templates)
    }

    /// The preview images of `spec`, a spec of this kind, in each of `appearances` in turn.
    func previews(of spec: ControlSpecification, specPath: String, assets: [String: PreviewAsset], appearances: [Appearance]) -> [PreviewImage] {
        previews(of: spec, body: body(of: spec), specPath: specPath, assets: assets, appearances: appearances)
    }

    /// The body of `spec`, which the registry chose this kind for by the body's own kind name.
    private func body(of spec: ControlSpecification) -> Body {
        guard let body = spec.body as? Body else {
            preconditionFailure("a '\(name)' spec holds a \(type(of: spec.body)) model")
        }
        return body
    }

    /// The top-level types the generated code of the control `name` declares, its own first.
    func declaredTypeNames(of name: String) -> [String] {
        ([""] + ["View", "Kernel"] + typeNameSuffixes).map { name + $0 }
    }

    /// Whether the control has a value that VoiceOver reads and adjusts.
    var hasValue: Bool { !accessibilityPlaceholders.isEmpty }

    /// The kernel files the code `target` writes needs, copied verbatim into each file's
    /// `<Name>Kernel` namespace (`KernelEmitter`) or the folder's `ControlKernel.swift`.
    func kernelFiles(for target: GenerationOptions.Target) -> [KernelFile] {
        kernel.filter { $0.isNeeded(for: target) }.map(\.file)
    }

    /// The kernel files `--target both` needs: every one of the kind's but those only the UIKit
    /// target's SwiftUI wrapper uses.
    var kernelFiles: [KernelFile] { kernelFiles(for: .both) }
}

/// A kernel file a kind needs, and the code that needs it.
struct KernelUse: Sendable {
    /// The code of a generated file that uses a kernel file.
    enum Code: Sendable {
        /// The portable part (configuration, models), which every target writes.
        case portable
        /// The UIKit control alone (`--target uikit` and `both`).
        case uikit
        /// The native SwiftUI view alone (`--target swiftui` and `both`).
        case swiftUI
        /// The UIKit control's SwiftUI wrapper alone (`--target uikit`).
        case wrapper
    }

    /// The kernel file.
    let file: KernelFile
    /// The code that needs it.
    let code: Code

    /// A file the portable part needs.
    static func portable(_ file: KernelFile) -> KernelUse { KernelUse(file: file, code: .portable) }
    /// A file only the UIKit control needs.
    static func uikit(_ file: KernelFile) -> KernelUse { KernelUse(file: file, code: .uikit) }
    /// A file only the native SwiftUI view needs.
    static func swiftUI(_ file: KernelFile) -> KernelUse { KernelUse(file: file, code: .swiftUI) }
    /// A file only the UIKit control's SwiftUI wrapper needs.
    static func wrapper(_ file: KernelFile) -> KernelUse { KernelUse(file: file, code: .wrapper) }

    /// What the UIKit control of a kind with a value (a knob, a slider of any kind) uses besides its
    /// own files: its haptic, its disabled look, and its SwiftUI wrapper's coordinator.
    static let uikitValueControl: [KernelUse] = [
        .uikit(KernelSource.hapticStyle), .uikit(KernelSource.uikitHaptic), .uikit(KernelSource.uikitEnabledLook),
        .wrapper(KernelSource.uikitBindingCoordinator),
    ]

    /// Whether a file written for `target` needs the kernel file.
    func isNeeded(for target: GenerationOptions.Target) -> Bool {
        switch code {
        case .portable: true
        case .uikit: target.generatesUIKit
        case .swiftUI: target.generatesSwiftUI
        case .wrapper: target == .uikit
        }
    }
}

/// The kind-specific part of a checked spec: a knob's, a slider's or a button's model.
public protocol ControlBody: Sendable, Hashable {
    /// The word a spec writes after `kind:` for this body's kind.
    static var kindName: String { get }
    /// The image asset names the spec refers to, whose files previews may look for next to it.
    var assetNames: [String] { get }
    /// Every timed animation the control runs, with the key path of its duration, for design lint.
    var animationDurations: [(keyPath: String, seconds: Double)] { get }
}
