import ArgumentParser
import ControlSpec

/// `controlspec compile`: checks specs and writes one Swift file per spec without errors.
struct CompileCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Generate a Swift control type from each spec.",
        discussion: """
            Writes <Name>.swift (its configuration and UIKit control) and <Name>View.swift (its \
            SwiftUI view) into the output folder for every spec without errors, and \
            ControlKernel.swift, the kernel they share (for a single spec, --output-file names one \
            file instead, which then holds all of its code and its own kernel), and its SVG previews with an index.html \
            gallery into <output>/Previews (--previews DIR, --no-previews), atomically and only when \
            their bytes change; a file without controlspec's header is never overwritten. Exit status \
            as for lint: 0 clean, 1 findings, 2 a path could not be read or written, 64 usage error.
            """
    )

    /// The spec files and directories to compile.
    @OptionGroup var specs: SpecPaths

    /// The spec paths.
    var paths: [String] { specs.paths }

    /// Where the Swift files go.
    @Option(name: .long, help: "The folder the Swift files are written to (default: the configuration's output, else Generated).")
    var output: String?

    /// Where the SVG previews go (`<output>/Previews` when not given).
    @Option(name: .long, help: "The folder the SVG previews and index.html are written to (default: <output>/Previews).")
    var previews: String?

    /// Whether to skip the previews.
    @Flag(name: .long, help: "Do not write SVG previews.")
    var noPreviews = false

    /// A folder of templates replacing bundled ones by name.
    @Option(name: .long, help: "A folder of *.mustache templates that replace bundled templates of the same name.")
    var templates: String?

    /// The access level of the generated declarations.
    @Option(name: .long, help: "The access level of generated declarations: internal or public (default: the configuration's access, else internal).")
    var access: GenerationOptions.AccessLevel?

    /// The bundle generated controls load their images from.
    @Option(name: .long, help: ArgumentHelp("Where generated controls load images from: type (the bundle of the generated type's code: the app's, "
        + "or a framework's) or module (Bundle.module, for a SwiftPM target that declares resources). Default: type."))
    var imageBundle: GenerationOptions.ImageBundle = .type

    /// Where the record of the output folders' files is kept.
    @OptionGroup var cache: CacheOption

    /// The output format.
    @OptionGroup var report: ReportOptions

    /// The configuration file and the failing severity (files are still written when warnings fail the run).
    @OptionGroup var failure: FailureOptions

    /// With a single spec, the path of its Swift file instead of `<output>/<name>.swift`; then
    /// previews are written only into an explicit `--previews DIR`.
    @Option(name: .long, help: ArgumentHelp("With a single spec: write all of its Swift code to this one file instead of <output>/<name>.swift and "
        + "<output>/<name>View.swift."))
    var outputFile: String?

    /// Where the kernel goes: shared by the folder's files, or in each file.
    @Option(name: .long, help: ArgumentHelp("shared: the controls use the kernel in ControlKernel.swift, which --output writes beside them (a build system "
        + "writes it with `controlspec kernel`); embedded: each control holds its own copy and compiles alone. Default: shared with --output, embedded with "
        + "--output-file."))
    var kernel: GenerationOptions.KernelPlacement?

    /// Which code each spec's file holds.
    @Option(name: .long, help: ArgumentHelp("uikit: the UIKit control and its SwiftUI wrapper (iOS); swiftui: the native SwiftUI view (every Apple "
        + "platform); both: the UIKit control and the native view. Default: the configuration's target, else both."))
    var target: GenerationOptions.Target?

    @OptionGroup var absolute: AbsolutePathsFlag

    /// Whether files are named by absolute paths.
    var absolutePaths: Bool { absolute.absolutePaths }

    /// Whether to compile again on every saved change.
    @Flag(help: ArgumentHelp("Compile again whenever a spec, a template or the configuration file is saved, printing only what changed; "
        + "the gallery reloads itself meanwhile. Ctrl-C stops (exit status 0)."))
    var watch = false

    /// Refuses `--watch` with a format other than text.
    func validate() throws {
        try report.validate(watch: watch)
    }

    /// Checks every spec, generates and writes the files, and exits with the run's status.
    func run() throws {
        let options = CompileOptions(
            output: output, outputFile: outputFile, previews: previews, noPreviews: noPreviews,
            templates: templates, access: access, imageBundle: imageBundle, kernel: kernel, target: target, absolutePaths: absolutePaths)
        if watch {
            let paths = paths, base = options, cache = cache
            return try WatchSession.run(WatchedCommand(
                paths: paths, configPath: failure.config, templates: { $0.flatMap(base.templatesFolder) ?? base.templates },
                run: { configuration, liveReload in
                    var options = base
                    options.liveReload = liveReload
                    return Pipeline.compile(paths, configuration: cache.applied(to: configuration), options: options)
                },
                writesGallery: !noPreviews))
        }
        let configuration = cache.applied(to: try RunOutput.configuration(explicitPath: failure.config, report: report))
        let result = Pipeline.compile(paths, configuration: configuration, options: options)
        try RunOutput.finish(result, options: report, failSeverity: failure.failSeverity)
    }
}

extension GenerationOptions.AccessLevel: ExpressibleByArgument {}

extension GenerationOptions.ImageBundle: ExpressibleByArgument {}

extension GenerationOptions.KernelPlacement: ExpressibleByArgument {}

extension GenerationOptions.Target: ExpressibleByArgument {}
