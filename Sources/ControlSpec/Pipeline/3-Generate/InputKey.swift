import Foundation

/// What a generated file depends on, reduced to 128 bits: a file recorded under the same key was
/// made from the same inputs, so a rerun can keep it without rendering it again.
///
/// The key of a spec's files in one output folder covers the spec's bytes and shown path, the
/// tool (`ToolIdentity`), and what that folder's files are made with: for Swift files the
/// templates and the access level, for previews the images next to the spec.
public struct InputKey: Hashable, Sendable, CustomStringConvertible {
    /// The high and low halves of the FNV-1a 128-bit hash.
    var high: UInt64, low: UInt64

    /// The key of no input at all (the FNV-1a offset basis).
    init() {
        high = 0x6c62_272e_07bb_0142
        low = 0x62b8_2175_6295_c58d
    }

    /// A key read back from its `description`.
    init?(_ text: some StringProtocol) {
        self.init(utf8: text.utf8)
    }

    /// A key read back from the UTF-8 bytes of its `description`.
    init?(utf8 bytes: some Collection<UInt8>) {
        guard bytes.count == 32 else { return nil }
        var halves: (UInt64, UInt64) = (0, 0)
        for (index, byte) in bytes.enumerated() {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            if index < 16 { halves.0 = halves.0 << 4 | UInt64(digit) } else { halves.1 = halves.1 << 4 | UInt64(digit) }
        }
        high = halves.0
        low = halves.1
    }

    /// 32 hexadecimal digits.
    public var description: String {
        // Written in place: radix conversion, padding and concatenation cost about five thousand
        // instructions, and a manifest holds two keys per spec.
        String(unsafeUninitializedCapacity: 32) { bytes in
            let digits: StaticString = "0123456789abcdef"
            for (offset, half) in [(0, high), (16, low)] {
                for index in 0..<16 {
                    bytes[offset + index] = digits.utf8Start[Int(half >> UInt64(60 - 4 * index) & 0xF)]
                }
            }
            return 32
        }
    }

    /// Mixes `bytes` in, preceded by their count, so that no two sequences of inputs run together.
    mutating func add(_ bytes: some Collection<UInt8>) {
        add(byte: UInt64(bytes.count))
        for byte in bytes { mix(byte) }
    }

    /// Mixes in `key`'s sixteen bytes: what a key of some inputs made earlier stands for.
    mutating func add(_ key: InputKey) {
        add(byte: key.high)
        add(byte: key.low)
    }

    /// Mixes in the UTF-8 bytes of `text`.
    mutating func add(_ text: String) {
        add(Array(text.utf8))
    }

    /// Mixes in a whole number's eight bytes.
    private mutating func add(byte value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// One FNV-1a step: xor the byte in, multiply by the 128-bit FNV prime 2⁸⁸ + 315.
    private mutating func mix(_ byte: UInt8) {
        low ^= UInt64(byte)
        let product = low.multipliedFullWidth(by: 315)
        high = high &* 315 &+ product.high &+ (low << 24)
        low = product.low
    }
}

/// The identity of the running tool, part of every `InputKey`: its version and, so that a
/// rebuilt tool never keeps a file an older build made, the size and modification time of its
/// executable.
public enum ToolIdentity {
    /// The identity of this process's tool.
    public static let current: String = {
        var identity = ControlSpecVersion.current
        if let path = Bundle.main.executablePath, let attributes = try? FileManager.default.attributesOfItem(atPath: path) {
            let size = (attributes[.size] as? Int) ?? 0
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            identity += " \(path) \(size) \(date)"
        }
        return identity
    }()
}
