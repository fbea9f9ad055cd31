/// What every template needs about its control, as ready-to-insert Swift text.
///
/// Templates hold layout only: every value a template inserts is already a Swift literal or
/// identifier made here (through `SwiftLiteral`, so no spec text can inject code), and every
/// choice is a Boolean or a list the template loops over.
struct ControlViewModel: Sendable, Encodable {
    /// The spec's path as the header names it.
    var specPath: String
    /// The control's type name (`Knob`); checked to be a Swift identifier.
    var typeName: String
    /// `public ` or nothing, placed before declarations.
    var access: String
    /// The summary as doc-comment text.
    var summary: String
    /// The intrinsic width as a Swift literal.
    var width: String
    /// The intrinsic height as a Swift literal.
    var height: String
    /// The accessibility label as a string literal, if the spec gives one.
    var accessibilityLabel: String?
    /// The accessibility hint as a string literal, if the spec gives one.
    var accessibilityHint: String?
    /// Where the kernel's namespace enum with the kind's kernel files goes: a placeholder line the
    /// namespace replaces once the file is normalised (`KernelPlaceholder`); empty when the kind
    /// has no kernel files or the kernel is the folder's shared one.
    var kernel: String
    /// The enum the kernel's types are declared in: `KnobKernel` in the control's own file, or
    /// the folder's shared `ControlKernel`.
    var kernelTypes: String
    /// How the control's own namespace `<TypeName>Kernel` (its configuration and what it adds to
    /// the kernel) is declared: `extension` of the kernel's enum when the file holds its kernel
    /// (whose members carry the access level, which a `public extension` would repeat), `enum`
    /// (`public enum`) when the kernel is the folder's shared one.
    var namespaceKeyword: String
    /// The bundle the control loads its images from, as a Swift expression:
    /// `Bundle(for: Knob.self)` or `Bundle.module`.
    var imageBundle: String
    /// What `imageBundle` is, in words, for the doc comment of the image loader.
    var imageBundleDescription: String
    /// Whether the file holds the control's configuration, `<TypeName>Kernel`: every file but the
    /// view's own (`GenerationOptions.FileContents.view`).
    var generatesConfiguration: Bool
    /// Whether the file holds the control's kernel (`--kernel embedded`), after a `Kernel` mark.
    var embedsKernel: Bool
    /// Whether the file holds the UIKit control (`--target uikit` or `both`).
    var generatesUIKit: Bool
    /// Whether the file holds the `UIViewRepresentable` wrapper of the UIKit control: only with
    /// `--target uikit`, since the native view takes its place otherwise.
    var generatesWrapper: Bool
    /// Whether the file holds the native SwiftUI view (`--target swiftui` or `both`).
    var generatesSwiftUI: Bool
    /// Whether the file imports UIKit: it holds the UIKit control or its wrapper.
    var importsUIKit: Bool
    /// The condition the UIKit control compiles under: wherever UIKit has controls (iOS, iPadOS,
    /// Mac Catalyst, tvOS, visionOS), not watchOS, where `canImport(UIKit)` holds without them.
    let uikitCondition = "canImport(UIKit) && !os(watchOS)"
    /// The named colours the spec uses that tvOS's UIKit lacks, which the file declares as
    /// `UIColor` members of its own (`SwiftColor.portableColors(_:)`): UIKit's colour where it
    /// has one, on tvOS the colour's documented values per appearance.
    var portableColors: [PortableColor] = []
    /// Whether the file declares any `portableColors`.
    var hasPortableColors = false
    /// Whether the control dims itself when disabled: its spec gives no disabled colour or image,
    /// so it is drawn in its normal look at the kernel's `ControlLook.disabledOpacity`. Set by
    /// the kinds that draw a disabled look; the others draw their parts' disabled colours.
    var dimsWhenDisabled = false

    /// The kernel configuration `expression` as the templates insert it after
    /// `static let configuration = `: kernel types in the enum that declares them (`KnobKernel`
    /// or the folder's `ControlKernel`), further lines indented from the declaration's four spaces.
    func configuration(_ expression: SwiftExpression) -> String {
        SwiftRenderer(kernelNamespace: kernelTypes).render(expression, indentation: 4)
    }

    /// Makes the shared part of a view-model.
    init(spec: ControlSpecification, options: GenerationOptions) {
        specPath = SwiftLiteral.docComment(options.specPath)
        typeName = spec.name
        access = options.access.prefix
        summary = SwiftLiteral.docComment(spec.summary)
        width = SwiftLiteral.number(spec.size.width)
        height = SwiftLiteral.number(spec.size.height)
        accessibilityLabel = spec.accessibility.label.map(SwiftLiteral.string)
        accessibilityHint = spec.accessibility.hint.map(SwiftLiteral.string)
        kernel = options.embedsKernel ? KernelPlaceholder.value(for: spec.kind.kernelFiles(for: options.target)) : ""
        kernelTypes = options.kernelNamespace(of: spec.name)
        embedsKernel = !kernel.isEmpty
        generatesConfiguration = options.contents != .view
        generatesUIKit = options.target.generatesUIKit && options.contents != .view
        generatesWrapper = options.target == .uikit && options.contents != .control
        generatesSwiftUI = options.target.generatesSwiftUI && options.contents != .control
        importsUIKit = generatesUIKit || generatesWrapper
        if generatesUIKit {
            portableColors = SwiftColor.portableColors(NamedColorScan.names(in: spec.body)).map(PortableColor.init)
            hasPortableColors = !portableColors.isEmpty
        }
        namespaceKeyword = options.kernel == .embedded ? "extension" : options.access.prefix + "enum"
        switch options.imageBundle {
        case .type:
            imageBundle = "Bundle(for: \(spec.name).self)"
            imageBundleDescription = "the bundle of this type's code: the app's, or a framework's"
        case .module:
            imageBundle = "Bundle.module"
            imageBundleDescription = "the target's resource bundle, `Bundle.module`"
        }
    }
}

/// A named colour tvOS's UIKit lacks, as a generated file declares it (`imports.swift.mustache`).
struct PortableColor: Encodable {
    /// The colour's UIKit name, `systemGray5`.
    var name: String
    /// The member the file declares, `portableSystemGray5`.
    var member: String
    /// The `UIColor` expression tvOS uses.
    var tvOS: String

    init(_ color: (name: String, member: String, tvOS: String)) {
        (name, member, tvOS) = color
    }
}
