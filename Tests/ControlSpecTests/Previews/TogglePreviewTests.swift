import Foundation
import Testing
@testable import ControlSpec

/// A toggle's drag previews show what the kernel's touch rule shows on the device: the thumb
/// where the finger took it and the other parts in the look of the side the thumb is on.
@Suite("Toggle previews")
struct TogglePreviewTests {
    /// `PillToggle`'s light previews, by state.
    static func previews() -> [String: String] {
        let fixture = ToggleFixture("PillToggle")
        let images = PreviewGenerator.previews(fixture.spec, specPath: "Specs/PillToggle.control.yaml").images
        return Dictionary(uniqueKeysWithValues: images.filter { $0.appearance == .light }.map { ($0.state, $0.svg) })
    }

    /// `PillToggle` travels 20 pt from the knob's rest centre x = 2 + 27 / 2 = 15.5: halfway
    /// (x = 25.5) is a tie, which shows the value it began with, off (the fill hidden); three
    /// quarters (x = 30.5) is past half, the on look (the fill shown).
    @Test func aDragShowsTheLookOfTheSideTheThumbIsOn() throws {
        let previews = Self.previews()
        let halfway = try #require(previews["dragging"]), past = try #require(previews["draggingPastHalfway"])
        #expect(halfway.contains("<g id=\"part-fill\" opacity=\"0\">") && past.contains("<g id=\"part-fill\" opacity=\"1\">"))
        #expect(halfway.contains("<g id=\"part-knob\" opacity=\"1\">\n              <g transform=\"translate(25.5 15.5)\">"))
        #expect(past.contains("<g id=\"part-knob\" opacity=\"1\">\n              <g transform=\"translate(30.5 15.5)\">"))
    }
}
