/// One file of a set of previews: an SVG or the gallery, by its name in the previews folder.
public struct PreviewFile: Sendable, Hashable {
    /// The file's name (`Knob-maximum.svg`, `index.html`).
    public var name: String
    /// Its text.
    public var text: String

    /// Creates a file.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// The spec the file was generated from, as its header names it; `nil` for the gallery
    /// (about every spec of a run) and for a file without controlspec's header.
    public var specPath: String? {
        name == GalleryPage.fileName ? nil : PreviewHeader.specPath(in: text)
    }
}

/// What differs between two sets of previews, the committed ones and those the specs give now:
/// each file changed (with its `MarkupChange`s), added or removed, and the names of the files that
/// are the same. A pure function of the two sets; the same sets give the same result everywhere,
/// since no image is rendered.
public struct PreviewComparison: Sendable, Hashable {
    /// One file that differs.
    public struct Entry: Sendable, Hashable {
        /// How it differs.
        public enum Status: String, Sendable, Hashable, CaseIterable {
            /// In both sets, with other bytes.
            case changed
            /// Only in the new set.
            case added
            /// Only in the old set.
            case removed
        }

        /// The file's name.
        public var name: String
        /// How it differs.
        public var status: Status
        /// The spec it comes from (from the new file's header, else the old one's); `nil` for the
        /// gallery.
        public var specPath: String?
        /// For a changed file, what changed; empty for added and removed files.
        public var changes: [MarkupChange]
    }

    /// The files that differ, sorted by name.
    public var entries: [Entry]
    /// The names of the files that are the same in both sets, sorted.
    public var unchanged: [String]

    /// Whether both sets hold the same files with the same bytes.
    public var isIdentical: Bool { entries.isEmpty }

    /// The number of files with `status`.
    public func count(_ status: Entry.Status) -> Int {
        entries.filter { $0.status == status }.count
    }

    /// Compares `old` with `new`, file by file by name.
    public static func compare(old: [PreviewFile], new: [PreviewFile]) -> PreviewComparison {
        let before = Dictionary(old.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var entries: [Entry] = []
        var unchanged: [String] = []
        for name in Set(before.keys).union(after.keys).sorted() {
            switch (before[name], after[name]) {
            case let (a?, b?) where a.text == b.text:
                unchanged.append(name)
            case let (a?, b?):
                entries.append(Entry(name: name, status: .changed, specPath: b.specPath ?? a.specPath, changes: MarkupDiff.changes(from: a.text, to: b.text)))
            case let (nil, b?):
                entries.append(Entry(name: name, status: .added, specPath: b.specPath, changes: []))
            case let (a?, nil):
                entries.append(Entry(name: name, status: .removed, specPath: a.specPath, changes: []))
            case (nil, nil):
                break
            }
        }
        return PreviewComparison(entries: entries, unchanged: unchanged)
    }
}
