extension OutputManifest {
    /// The manifest in `bytes`, or `nil` when they are not a manifest this version reads. One
    /// pass over the bytes: a rerun reads one record per spec before it can skip anything.
    static func parse(_ bytes: [UInt8]) -> OutputManifest? {
        let header = Array(Self.header.utf8)
        guard bytes.starts(with: header) else { return nil }
        var manifest = OutputManifest()
        var current: (path: String, record: Record)?
        var listingStart: Int?, filesStart: Int?
        var start = header.count
        while start < bytes.count {
            let end = lineEnd(in: bytes[...], from: start)
            let next = min(end + 1, bytes.count)
            // A control's listing is kept as lines, checked for their shape, and read only when
            // the gallery is made again.
            if bytes[start..<end].starts(with: Prefix.file), bytes[start..<end].count(where: { $0 == 0x09 }) == 2 {
                // A spec's files are kept as lines too, read when the spec is looked at.
                guard current != nil, filesStart != nil || current!.record.recordedFiles == nil && current!.record.files.isEmpty else { return nil }
                if filesStart == nil { filesStart = start }
                current!.record.recordedFiles = bytes[filesStart!..<next]
                start = next
                continue
            }
            filesStart = nil
            if let kind = listingLine(bytes[start..<end]) {
                guard current != nil, kind == .control ? listingStart == nil && current!.record.recordedListing == nil : listingStart != nil else { return nil }
                if kind == .control { listingStart = start }
                current!.record.recordedListing = bytes[listingStart!..<next]
                start = next
                continue
            }
            listingStart = nil
            let line = bytes[start..<end]
            start = next
            guard apply(fields(of: line), to: &manifest, current: &current) else { return nil }
        }
        if let current { manifest.records[current.path] = current.record }
        return manifest
    }

    /// The index of the line feed that ends the line starting at `start` in `bytes`, or
    /// `bytes.endIndex` for a last line without one (a rerun reads every line of its manifests,
    /// 22 MB for 10,000 specs).
    static func lineEnd(in bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.firstLineFeed(from: start - bytes.startIndex).map { bytes.startIndex + $0 } ?? bytes.endIndex
        }
    }

    /// How the lines read by their first field start.
    private enum Prefix {
        static let file = Array("file\t".utf8), control = Array("control\t".utf8), image = Array("image\t".utf8)
    }

    /// The two kinds of line a control's listing is made of.
    private enum ListingLine { case control, image }

    /// Which listing line `line` is, when it is one with its number of fields: `control` and
    /// five fields more, or `image` and five more.
    private static func listingLine(_ line: ArraySlice<UInt8>) -> ListingLine? {
        let kind: ListingLine
        if line.starts(with: Prefix.control) { kind = .control } else if line.starts(with: Prefix.image) { kind = .image } else { return nil }
        return line.count(where: { $0 == 0x09 }) == 5 ? kind : nil
    }

    /// What the gallery lists about one control, read from its recorded lines; `nil` when they
    /// do not read.
    static func listing(from lines: ArraySlice<UInt8>) -> ControlPreviews? {
        var manifest = OutputManifest()
        var current: (path: String, record: Record)? = ("", Record(key: InputKey(), files: [], previews: nil, check: nil))
        var start = lines.startIndex
        while start < lines.endIndex {
            let end = lineEnd(in: lines, from: start)
            let line = lines[start..<end]
            start = min(end + 1, lines.endIndex)
            guard apply(fields(of: line), to: &manifest, current: &current) else { return nil }
        }
        return current?.record.previews
    }

    /// Adds what one line's `fields` say to `manifest` or to the record being read; `false`
    /// when the line is not one this version writes.
    private static func apply(_ fields: [String], to manifest: inout OutputManifest, current: inout (path: String, record: Record)?) -> Bool {
        switch (fields[0], fields.count) {
        case ("spec", 3):
            if let current { manifest.records[current.path] = current.record }
            guard let key = InputKey(fields[2]) else { return false }
            current = (fields[1], Record(key: key, files: [], previews: nil, check: nil))
        case ("control", 6):
            guard current != nil, let width = Double(fields[4]), let height = Double(fields[5]) else { return false }
            current!.record.previews = ControlPreviews(name: fields[1], summary: fields[2], size: Size(width: width, height: height), specPath: fields[3],
                                                       images: [])
        case ("image", 6):
            guard current?.record.previews != nil, let appearance = Appearance(word: fields[5]) else { return false }
            let duration = fields[3].isEmpty ? nil : Double(fields[3])
            guard fields[3].isEmpty || duration != nil else { return false }
            current!.record.previews!.images.append(PreviewImage(state: fields[1], caption: fields[2], animationDuration: duration, fileName: fields[4],
                                                                 svg: "", appearance: appearance))
        case ("check", let count) where count >= 5:
            guard current != nil, let key = InputKey(fields[1]), let span = optionalSpan(fields[4]) else { return false }
            current!.record.check = CheckSummary(key: key, name: fields[2], nameSpan: span, kind: fields[3], assetNames: Array(fields[5...]), diagnostics: [])
        case ("finding", 6):
            guard current?.record.check != nil, let severity = Severity(rawValue: fields[1]), let span = span(fields[3]),
                  fields[4].isEmpty || fields[4].hasPrefix("=") else { return false }
            current!.record.check!.diagnostics.append(Diagnostic(severity: severity, message: fields[5], ruleID: fields[2], span: span,
                                                                 keyPath: fields[4].isEmpty ? nil : String(fields[4].dropFirst())))
        case ("note", 3):
            guard current?.record.check?.diagnostics.isEmpty == false, let span = optionalSpan(fields[1]) else { return false }
            current!.record.check!.diagnostics[current!.record.check!.diagnostics.count - 1].notes.append(DiagnosticNote(fields[2], at: span))
        case ("fix", 3):
            guard current?.record.check?.diagnostics.isEmpty == false, let span = span(fields[1]) else { return false }
            current!.record.check!.diagnostics[current!.record.check!.diagnostics.count - 1].fixIt = FixIt(replacing: span, with: fields[2])
        case ("gallery", 3):
            guard let key = InputKey(fields[1]), let stamp = FileStamp(fields[2]) else { return false }
            manifest.gallery = (key, stamp)
        default:
            return false
        }
        return true
    }

    /// The span `text(of:)` wrote, or `nil` for a text that is not one.
    private static func span(_ text: String) -> SourceSpan? {
        var numbers: [Int] = []
        numbers.reserveCapacity(4)
        var number = 0, digits = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard digits < 18 else { return nil }
                number = number * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            case UInt8(ascii: ":") where numbers.count % 2 == 0 && digits > 0, UInt8(ascii: "-") where numbers.count == 1 && digits > 0:
                numbers.append(number)
                number = 0
                digits = 0
            default:
                return nil
            }
        }
        guard digits > 0, numbers.count == 3 else { return nil }
        return SourceSpan(start: SourceLocation(line: numbers[0], column: numbers[1]), end: SourceLocation(line: numbers[2], column: number))
    }

    /// A span that may be missing: `.some(nil)` for the empty text, `nil` for a text that is not a span.
    private static func optionalSpan(_ text: String) -> SourceSpan?? {
        text.isEmpty ? .some(nil) : span(text).map { .some($0) }
    }

    /// The tab-separated fields of one line, unescaped.
    static func fields(of line: ArraySlice<UInt8>) -> [String] {
        fieldBytes(of: line).map(unescaped)
    }

    /// The tab-separated fields of one line as they are written, escaped: for a reader that
    /// unescapes only the fields it needs as text.
    static func fieldBytes(of line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var fields: [ArraySlice<UInt8>] = []
        fields.reserveCapacity(8)
        var start = line.startIndex
        for index in line.indices where line[index] == 0x09 {
            fields.append(line[start..<index])
            start = index + 1
        }
        fields.append(line[start...])
        return fields
    }

    /// A field as `line(_:)` wrote it, from its UTF-8 bytes (every escape is ASCII).
    static func unescaped(_ field: ArraySlice<UInt8>) -> String {
        guard field.contains(0x5C) else { return String(decoding: field, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(field.count)
        var escaping = false
        for byte in field {
            if escaping {
                switch byte {
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                default: out.append(byte)
                }
                escaping = false
            } else if byte == 0x5C {
                escaping = true
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
