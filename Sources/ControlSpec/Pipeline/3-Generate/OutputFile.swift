import Foundation

/// A file the generate stage made, for the write stage to put into its folder.
public struct OutputFile: Sendable, Hashable {
    /// The folder it goes into, as the user gave it (`.` for the working directory).
    public var folder: String
    /// Its name inside the folder: one path component, checked by the write stage before writing.
    public var name: String
    /// The path shown in messages: the folder joined with the name, or `--output-file` as given.
    public var shownPath: String
    /// The file's UTF-8 bytes, as they are written.
    public var contents: [UInt8]
    /// The file's text.
    public var text: String { String(decoding: contents, as: UTF8.self) }
    /// The start of the header every file of its kind begins with; an existing file without it
    /// was not written by controlspec and is never replaced.
    public var headerPrefix: String

    /// A file named `name` in `folder`, shown as the two joined.
    public init(folder: String, name: String, text: String, headerPrefix: String) {
        self.init(folder: folder, name: name, contents: Array(text.utf8), headerPrefix: headerPrefix)
    }

    /// A file named `name` in `folder` of `contents`, UTF-8 text, shown as the two joined.
    public init(folder: String, name: String, contents: [UInt8], headerPrefix: String) {
        self.init(folder: folder, name: name, shownPath: (folder as NSString).appendingPathComponent(name), contents: contents, headerPrefix: headerPrefix)
    }

    /// A file named `name` in the folder of `paths` of `contents`, shown as `paths` joins them.
    init(in paths: FolderPaths, name: String, contents: [UInt8], headerPrefix: String) {
        self.init(folder: paths.folder, name: name, shownPath: paths.path(of: name), contents: contents, headerPrefix: headerPrefix)
    }

    /// A file at `path` exactly as given (`compile --output-file`): its folder and name are
    /// the path's parent and last component.
    public init(path: String, contents: [UInt8], headerPrefix: String) {
        let parent = PathName.folder(of: path)
        self.init(folder: parent.isEmpty ? "." : parent, name: PathName.name(of: path), shownPath: path, contents: contents, headerPrefix: headerPrefix)
    }

    /// A file with every field given.
    init(folder: String, name: String, shownPath: String, contents: [UInt8], headerPrefix: String) {
        self.folder = folder
        self.name = name
        self.shownPath = shownPath
        self.contents = contents
        self.headerPrefix = headerPrefix
    }
}

/// The paths of files in one folder, each the folder joined with the file's name as
/// `NSString.appendingPathComponent` joins them, for the ten or so files a spec writes into its
/// previews folder: the folder's part is worked out once, where bridging the folder to an
/// `NSString` and joining cost about a thousand instructions a file.
struct FolderPaths {
    /// The folder, as the user gave it.
    let folder: String
    /// What `appendingPathComponent` puts before a name that is one plain path component, or
    /// `nil` when it could not be told.
    private let prefix: String?

    /// The paths of files in `folder`.
    init(_ folder: String) {
        self.folder = folder
        // A name of one component with no slash is appended after the folder as the folder is
        // joined (its separator added, its slashes tidied), whatever the name: the join of a
        // stand-in name shows what comes before it.
        let joined = (folder as NSString).appendingPathComponent(Self.standIn)
        prefix = joined.hasSuffix(Self.standIn) ? String(joined.dropLast(Self.standIn.count)) : nil
    }

    /// The path of the file `name`: `appendingPathComponent(name)` of the folder.
    func path(of name: String) -> String {
        guard let prefix, !name.isEmpty, !name.utf8.contains(UInt8(ascii: "/")) else {
            return (folder as NSString).appendingPathComponent(name)
        }
        return prefix + name
    }

    /// The name joined to find the prefix.
    private static let standIn = "x"
}
