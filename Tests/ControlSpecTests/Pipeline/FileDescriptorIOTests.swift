import Foundation
import Testing
@testable import ControlSpec

/// Whole reads and writes on open files: every loop over `read`, `pread`, `write` and `pwrite`
/// in the tool goes through these two.
@Suite struct FileDescriptorIOTests {
    /// A pipe gives a read only what its writer has written so far: the read goes on until the
    /// buffer is full, then finds the end once the writer closes.
    @Test func aReadGoesOnAcrossShortReadsUntilTheBufferIsFull() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        let pieces = (0..<3).map { piece in (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ piece) } }
        let writer = Thread {
            for piece in pieces {
                piece.withUnsafeBufferPointer { _ = write(writeEnd, $0.baseAddress!, $0.count) }
                usleep(20_000)
            }
            close(writeEnd)
        }
        writer.start()
        var buffer = [UInt8](repeating: 0, count: 30_000)
        let read = buffer.withUnsafeMutableBytes { FileDescriptorIO.readFully(into: $0, from: readEnd) }
        #expect(try read.get() == 30_000)
        let readWhatWasWritten = buffer == pieces.flatMap { $0 }  // compared outside #expect, which would print 30,000 bytes
        #expect(readWhatWasWritten)
        var rest = [UInt8](repeating: 0, count: 10)
        #expect(try rest.withUnsafeMutableBytes { FileDescriptorIO.readFully(into: $0, from: readEnd) }.get() == 0)
    }

    /// At an offset, reads and writes leave the file's position alone; a read past the end gives
    /// what is there.
    @Test func atAnOffsetTheFilesPositionStaysWhereItWas() throws {
        let workspace = try Workspace()
        let file = open(workspace.path("file"), O_RDWR | O_CREAT | O_EXCL, 0o600)
        try #require(file >= 0)
        defer { close(file) }
        let start = Array("0123456789".utf8)
        #expect(start.withUnsafeBufferPointer { FileDescriptorIO.writeAll($0, to: file) } == nil)
        #expect(Array("ab".utf8).withUnsafeBufferPointer { FileDescriptorIO.writeAll($0, to: file, at: 3) } == nil)
        #expect(Array("XY".utf8).withUnsafeBufferPointer { FileDescriptorIO.writeAll($0, to: file) } == nil)
        #expect(String(decoding: try #require(FileManager.default.contents(atPath: workspace.path("file"))), as: UTF8.self) == "012ab56789XY")

        var buffer = [UInt8](repeating: 0, count: 4)
        #expect(try buffer.withUnsafeMutableBytes { FileDescriptorIO.readFully(into: $0, from: file, at: 2) }.get() == 4)
        #expect(String(decoding: buffer, as: UTF8.self) == "2ab5")
        #expect(try buffer.withUnsafeMutableBytes { FileDescriptorIO.readFully(into: $0, from: file, at: 10) }.get() == 2)
        #expect(String(decoding: buffer.prefix(2), as: UTF8.self) == "XY")
        #expect(lseek(file, 0, SEEK_CUR) == 12)
        #expect(try buffer.withUnsafeMutableBytes { FileDescriptorIO.readFully(into: $0, from: file) }.get() == 0)
    }

    /// A failed call gives the system's reason, whether or not it had an offset.
    @Test(arguments: [nil, 0] as [Int?])
    func aFailedCallGivesTheSystemsReason(offset: Int?) throws {
        let workspace = try Workspace()
        try workspace.write("text", to: "file")
        let readOnly = open(workspace.path("file"), O_RDONLY)
        try #require(readOnly >= 0)
        defer { close(readOnly) }
        let error = Array("more".utf8).withUnsafeBufferPointer { FileDescriptorIO.writeAll($0, to: readOnly, at: offset) }
        #expect(error?.reason == "Bad file descriptor")

        let writeOnly = open(workspace.path("file"), O_WRONLY)
        try #require(writeOnly >= 0)
        defer { close(writeOnly) }
        var buffer = [UInt8](repeating: 0, count: 4)
        let read = buffer.withUnsafeMutableBytes { FileDescriptorIO.readFully(into: $0, from: writeOnly, at: offset) }
        #expect(throws: FileSystemError.self) { try read.get() }
        if case .failure(let failure) = read { #expect(failure.reason == "Bad file descriptor") }
    }
}
