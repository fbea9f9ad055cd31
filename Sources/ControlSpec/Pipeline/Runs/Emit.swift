import Foundation

extension Pipeline {
    /// Stages 3 and 4 as `compile` and `preview` run them: each accepted spec's files are
    /// generated and written at once, spec by spec on up to `threads` threads (all cores when
    /// `nil`), so that only the files of the specs being worked on are in memory; then the
    /// gallery, from the list of previews, when the project accepted every file, and last, with
    /// `plan.liveReload`, watch mode's version file (`LiveReload`). The images
    /// next to a spec are read first when `readsAssets`. What is written, and the report, do not
    /// depend on the number of threads: the report lists the specs in discovery order.
    ///
    /// A spec whose files an output folder's manifest (`OutputManifest`) records under the same
    /// `InputKey`, each file untouched since, is not rendered again: its files are reported
    /// kept. Then each folder's manifest is written with the records of this run's specs.
    /// A Swift file written to `--output-file` has no manifest (build systems decide themselves
    /// when to run a command). The manifests are kept in the cache folder `cache`, outside the output
    /// folders (`OutputManifest.folder(of:in:)`); without one, every spec is rendered. The records also hold each spec's check summary, its findings
    /// included (`CheckSummary`), and, in the previews folder, the gallery's key and stamp: an
    /// unchanged gallery is kept like any other file. `recorded` holds the manifests the caller
    /// read before the check stage (`recordedOutputs`), so that they are read once.
    ///
    /// Emitting takes the project: each spec's model is let go as soon as its files are made, as
    /// ten thousand models are most of a run's memory.
    static func emit(_ project: consuming CheckedProject, plan: GenerationPlan, readsAssets: Bool, threads: Int?, toolIdentity: String,
                     cache: String?, recorded: [String: OutputManifest] = [:]) -> WriteReport {
        // What the check stage let go (the files' trees, their source maps) lies in holes between
        // the models it kept; given back now, those pages do not add to the peak of what follows.
        FreeMemory.returnToSystem()
        // A clean run's output folders are made anew beside them and put in their place at the
        // end (`OutputSession.publish()`).
        let session = OutputSession(stagesNewFolders: true)
        let swiftFolder = plan.swiftFolder
        let folders = project.accepted.isEmpty ? [] : [swiftFolder, plan.previews].compactMap { $0 }
        let manifests = Dictionary(folders.compactMap { folder in
            session.manifest(of: folder, keptIn: cache, recorded: recorded[folder]).map { (folder, $0) }
        }, uniquingKeysWith: { first, _ in first })
        let manifestPaths = cache.map { cache in folders.map { OutputManifest.path(of: $0, in: cache) } } ?? []
        // What this run makes of each spec's records and gallery listing waits there for the end.
        let spool = folders.first.map { session.spool(in: $0) } ?? Spool(descriptor: nil)
        // What every spec's keys start or end with, made once.
        let tool = { var key = InputKey(); key.add(toolIdentity); return key }()
        let swiftInputs = plan.swift.map {
            "swift \($0.access.rawValue) \(plan.imageBundle.rawValue) \(plan.kernel.rawValue) \(plan.target.rawValue) \($0.templates.fingerprint)"
        }
        var models: [KeptModel?] = []
        models.reserveCapacity(project.accepted.count)
        for index in project.accepted.indices {
            models.append(project.accepted[index].takeModel())
        }
        let modelSlots = Slots(consume models)
        // Each spec's report is folded into the run's as soon as the specs before it are done, so
        // that ten thousand reports are not held until the end beside the run's.
        let count = project.accepted.count
        let reports = InOrder<WriteReport, WriteReport>(WriteReport()) { report, spec, _ in
            report.append(spec)
        }
        let emitOne: @Sendable (Int) -> SpecEmission = { [project] index in
            let entry = project.accepted[index]
            let kept = modelSlots.take(at: index)
            let assets = readsAssets ? readAssets(of: entry) : [:]
            var base = tool
            base.add(entry.sourceKey)
            base.add(entry.file.shownPath)
            base.add(entry.options.tokens.fingerprint)
            var swiftKey = base, previewKey = base
            if let swiftInputs {
                swiftKey.add(swiftInputs)
            }
            previewKey.add("previews")
            for name in assets.keys.sorted() {
                previewKey.add(name)
                previewKey.add(assets[name]!.mediaType)
                previewKey.add(assets[name]!.bytes)
            }
            let check = entry.summary.key != nil ? entry.summary : nil
            var spec = SpecEmission(path: entry.file.shownPath)
            spec.previewKey = previewKey
            var remaining = plan
            if let folder = swiftFolder, let kept = session.kept(entry.file.shownPath, key: swiftKey, in: folder, manifest: manifests[folder]) {
                spec.keep(kept.record, files: kept.files, in: folder, check: check, listed: false)
                remaining.swift = nil
            }
            if let folder = plan.previews, let kept = session.kept(entry.file.shownPath, key: previewKey, in: folder, manifest: manifests[folder]) {
                spec.keep(kept.record, files: kept.files, in: folder, check: check, listed: true)
                remaining.previews = nil
            }
            if remaining.swift != nil || remaining.previews != nil {
                guard let model = kept?.model ?? entry.model() else {
                    spec.report.failures.append(ToolFailure(
                        "'\(entry.file.shownPath)' has errors, but a manifest recorded it as checked without errors; nothing was written for it: "
                            + "remove '\(manifestPaths.joined(separator: "' and '"))' and run again"))
                    return spec
                }
                let output = generate(model, path: entry.file.shownPath, assets: assets, plan: remaining)
                let (written, stamps) = session.writeStamped(output.files)
                spec.report.append(written)
                for (folder, key) in [(remaining.swift == nil ? nil : swiftFolder, swiftKey), (remaining.previews, previewKey)] {
                    guard let folder else { continue }
                    let files = zip(output.files, stamps).filter { $0.0.folder == folder }.map { file, stamp in (name: file.name, stamp: stamp) }
                    let previews = folder == plan.previews ? output.previews : nil
                    if written.failures.isEmpty, files.allSatisfy({ $0.stamp != nil }) {
                        // The record's lines, the listing among them, wait in the spool.
                        let record = OutputManifest.Record(key: key, files: files.map { ($0.name, $0.stamp!) }, previews: previews, check: check)
                        if let range = spool.append(OutputManifest.text(path: spec.path, record: record)) {
                            spec.spooled.append((folder, range))
                            if previews != nil { spec.listing = .spooled(range) }
                            continue
                        }
                    }
                    if let previews { spec.listing = .lines(OutputManifest.lines(of: previews)[...]) }
                }
            }
            return spec
        }
        let results = Parallel.map(count, threads: threads) { index in
            var spec = emitOne(index)
            // Every thousandth spec, the pages the models let go so far go back to the system,
            // so that what the run makes next does not come on top of their holes.
            if index % 1_000 == 999 { FreeMemory.returnToSystem() }
            reports.put(spec.report, at: index)
            spec.report = WriteReport()
            return spec
        }
        // The models and the specs' working memory are gone now, in holes between what is still
        // held; the gallery and manifests made next would otherwise come on top of them.
        FreeMemory.returnToSystem()
        var report = reports.takeResult()
        if let file = kernelFile(of: project, plan: plan, exists: { session.stamp(of: $0.name, in: $0.folder) != nil }) {
            report.append(session.write([file]))
        }
        // The new manifests are written straight from the specs' records, in path order: no
        // second table of ten thousand records is built to write them.
        var galleries: [String: (key: InputKey, stamp: FileStamp)] = [:]
        var forgotten: Set<String> = []
        if project.acceptsEveryFile, let folder = plan.previews {
            let key = OutputManifest.galleryKey(previewKeys: results.map(\.previewKey), liveReload: plan.liveReload, toolIdentity: toolIdentity)
            if let recorded = manifests[folder]?.gallery, recorded.key == key, session.stamp(of: GalleryPage.fileName, in: folder) == recorded.stamp {
                report.kept.append((folder as NSString).appendingPathComponent(GalleryPage.fileName))
                galleries[folder] = recorded
            } else {
                // Each listing is read as its section is rendered, so that ten thousand controls'
                // captions and names are never all held. One that does not read (recorded lines
                // edited by hand, or a spool that cannot give its text back) leaves the gallery
                // unwritten; its spec is left out of the new manifests, so the next run makes its
                // previews again.
                let listed = results.indices.filter { results[$0].listing != nil }
                var unreadable: [Int] = []
                let (written, stamp) = session.write(GalleryPage.fileName, in: folder, headerPrefix: PreviewHeader.prefix) { piece in
                    unreadable = GalleryPage.write(count: listed.count, liveReload: plan.liveReload, threads: threads, to: piece) {
                        results[listed[$0]].listing?.read(from: spool)
                    }
                    return unreadable.isEmpty ? nil
                        : FileSystemError(reason: "the previews of \(unreadable.count == 1 ? "a spec" : "\(unreadable.count) specs") do not read")
                }
                report.append(written)
                for index in unreadable.map({ listed[$0] }) {
                    report.failures.append(ToolFailure(
                        "the previews of '\(results[index].path)' recorded for the gallery do not read; the next run makes them again"))
                    forgotten.insert(results[index].path)
                }
                if written.failures.isEmpty, let stamp { galleries[folder] = (key, stamp) }
            }
        }
        if let folder = plan.previews, plan.liveReload {
            report.append(session.writeLiveReloadVersion(in: folder, after: report))
        }
        // A manifest that cannot be written fails nothing: the files are right, and a folder
        // whose manifest is missing or out of date only renders its specs again next time (an
        // out-of-date record names files whose stamps have changed since). One that would be
        // written again as it is (every spec's record kept as it was, no other) is left alone.
        let byPath = results.indices.sorted { (results[$0].path, $0) < (results[$1].path, $1) }
        // Each folder's manifest is written on a core of its own (the Swift files' and the
        // previews', ten thousand records each, were a twentieth of a second with one core idle).
        let saved = folders.filter { folder in
            guard let old = manifests[folder] else { return false }
            let unchanged = old.records.count == results.count && forgotten.isEmpty && results.allSatisfy { $0.unchangedIn.contains(folder) }
                && old.gallery?.key == galleries[folder]?.key && old.gallery?.stamp == galleries[folder]?.stamp
            return !unchanged
        }
        _ = Parallel.map(saved.count, threads: threads) { [forgotten, galleries] index in
            let folder = saved[index]
            // A path given twice keeps its last record, as a table by path would. A record the
            // spool cannot give back is left out: the next run renders that spec again.
            let entries = byPath.indices.lazy.filter { position in
                position + 1 == byPath.count || results[byPath[position + 1]].path != results[byPath[position]].path
            }.compactMap { position -> [UInt8]? in
                let spec = results[byPath[position]]
                guard !forgotten.contains(spec.path) else { return nil }
                if let record = spec.records.first(where: { $0.folder == folder })?.record { return OutputManifest.text(path: spec.path, record: record) }
                return spec.spooled.first(where: { $0.folder == folder }).flatMap { spool.bytes($0.text) }
            }
            if let cache { _ = session.save(records: entries, gallery: galleries[folder], for: folder, in: cache) }
        }
        report.append(session.publish())
        return report
    }
}

/// What emitting one spec did: its files written or kept, its previews for the gallery and the
/// manifest records of its files, by folder.
private struct SpecEmission: Sendable {
    /// The spec's shown path, which the manifests record it by.
    var path: String
    /// The files written or kept.
    var report = WriteReport()
    /// What the gallery lists about the spec's previews, as the lines a manifest records (made
    /// this run, or recorded by an earlier one), read only if the gallery is made.
    var listing: Listing?

    /// Where the lines of a spec's gallery listing are.
    enum Listing: Sendable {
        /// In memory: a kept record's, in the manifest read.
        case lines(ArraySlice<UInt8>)
        /// In the run's spool.
        case spooled(Range<Int>)

        /// The listing the lines say, or `nil` when they do not read.
        func read(from spool: Spool) -> ControlPreviews? {
            switch self {
            case .lines(let lines): OutputManifest.listing(from: lines)
            case .spooled(let range): spool.bytes(range).flatMap { OutputManifest.listing(from: $0[...]) }
            }
        }
    }
    /// The range in the spool of the manifest lines of each record this run made, by folder.
    var spooled: [(folder: String, text: Range<Int>)] = []
    /// The manifest record of the spec's files in each folder, when every one of them was written.
    var records: [(folder: String, record: OutputManifest.Record)] = []
    /// The key of what the spec's previews are made from, which determines what the gallery lists about them.
    var previewKey = InputKey()
    /// The folders whose record of the spec was kept exactly as it was.
    var unchangedIn: Set<String> = []

    /// A spec with nothing done yet.
    init(path: String) { self.path = path }

    /// Reports the files `files` of `record` in `folder` kept and carries the record over, with
    /// the spec's check summary `check` as this run found it, and its gallery listing when `listed`.
    mutating func keep(_ record: OutputManifest.Record, files: [(name: String, stamp: FileStamp)], in folder: String, check: CheckSummary?,
                       listed: Bool) {
        let paths = FolderPaths(folder)
        report.kept += files.map { paths.path(of: $0.name) }
        if listed { listing = .lines(record.lines) }
        var record = record
        record.check = check
        records.append((folder, record))
        if record.check == check { unchangedIn.insert(folder) }
    }
}

extension OutputSession {
    /// The record of the spec shown as `path` in `folder`'s `manifest` and its files, when they
    /// can be kept: recorded under `key`, and each file still bearing its stamp.
    func kept(_ path: String, key: InputKey, in folder: String, manifest: OutputManifest?)
        -> (record: OutputManifest.Record, files: [(name: String, stamp: FileStamp)])? {
        guard let record = manifest?.records[path], record.key == key, let files = record.files, !files.isEmpty,
              files.allSatisfy({ stamp(of: $0.name, in: folder) == $0.stamp }) else { return nil }
        return (record, files)
    }
}
