import Foundation

/// Hostile and broken spec files, generated on demand so that no large file is committed.
///
/// Every file must be refused with a located error, quickly. The YAML tests read them directly;
/// command-line tests can write them to a folder with `writeToTemporaryDirectory()`.
enum HostileCorpus {
    /// How deep the nesting files go.
    static let nestingDepth = 100_000
    /// The size of the oversized file: 30 MB.
    static let hugeFileSize = 30_000_000

    /// Every file of the corpus, named `*.control.yaml` so a directory scan picks them all up.
    static func files() -> [(name: String, bytes: [UInt8])] {
        [
            ("billion-laughs.control.yaml", billionLaughs()),
            ("deep-flow.control.yaml", Array(String(repeating: "[", count: nestingDepth).utf8)),
            ("deep-block.control.yaml", Array((String(repeating: "- ", count: nestingDepth) + "x\n").utf8)),
            ("huge.control.yaml", huge()),
            ("binary-junk.control.yaml", pseudoRandomBytes(count: 4096)),
            ("invalid-utf8.control.yaml", Array("name: Kn".utf8) + [0xC3, 0x28] + Array("ob\n".utf8)),
            ("nul-bytes.control.yaml", Array("name: Knob\nkind: knob\n".utf8) + [0, 0, 0, 0]),
            ("utf16-bom.control.yaml", [0xFF, 0xFE] + "name: Knob\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
        ]
    }

    /// Writes every file to a new temporary directory and returns the directory.
    static func writeToTemporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("controlspec-hostile-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for file in files() {
            try Data(file.bytes).write(to: directory.appendingPathComponent(file.name))
        }
        return directory
    }

    /// The "billion laughs" file: ten levels of anchors, each aliasing the previous one ten times.
    private static func billionLaughs() -> [UInt8] {
        var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            let aliases = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(aliases)]")
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// Valid YAML lines, repeated to `hugeFileSize` bytes.
    private static func huge() -> [UInt8] {
        var bytes = Array("key: value\n".utf8)
        while bytes.count < hugeFileSize { bytes += bytes }
        return Array(bytes.prefix(hugeFileSize))
    }

    /// Deterministic pseudo-random bytes (xorshift64, fixed seed).
    private static func pseudoRandomBytes(count: Int) -> [UInt8] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }
}
