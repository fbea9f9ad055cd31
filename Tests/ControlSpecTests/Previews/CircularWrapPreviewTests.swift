import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The previews of a two-thumb circular slider whose range crosses its start (the corpus's
/// Bedtime dial, 0…24 h from 12 o'clock clockwise, 240 × 240, track radius 103 about (120, 120)):
/// the fill drawn from the first thumb forward across 12 o'clock, and the ends the thumbs can reach.
@Suite struct CircularWrapPreviewTests {
    static func previews() throws -> [String: PreviewImage] {
        let entry = try #require(SpecCorpus.kind(CircularSliderSpec.kindName).first { $0.spec.name == "Bedtime" })
        let images = PreviewGenerator.previews(entry.spec, specPath: entry.path).images.filter { $0.appearance == .light }
        return Dictionary(images.map { ($0.state, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The `d` of the element with `id` in `svg`.
    static func path(_ id: String, in svg: String) -> String? {
        guard let element = svg.range(of: "<path id=\"\(id)\" d=\"") else { return nil }
        return svg[element.upperBound...].prefix { $0 != "\"" }.description
    }

    @Test func theFillRunsFromBedtimeForwardAcrossMidnightToWakeUp() throws {
        let initial = try #require(try Self.previews()["initial"])
        // 22 h at screen 240°: (68.5, 30.8); eight hours (120°, a small arc) clockwise to 6 h at 3 o'clock, (223, 120).
        let fill = try #require(Self.path("fill", in: initial.svg))
        #expect(fill.hasPrefix("M 68.5 30.79") && fill.hasSuffix(" A 103 103 0 0 1 223 120"), "\(fill)")
        #expect(initial.svg.contains("<circle id=\"thumb1\" cx=\"223\" cy=\"120\""), "the second thumb at 6 h")
    }

    @Test func theClosestAndWidestSelectionsKeepTheDistanceBothWaysRound() throws {
        let previews = try Self.previews()
        let closest = try #require(previews["closest"]), widest = try #require(previews["widest"])
        // Closest: 0 h to 1 h, 15° from 12 o'clock (120, 17).
        let near = try #require(Self.path("fill", in: closest.svg))
        #expect(near.hasPrefix("M 120 17 A 103 103 0 0 1 "), "\(near)")
        // Widest: from 0 h forward 23 hours (345°, the large arc) to an hour before midnight.
        let far = try #require(Self.path("fill", in: widest.svg))
        #expect(far.hasPrefix("M 120 17 A 103 103 0 1 1 93.34"), "\(far)")
        #expect(widest.caption == "with its thumbs as far apart as they go, from the minimum round to just before it")
        #expect(previews["setValue"]?.animationDuration != nil)
    }
}
