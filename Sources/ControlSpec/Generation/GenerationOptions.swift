/// How generated Swift is written.
public struct GenerationOptions: Sendable, Hashable {
    /// The access level of the generated declarations.
    public enum AccessLevel: String, CaseIterable, Sendable {
        /// Visible inside the app or module target (Swift's default; no keyword is written).
        case `internal`
        /// Visible to other modules, for a framework target.
        case `public`

        /// The keyword with a trailing space, or nothing for `internal`.
        var prefix: String { self == .public ? "public " : "" }
    }

    /// The bundle generated controls load their images from (knob images, button image parts).
    public enum ImageBundle: String, CaseIterable, Sendable {
        /// The bundle holding the generated type's code, `Bundle(for: <Type>.self)`: the app's
        /// bundle in an app target, the framework's in a framework target.
        case type
        /// `Bundle.module`, the resource bundle SwiftPM makes for a target that declares
        /// resources (it exists only then).
        case module
    }

    /// Which code a spec's file holds: the UIKit control, the native SwiftUI view, or both.
    public enum Target: String, CaseIterable, Sendable {
        /// The `UIControl` subclass and a `UIViewRepresentable` wrapper for SwiftUI on iOS.
        case uikit
        /// The native SwiftUI view alone, for every Apple platform; no UIKit code.
        case swiftui
        /// The `UIControl` subclass (iOS and visionOS) and the native SwiftUI view (every Apple
        /// platform), which takes the wrapper's place.
        case both

        /// Whether the file holds the UIKit control.
        var generatesUIKit: Bool { self != .swiftui }
        /// Whether the file holds the native SwiftUI view.
        var generatesSwiftUI: Bool { self != .uikit }
    }

    /// Which of a control's code one file holds: all of it (`--output-file`), or one of the two
    /// files an output folder holds each control in (`SwiftGenerator.files`), each named after
    /// the type it is about.
    public enum FileContents: Sendable, Hashable {
        /// Everything `target` asks for, in one file.
        case all
        /// The configuration (`<Name>Kernel`, the models' type aliases) and the UIKit control,
        /// if `target` has one, in `<Name>.swift`.
        case control
        /// `<Name>View`, in `<Name>View.swift`: the native SwiftUI view, or with `--target uikit`
        /// the UIKit control's `UIViewRepresentable` wrapper.
        case view
    }

    /// Where the portable kernel a control runs on is declared.
    public enum KernelPlacement: String, CaseIterable, Sendable {
        /// In the control's own file, in an enum named for the control (`KnobKernel`), so that the
        /// file compiles alone: a single spec compiled to a single file (`--output-file`).
        case embedded
        /// Once per output folder, in `ControlKernel.swift` (`enum ControlKernel`), which holds
        /// the kernel of every kind the folder's controls are of (`SwiftGenerator.kernelFile`).
        case shared
    }

    /// The access level of the generated declarations.
    public var access: AccessLevel
    /// The bundle generated controls load their images from.
    public var imageBundle: ImageBundle
    /// The spec's path as shown in the generated header (relative to the working directory).
    public var specPath: String
    /// Where the kernel is declared: in the control's file, or in the folder's shared file.
    public var kernel: KernelPlacement
    /// Which code the file holds.
    public var target: Target
    /// Which of that code this file holds.
    public var contents: FileContents = .all

    /// Creates options.
    public init(access: AccessLevel = .internal, imageBundle: ImageBundle = .type, specPath: String, kernel: KernelPlacement = .embedded,
                target: Target = .both) {
        self.target = target
        self.access = access
        self.imageBundle = imageBundle
        self.specPath = specPath
        self.kernel = kernel
    }

    /// Whether the file holds the kernel: with `--kernel embedded`, the file that holds the
    /// configuration, which the kernel's namespace extends.
    var embedsKernel: Bool { kernel == .embedded && contents != .view }

    /// The name of the enum the kernel's types are declared in, for the control `typeName`.
    func kernelNamespace(of typeName: String) -> String {
        switch kernel {
        case .embedded: KernelEmitter.namespaceName(of: typeName)
        case .shared: KernelEmitter.sharedNamespaceName
        }
    }
}
