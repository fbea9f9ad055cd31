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
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let file = exists && isDirectory.boolValue ? (path as NSString).appendingPathComponent(ConfigLanguage.fileNames[0]) : path
        let shown = DisplayPath.shown(file, workingDirectory: FileManager.default.currentDirectoryPath)
        do {
            try Data(DefaultConfiguration.text.utf8).write(to: URL(fileURLWithPath: file), options: .withoutOverwriting)
        } catch {
            let reason = FileManager.default.fileExists(atPath: file) ? "it already exists" : "\((error as NSError).localizedDescription)"
            RunOutput.printFailures(["refusing to write '\(shown)': \(reason)"])
            throw ExitCode(LintExitStatus.toolFailure.rawValue)
        }
        print("wrote \(shown)")
    }
}
