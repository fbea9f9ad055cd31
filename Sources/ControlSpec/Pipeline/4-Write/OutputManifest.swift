import Foundation

/// The record an output folder keeps of the files controlspec wrote into it, so that a rerun
/// over unchanged inputs renders nothing: for each spec, the `InputKey` its files were made from,
/// each file's `FileStamp`, and (in the previews folder) what the gallery lists about it.
///
/// A spec's files are kept only when its key is the same and every file still has its stamp;
/// anything else (a changed input, a file edited, replaced, removed or never recorded, a manifest
/// that does not read) renders the spec again, so a kept file is never stale. The manifest is
/// written atomically by the write stage, like every other file, in the output folder's own
/// folder of the cache (`ManifestCache`), not in the output folder: stamps are this machine's.
struct OutputManifest: Sendable {
    /// The manifest's file name in its folder of the cache.
    static let fileName = "manifest"
    /// How every version's manifest starts: the header the write stage checks before replacing
    /// one, so that a manifest an older version wrote is replaced too.
    static let signature = "controlspec manifest "
    /// Its first line: the signature and the version of the format, which a manifest must have
    /// to be read (any other is read as an empty one).
    static let header = signature + "4\n"

    /// What one spec's files in the folder were made from and what they are.
    struct Record: Sendable {
        /// The key of the inputs.
        var key: InputKey
        /// Each file's name and stamp, in writing order (empty while they are `recordedFiles`).
        var files: [(name: String, stamp: FileStamp)]
        /// The same, as a manifest recorded them: its `file` lines, read by `resolvingFiles()`
        /// when the spec is looked at (on every core, rather than all while the manifest is read).
        var recordedFiles: ArraySlice<UInt8>? = nil
        /// What the gallery lists about the spec's previews (their text left out), in the previews
        /// folder, as made by this run.
        var previews: ControlPreviews?
        /// The same, as a manifest recorded it: its lines, read only if the gallery is made again
        /// (`listing`), so that a rerun that keeps the gallery reads none of them.
        var recordedListing: ArraySlice<UInt8>? = nil
        /// The spec's check summary (`CheckSummary`).
        var check: CheckSummary?

        /// What the gallery lists about the spec's previews: as made, or as recorded; `nil` when
        /// the record has neither, or recorded lines that do not read.
        var listing: ControlPreviews? {
            previews ?? recordedListing.flatMap(OutputManifest.listing(from:))
        }

        /// Whether the record says what the gallery lists about the spec.
        var hasListing: Bool { previews != nil || recordedListing != nil }

        /// The record with its recorded `file` lines read into `files`; `nil` when one does not read.
        func resolvingFiles() -> Record? {
            guard let lines = recordedFiles else { return self }
            var record = self
            record.recordedFiles = nil
            var start = lines.startIndex
            while start < lines.endIndex {
                let end = OutputManifest.lineEnd(in: lines, from: start)
                // Only the name is made text: a stamp is read from its bytes.
                let fields = OutputManifest.fieldBytes(of: lines[start..<end])
                guard fields.count == 3, let stamp = FileStamp(utf8: fields[2]) else { return nil }
                record.files.append((OutputManifest.unescaped(fields[1]), stamp))
                start = min(end + 1, lines.endIndex)
            }
            return record
        }
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

    /// The manifest in `bytes`; an empty one when they are not a manifest this version reads.
    init(parsing bytes: [UInt8]) {
        self = Self.parse(bytes) ?? OutputManifest()
    }

    /// The manifest in `text`; an empty one when the text is not a manifest this version reads.
    init(parsing text: String) {
        self.init(parsing: Array(text.utf8))
    }

    /// The manifest of the output folder `folder` kept in the cache folder `cache` as it is, read
    /// without opening a folder for writing (so a run that then writes nothing creates nothing)
    /// and without following a link; `nil` when there is no regular file to read.
    static func recorded(for folder: String, in cache: String) -> OutputManifest? {
        let descriptor = open(ManifestCache.manifestPath(of: folder, in: cache), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, let data = try? handle.readToEnd() else { return nil }
        return OutputManifest(parsing: [UInt8](data))
    }

    /// The manifest as text, the gallery's line first, then the specs in path order.
    var text: String {
        var bytes: [UInt8] = []
        write { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The manifest's `text`, handed to `emit` in pieces of about 64 KB of UTF-8.
    func write(to emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        Self.write(entries: records.keys.sorted().lazy.map { .record(path: $0, records[$0]!) }, gallery: gallery, to: emit)
    }

    /// One spec's part of a manifest being written.
    enum Entry {
        /// A record, written as `recordText` writes it.
        case record(path: String, Record)
        /// The text `recordText` made earlier (set aside in a `Spool` while the run went on).
        case text([UInt8])
    }

    /// The text of a manifest of `entries`, given in path order, and `gallery`, handed to `emit`
    /// in pieces of about 64 KB of UTF-8, spec by spec, so that the manifest of ten thousand specs
    /// (about 20 MB) is never held whole; the lines set aside as bytes are copied as they are.
    static func write(entries: some Sequence<Entry>, gallery: (key: InputKey, stamp: FileStamp)?, to emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        let pieceSize = 1 << 16
        var out: [UInt8] = []
        out.reserveCapacity(pieceSize + pieceSize / 2)
        func append(_ text: String) {
            var text = text
            text.withUTF8 { out.append(contentsOf: $0) }
        }
        append(Self.header)
        if let gallery { appendLine(["gallery", gallery.key.description, gallery.stamp.text], to: &out) }
        for entry in entries {
            switch entry {
            case .record(let path, let record): out.append(contentsOf: recordText(path: path, record: record).bytes)
            case .text(let text): out.append(contentsOf: text)
            }
            if out.count >= pieceSize {
                out.withUnsafeBufferPointer(emit)
                out.removeAll(keepingCapacity: true)
            }
        }
        out.withUnsafeBufferPointer(emit)
    }

    /// The lines of the spec shown as `path` with `record`, as UTF-8 bytes, and where among them
    /// the lines of what the gallery lists about it are, when the record has them. Bytes, not a
    /// string: a record is about fifteen lines, made for every spec a run writes.
    static func recordText(path: String, record: Record) -> (bytes: [UInt8], listing: Range<Int>?) {
        var out: [UInt8] = []
        out.reserveCapacity(2_048)
        appendLine(["spec", path, record.key.description], to: &out)
        for file in record.files {
            appendLine(["file", file.name, file.stamp.text], to: &out)
        }
        func appendRecorded(_ lines: ArraySlice<UInt8>) {
            out.append(contentsOf: lines)
            if lines.last != 0x0A { out.append(0x0A) }
        }
        if let lines = record.recordedFiles { appendRecorded(lines) }
        let listingStart = out.count
        if let previews = record.previews {
            Self.appendLines(of: previews, to: &out)
        } else if let lines = record.recordedListing {
            appendRecorded(lines)
        }
        let listing = record.hasListing ? listingStart..<out.count : nil
        if let check = record.check, let key = check.key {
            appendLine(["check", key.description, check.name, check.kind, check.nameSpan.map(Self.text(of:)) ?? ""] + check.assetNames, to: &out)
            for finding in check.diagnostics {
                appendLine(["finding", finding.severity.rawValue, finding.ruleID, Self.text(of: finding.span), finding.keyPath.map { "=" + $0 } ?? "",
                            finding.message], to: &out)
                for note in finding.notes { appendLine(["note", note.span.map(Self.text(of:)) ?? "", note.message], to: &out) }
                if let fixIt = finding.fixIt { appendLine(["fix", Self.text(of: fixIt.span), fixIt.replacement], to: &out) }
            }
        }
        return (out, listing)
    }

    /// The lines that record what the gallery lists about one control's previews.
    static func lines(of previews: ControlPreviews) -> [UInt8] {
        var out: [UInt8] = []
        appendLines(of: previews, to: &out)
        return out
    }

    /// Appends `lines(of: previews)` to `out`.
    static func appendLines(of previews: ControlPreviews, to out: inout [UInt8]) {
        appendLine(["control", previews.name, previews.summary, previews.specPath, previews.size.width.description, previews.size.height.description], to: &out)
        for image in previews.images {
            // As `appendLine(["image", image.state, image.caption, duration, image.fileName,
            // image.appearance.word])` writes it, without an array of the fields for each of a
            // spec's ten or so images.
            out.reserveCapacity(out.count + 32 + image.state.utf8.count + image.caption.utf8.count + image.fileName.utf8.count)
            out.append(contentsOf: "image\t".utf8)
            appendField(image.state, to: &out)
            out.append(0x09)
            appendField(image.caption, to: &out)
            out.append(0x09)
            if let duration = image.animationDuration { appendField(duration.description, to: &out) }
            out.append(0x09)
            appendField(image.fileName, to: &out)
            out.append(0x09)
            appendField(image.appearance.word, to: &out)
            out.append(0x0A)
        }
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

    /// One line of tab-separated fields, each with backslashes, tabs, line feeds and carriage
    /// returns written as `\\`, `\t`, `\n` and `\r` (`unescaped(_:)` reads them back).
    static func line(_ fields: [String]) -> String {
        var bytes: [UInt8] = []
        appendLine(fields, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `line(fields)` to `bytes`. Over each field's bytes: a manifest has a line for every
    /// file written, and mapping, searching and joining strings cost several thousand
    /// instructions a line.
    static func appendLine(_ fields: [String], to bytes: inout [UInt8]) {
        bytes.reserveCapacity(bytes.count + fields.reduce(fields.count) { $0 + $1.utf8.count } + 8)
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(0x09) }
            appendField(field, to: &bytes)
        }
        bytes.append(0x0A)
    }

    /// Appends one field of a line, escaped as `line(_:)` escapes it.
    static func appendField(_ field: String, to bytes: inout [UInt8]) {
        var field = field
        field.withUTF8 { text in
            var plain = 0
            for (offset, byte) in text.enumerated() {
                let letter: UInt8
                switch byte {
                case 0x5C: letter = 0x5C
                case 0x09: letter = UInt8(ascii: "t")
                case 0x0A: letter = UInt8(ascii: "n")
                case 0x0D: letter = UInt8(ascii: "r")
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[plain..<offset]))
                bytes.append(0x5C)
                bytes.append(letter)
                plain = offset + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[plain...]))
        }
    }
}
