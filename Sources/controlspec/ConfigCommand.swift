import ArgumentParser
import ControlSpec
import Foundation

/// `controlspec config`: the configuration file.
struct ConfigCommand: ParsableCommand {
    /// The subcommand's name, help and subcommands.
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Work with the .controlspec.yml configuration file.",
        subcommands: [ConfigInitCommand.self, ConfigInputsCommand.self]
    )
}

/// `controlspec config init`: writes the commented default configuration.
struct ConfigInitCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented default .controlspec.yml.",
        discussion: "Refuses to overwrite an existing file (exit status 2)."
    )

    /// Where the file goes: a file path, or a folder to write `.controlspec.yml` into.
    @Option(name: .long, help: "The file to write, or a folder to write .controlspec.yml into (default: the working directory).")
    var path = "."

    /// Writes the file unless one exists.
    func run() throws {
        switch Pipeline.initConfiguration(at: path, workingDirectory: FileManager.default.currentDirectoryPath) {
        case .success(let shown):
            print("wrote \(shown)")
        case .failure(let failure):
            RunOutput.printFailures([failure])
            throw ExitCode(ExitStatus.toolFailure.rawValue)
        }
    }
}

/// `controlspec config inputs`: the files the configuration makes a run read besides specs and
/// templates, which the build plugin declares as inputs of every spec's build command.
struct ConfigInputsCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "inputs",
        abstract: "List the files the configuration reads besides specs and templates.",
        discussion: """
            Prints one absolute path per line, sorted: the token files and resolver documents the \
            configuration's tokens: lists (also those that cannot be read) and the files the resolver \
            documents name. Nothing without a configuration. The build plugin runs it so that a change to \
            any of them rebuilds the controls. Exit status: 0; 1 when the configuration has errors; 2 when \
            it cannot be read.
            """
    )

    /// The configuration file chosen on the command line.
    @Option(name: .long, help: "The configuration file to use instead of the .controlspec.yml found by walking up from the working directory.")
    var config: String?

    /// The output format of the configuration's findings.
    @OptionGroup var report: ReportOptions

    /// Prints the files.
    func run() throws {
        let configuration = try RunOutput.configuration(explicitPath: config, report: report, readingTokens: false)
        for file in configuration.inputFiles { print(file) }
    }
}
