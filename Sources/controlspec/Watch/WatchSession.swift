#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import ControlSpec
import Foundation

/// A command as watch mode runs it again and again.
struct WatchedCommand {
    /// The spec files and folders given.
    var paths: [String]
    /// `--config`, when given.
    var configPath: String?
    /// The templates folder the command reads under a configuration (`nil` when the
    /// configuration could not be read); `nil` for none.
    var templates: (RunConfiguration?) -> String?
    /// Runs the command once; with `liveReload`, the gallery it writes reloads itself.
    var run: (RunConfiguration, _ liveReload: Bool) -> RunReport
    /// Whether the command writes a gallery, which a last run without live reloading restores
    /// when watching stops.
    var writesGallery: Bool
}

/// `--watch`: runs a command, then again on every saved change of a spec, an image it names, a
/// template, the configuration file or a design token file, printing only what changed: the
/// findings that appeared, those that went (`fixed: ...`) and the files written, then the status
/// line; a run that changed nothing prints nothing. Other files, in the same folders or not, are
/// not its inputs and start no run. A spec that is half-written or invalid
/// while it is saved is reported and the watch goes on. Ctrl-C (or SIGTERM) stops it between
/// runs; the gallery is then written once more without live reloading, and the exit status is 0.
enum WatchSession {
    /// How long the files must stay quiet before a run: an editor's save is one run.
    static let quiet: Duration = .milliseconds(100)
    /// The longest wait for quiet once something changed.
    static let longest: Duration = .seconds(2)

    /// Watches until Ctrl-C; throws `ExitCode` 2 when files cannot be watched at all.
    static func run(_ command: WatchedCommand) throws {
        guard let stop = StopSignal() else {
            RunOutput.printFailures([ToolFailure("cannot watch: no pipe for Ctrl-C")])
            throw ExitCode(ExitStatus.toolFailure.rawValue)
        }
        var delta = WatchDelta()
        var watcher: FileWatcher?
        var isFirst = true
        while true {
            let (report, configuration) = round(command, liveReload: command.writesGallery)
            var printed = show(report, delta: &delta)
            let ignored = writtenPaths(report)
            // The token files the configuration lists; when they have errors, the files of the report.
            let roots = self.roots(command, configuration: configuration, report: report,
                                   inputFiles: configuration?.tokens.files ?? report.files)
            if watcher == nil || watcher?.roots != roots || watcher?.lostWatch == true {
                watcher = nil
                do {
                    watcher = try FileWatcher(roots: roots)
                } catch {
                    RunOutput.printFailures([ToolFailure(error.message)])
                    throw ExitCode(ExitStatus.toolFailure.rawValue)
                }
                RunOutput.printFailures(watcher!.failures.map(ToolFailure.init))
                printed = printed || !watcher!.failures.isEmpty
            }
            if isFirst || printed {
                status("\(summary(report)); watching for changes (Ctrl-C stops)")
            }
            isFirst = false
            guard watcher!.waitForChanges(quiet: quiet, longest: longest, stop: stop.descriptor, ignoring: ignored.contains) != nil else { break }
        }
        if command.writesGallery {
            show(round(command, liveReload: false).report, delta: &delta)
        }
        status("stopped watching")
    }

    /// Loads the configuration and runs the command; a configuration that cannot be read or has
    /// errors is reported instead, like a run's failures and findings.
    static func round(_ command: WatchedCommand, liveReload: Bool) -> (report: RunReport, configuration: RunConfiguration?) {
        switch RunConfiguration.load(explicitPath: command.configPath, workingDirectory: FileManager.default.currentDirectoryPath) {
        case .loaded(let configuration):
            return (command.run(configuration, liveReload), configuration)
        case .unreadable(let failure):
            return (RunReport(files: [], findings: [], failures: [failure]), nil)
        case .invalid(let report):
            return (report, nil)
        }
    }

    /// Prints what changed since the last run: new tool failures on standard error; the new
    /// findings, the findings gone and the files written (but the gallery's version file) on
    /// standard output. Returns whether it printed anything.
    @discardableResult
    static func show(_ report: RunReport, delta: inout WatchDelta) -> Bool {
        let change = delta.update(with: report)
        RunOutput.printFailures(change.newFailures)
        let colored = ColorPolicy.usesColor(isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
        var text = TextReporter(colored: colored).render(change.appeared)
        for finding in change.resolved {
            var bare = finding
            bare.diagnostic.notes = []
            text += "fixed: " + TextReporter(colored: false).render([bare])
        }
        text += report.writes.written.filter { ($0 as NSString).lastPathComponent != LiveReload.fileName }.map { "wrote \($0)\n" }.joined()
        print(text, terminator: "")
        fflush(nil)
        return !text.isEmpty || !change.newFailures.isEmpty
    }

    /// `4 specs: 1 error, 0 warnings, 2 notes`.
    static func summary(_ report: RunReport) -> String {
        let counts = [Severity.error, .warning, .note].map { severity in
            let count = report.findings.filter { $0.diagnostic.severity == severity }.count
            return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        return "\(report.files.count) spec\(report.files.count == 1 ? "" : "s"): " + counts.joined(separator: ", ")
    }

    /// A line about watching on standard error.
    static func status(_ message: String) {
        FileHandle.standardError.write(Data("controlspec: \(message)\n".utf8))
    }

    /// The files a run wrote and their folders, whose changes are the run's own and not watched.
    static func writtenPaths(_ report: RunReport) -> Set<String> {
        Set(report.writes.written.flatMap { [FileWatcher.canonical($0), FileWatcher.canonical(PathName.folder(of: $0))] })
    }

    /// What to watch, and which changes in it matter: each folder given, with the folders below it
    /// (but the folders the run writes into), for its specs; each file given, by its name in its
    /// folder (editors' renames happen there); the images the accepted specs name, by their names
    /// in their folders; the templates folder, for its templates; the `--config` file, or else
    /// every folder from the working directory up, for a configuration file; and each of
    /// `inputFiles` (the design token files), by its name. A path that does not exist yet is
    /// watched from its nearest existing folder.
    static func roots(_ command: WatchedCommand, configuration: RunConfiguration?, report: RunReport,
                      inputFiles: [String] = []) -> [FileWatcher.Root] {
        var roots: [FileWatcher.Root] = []
        let outputs = outputFolders(report)
        for path in command.paths {
            roots.append(isFolder(path)
                         ? FileWatcher.Root(path: FileWatcher.canonical(path), recursive: true, suffixes: Pipeline.specFileSuffixes,
                                            excluded: outputs.filter { $0.hasPrefix(FileWatcher.canonical(path) + "/") })
                         : existingFile(path) ? named(path) : appearance(of: path))
        }
        let images = Dictionary(grouping: report.imageFiles.map(FileWatcher.canonical), by: { PathName.folder(of: $0) })
        for (folder, files) in images.sorted(by: { $0.key < $1.key }) {
            roots.append(FileWatcher.Root(path: folder, recursive: false, names: Set(files.map { PathName.name(of: $0) })))
        }
        if let templates = command.templates(configuration) {
            roots.append(isFolder(templates)
                         ? FileWatcher.Root(path: FileWatcher.canonical(templates), recursive: false, suffixes: [TemplateSource.fileExtension])
                         : appearance(of: templates))
        }
        if let config = command.configPath {
            roots.append(existingFile(config) ? named(config) : appearance(of: config))
        } else {
            var folder = FileWatcher.canonical(".")
            while true {
                roots.append(FileWatcher.Root(path: folder, recursive: false, names: Set(ConfigLanguage.fileNames)))
                let parent = PathName.folder(of: folder)
                if parent == folder || parent.isEmpty { break }
                folder = parent
            }
        }
        for file in inputFiles {
            roots.append(existingFile(file) ? named(file) : appearance(of: file))
        }
        var unique: [FileWatcher.Root] = []
        for root in roots where !unique.contains(root) { unique.append(root) }
        return unique
    }

    /// The folder of the existing file `path`, watched for its name.
    static func named(_ path: String) -> FileWatcher.Root {
        FileWatcher.Root(path: FileWatcher.canonical(PathName.folder(of: path).nonEmpty), recursive: false, names: [PathName.name(of: path)])
    }

    /// The folders the run wrote files into, or left them in unchanged, that hold none of its
    /// specs: not watched below a folder argument.
    static func outputFolders(_ report: RunReport) -> Set<String> {
        let specs = report.files.map(FileWatcher.canonical)
        let folders = [report.writes.written, report.writes.unchanged, report.writes.kept].joined()
            .map { FileWatcher.canonical(PathName.folder(of: $0).nonEmpty) }
        return Set(folders.filter { folder in !specs.contains { $0.hasPrefix(folder + "/") } })
    }

    /// The nearest existing folder above `path`, watched for the name on the way to `path`.
    static func appearance(of path: String) -> FileWatcher.Root {
        var missing = FileWatcher.canonical(path)
        while true {
            let parent = PathName.folder(of: missing)
            if isFolder(parent) || parent == missing || parent.isEmpty {
                return FileWatcher.Root(path: parent.isEmpty ? "/" : parent, recursive: false, names: [PathName.name(of: missing)])
            }
            missing = parent
        }
    }

    /// Whether `path` is a folder (following links).
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Whether `path` is a file that is not a folder.
    static func existingFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}

extension String {
    /// The text, or `.` when it is empty (the folder of a bare file name).
    fileprivate var nonEmpty: String { isEmpty ? "." : self }
}
