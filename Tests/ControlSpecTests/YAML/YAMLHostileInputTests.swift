import Testing
@testable import ControlSpec

/// Hostile input is refused with a located error, without crashing and without taking long.
@Suite struct YAMLHostileInputTests {
    /// The first diagnostic expected for each corpus file.
    static let expectedFirstDiagnostic: [String: String] = [
        "billion-laughs.control.yaml":
            "1:5: error: anchors are not supported; write the value out instead of sharing it with '&a0' [yaml-alias]",
        "deep-flow.control.yaml":
            "1:65: error: a sequence nested more than 64 levels deep, the limit for a spec [yaml-limit]",
        "deep-block.control.yaml":
            "1:129: error: a sequence nested more than 64 levels deep, the limit for a spec [yaml-limit]",
        "huge.control.yaml": "1:1: error: the file is larger than the 1 MiB limit for a spec [yaml-limit]",
        "binary-junk.control.yaml":
            "1:1: error: found the control character U+000B; YAML allows only printable characters, tabs and line breaks [yaml-encoding]",
        "invalid-utf8.control.yaml":
            "1:9: error: expected UTF-8 text, found the invalid byte 0xC3; save the file as UTF-8 [yaml-encoding]",
        "nul-bytes.control.yaml":
            "3:1: error: found a NUL byte; a spec is UTF-8 text without NUL bytes (is the file binary or UTF-16?) [yaml-nul]",
        "utf16-bom.control.yaml":
            "1:1: error: expected UTF-8 text, found a UTF-16 byte order mark; save the file as UTF-8 [yaml-encoding]",
    ]

    /// Each file is refused: no tree, exactly one error, at the expected location.
    @Test func everyFileIsRefusedAtALocation() {
        let files = HostileCorpus.files()
        #expect(Set(files.map(\.name)) == Set(Self.expectedFirstDiagnostic.keys))
        for file in files {
            let (root, lines) = readYAML(file.bytes)
            #expect(root == nil, "\(file.name)")
            #expect(lines == [Self.expectedFirstDiagnostic[file.name]].compactMap { $0 }, "\(file.name)")
        }
    }

    /// The control characters at the edges of printable ASCII, which the source check steps over
    /// without decoding, are refused where they are: DEL (U+007F) just above `~`, and U+001F just
    /// below the space, each after plain ASCII text on a later line; `~` and the space are read.
    @Test func controlCharactersBesidePrintableASCIIAreRefusedWhereTheyAre() {
        for (prefix, scalar, code) in [("key: ab", UInt8(0x7F), "007F"), ("k", UInt8(0x1F), "001F")] {
            let bytes = Array("a: ~ b\n\(prefix)".utf8) + [scalar] + Array(" x\n".utf8)
            let expected = "2:\(prefix.count + 1): error: found the control character U+\(code); YAML allows only printable characters, tabs and line breaks [yaml-encoding]"
            #expect(readYAML(bytes).lines == [expected])
        }
        #expect(readYAML(Array("a: ~ b\nkey: ~\n".utf8)).root != nil)
    }

    /// The huge file is refused whole too, not only when a caller passes just `maxBytes + 1` bytes.
    @Test func sizeCheckComesFirst() {
        let limits = YAMLLimits.default
        let justOver = [UInt8](repeating: 0, count: limits.maxBytes + 1)
        #expect(readYAML(justOver).lines == ["1:1: error: the file is larger than the 1 MiB limit for a spec [yaml-limit]"])
    }
}

/// Damaged versions of a valid document never crash the reader, and every refusal is explained.
@Suite struct YAMLDamagedInputTests {
    /// The reader returns a tree or reports an error for every prefix of the document and for the
    /// document with each byte replaced by a character that often breaks YAML.
    @Test func everyDamagedDocumentIsReadOrExplained() {
        let document = Array(YAMLSpanTests.document.utf8)
        var inputs = (0..<document.count).map { Array(document.prefix($0)) }
        for index in document.indices {
            for replacement in Array("\t:[{&*!\"'|-\0".utf8) + [0xC3, 0xFF] {
                var damaged = document
                damaged[index] = replacement
                inputs.append(damaged)
            }
        }
        for input in inputs {
            let collector = DiagnosticCollector()
            let root = YAMLReader.read(input, diagnostics: collector)
            if root == nil {
                #expect(collector.hasErrors, "\(String(decoding: input, as: UTF8.self))")
            }
        }
    }
}
