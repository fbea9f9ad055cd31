#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole reads and writes on an open file. The system may write or read fewer bytes than asked
/// (a pipe, a full disk, a signal), or be interrupted before any (`EINTR`): each call here is
/// made again for the rest until the buffer is done, so no caller writes that loop of its own.
enum FileDescriptorIO {
    /// Writes every byte of `bytes` to `file`, at its position or, given `offset`, from there on
    /// (`pwrite`, which leaves the position alone); returns the error of the write that failed,
    /// or `EIO`'s when one wrote nothing.
    static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to file: Int32, at offset: Int? = nil) -> FileSystemError? {
        var done = 0
        while done < bytes.count {
            let start = bytes.baseAddress! + done, count = bytes.count - done
            let wrote = if let offset { pwrite(file, start, count, off_t(offset + done)) } else { write(file, start, count) }
            if wrote < 0, errno == EINTR { continue }
            guard wrote > 0 else { return FileSystemError(errno: wrote < 0 ? errno : EIO) }
            done += wrote
        }
        return nil
    }

    /// Reads from `file` until `buffer` is full or the file ends, from its position or, given
    /// `offset`, from there (`pread`); returns how many bytes it read, fewer than the buffer
    /// holds only at the end of the file, or the error of the read that failed.
    static func readFully(into buffer: UnsafeMutableRawBufferPointer, from file: Int32, at offset: Int? = nil) -> Result<Int, FileSystemError> {
        var filled = 0
        while filled < buffer.count {
            let start = buffer.baseAddress! + filled, count = buffer.count - filled
            let got = if let offset { pread(file, start, count, off_t(offset + filled)) } else { read(file, start, count) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return .failure(FileSystemError(errno: errno)) }
            if got == 0 { break }
            filled += got
        }
        return .success(filled)
    }
}
