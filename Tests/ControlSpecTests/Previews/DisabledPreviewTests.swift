import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// Every control previews its disabled look: the spec's
/// disabled colours or images when it gives any, otherwise its normal look dimmed to the kernel's
/// `ControlLook.disabledOpacity`, as the generated control draws it; and its SwiftUI view has a
/// disabled `#Preview`.
@Suite struct DisabledPreviewTests {
    /// The group a dimmed still draws in.
    static let dimmedGroup = "<g id=\"disabledLook\" opacity=\"\(SVGFormat.number(ControlLook.disabledOpacity))\">"

    @Test(arguments: DisabledLookTests.kinds.map(\.kind))
    func everyControlPreviewsItsDisabledLook(kind: String) throws {
        let styles = try #require(DisabledLookTests.kinds.first { $0.kind == kind }).stylesDisabled
        for entry in SpecCorpus.kind(kind) {
            let images = PreviewGenerator.previews(entry.spec, specPath: entry.path).images
            let disabled = images.filter { $0.state == DisabledPreview.state }
            let appearances = Set(images.map(\.appearance))
            #expect(disabled.count == appearances.count && Set(disabled.map(\.appearance)) == appearances,
                    "\(entry.path): one disabled still per previewed appearance")
            for image in disabled {
                #expect(image.svg.contains(Self.dimmedGroup) == !styles(entry.spec), "\(entry.path) \(image.appearance)")
            }
            for image in images where image.state != DisabledPreview.state {
                #expect(!image.svg.contains("disabledLook"), "\(entry.path): \(image.state) is not dimmed")
            }
            let text = try DisabledLookTests.generated(entry.spec, path: entry.path)
            #expect(text.contains("#Preview(\"disabled\")"), "\(entry.path)")
        }
    }

    /// A spec's own disabled colour is what the disabled still fills with, undimmed: the range
    /// slider `StateColors` gives the highlight `gray` when disabled.
    @Test func aSpecsDisabledColourIsDrawn() throws {
        let entry = try #require(SpecCorpus.kind("rangeSlider").first { $0.spec.name == "StateColors" })
        let images = PreviewGenerator.previews(entry.spec, specPath: entry.path).images.filter { $0.appearance == .light }
        func highlight(_ state: String) throws -> String {
            let svg = try #require(images.first { $0.state == state }).svg
            return String(try #require(svg.split(separator: "\n").first { $0.contains("id=\"trackHighlight\"") }))
        }
        let gray = "fill=\"\(SVGFormat.hex(ColorValue.named("gray").resolved(in: .light)))\""
        #expect(try highlight(DisabledPreview.state).contains(gray))
        #expect(try !highlight("rest").contains(gray))
        let disabled = try #require(images.first { $0.state == DisabledPreview.state }).svg
        #expect(!disabled.contains("disabledLook"))
    }
}
