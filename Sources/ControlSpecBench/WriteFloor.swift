import ControlSpec
import Foundation

/// The write floor: every file a compile wrote (the same folders, names and bytes) written again
/// into an empty folder by controlspec's own writer (`OutputSession`, as the compile uses it: the
/// folders made anew beside their names, each file created and filled there, and put in place at
/// the end) on every core, with nothing read, checked or rendered. It is
/// what creating and filling the output costs, most of it in the kernel, which no faster
/// rendering can take away while the output is the same files.
struct WriteFloor {
    /// The files, by path under the output folder, in path order.
    let files: [(path: String, contents: [UInt8])]

    /// How many files.
    var count: Int { files.count }

    /// The files of the output folder `folder`, read once, before anything is timed, and held in
    /// the benchmark's memory (a gigabyte at 10,000 specs; the tool's own memory is measured in
    /// a process of its own, `ToolRun`).
    init(copying folder: String) throws {
        var files: [(path: String, contents: [UInt8])] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            guard (enumerator?.fileAttributes?[.type] as? FileAttributeType) == .typeRegular else { continue }
            files.append((path, Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path)))))
        }
        self.files = files.sorted { $0.path < $1.path }
    }

    /// The seconds it takes to write every file into `folder`, which must not exist, on `threads`
    /// threads: thread `t` writes files `t`, `t + threads`, … (neighbours in path order, so the
    /// threads write into the same folder at the same time, as the compile's do).
    func seconds(writingInto folder: String, threads: Int) throws -> Double {
        let outputFiles = files.map {
            OutputFile(path: folder + "/" + $0.path, contents: $0.contents, headerPrefix: "")
        }
        // Each thread's files, set apart before the clock starts.
        let shares = (0..<threads).map { thread in stride(from: thread, to: outputFiles.count, by: threads).map { outputFiles[$0] } }
        let session = OutputSession(stagesNewFolders: true)
        let failures = Failures()
        let seconds = Benchmark.seconds {
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                let report = session.write(shares[thread])
                if let first = report.failures.first { failures.add(first.description) }
            }
            if let first = session.publish().failures.first { failures.add(first.description) }
        }
        if let first = failures.first { throw StageTimes.Failure(description: "the write floor could not write: \(first)") }
        return seconds
    }
}

/// The failures the threads of a floor report; the first is shown.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var descriptions: [String] = []
    func add(_ description: String) { lock.withLock { descriptions.append(description) } }
    var first: String? { lock.withLock { descriptions.first } }
}
