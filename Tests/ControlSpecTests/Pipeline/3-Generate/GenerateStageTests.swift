import Testing
@testable import ControlSpec

/// The generate stage: which files each accepted spec gets, where they go, and when the gallery
/// is made.
@Suite struct GenerateStageTests {
    static let knob = CheckStageTests.source("Specs/Knob.control.yaml", Rule.minimalKnob)
    static let slider = CheckStageTests.source("Specs/Slider.control.yaml", Rule.minimalSlider)
    static let broken = CheckStageTests.source("Specs/Broken.control.yaml", CheckStageTests.broken.replacingOccurrences(of: "name: Dial", with: "name: Broken"))

    static func plan(_ destination: GenerationPlan.SwiftDestination = .folder("Gen"), previews: String? = "Prev") throws -> GenerationPlan {
        GenerationPlan(swift: (try #require(TemplateSet.make().set), .internal, destination), previews: previews)
    }

    @Test func eachAcceptedSpecGetsItsSwiftFileAndPreviewsAndTheGalleryListsThemAll() throws {
        let files = Pipeline.generate(Pipeline.check([Self.knob, Self.slider]), plan: try Self.plan())
        #expect(files.filter { $0.folder == "Gen" }.map(\.shownPath) == [
            "Gen/Dial.swift", "Gen/DialView.swift", "Gen/PriceRange.swift", "Gen/PriceRangeView.swift", "Gen/ControlKernel.swift",
        ])
        let kernel = try #require(files.first { $0.name == "ControlKernel.swift" })
        #expect(kernel.text == SwiftGenerator.kernelFile(kindNames: ["knob", "rangeSlider"], access: .internal)?.text)
        let previews = files.filter { $0.folder == "Prev" }.map(\.name)
        #expect(previews.last == "index.html")
        #expect(previews.contains("Dial-initial.svg") && previews.contains("PriceRange-rest.svg"))
        let gallery = try #require(files.last).text
        #expect(gallery.contains("<section id=\"Dial\">") && gallery.contains("<section id=\"PriceRange\">"))
        #expect(files.allSatisfy { $0.headerPrefix == ($0.folder == "Gen" ? GeneratedSource.headerPrefix : PreviewHeader.prefix) })
    }

    /// Nothing is written for a spec with errors, and the gallery, which is about every spec of
    /// the run, is not made either: the previous one stays until every spec is accepted.
    @Test func aRejectedSpecGetsNoFileAndTheRunNoGallery() throws {
        let files = Pipeline.generate(Pipeline.check([Self.knob, Self.broken]), plan: try Self.plan())
        #expect(!files.contains { $0.name.hasPrefix("Broken") })
        #expect(!files.contains { $0.name == GalleryPage.fileName })
        #expect(files.contains { $0.name == "Dial.swift" } && files.contains { $0.name == "Dial-initial.svg" })
    }

    @Test func aClashingPairGetsNoFileAndTheRunNoGallery() throws {
        let twin = CheckStageTests.source("Specs/Twin.control.yaml", Rule.minimalKnob)
        let files = Pipeline.generate(Pipeline.check([Self.knob, twin, Self.slider]), plan: try Self.plan())
        #expect(files.map(\.name).filter { !$0.hasSuffix(".svg") } == ["PriceRange.swift", "PriceRangeView.swift", "ControlKernel.swift"])
        let kernel = try #require(files.last { $0.name == "ControlKernel.swift" })
        #expect(kernel.text == SwiftGenerator.kernelFile(kindNames: ["rangeSlider"], access: .internal)?.text, "the kernel of the accepted specs alone")
    }

    @Test func outputFileNamesTheSwiftFileAndPreviewsAreOptional() throws {
        let files = Pipeline.generate(Pipeline.check([Self.knob]), plan: try Self.plan(.file("Out/Custom.swift"), previews: nil))
        #expect(files.map { "\($0.folder) \($0.name) \($0.shownPath)" } == ["Out Custom.swift Out/Custom.swift"], "a single file carries its kernel")
        let bare = Pipeline.generate(Pipeline.check([Self.knob]), plan: try Self.plan(.file("Custom.swift"), previews: nil))
        #expect(bare.map(\.folder) == ["."])
    }

    @Test func previewsAloneAndTheSameInputGivesTheSameFiles() throws {
        let project = Pipeline.check([Self.knob, Self.slider])
        let first = Pipeline.generate(project, plan: GenerationPlan(swift: nil, previews: "P"))
        #expect(!first.isEmpty && first.allSatisfy { $0.folder == "P" })
        #expect(first == Pipeline.generate(project, plan: GenerationPlan(swift: nil, previews: "P")))
    }

    /// The write stage streams the gallery: its pieces, each about 64 KB (a piece ends after the
    /// section that passed 64 KB), make exactly the page `GalleryPage.html` makes whole.
    @Test func theGalleryIsMadeInPiecesThatMakeThePage() throws {
        let bundled = try PreviewHarness.bundledSpecs().map { PreviewGenerator.previews($0.spec, specPath: $0.path) }
        let controls = (0..<60).flatMap { round in bundled.map { control in
            var control = control
            control.name += "\(round)"
            return control
        } }
        var pieces: [String] = []
        GalleryPage.write(controls, liveReload: true) { pieces.append(String(decoding: $0, as: UTF8.self)) }
        #expect(pieces.joined() == GalleryPage.html(controls, liveReload: true))
        #expect(pieces.count > 2, "\(pieces.count) pieces")
        let largestSection = controls.map { Self.section($0, depth: 3).utf8.count }.max() ?? 0
        #expect(pieces.allSatisfy { $0.utf8.count < (1 << 16) + largestSection }, "\(pieces.map(\.utf8.count))")
    }

    /// The gallery's sections are rendered a batch at a time on several threads and written in
    /// order: `<main>` holds each control's section, rendered on its own, in the controls' order,
    /// and the page is the same bytes on one thread and on four, across several batches.
    @Test func theGallerysSectionsAreInTheControlsOrderOnAnyNumberOfThreads() throws {
        let bundled = try PreviewHarness.bundledSpecs().map { PreviewGenerator.previews($0.spec, specPath: $0.path) }
        let count = 2 * GalleryPage.sectionsAtATime + 37
        let controls = (0..<count).map { index in
            var control = bundled[index % bundled.count]
            control.name += "\(index)"
            return control
        }
        func page(threads: Int) -> String {
            var bytes: [UInt8] = []
            let missing = GalleryPage.write(count: count, liveReload: false, threads: threads, to: { bytes.append(contentsOf: $0) }) { controls[$0] }
            #expect(missing.isEmpty)
            return String(decoding: bytes, as: UTF8.self)
        }
        let onOne = page(threads: 1), onFour = page(threads: 4)
        #expect(onOne == onFour)
        let sections = controls.map { Self.section($0, depth: 2) }.joined()
        #expect(onFour.contains("  <main>\n" + sections + "  </main>\n"))
        #expect(onFour == GalleryPage.html(controls))
    }

    /// Controls the gallery cannot be given (listings that do not read) are each reported, in
    /// order, across batches and on any number of threads, and no section from the first of them
    /// on is written.
    @Test func theGalleryReportsEveryControlItCannotBeGiven() throws {
        let bundled = try PreviewHarness.bundledSpecs().map { PreviewGenerator.previews($0.spec, specPath: $0.path) }
        let count = 2 * GalleryPage.sectionsAtATime + 37
        let unreadable = [3, GalleryPage.sectionsAtATime + 1, count - 1]
        for threads in [1, 4] {
            var bytes: [UInt8] = []
            let missing = GalleryPage.write(count: count, liveReload: false, threads: threads, to: { bytes.append(contentsOf: $0) }) { index in
                unreadable.contains(index) ? nil : bundled[index % bundled.count]
            }
            #expect(missing == unreadable, "\(threads) threads")
            let page = String(decoding: bytes, as: UTF8.self)
            let written = (0..<3).map { Self.section(bundled[$0 % bundled.count], depth: 2) }.joined()
            #expect(page.contains("  <main>\n" + written + "  </main>\n"), "only the sections before the first missing one")
        }
    }

    /// A section is written element by element: its figures in order, the replay button only on
    /// an animation, text escaped, and an empty list of images an empty element, not an open one.
    @Test func aGallerySectionIsWellFormedWithOrWithoutImages() {
        let images = [
            PreviewImage(state: "rest", caption: "at <rest>", animationDuration: nil, fileName: "K&Co-rest.svg", svg: "", appearance: .light),
            PreviewImage(state: "spin", caption: "spinning", animationDuration: 0.25, fileName: "K&Co-spin-animated-dark.svg", svg: "", appearance: .dark),
        ]
        let control = ControlPreviews(name: "K", summary: "A \"knob\"", size: Size(width: 40, height: 20.5), specPath: "dir/K.control.yaml", images: images)
        #expect(Self.section(control, depth: 1) == """
              <section id="K">
                <h2>K</h2>
                <p>A &quot;knob&quot;</p>
                <p class="meta">40 × 20.5 pt · dir/K.control.yaml</p>
                <div class="images">
                  <figure class="still" data-appearance="light" data-shown="light highContrastLight">
                    <img src="K&amp;Co-rest.svg" alt="K at &lt;rest&gt;" width="80" height="41"/>
                    <figcaption>
                      <span>at &lt;rest&gt;</span>
                    </figcaption>
                  </figure>
                  <figure class="animation" data-appearance="dark" data-shown="dark highContrastDark">
                    <img src="K&amp;Co-spin-animated-dark.svg" alt="K spinning" width="80" height="41"/>
                    <figcaption>
                      <span>spinning</span>
                      <button type="button" class="replay" data-image="K&amp;Co-spin-animated-dark.svg">Replay (0.25 s)</button>
                    </figcaption>
                  </figure>
                </div>
              </section>

            """)
        var bare = control
        bare.images = []
        #expect(Self.section(bare, depth: 0).contains("\n  <div class=\"images\"/>\n</section>\n"))
        for section in [Self.section(control, depth: 0), Self.section(bare, depth: 0)] {
            guard case .success = MarkupReader.read(section) else {
                Issue.record("does not read as markup: \(section)")
                continue
            }
        }
    }

    /// The gallery's section of `control` at `depth`, on its own.
    static func section(_ control: ControlPreviews, depth: Int) -> String {
        var text = MarkupText()
        GalleryPage.writeSection(control, into: &text, depth: depth)
        return text.string
    }
}
