/// One source file of the portable kernel, with its text exactly as `ControlKernel` compiles it.
public struct KernelFile: Sendable, Hashable {
    /// The file's path below `Sources/ControlKernel/` (`Shared/TimingCurve.swift`).
    public let path: String
    /// The file's text.
    public let text: String

    /// A kernel file from its embedded bytes.
    init(path: String, bytes: [UInt8]) {
        self.path = path
        text = String(decoding: bytes, as: UTF8.self)
    }
}

/// The text of every kernel file, embedded in the binary (no resource bundle to lose when it
/// moves), so code generation can copy the kernel verbatim into each generated file.
///
/// Each folder of `Sources/ControlKernel/` is embedded as a whole by `Package.swift`; a file added
/// there is listed here once, and a test checks that this list and the folders agree byte for byte.
public enum KernelSource {
    /// Timing curves as Core Animation evaluates them.
    public static let timingCurve = KernelFile(path: "Shared/TimingCurve.swift", bytes: PackageResources.TimingCurve_swift)

    /// Every kernel file, in path order.
    public static let all: [KernelFile] = [timingCurve]
}
