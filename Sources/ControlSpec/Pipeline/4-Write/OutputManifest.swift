/// The record an output folder keeps of the files controlspec wrote into it, so that a rerun
/// over unchanged inputs renders nothing: for each spec, the `InputKey` its files were made from,
/// each file's `FileStamp`, and (in the previews folder) what the gallery lists about it.
///
/// A spec's files are kept only when its key is the same and every file still has its stamp;
/// anything else (a changed input, a file edited, replaced, removed or never recorded, a manifest
/// that does not read) renders the spec again, so a kept file is never stale. The manifest is
/// written atomically by the write stage, like every other file, as `.controlspec-manifest`:
/// hidden, and never taken for a spec or a temporary file.
struct OutputManifest: Sendable {
    /// The manifest's file name in its folder.
    static let fileName = ".controlspec-manifest"
    /// Its first line, which also serves as the header the write stage checks before replacing it.
    static let header = "controlspec manifest 2\n"

    /// What one spec's files in the folder were made from and what they are.
    struct Record: Sendable {
        /// The key of the inputs.
        var key: InputKey
        /// Each file's name and stamp, in writing order.
        var files: [(name: String, stamp: FileStamp)]
        /// What the gallery lists about the spec's previews (their text left out), in the previews folder.
        var previews: ControlPreviews?
    }

    /// The records, by the spec's shown path.
    var records: [String: Record] = [:]

    /// An empty manifest.
    init() {}

    /// The manifest in `text`; an empty one when the text is not a manifest this version reads.
    init(parsing text: String) {
        self = Self.parse(text) ?? OutputManifest()
    }

    /// The manifest in `text`, or `nil` when it is not a manifest this version reads.
    private static func parse(_ text: String) -> OutputManifest? {
        guard text.hasPrefix(Self.header) else { return nil }
        var manifest = OutputManifest()
        var current: (path: String, record: Record)?
        for line in text.utf8.dropFirst(Self.header.utf8.count).split(separator: 0x0A) {
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map { Self.unescaped(Substring($0)) }
            switch (fields.first, fields.count) {
            case ("spec", 3):
                if let current { manifest.records[current.path] = current.record }
                guard let key = InputKey(fields[2]) else { return nil }
                current = (fields[1], Record(key: key, files: [], previews: nil))
            case ("file", 3):
                guard current != nil, let stamp = FileStamp(fields[2]) else { return nil }
                current!.record.files.append((fields[1], stamp))
            case ("control", 6):
                guard current != nil, let width = Double(fields[4]), let height = Double(fields[5]) else { return nil }
                current!.record.previews = ControlPreviews(name: fields[1], summary: fields[2], size: Size(width: width, height: height), specPath: fields[3], images: [])
            case ("image", 6):
                guard current?.record.previews != nil, let appearance = Appearance(word: fields[5]) else { return nil }
                let duration = fields[3].isEmpty ? nil : Double(fields[3])
                guard fields[3].isEmpty || duration != nil else { return nil }
                current!.record.previews!.images.append(PreviewImage(state: fields[1], caption: fields[2], animationDuration: duration, fileName: fields[4], svg: "", appearance: appearance))
            default:
                return nil
            }
        }
        if let current { manifest.records[current.path] = current.record }
        return manifest
    }

    /// The manifest as text, the specs in path order.
    var text: String {
        var out = Self.header
        for path in records.keys.sorted() {
            let record = records[path]!
            out += Self.line(["spec", path, record.key.description])
            for file in record.files { out += Self.line(["file", file.name, file.stamp.text]) }
            if let previews = record.previews {
                out += Self.line(["control", previews.name, previews.summary, previews.specPath, previews.size.width.description, previews.size.height.description])
                for image in previews.images {
                    out += Self.line(["image", image.state, image.caption, image.animationDuration?.description ?? "", image.fileName, image.appearance.word])
                }
            }
        }
        return out
    }

    /// One line of tab-separated, escaped fields.
    private static func line(_ fields: [String]) -> String {
        fields.map(escaped).joined(separator: "\t") + "\n"
    }

    /// `text` with backslashes, tabs, line feeds and carriage returns written as `\\`, `\t`, `\n`, `\r`.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The text `escaped` wrote.
    static func unescaped(_ field: Substring) -> String {
        guard field.contains("\\") else { return String(field) }
        var out = ""
        var escaping = false
        for scalar in field.unicodeScalars {
            if escaping {
                switch scalar {
                case "t": out += "\t"
                case "n": out += "\n"
                case "r": out += "\r"
                default: out.unicodeScalars.append(scalar)
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
