import ControlSpec
import Foundation

/// The seed corpus: the bytes of every triggering and non-triggering example in the rule
/// catalogue, which together touch every key, value format and YAML trap the linter knows.
enum FuzzSeeds {
    /// Writes one file per example into `folder`; returns the exit status.
    static func write(to folder: String) -> Int32 {
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for rule in Rule.catalogue {
                for (index, example) in rule.triggering.enumerated() {
                    try Data(example.bytes).write(to: url.appendingPathComponent("\(rule.id)-triggering-\(index).yaml"))
                }
                for (index, example) in rule.nonTriggering.enumerated() {
                    try Data(example.utf8).write(to: url.appendingPathComponent("\(rule.id)-clean-\(index).yaml"))
                }
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("FuzzPipeline: cannot write seeds: \(error)\n".utf8))
            return 2
        }
    }
}
