import Foundation

/// Turns command-line arguments into the paths of the spec files to read.
///
/// A directory argument means every `*.control.yaml` / `*.control.yml` below it, found
/// recursively in sorted order, skipping hidden files and directories (`.build`, `.git`) and not
/// following symbolic links to directories. A file argument is taken whatever its name. A file
/// reached twice is linted once. `selects` filters the files found below a directory (the
/// configuration's `include` and `exclude`); files named as arguments are always taken.
struct SpecFileDiscovery {
    /// The name endings of spec files.
    static let specSuffixes = [".control.yaml", ".control.yml"]

    /// The paths of the files found, in argument order, each file once.
    private(set) var files: [String] = []
    /// One failure per path that could not be used.
    private(set) var failures: [ToolFailure] = []
    /// The identities of the files found so far.
    private var seen: Set<FileIdentity> = []
    /// Whether a spec file found below a directory argument is taken.
    private let selects: (String) -> Bool

    /// The files named by `arguments`, keeping of those found below directories the ones
    /// `selects` accepts.
    init(arguments: [String], selects: @escaping (String) -> Bool = { _ in true }) {
        self.selects = selects
        for argument in arguments {
            add(argument)
        }
    }

    /// Adds the file named by one argument, or the spec files below the directory it names.
    private mutating func add(_ argument: String) {
        switch FileIdentity.of(argument) {
        case .failure(let error):
            failures.append(ToolFailure("cannot read '\(argument)': \(error.reason)"))
        case .success(let identity) where identity.isDirectory:
            if walk(argument) == 0 {
                failures.append(ToolFailure("no *.control.yaml files found in '\(argument)'"))
            }
        case .success(let identity):
            insert(argument, identity)
        }
    }

    /// Adds the spec files below `directory`; returns how many it found, duplicates and files
    /// `selects` refuses included (a folder whose specs are all excluded is not a failure).
    private mutating func walk(_ directory: String) -> Int {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            failures.append(ToolFailure("cannot read '\(directory)': \(Self.reason(for: directory))"))
            return 0
        }
        var found = 0
        for name in names where !name.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let isSpec = Self.specSuffixes.contains { name.hasSuffix($0) }
            switch FileIdentity.of(path) {
            case .failure(let error):
                if isSpec {
                    failures.append(ToolFailure("cannot read '\(path)': \(error.reason)"))
                    found += 1
                }
            case .success(let identity) where identity.isDirectory:
                if !FileIdentity.isSymbolicLink(path) {
                    found += walk(path)
                }
            case .success(let identity):
                if isSpec {
                    // A FIFO named like a spec would wait for a writer that never comes: a walk
                    // reads regular files only (a path given by name may be a pipe).
                    if !identity.isRegularFile {
                        failures.append(ToolFailure("cannot read '\(path)': \(BoundedFileReader.notRegular)"))
                    } else if selects(path) {
                        insert(path, identity)
                    }
                    found += 1
                }
            }
        }
        return found
    }

    /// Records the file at `path` unless the same file was already found.
    private mutating func insert(_ path: String, _ identity: FileIdentity) {
        if seen.insert(identity).inserted {
            files.append(path)
        }
    }

    /// Why a directory cannot be listed, in the system's words.
    private static func reason(for directory: String) -> String {
        guard let handle = opendir(directory) else { return FileSystemError(errno: errno).reason }
        closedir(handle)
        return "cannot list the directory"
    }
}

extension Pipeline {
    /// The name endings of the spec files a folder argument means (`*.control.yaml`).
    public static var specFileSuffixes: [String] { SpecFileDiscovery.specSuffixes }
}
