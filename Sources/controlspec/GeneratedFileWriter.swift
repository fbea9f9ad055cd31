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

    /// What a user must be told about writing the file shown as `shown`, or `nil` when it went well.
    static func failure(_ outcome: Outcome, shown: String) -> String? {
        switch outcome {
        case .written, .unchanged: nil
        case .refusedHandWritten: "refusing to overwrite '\(shown)': it does not start with controlspec's generated header, so it was not written by controlspec"
        case .failed(let reason): "cannot write '\(shown)': \(reason)"
        }
    }

    /// The output folder.
    let directory: URL

    /// Writes one Swift file as `<directory>/<file name>`, creating the folder if needed.
    func write(_ source: GeneratedSource) -> Outcome {
        write(fileName: source.fileName, text: source.text, headerPrefix: GeneratedSource.headerPrefix)
    }

    /// Writes one text file whose generated header starts with `headerPrefix` into the folder.
    func write(fileName: String, text: String, headerPrefix: String) -> Outcome {
        Self.write(text: text, headerPrefix: headerPrefix, to: directory.appendingPathComponent(fileName))
    }

    /// Writes one Swift file at `url`, whatever its name (`compile --output-file`).
    static func write(_ source: GeneratedSource, to url: URL) -> Outcome {
        write(text: source.text, headerPrefix: GeneratedSource.headerPrefix, to: url)
    }

    /// Writes `text` at `url`, creating its folder if needed; an existing file that does not start
    /// with `headerPrefix` is left alone, and one that already holds these bytes is not touched.
    static func write(text: String, headerPrefix: String, to url: URL) -> Outcome {
        let bytes = Data(text.utf8)
        if let existing = try? Data(contentsOf: url) {
            if existing == bytes { return .unchanged }
            if !existing.starts(with: Data(headerPrefix.utf8)) {
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
