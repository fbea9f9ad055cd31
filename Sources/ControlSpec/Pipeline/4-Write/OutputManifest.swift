import Foundation

/// The record an output folder keeps of the files controlspec wrote into it, so that a rerun
/// over unchanged inputs renders nothing: for each spec, the `InputKey` its files were made from,
/// each file's `FileStamp`, and (in the previews folder) what the gallery lists about it.
///
/// A spec's files are kept only when its key is the same and every file still has its stamp;
/// anything else, a manifest that does not read included, renders the spec again. The manifest is
/// kept in the output folder's own folder of a cache folder (`folder(of:in:)`; docs/decisions.md,
/// "Writing files").
///
/// The text: a header line, the gallery's line, then for each spec in path order its `spec` line,
/// its `file` lines, its `control` and `image` lines and its check summary's lines, each line
/// tab-separated fields (`appendLine`).
struct OutputManifest: Sendable {
    /// The manifest's file name in its folder of the cache.
    static let fileName = "manifest"
    /// How every version's manifest starts: the header the write stage checks before replacing
    /// one, so that a manifest an older version wrote is replaced too.
    static let signature = "controlspec manifest "
    /// Its first line: the signature and the version of the format, which a manifest must have
    /// to be read (any other is read as an empty one).
    static let header = signature + "5\n"

    /// What one spec's files in the folder were made from and what they are.
    struct Record: Sendable {
        /// The key of the inputs.
        var key: InputKey
        /// Its `file` lines (each file's name and stamp, in writing order), then, in the previews
        /// folder, its `control` and `image` lines (what the gallery lists about it, its text left
        /// out): read only when used (`files`, `listing`), on every core, so that a rerun reads
        /// of each record only what it needs.
        var lines: ArraySlice<UInt8>
        /// The spec's check summary (`CheckSummary`).
        var check: CheckSummary?

        /// The record of `files` and, in the previews folder, what the gallery lists about them.
        init(key: InputKey, files: [(name: String, stamp: FileStamp)], previews: ControlPreviews?, check: CheckSummary?) {
            var lines: [UInt8] = []
            for file in files { OutputManifest.appendLine(["file", file.name, file.stamp.text], to: &lines) }
            if let previews { lines += OutputManifest.lines(of: previews) }
            self.key = key
            self.lines = lines[...]
            self.check = check
        }

        /// Each file's name and stamp, in writing order; `nil` when a `file` line does not read.
        var files: [(name: String, stamp: FileStamp)]? {
            var files: [(name: String, stamp: FileStamp)] = []
            for line in OutputManifest.lines(in: lines) where line.starts(with: "file\t".utf8) {
                // Only the name is made text: a stamp is read from its bytes.
                let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
                guard fields.count == 3, let stamp = FileStamp(utf8: fields[2]) else { return nil }
                files.append((OutputManifest.unescaped(fields[1]), stamp))
            }
            return files
        }

        /// What the gallery lists about the spec's previews; `nil` when the record has no listing,
        /// or lines that do not read.
        var listing: ControlPreviews? { OutputManifest.listing(from: lines) }
    }

    /// The records, by the spec's shown path.
    var records: [String: Record] = [:]
    /// In the previews folder: the key of what the gallery was made from and its stamp then.
    var gallery: (key: InputKey, stamp: FileStamp)?

    /// The check summaries recorded, by the spec's shown path.
    var checks: [String: CheckSummary] {
        records.compactMapValues(\.check)
    }

    /// An empty manifest.
    init() {}

    /// The manifest in `bytes`; an empty one when they are not a manifest this version reads. One
    /// pass over the lines, which keeps the `file`, `control` and `image` lines of each record as
    /// they are (`Record.lines`): a rerun reads every manifest (22 MB for 10,000 specs) before it
    /// can skip anything.
    init(parsing bytes: [UInt8]) {
        self = Self.parse(bytes) ?? OutputManifest()
    }

    /// The manifest in `bytes`, or `nil` when they are not a manifest this version reads.
    private static func parse(_ bytes: [UInt8]) -> OutputManifest? {
        guard bytes.starts(with: header.utf8) else { return nil }
        var manifest = OutputManifest()
        var current: (path: String, record: Record)?
        for line in lines(in: bytes[header.utf8.count...]) {
            if line.starts(with: "file\t".utf8) || line.starts(with: "control\t".utf8) || line.starts(with: "image\t".utf8) {
                // Kept as they are, in one run right after the `spec` line.
                guard let record = current?.record, record.check == nil, record.lines.isEmpty || record.lines.endIndex == line.startIndex else { return nil }
                let end = min(line.endIndex + 1, bytes.endIndex)
                current!.record.lines = record.lines.isEmpty ? bytes[line.startIndex..<end] : bytes[record.lines.startIndex..<end]
                continue
            }
            let fields = fields(of: line)
            switch (fields[0], fields.count) {
            case ("spec", 3):
                if let current { manifest.records[current.path] = current.record }
                guard let key = InputKey(fields[2]) else { return nil }
                current = (fields[1], Record(key: key, files: [], previews: nil, check: nil))
            case ("check", let count) where count >= 5:
                guard current != nil, let key = InputKey(fields[1]), let span = optionalSpan(fields[4]) else { return nil }
                current!.record.check = CheckSummary(key: key, name: fields[2], nameSpan: span, kind: fields[3], assetNames: Array(fields[5...]),
                                                     diagnostics: [])
            case ("finding", 6):
                guard current?.record.check != nil, let severity = Severity(rawValue: fields[1]), let span = span(fields[3]),
                      fields[4].isEmpty || fields[4].hasPrefix("=") else { return nil }
                current!.record.check!.diagnostics.append(Diagnostic(severity: severity, message: fields[5], ruleID: fields[2], span: span,
                                                                     keyPath: fields[4].isEmpty ? nil : String(fields[4].dropFirst())))
            case ("note", 3):
                guard current?.record.check?.diagnostics.isEmpty == false, let span = optionalSpan(fields[1]) else { return nil }
                current!.record.check!.diagnostics[current!.record.check!.diagnostics.count - 1].notes.append(DiagnosticNote(fields[2], at: span))
            case ("fix", 3):
                guard current?.record.check?.diagnostics.isEmpty == false, let span = span(fields[1]) else { return nil }
                current!.record.check!.diagnostics[current!.record.check!.diagnostics.count - 1].fixIt = FixIt(replacing: span, with: fields[2])
            case ("gallery", 3):
                guard let key = InputKey(fields[1]), let stamp = FileStamp(utf8: fields[2].utf8) else { return nil }
                manifest.gallery = (key, stamp)
            default:
                return nil
            }
        }
        if let current { manifest.records[current.path] = current.record }
        return manifest
    }

    /// The manifest of the output folder `folder` kept in the cache folder `cache` as it is, read
    /// without opening a folder for writing (so a run that then writes nothing creates nothing)
    /// and without following a link; `nil` when there is no regular file to read.
    static func recorded(for folder: String, in cache: String) -> OutputManifest? {
        let path = path(of: folder, in: cache)
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              case .success(let bytes) = BoundedFileReader.read(path, upTo: .max, regularFileOnly: true) else { return nil }
        return OutputManifest(parsing: bytes)
    }

    /// The text of a manifest of the records' `texts` (`text(path:record:)`), given in path order,
    /// and `gallery`, handed to `emit` in pieces of about 64 KB, so that the manifest of ten
    /// thousand specs (about 20 MB) is never held whole.
    static func write(records texts: some Sequence<[UInt8]>, gallery: (key: InputKey, stamp: FileStamp)?, to emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var out = Array(header.utf8)
        if let gallery { appendLine(["gallery", gallery.key.description, gallery.stamp.text], to: &out) }
        for text in texts {
            out += text
            if out.count >= 1 << 16 {
                out.withUnsafeBufferPointer(emit)
                out.removeAll(keepingCapacity: true)
            }
        }
        out.withUnsafeBufferPointer(emit)
    }

    /// The lines of the spec shown as `path` with `record`, as UTF-8 bytes: a record is about
    /// fifteen lines, made for every spec a run writes.
    static func text(path: String, record: Record) -> [UInt8] {
        var out: [UInt8] = []
        appendLine(["spec", path, record.key.description], to: &out)
        out += record.lines
        if let last = out.last, last != 0x0A { out.append(0x0A) }
        if let check = record.check, let key = check.key {
            appendLine(["check", key.description, check.name, check.kind, check.nameSpan.map(Self.text(of:)) ?? ""] + check.assetNames, to: &out)
            for finding in check.diagnostics {
                appendLine(["finding", finding.severity.rawValue, finding.ruleID, Self.text(of: finding.span), finding.keyPath.map { "=" + $0 } ?? "",
                            finding.message], to: &out)
                for note in finding.notes { appendLine(["note", note.span.map(Self.text(of:)) ?? "", note.message], to: &out) }
                if let fixIt = finding.fixIt { appendLine(["fix", Self.text(of: fixIt.span), fixIt.replacement], to: &out) }
            }
        }
        return out
    }

    /// The lines that record what the gallery lists about one control's previews.
    static func lines(of previews: ControlPreviews) -> [UInt8] {
        var out: [UInt8] = []
        appendLine(["control", previews.name, previews.summary, previews.specPath, previews.size.width.description, previews.size.height.description], to: &out)
        for image in previews.images {
            appendLine(["image", image.state, image.caption, image.animationDuration?.description ?? "", image.fileName, image.appearance.word], to: &out)
        }
        return out
    }

    /// What the gallery lists about one control, read from the `control` and `image` lines among
    /// `lines` (the others are passed over); `nil` when there is none or they do not read.
    static func listing(from lines: ArraySlice<UInt8>) -> ControlPreviews? {
        var previews: ControlPreviews?
        for line in Self.lines(in: lines) where line.starts(with: "control\t".utf8) || line.starts(with: "image\t".utf8) {
            let fields = fields(of: line)
            guard fields.count == 6 else { return nil }
            if fields[0] == "control" {
                guard previews == nil, let width = Double(fields[4]), let height = Double(fields[5]) else { return nil }
                previews = ControlPreviews(name: fields[1], summary: fields[2], size: Size(width: width, height: height), specPath: fields[3], images: [])
            } else {
                let duration = Double(fields[3])
                guard previews != nil, let appearance = Appearance(word: fields[5]), fields[3].isEmpty || duration != nil else { return nil }
                previews!.images.append(PreviewImage(state: fields[1], caption: fields[2], animationDuration: duration, fileName: fields[4],
                                                     svg: "", appearance: appearance))
            }
        }
        return previews
    }

    /// The key of a gallery listing the controls whose previews are made from `previewKeys`, in
    /// that order, with or without `liveReload`, by the tool `toolIdentity`. What the gallery
    /// lists about a control (names, captions, sizes, file names) is made from the same inputs as
    /// its previews, so the same keys make the same page.
    static func galleryKey(previewKeys: [InputKey], liveReload: Bool, toolIdentity: String) -> InputKey {
        var key = InputKey()
        key.add(toolIdentity)
        key.add("gallery \(liveReload) \(previewKeys.count)")
        for previewKey in previewKeys { key.add(previewKey.description) }
        return key
    }

    /// A span as `line:column-line:column`.
    static func text(of span: SourceSpan) -> String {
        "\(span.start.line):\(span.start.column)-\(span.end.line):\(span.end.column)"
    }

    /// The span `text(of:)` wrote, or `nil` for a text that is not one.
    private static func span(_ text: String) -> SourceSpan? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { $0.split(separator: ":", omittingEmptySubsequences: false) }
        let numbers = parts.joined().compactMap { $0.utf8.allSatisfy { (0x30...0x39).contains($0) } ? Int($0) : nil }
        guard parts.map(\.count) == [2, 2], numbers.count == 4 else { return nil }
        return SourceSpan(start: SourceLocation(line: numbers[0], column: numbers[1]), end: SourceLocation(line: numbers[2], column: numbers[3]))
    }

    /// A span that may be missing: `.some(nil)` for the empty text, `nil` for a text that is not a span.
    private static func optionalSpan(_ text: String) -> SourceSpan?? {
        text.isEmpty ? .some(nil) : span(text).map { .some($0) }
    }

    /// Appends one line of tab-separated `fields` to `bytes`, each with backslashes, tabs, line
    /// feeds and carriage returns written as `\\`, `\t`, `\n` and `\r` (`unescaped(_:)` reads
    /// them back), byte by byte: a manifest has a line for every file written.
    static func appendLine(_ fields: [String], to bytes: inout [UInt8]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(0x09) }
            for byte in field.utf8 {
                let letter: UInt8? = switch byte {
                case 0x5C: 0x5C
                case 0x09: UInt8(ascii: "t")
                case 0x0A: UInt8(ascii: "n")
                case 0x0D: UInt8(ascii: "r")
                default: nil
                }
                if let letter { bytes += [0x5C, letter] } else { bytes.append(byte) }
            }
        }
        bytes.append(0x0A)
    }

    /// The lines of `bytes` that are not empty, without their line feeds, each found with one
    /// `memchr` (`firstLineFeed`): a rerun reads every line of its manifests (22 MB for 10,000
    /// specs), where a generic `split` took a tenth of its time.
    static func lines(in bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            while start < buffer.count {
                let end = buffer.firstLineFeed(from: start) ?? buffer.count
                if end > start { lines.append(bytes[bytes.startIndex + start..<bytes.startIndex + end]) }
                start = end + 1
            }
        }
        return lines
    }

    /// The tab-separated fields of one line, unescaped.
    static func fields(of line: ArraySlice<UInt8>) -> [String] {
        line.split(separator: 0x09, omittingEmptySubsequences: false).map(unescaped)
    }

    /// A field as `appendLine` wrote it, from its UTF-8 bytes (every escape is ASCII).
    static func unescaped(_ field: ArraySlice<UInt8>) -> String {
        guard field.contains(0x5C) else { return String(decoding: field, as: UTF8.self) }
        var out: [UInt8] = [], escaping = false
        for byte in field {
            if escaping {
                out.append(byte == UInt8(ascii: "t") ? 0x09 : byte == UInt8(ascii: "n") ? 0x0A : byte == UInt8(ascii: "r") ? 0x0D : byte)
            } else if byte != 0x5C {
                out.append(byte)
            }
            escaping = !escaping && byte == 0x5C
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The cache folder of a run that names none: `$XDG_CACHE_HOME/controlspec`, else
    /// `~/Library/Caches/controlspec` on macOS and `~/.cache/controlspec` elsewhere; `nil` without
    /// a home folder, and then no manifest is kept (every run renders every spec).
    static func defaultCache(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return base + "/controlspec" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        #if canImport(Darwin)
        return home + "/Library/Caches/controlspec"
        #else
        return home + "/.cache/controlspec"
        #endif
    }

    /// The folder in the cache folder `cache` that holds the manifest of the output folder
    /// `folder`: named by a key of the folder's absolute path.
    static func folder(of folder: String, in cache: String) -> String {
        var key = InputKey()
        key.add(URL(fileURLWithPath: folder).standardized.path)
        return (cache as NSString).appendingPathComponent(key.description)
    }

    /// The path of the manifest of the output folder `folder` in the cache folder `cache`.
    static func path(of folder: String, in cache: String) -> String {
        (self.folder(of: folder, in: cache) as NSString).appendingPathComponent(fileName)
    }
}
