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

    /// Writes one file as `<directory>/<file name>`, creating the folder if needed.
    func write(_ source: GeneratedSource) -> Outcome {
        Self.write(source, to: directory.appendingPathComponent(source.fileName))
    }

    /// Writes one file at `url`, whatever its name, creating its folder if needed.
    static func write(_ source: GeneratedSource, to url: URL) -> Outcome {
        let bytes = Data(source.text.utf8)
        if let existing = try? Data(contentsOf: url) {
            if existing == bytes { return .unchanged }
            if !GeneratedSource.isGenerated(String(decoding: existing.prefix(GeneratedSource.headerPrefix.utf8.count), as: UTF8.self)) {
                return .refusedHandWritten
            }
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: url, options: .atomic)
            return .written
        } catch {
            return .failed((error as NSError).localizedFailureReason ?? error.localizedDescription)
        }
    }
}
