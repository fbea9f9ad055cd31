import ArgumentParser
import ControlSpec
import Foundation

/// `controlspec config`: the configuration file.
struct ConfigCommand: ParsableCommand {
    /// The subcommand's name, help and subcommands.
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Work with the .controlspec.yml configuration file.",
        subcommands: [ConfigInitCommand.self]
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
