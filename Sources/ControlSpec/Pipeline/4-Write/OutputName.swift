/// The rules an output file's name must follow before anything is written, so that no output
/// can land outside its folder or be taken for a temporary file.
enum OutputName {
    /// The longest name, in UTF-8 bytes, that common file systems accept (`NAME_MAX`).
    static let maxBytes = 255

    /// Why `name` cannot name a file in an output folder, or `nil` when it can: it must be one
    /// path component (not empty, not `.` or `..`, without `/` or NUL), at most `maxBytes` long,
    /// and must not look like one of controlspec's temporary files.
    static func problem(with name: String) -> String? {
        if name.isEmpty { return "the file name is empty" }
        if name == "." || name == ".." { return "'\(name)' names a folder, not a file" }
        // Bytes, not `String.contains`, which goes through Foundation's search: this runs for
        // every file written. Neither byte occurs inside a longer UTF-8 sequence.
        if name.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == 0 }) { return "the file name contains '/' or a NUL character" }
        if name.utf8.count > maxBytes { return "the file name is \(name.utf8.count) bytes long; file systems accept at most \(maxBytes)" }
        if name.hasPrefix(TemporaryFileName.prefix) { return "the file name starts like controlspec's temporary files ('\(TemporaryFileName.prefix)')" }
        return nil
    }
}

/// The names of the temporary files the write stage writes before renaming them into place: a
/// recognisable pattern, so that a later run can remove the ones a killed run left.
enum TemporaryFileName {
    /// What every temporary file's name starts with; hidden, so spec discovery skips it.
    static let prefix = ".controlspec-tmp-"

    /// A new name: the prefix, this process's id and a random number.
    static func make(processID: Int32) -> String {
        prefix + String(processID) + "-" + String(UInt64.random(in: 0...UInt64.max), radix: 16)
    }
}
