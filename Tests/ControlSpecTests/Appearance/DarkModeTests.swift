import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// A colour given for the dark appearance reaches the generated code as a dynamic colour (which
/// `GeneratedCodeTypeCheckTests` type-checks with the corpus in every module configuration) and
/// the dark preview shows it on a dark background; system colours take their own dark values.
@Suite struct DarkModeTests {
    /// The corpus's knob with colours per appearance (`Tests/VariantSpecs/knob/NightDial`): track
    /// `#1E88E5` in light, `#90CAF9` in dark, white in high-contrast dark; pointer `#0D47A1` in
    /// light, `#E3F2FD` in dark, black in high-contrast light.
    static func nightDial() throws -> SpecCorpus.Entry {
        try #require(SpecCorpus.all.first { $0.spec.name == "NightDial" })
    }

    @Test func aDarkColourBecomesADynamicColourInTheGeneratedCode() throws {
        let entry = try Self.nightDial()
        let text = SwiftGenerator.generate(entry.spec, options: GenerationOptions(access: .internal, specPath: entry.path), templates: try #require(TemplateSet.make().set)).text
        let track = "UIColor(dynamicProvider: { @Sendable traits in traits.userInterfaceStyle == .dark ? "
            + "(traits.accessibilityContrast == .high ? UIColor(red: 1, green: 1, blue: 1, alpha: 1) : "
            + "UIColor(red: 0.5647058823529412, green: 0.792156862745098, blue: 0.9764705882352941, alpha: 1)) : "
            + "UIColor(red: 0.11764705882352941, green: 0.5333333333333333, blue: 0.8980392156862745, alpha: 1) })"
        #expect(text.contains("var trackColor: UIColor? = \(track)"), "the track colour chooses by interface style and contrast")
        let pointer = "UIColor(dynamicProvider: { @Sendable traits in traits.userInterfaceStyle == .dark ? "
            + "UIColor(red: 0.8901960784313725, green: 0.9490196078431372, blue: 0.9921568627450981, alpha: 1) : "
            + "(traits.accessibilityContrast == .high ? UIColor(red: 0, green: 0, blue: 0, alpha: 1) : "
            + "UIColor(red: 0.050980392156862744, green: 0.2784313725490196, blue: 0.6313725490196078, alpha: 1)) })"
        #expect(text.contains("var pointerColor: UIColor? = \(pointer)"), "the pointer's normal colour too, per state")
        #expect(text.contains("control.updateAppearance()"), "the layers are stroked again when the appearance changes")
    }

    /// A system colour inside a dynamic colour is resolved for the provider's traits, so it keeps
    /// its own dark and increased-contrast values.
    @Test func aSystemColourInADynamicColourIsResolvedForTheTraits() {
        let color = ColorValue.perAppearance(AppearanceColors(light: .named("systemBlue"), dark: .white(1, alpha: 1)))
        #expect(SwiftColor.uiColor(color) == "UIColor(dynamicProvider: { @Sendable traits in traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 1) : UIColor.systemBlue.resolvedColor(with: traits) })")
    }

    /// The pointer's middle at the initial value and the top-left corner, in PNG pixels.
    static func probes(_ spec: ControlSpecification) throws -> [Point] {
        let knob = try #require(spec.body as? KnobSpec)
        let kernel = KnobSVG.Kernel(spec: spec, knob: knob)
        return [PreviewRenderTests.pointerProbes(kernel, value: knob.value.initial).on, PreviewHarness.scaled(Point(x: 2, y: 2))]
    }

    @Test func theDarkPreviewShowsTheDarkColourOnADarkBackground() throws {
        guard let rsvg = PreviewHarness.tool("rsvg-convert", package: "librsvg2-bin") else { return }
        let entry = try Self.nightDial()
        let previews = PreviewGenerator.previews(entry.spec, specPath: entry.path)
        let light = try #require(previews.images.first { $0.state == "initial" && $0.appearance == .light })
        let dark = try #require(previews.images.first { $0.state == "initial" && $0.appearance == .dark })
        #expect(light.fileName == "NightDial-initial.svg" && dark.fileName == "NightDial-initial-dark.svg")
        let probes = try Self.probes(entry.spec)
        let lightPixels = try PreviewHarness.pixels(of: try PreviewHarness.render(light.svg, with: rsvg, name: "light").png, at: probes)
        let darkPixels = try PreviewHarness.pixels(of: try PreviewHarness.render(dark.svg, with: rsvg, name: "dark").png, at: probes)
        let lightPointer = RGBA(red: 0x0D / 255, green: 0x47 / 255, blue: 0xA1 / 255), darkPointer = RGBA(red: 0xE3 / 255, green: 0xF2 / 255, blue: 0xFD / 255)
        #expect(PreviewHarness.close(lightPixels[0], lightPointer), "light pointer: \(lightPixels[0])")
        #expect(PreviewHarness.close(darkPixels[0], darkPointer), "dark pointer: \(darkPixels[0])")
        #expect(PreviewHarness.close(lightPixels[1], RGBA(red: 1, green: 1, blue: 1)), "the light preview is transparent (white behind it): \(lightPixels[1])")
        #expect(PreviewHarness.close(darkPixels[1], RGBA(red: 0, green: 0, blue: 0)), "the dark preview has systemBackground's dark value behind it: \(darkPixels[1])")
    }

    /// A knob stroked with `tint` is drawn with systemBlue's own value in each appearance:
    /// rgb(0, 122, 255) in light, rgb(10, 132, 255) in dark.
    @Test func systemColoursTakeTheirDarkValueInTheDarkPreview() throws {
        let (path, spec) = try #require(try PreviewHarness.bundledSpecs().first { $0.spec.name == "Knob" })
        let previews = PreviewGenerator.previews(spec, specPath: path)
        let light = try #require(previews.images.first { $0.state == "initial" && $0.appearance == .light })
        let dark = try #require(previews.images.first { $0.state == "initial" && $0.appearance == .dark })
        #expect(light.svg.contains("stroke=\"#007aff\"") && !light.svg.contains("#0a84ff"))
        #expect(dark.svg.contains("stroke=\"#0a84ff\"") && !dark.svg.contains("#007aff"))
    }

    /// A preview is drawn once for every appearance, its colours filled in per appearance; each
    /// image is the one drawn in its appearance alone. A slider whose thumb overlay shows in the
    /// dark appearance only is drawn in each appearance on its own, with the overlay in the dark
    /// previews and none in the light ones.
    @Test func aDrawingMadeOnceIsEachAppearancesOwnDrawing() throws {
        let source = try String(decoding: PackagePaths.bytes("Tests/VariantSpecs/slider/ThreeBands.control.yaml"), as: UTF8.self)
        let overlay = #"  overlay: { normal: clear, highlighted: "white(0, 0.15)" }"#
        #expect(source.contains(overlay))
        let darkOnly = source.replacingOccurrences(of: overlay, with: #"  overlay: { normal: { light: clear, dark: "white(1, 0.2)" }, highlighted: "white(0, 0.15)" }"#)
        for text in [source, darkOnly] {
            let spec = try #require(Linter.lint(Array(text.utf8)).spec)
            guard case let slider as SliderSpec = spec.body else { Issue.record("not a slider"); return }
            let images = PreviewGenerator.previews(spec, specPath: "ThreeBands.control.yaml").images
            let alone = Appearance.previewed.flatMap { appearance in
                let colors = PreviewColors(resolvedIn: appearance)
                return PreviewImage.images(of: SliderSVG.drawings(spec: spec, slider: slider, colors: colors), spec: spec, specPath: "ThreeBands.control.yaml",
                                           colors: colors, appearances: [appearance])
            }
            #expect(images.map(\.fileName) == alone.map(\.fileName))
            for (made, own) in zip(images, alone) where made.contents != own.contents {
                Issue.record("\(made.fileName) is not the image drawn in its appearance alone")
            }
            let shared = PreviewColors(holesFor: Appearance.previewed)
            _ = SliderSVG.drawings(spec: spec, slider: slider, colors: shared)
            #expect(shared.dependsOnAppearance == (text == darkOnly))
        }
        let spec = try #require(Linter.lint(Array(darkOnly.utf8)).spec)
        let images = PreviewGenerator.previews(spec, specPath: "ThreeBands.control.yaml").images
        let overlayFill = ##"fill="#ffffff" fill-opacity="0.2""##
        let rest = try #require(images.first { $0.state == "rest" && $0.appearance == .light })
        let restDark = try #require(images.first { $0.state == "rest" && $0.appearance == .dark })
        #expect(!rest.svg.contains(overlayFill) && restDark.svg.components(separatedBy: overlayFill).count - 1 == 3, "an overlay on each of the three thumbs, in the dark only")
    }

    /// Every still state and animation is drawn once per appearance it is previewed in (light
    /// and dark always), light first.
    @Test func everyPreviewComesInEachAppearance() throws {
        for entry in SpecCorpus.all {
            let images = PreviewGenerator.previews(entry.spec, specPath: entry.path).images
            let light = images.filter { $0.appearance == .light }, dark = images.filter { $0.appearance == .dark }
            let appearances = Set(images.map(\.appearance))
            #expect(appearances.isSuperset(of: [.light, .dark]) && images.count == light.count * appearances.count, "\(entry.path)")
            #expect(dark.map(\.state) == light.map(\.state) && dark.map(\.animationDuration) == light.map(\.animationDuration), "\(entry.path)")
            #expect(dark.map(\.fileName) == light.map { $0.fileName.replacingOccurrences(of: ".svg", with: "-dark.svg") }, "\(entry.path)")
            #expect(dark.allSatisfy { $0.svg.contains("<rect id=\"appearanceBackground\"") } && !light.contains { $0.svg.contains("appearanceBackground") })
        }
    }

    /// The gallery shows one appearance at a time: a radio button per appearance before `<main>`,
    /// light checked, each figure marked with its appearance, and the style hiding the others.
    @Test func theGallerySwitchesBetweenAppearances() throws {
        let controls = try PreviewHarness.bundledSpecs().map { PreviewGenerator.previews($0.spec, specPath: $0.path) }
        let page = GalleryPage.html(controls)
        #expect(page.contains("<input type=\"radio\" name=\"appearance\" id=\"appearance-light\" value=\"light\" checked=\"checked\"/>"))
        #expect(page.contains("<input type=\"radio\" name=\"appearance\" id=\"appearance-dark\" value=\"dark\"/>"))
        #expect(page.contains("<label for=\"appearance-dark\">Dark</label>"))
        let figures = controls.flatMap(\.images).count
        #expect(page.components(separatedBy: " data-appearance=\"dark\" data-shown=\"dark").count - 1 == figures / 2, "one figure per dark preview")
        #expect(page.contains("#appearance-dark:checked ~ main figure:not([data-shown~=\"dark\"]) { display: none; }"))
    }

    /// In Chromium, checking "Dark" shows exactly the dark previews, and "Light" the light ones.
    @Test func theGallerySwitchWorksInChromium() throws {
        guard let chromium = PreviewHarness.tool("chromium", package: "chromium") else { return }
        let (page, controls) = try PreviewHarness.writtenGallery()
        func shown(_ appearance: String) -> String {
            """
            (function () {
              document.getElementById('appearance-\(appearance)').click();
              var shown = Array.from(document.images).filter(function (i) { return i.getClientRects().length > 0; });
              return document.readyState === 'complete' && { shown: shown.length, dark: shown.filter(function (i) { return /-dark\\.svg$/.test(i.getAttribute('src')); }).length };
            })()
            """
        }
        let browser = try ChromiumPage(chromium, url: page, expressions: [shown("dark"), shown("light")])
        let half = controls.flatMap(\.images).count / 2
        #expect(browser.nextLine() == "{\"dark\": \(half), \"shown\": \(half)}", "dark: only the dark previews")
        #expect(browser.nextLine() == "{\"dark\": 0, \"shown\": \(half)}", "light: only the light previews")
        #expect(browser.finish().status == 0)
    }
}
