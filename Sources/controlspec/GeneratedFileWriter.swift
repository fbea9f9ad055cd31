import ControlSpec
import Foundation

/// Writes generated files into the output folder: atomically, only when their bytes change, and
/// never over a file that controlspec did not generate.
struct GeneratedFileWriter {
    /// What happened to one file.
    enum Outcome: Equatable, Sendable {
        /// The file was created or its content replaced.
        case written
        /// The file already held exactly these bytes; it was not touched (its date stays).
        case unchanged
        /// A file without controlspec's header is in the way; it was left alone.
        case refusedHandWritten
        /// The file could not be written; the reason is given.
        case failed(String)
    }

    /// The output folder.
    let directory: URL

    /// Writes one Swift file, creating the folder if needed.
    func write(_ source: GeneratedSource) -> Outcome {
        write(fileName: source.fileName, text: source.text, headerPrefix: GeneratedSource.headerPrefix)
    }

    /// Writes one text file whose generated header starts with `headerPrefix`, creating the folder
    /// if needed; an existing file that does not start with `headerPrefix` is left alone.
    func write(fileName: String, text: String, headerPrefix: String) -> Outcome {
        let url = directory.appendingPathComponent(fileName)
        let bytes = Data(text.utf8)
        if let existing = try? Data(contentsOf: url) {
            if existing == bytes { return .unchanged }
            if !existing.starts(with: Data(headerPrefix.utf8)) {
                return .refusedHandWritten
            }
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try bytes.write(to: url, options: .atomic)
            return .written
        } catch {
            return .failed((error as NSError).localizedFailureReason ?? error.localizedDescription)
        }
    }
}
