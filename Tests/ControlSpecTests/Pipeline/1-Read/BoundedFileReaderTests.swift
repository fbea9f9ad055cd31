import Foundation
import Testing
@testable import ControlSpec

/// Reading input files within a byte limit.
@Suite struct BoundedFileReaderTests {
    @Test func readsAtMostTheLimit() throws {
        let workspace = try Workspace()
        let file = try workspace.write([UInt8](repeating: 0x61, count: 3 << 20), to: "big.control.yaml")
        let bytes = try BoundedFileReader.read(file.path, upTo: (1 << 20) + 1).get()
        #expect(bytes.count == (1 << 20) + 1)
    }

    @Test func readsAShorterFileWhole() throws {
        let workspace = try Workspace()
        let file = try workspace.write([0x61, 0x3A, 0x20, 0xFF, 0x0A], to: "knob.control.yaml")
        #expect(try BoundedFileReader.read(file.path, upTo: 100).get() == [0x61, 0x3A, 0x20, 0xFF, 0x0A])
    }

    @Test func reportsTheSystemReason() throws {
        let workspace = try Workspace()
        let result = BoundedFileReader.read(workspace.path("missing.control.yaml"), upTo: 100)
        #expect(throws: FileSystemError.self) { try result.get() }
        if case .failure(let error) = result {
            #expect(error.reason == "No such file or directory")
        }
    }

    /// A spec is read into a buffer of its size: the run keeps every spec's bytes until it ends,
    /// so a buffer of a few kilobytes per spec, trimmed but not shrunk, cost 40 MB at 10,000 specs.
    @Test(arguments: [0, 1, 700, 4095, 4096, 5000])
    func theBufferKeptIsTheFilesSize(size: Int) throws {
        let workspace = try Workspace()
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let file = try workspace.write(bytes, to: "knob.control.yaml")
        let read = try BoundedFileReader.read(file.path, upTo: 1 << 20).get()
        #expect(read == bytes)
        #expect(read.capacity < size + 64, "capacity \(read.capacity) for \(size) bytes")
    }
}
