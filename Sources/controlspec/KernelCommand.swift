import ArgumentParser
import ControlSpec

/// `controlspec kernel`: writes the kernel the controls of some specs share, for a build system
/// that compiles each spec to a file of its own with `compile --output-file F --kernel shared`.
struct KernelCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "kernel",
        abstract: "Write the kernel that the controls of the given specs share.",
        discussion: """
            Checks the specs and writes enum ControlKernel, with the kernel of every kind among those \
            without errors, to --output-file, atomically and only when its bytes change. The files of \
            `compile --output-file F --kernel shared` use it; `compile --output DIR` writes it into DIR \
            itself. Prints no findings (lint and compile report them). Exit status: 0, or 2 when a path \
            could not be read or written, 64 usage error.
            """
    )

    /// The spec files and directories whose kinds the kernel serves.
    @OptionGroup var specs: SpecPaths

    /// The spec paths.
    var paths: [String] { specs.paths }

    /// Where the kernel goes.
    @Option(name: .long, help: "The path of the kernel's Swift file, usually ControlKernel.swift.")
    var outputFile: String

    /// The access level of the kernel's enum.
    @Option(name: .long, help: "The access level of the kernel: internal or public (default: the configuration's access, else internal).")
    var access: GenerationOptions.AccessLevel?

    /// The output format of tool failures.
    @OptionGroup var report: ReportOptions

    /// The configuration file chosen on the command line (its access level and patterns apply).
    /// No failing severity: the command reports no findings to judge.
    @Option(name: .long, help: "The configuration file to use instead of the .controlspec.yml found by walking up from the working directory.")
    var config: String?

    @OptionGroup var absolute: AbsolutePathsFlag

    /// Whether files are named by absolute paths.
    var absolutePaths: Bool { absolute.absolutePaths }

    /// Checks the specs, writes the kernel and exits with the run's status.
    func run() throws {
        let configuration = try RunOutput.configuration(explicitPath: config, report: report)
        let result = Pipeline.kernel(paths, configuration: configuration, outputFile: outputFile, access: access, absolutePaths: absolutePaths)
        try RunOutput.finish(result, options: report, failSeverity: .error)
    }
}
