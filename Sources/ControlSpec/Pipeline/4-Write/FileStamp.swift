#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file as it was right after controlspec wrote (or checked) it: any later change to
/// it, even one that keeps its size and sets its modification time back, changes its status
/// change time, which no one can set, so a file with the same stamp still holds what was written.
struct FileStamp: Hashable, Sendable {
    /// The size in bytes.
    var size: Int64
    /// The inode number (a file replaced by renaming another over it has a new one).
    var inode: UInt64
    /// The modification time, seconds and nanoseconds.
    var modified: Int64, modifiedNanoseconds: Int64
    /// The status change time, seconds and nanoseconds.
    var changed: Int64, changedNanoseconds: Int64

    /// The stamp of the regular file `name` in the folder open as `folder`, not following a link;
    /// `nil` when there is no regular file there.
    static func of(_ name: String, in folder: Int32) -> FileStamp? {
        var status = stat()
        guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return FileStamp(status: status)
    }

    /// The stamp of the open regular file `file`: no name looked up again in a folder of
    /// thousands, where the writer still holds the file it has just linked or compared.
    static func of(open file: Int32) -> FileStamp? {
        var status = stat()
        guard fstat(file, &status) == 0 else { return nil }
        return FileStamp(status: status)
    }

    /// The stamp in `status`; `nil` when it is not a regular file's.
    private init?(status: stat) {
        guard status.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
        let modified = status.st_mtimespec, changed = status.st_ctimespec
        #else
        let modified = status.st_mtim, changed = status.st_ctim
        #endif
        self.init(size: Int64(status.st_size), inode: UInt64(status.st_ino),
                  modified: Int64(modified.tv_sec), modifiedNanoseconds: Int64(modified.tv_nsec),
                  changed: Int64(changed.tv_sec), changedNanoseconds: Int64(changed.tv_nsec))
    }

    /// The stamp as the manifest writes it: six numbers separated by spaces.
    var text: String {
        var bytes: [UInt8] = []
        appendText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of `text` to `bytes`, digit by digit: a manifest has a stamp for
    /// every file written, and interpolating six numbers into a string costs about six thousand
    /// instructions.
    func appendText(to bytes: inout [UInt8]) {
        Self.appendDecimal(size, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        Self.appendDecimal(magnitude: inode, negative: false, to: &bytes)
        for number in [modified, modifiedNanoseconds, changed, changedNanoseconds] {
            bytes.append(UInt8(ascii: " "))
            Self.appendDecimal(number, to: &bytes)
        }
    }

    /// Appends `number` in decimal, as `String(number)` writes it.
    private static func appendDecimal(_ number: Int64, to bytes: inout [UInt8]) {
        appendDecimal(magnitude: number.magnitude, negative: number < 0, to: &bytes)
    }

    /// Appends `magnitude` in decimal, after a minus sign if `negative`: the digits written from
    /// the last into a buffer on the stack, then appended at once.
    private static func appendDecimal(magnitude: UInt64, negative: Bool, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { buffer in
            var start = buffer.count, rest = magnitude
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            if negative {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// A stamp read back from `text`.
    init?(_ text: some StringProtocol) {
        self.init(utf8: text.utf8)
    }

    /// A stamp read back from the UTF-8 bytes of its text, digit by digit and without an array:
    /// a rerun reads one stamp per file it keeps, straight from the manifest's bytes.
    init?(utf8 bytes: some Sequence<UInt8>) {
        var iterator = bytes.makeIterator()
        var ended = false
        /// The next number, field `index`, as its bits; `nil` when it is not one that fits.
        func next(_ index: Int) -> UInt64? {
            guard !ended else { return nil }
            var number: UInt64 = 0, digits = 0, negative = false
            while true {
                guard let byte = iterator.next() else {
                    ended = true
                    break
                }
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    let (times, overflow) = number.multipliedReportingOverflow(by: 10)
                    guard !overflow, digits < 20 else { return nil }
                    number = times &+ UInt64(byte - UInt8(ascii: "0"))
                    digits += 1
                case UInt8(ascii: "-") where digits == 0 && !negative:
                    negative = true
                case UInt8(ascii: " ") where digits > 0:
                    return Self.signed(number, negative: negative, index: index)
                default:
                    return nil
                }
            }
            return digits > 0 ? Self.signed(number, negative: negative, index: index) : nil
        }
        guard let size = next(0), let inode = next(1), let modified = next(2), let modifiedNanoseconds = next(3),
              let changed = next(4), let changedNanoseconds = next(5), ended else { return nil }
        self.init(size: Int64(bitPattern: size), inode: inode, modified: Int64(bitPattern: modified),
                  modifiedNanoseconds: Int64(bitPattern: modifiedNanoseconds), changed: Int64(bitPattern: changed),
                  changedNanoseconds: Int64(bitPattern: changedNanoseconds))
    }

    /// The bits of field `index` (the inode, field 1, unsigned; the others `Int64`) read as
    /// `magnitude` and a sign, or `nil` when it does not fit.
    private static func signed(_ magnitude: UInt64, negative: Bool, index: Int) -> UInt64? {
        if index == 1 { return negative ? nil : magnitude }
        if negative { return magnitude <= UInt64(Int64.max) + 1 ? UInt64(bitPattern: 0 &- Int64(bitPattern: magnitude)) : nil }
        return magnitude <= UInt64(Int64.max) ? magnitude : nil
    }

    /// A stamp with every field given.
    init(size: Int64, inode: UInt64, modified: Int64, modifiedNanoseconds: Int64, changed: Int64, changedNanoseconds: Int64) {
        self.size = size
        self.inode = inode
        self.modified = modified
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changed = changed
        self.changedNanoseconds = changedNanoseconds
    }
}
