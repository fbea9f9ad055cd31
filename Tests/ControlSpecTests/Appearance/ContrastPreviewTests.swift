import Foundation
import Testing
@testable import ControlSpec

/// The increased-contrast appearances are previewed where a spec gives colours for them: each
/// such preview shows the spec's own colour there, the fallbacks elsewhere; a spec that gives none
/// has no such previews, and the gallery shows its light or dark ones in that position of the switch.
@Suite struct ContrastPreviewTests {
    /// The images of `entry`'s previews in `appearance`, by state.
    static func images(_ previews: ControlPreviews, in appearance: Appearance) -> [String: PreviewImage] {
        Dictionary(previews.images.filter { $0.appearance == appearance }.map { ($0.state, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// NightDial: track `#1E88E5` light, `#90CAF9` dark, white in high-contrast dark; pointer
    /// `#0D47A1` light, `#E3F2FD` dark, black in high-contrast light.
    @Test func eachIncreasedContrastPreviewShowsTheSpecsColourThereAndTheFallbacksElsewhere() throws {
        let entry = try DarkModeTests.nightDial()
        let previews = PreviewGenerator.previews(entry.spec, specPath: entry.path)
        let light = Self.images(previews, in: .light)
        let contrastLight = Self.images(previews, in: .highContrastLight), contrastDark = Self.images(previews, in: .highContrastDark)
        #expect(Set(contrastLight.keys) == Set(light.keys) && Set(contrastDark.keys) == Set(light.keys), "every state in every appearance")
        #expect(previews.images.map(\.appearance).filter { $0 != .light }.first == .dark, "light, then dark, then the others")

        let initialLight = try #require(contrastLight["initial"]), initialDark = try #require(contrastDark["initial"])
        #expect(initialLight.fileName == "NightDial-initial-highContrastLight.svg" && initialDark.fileName == "NightDial-initial-highContrastDark.svg")
        #expect(initialLight.svg.contains("<title>NightDial at its initial value, in the high-contrast light appearance</title>"), "\(initialLight.svg)")
        #expect(initialLight.svg.contains("stroke=\"#000000\"") && !initialLight.svg.contains("#0d47a1"), "the pointer's own high-contrast light colour")
        #expect(initialLight.svg.contains("stroke=\"#1e88e5\""), "the track falls back to its light colour")
        #expect(initialDark.svg.contains("stroke=\"#ffffff\"") && !initialDark.svg.contains("#90caf9"), "the track's own high-contrast dark colour")
        #expect(initialDark.svg.contains("stroke=\"#e3f2fd\""), "the pointer falls back to its dark colour")
        #expect(initialDark.svg.contains("<rect id=\"appearanceBackground\"") && initialDark.svg.contains("fill=\"#000000\""), "on a dark background")
    }

    @Test func onlyTheIncreasedContrastAppearancesTheSpecGivesColoursForArePreviewed() throws {
        let entry = try DarkModeTests.nightDial()
        let source = String(decoding: try PackagePaths.bytes(entry.path), as: UTF8.self)
        let darkOnly = source.replacingOccurrences(of: ##", highContrastLight: "#000000""##, with: "")
        #expect(darkOnly != source)
        let spec = try #require(Linter.lint(Array(darkOnly.utf8)).spec)
        let appearances = Set(PreviewGenerator.previews(spec, specPath: entry.path).images.map(\.appearance))
        #expect(appearances == [.light, .dark, .highContrastDark])

        let knob = try #require(SpecCorpus.all.first { $0.spec.name == "Knob" })
        #expect(Set(PreviewGenerator.previews(knob.spec, specPath: knob.path).images.map(\.appearance)) == [.light, .dark], "no colour for them: none")
    }

    /// Every corpus spec, of every kind, that gives a hex colour for an increased-contrast
    /// appearance draws it there more often than in the appearance it falls back to (where the
    /// colour would be if it were ignored), and is previewed in exactly the appearances it gives.
    @Test func everyKindDrawsTheIncreasedContrastColoursItIsGiven() throws {
        var kinds: Set<String> = []
        for entry in SpecCorpus.all {
            let source = String(decoding: try PackagePaths.bytes(entry.path), as: UTF8.self)
            let previews = PreviewGenerator.previews(entry.spec, specPath: entry.path)
            for appearance in Appearance.allCases where appearance.isHighContrast {
                let given = source.contains("\(appearance.word):")
                let drawn = previews.images.filter { $0.appearance == appearance }
                #expect(drawn.isEmpty != given, "\(entry.path) in \(appearance.phrase)")
                guard given, let fallback = appearance.fallback else { continue }
                let pattern = try Regex("\(appearance.word): \"(#[0-9A-Fa-f]{6})\"")
                for match in source.matches(of: pattern) {
                    let hex = String(try #require(match.output[1].substring)).lowercased()
                    func count(_ images: [PreviewImage]) -> Int {
                        images.map { $0.svg.split(separator: "\n").filter { !$0.contains("appearanceBackground") && $0.contains("\"\(hex)\"") }.count }.reduce(0, +)
                    }
                    #expect(count(drawn) > count(previews.images.filter { $0.appearance == fallback }), "\(entry.path): \(hex) in \(appearance.phrase)")
                    kinds.insert(entry.spec.kindName)
                }
            }
        }
        #expect(kinds.count == ControlKinds.all.count, "a spec of every kind gives a contrast colour: \(kinds)")
    }

    @Test func theGalleryShowsEveryControlInEveryAppearance() throws {
        let night = try DarkModeTests.nightDial()
        let knob = try #require(SpecCorpus.all.first { $0.spec.name == "Knob" })
        let page = GalleryPage.html([PreviewGenerator.previews(night.spec, specPath: night.path), PreviewGenerator.previews(knob.spec, specPath: knob.path)])
        for appearance in Appearance.allCases {
            #expect(page.contains("<input type=\"radio\" name=\"appearance\" id=\"appearance-\(appearance.word)\""), "\(appearance)")
            #expect(page.contains("#appearance-\(appearance.word):checked ~ main figure:not([data-shown~=\"\(appearance.word)\"]) { display: none; }"))
        }
        #expect(page.contains("<label for=\"appearance-highContrastDark\">High-contrast dark</label>"))
        #expect(page.contains("<img src=\"NightDial-initial-highContrastLight.svg\""))
        #expect(page.contains("data-appearance=\"highContrastLight\" data-shown=\"highContrastLight\""), "NightDial's own")
        #expect(page.contains("data-appearance=\"light\" data-shown=\"light\""), "NightDial's light previews are not shown in high contrast")
        #expect(page.contains("data-appearance=\"light\" data-shown=\"light highContrastLight\""), "Knob has none: its light previews stand in")
        #expect(page.contains("data-appearance=\"dark\" data-shown=\"dark highContrastDark\""))
    }
}
