/// Why a command plugin stopped.
enum CommandFailure: Error, CustomStringConvertible {
    /// A target named by `--target` has no source files.
    case notASourceTarget(String)
    /// A target named by `--target` holds no spec.
    case noSpecs(target: String)
    /// No target of the package holds a spec.
    case noSpecsInPackage
    /// `controlspec <subcommand>` exited with a non-zero status.
    case toolFailed(String, status: Int32)

    /// The message shown by `swift package`.
    var description: String {
        switch self {
        case .notASourceTarget(let name):
            "target '\(name)' is not a source target"
        case .noSpecs(let target):
            "target '\(target)' holds no *.control.yaml spec"
        case .noSpecsInPackage:
            "no target of the package holds a *.control.yaml spec"
        case .toolFailed(let subcommand, let status):
            "controlspec \(subcommand) failed with exit status \(status)"
        }
    }
}
