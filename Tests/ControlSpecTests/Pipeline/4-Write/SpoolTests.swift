import Foundation
import Testing
@testable import ControlSpec

/// The spool a compile keeps each spec's manifest lines in until it writes the manifests and the
/// gallery: an unlinked file in the output folder, or memory.
@Suite struct SpoolTests {
    /// Texts appended from several threads at once each read back exactly from their ranges,
    /// which do not overlap, in a file spool and in a memory one.
    @Test(arguments: [true, false])
    func whatIsAppendedFromManyThreadsReadsBackByRange(inAFile: Bool) throws {
        let workspace = try Workspace()
        let session = OutputSession()
        let spool = inAFile ? session.spool(in: workspace.path("Out")) : Spool(descriptor: nil)
        let texts = (0..<400).map { index in "spec \(index)\t" + String(repeating: "é\(index % 7)", count: index % 97) + "\n" }
        let ranges = Parallel.map(texts.count, threads: 8) { spool.append(Array(texts[$0].utf8)) }
        for (text, range) in zip(texts, ranges) {
            let range = try #require(range)
            #expect(spool.bytes(range) == Array(text.utf8))
        }
        let sorted = ranges.compactMap { $0 }.sorted { $0.lowerBound < $1.lowerBound }
        #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }, "the ranges tile the spool")
        #expect(spool.bytes(0..<(sorted.last!.upperBound + 1)) == nil, "nothing past the end")
        if inAFile {
            #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("Out")).isEmpty, "the file has no name in the folder")
        }
    }
}
