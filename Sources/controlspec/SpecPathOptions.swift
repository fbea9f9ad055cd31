import ArgumentParser

/// The spec files and folders a command reads, declared once for every command that reads specs.
struct SpecPaths: ParsableArguments {
    /// The spec files and directories.
    @Argument(help: "Spec files, or directories to search for *.control.yaml files.")
    var paths: [String]
}

/// `--absolute-paths`, declared once for every command that names spec files in its output.
struct AbsolutePathsFlag: ParsableArguments {
    /// Whether diagnostics name files by absolute paths, as build systems and IDEs need.
    @Flag(help: "Show files by absolute paths (for build systems and IDEs).")
    var absolutePaths = false
}
