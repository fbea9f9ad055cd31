import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The native SwiftUI toggle and button have one `#Preview` per still of their SVG previews, in
/// the same order and named as the still, from the one list both read (`ToggleStill`,
/// `ButtonStill`), each calling `preview(...)` with the arguments that show it; the Reduce Motion
/// stills apart, since a preview cannot turn the system setting on.
@Suite struct PartStillPreviewTests {
    /// The names of the `#Preview`s of `text`, in order.
    static func previewNames(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("#Preview(\""), let end = line.dropFirst(10).firstIndex(of: "\"") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 10)..<end])
        }
    }

    @Test(arguments: ["toggle", "button"])
    func everyStillHasItsPreview(kind: String) throws {
        for entry in SpecCorpus.kind(kind) {
            let stills = PreviewGenerator.previews(entry.spec, specPath: entry.path).images
                .filter { $0.appearance == .light && $0.animationDuration == nil }.map(\.state)
                // A Reduce Motion still shows a setting a preview cannot turn on: it has no #Preview.
                .filter { !$0.hasSuffix("-" + ReducedMotionPreview.suffix) }
            let text = try DisabledLookTests.generated(entry.spec, path: entry.path, target: .swiftui)
            #expect(Self.previewNames(text) == stills, "\(entry.path)")
            #expect(stills.contains(DisabledPreview.state), "\(entry.path)")
        }
    }

    /// The toggle's stills and the arguments of their previews.
    @Test func theToggleStills() throws {
        #expect(ToggleStill.allCases.map(\.state) == ["off", "on", "dragging", "draggingPastHalfway", "disabled"])
        let entry = try #require(SpecCorpus.kind("toggle").first { $0.spec.name == "PillToggle" })
        let text = try DisabledLookTests.generated(entry.spec, path: entry.path, target: .swiftui)
        for call in ["preview(isOn: false)", "preview(isOn: true)", "preview(isOn: false, dragFraction: 0.5)",
                     "preview(isOn: false, dragFraction: 0.75)", "preview(isOn: false, isEnabled: false)"] {
            #expect(text.contains("PillToggleView.\(call)\n"), "\(call)")
        }
        #expect(text.contains("input.showDrag(atFraction: dragFraction)"))
    }

    /// The button's stills: `pressed` holds the pressed look, highlighted.
    @Test func theButtonStills() throws {
        let entry = try #require(SpecCorpus.kind("button").first { $0.spec.name == "FastCartButton" })
        let text = try DisabledLookTests.generated(entry.spec, path: entry.path, target: .swiftui)
        #expect(Self.previewNames(text) == ["idle", "pressed", "disabled"])
        for call in ["preview()", "preview(isPressed: true)", "preview(isEnabled: false)"] {
            #expect(text.contains("FastCartButtonView.\(call)\n"), "\(call)")
        }
        #expect(text.contains("_ = input.showPressed()"))
        #expect(!text.contains("#Preview(\"highlighted\")"))
    }
}
