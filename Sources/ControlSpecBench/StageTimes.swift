import ControlSpec
import Foundation

/// The pipeline's stages run in-process on one thread, one spec after another, each timed on
/// its own: read, check, Swift, SVG (the previews and the gallery) and write.
struct StageTimes {
    /// Seconds per stage.
    var read = 0.0, check = 0.0, swift = 0.0, svg = 0.0, write = 0.0
    /// How many specs were accepted (all of them, for a valid corpus).
    var accepted = 0

    /// The whole in-process run.
    var total: Double { read + check + swift + svg + write }

    /// A problem that makes the figures meaningless.
    struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        var description: String
    }

    /// Compiles the specs of folder `specs` into `output` (Swift files, and previews into
    /// `output/Previews`), timing each stage.
    static func measure(specs: String, output: String) throws -> StageTimes {
        var times = StageTimes()
        try? FileManager.default.removeItem(atPath: output)
        let configuration = RunConfiguration(workingDirectory: FileManager.default.currentDirectoryPath)
        var read: ReadResult?
        times.read = Benchmark.seconds { read = Pipeline.read([specs], configuration: configuration) }
        var project: CheckedProject?
        times.check = Benchmark.seconds { project = Pipeline.check(read!.files, options: configuration.lintOptions) }
        guard let project, project.acceptsEveryFile, project.findings.allSatisfy({ $0.diagnostic.severity != .error }) else {
            let first = project?.findings.first { $0.diagnostic.severity == .error }.map { "\($0.path): \($0.diagnostic.message)" } ?? ""
            throw Failure(description: "the corpus has specs with errors: \(first)")
        }
        guard let templates = TemplateSet.make().set else { throw Failure(description: "the bundled templates do not parse") }
        times.accepted = project.accepted.count
        let previewFolder = output + "/Previews"
        // Staged as the compile's own session stages a clean run's folders (`publish()` below).
        let session = OutputSession(stagesNewFolders: true)
        var controls: [ControlPreviews] = []
        var failures: [ToolFailure] = []
        for entry in project.accepted {
            // The check stage keeps every accepted spec's model; taking it is counted as checking,
            // as the compile's generate stage takes it.
            var model: ControlSpecification?
            times.check += Benchmark.seconds { model = entry.model() }
            guard let spec = model else { throw Failure(description: "\(entry.file.shownPath) does not check again") }
            var files: [OutputFile] = []
            times.swift += Benchmark.seconds {
                let source = SwiftGenerator.generate(spec, options: GenerationOptions(specPath: entry.file.shownPath), templates: templates)
                files.append(OutputFile(folder: output, name: source.fileName, contents: source.contents, headerPrefix: GeneratedSource.headerPrefix))
            }
            times.svg += Benchmark.seconds {
                var previews = PreviewGenerator.previews(spec, specPath: entry.file.shownPath)
                files += previews.images.map { OutputFile(folder: previewFolder, name: $0.fileName, contents: $0.contents, headerPrefix: PreviewHeader.prefix) }
                previews.dropImageText()
                controls.append(previews)
            }
            times.write += Benchmark.seconds { failures += session.write(files).failures }
        }
        var gallery: [OutputFile] = []
        times.svg += Benchmark.seconds {
            gallery = [OutputFile(folder: previewFolder, name: GalleryPage.fileName, text: GalleryPage.html(controls), headerPrefix: PreviewHeader.prefix)]
        }
        times.write += Benchmark.seconds {
            failures += session.write(gallery).failures
            failures += session.publish().failures
        }
        guard failures.isEmpty else { throw Failure(description: "writing failed: \(failures[0])") }
        return times
    }
}
