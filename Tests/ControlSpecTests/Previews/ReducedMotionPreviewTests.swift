import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The Reduce Motion stills of part animations: after each animation the setting changes, a still
/// of what plays instead, worked out by the kernel's `PartPlayback` (the midpoint of a cross-fade,
/// the end of an `instant` animation), none for one that keeps its motion; listed in the gallery.
@Suite struct ReducedMotionPreviewTests {
    /// The light previews of the corpus spec `name`, by state.
    static func previews(_ name: String) throws -> (control: ControlPreviews, light: [String: PreviewImage]) {
        let entry = try #require(SpecCorpus.all.first { $0.spec.name == name })
        let control = PreviewGenerator.previews(entry.spec, specPath: entry.path)
        let light = control.images.filter { $0.appearance == .light }
        return (control, Dictionary(uniqueKeysWithValues: light.map { ($0.state, $0) }))
    }

    /// The opacity the kernel gives the end look halfway through the cross-fade of `animation`
    /// of `name`.
    static func midpointOpacity(_ animation: String, of name: String) throws -> Double {
        let (rule, duration) = try UIKitReduceMotionTests.animation(animation, of: name)
        let run = rule.playback(duration: duration, isReducingMotion: true)
        guard case .crossfade(let fade) = run else {
            Issue.record("\(name).\(animation) does not cross-fade")
            return 0
        }
        return try #require(run.crossfadeOpacity(at: fade / 2))
    }

    @Test("A button has a still per animation the setting changes: cross-fades at their midpoint, instant ones at their end")
    func button() throws {
        let (_, images) = try Self.previews("FadeTagButton")
        for animation in ["sunk", "released"] {
            let still = try #require(images[ReducedMotionPreview.state(of: animation)], "\(animation)")
            let opacity = try Self.midpointOpacity(animation, of: "FadeTagButton")
            #expect(still.animationDuration == nil && still.fileName == "FadeTagButton-\(animation)-reducedMotion.svg")
            #expect(still.svg.contains("<g id=\"reducedMotionFrom\" opacity=\"\(SVGFormat.number(1 - opacity))\">"), "\(animation)")
            #expect(still.svg.contains("<g id=\"reducedMotionTo\" opacity=\"\(SVGFormat.number(opacity))\">"), "\(animation)")
            #expect(!still.svg.contains("<animate"), "a still")
        }
        #expect(try #require(images["released-reducedMotion"]).caption.contains("halfway through its 0.15 s cross-fade"))
        #expect(try #require(images["sunk-reducedMotion"]).caption.contains("halfway through its 0.08 s cross-fade"))
        let settled = try #require(images["settled-reducedMotion"])
        #expect(settled.caption.hasSuffix("under Reduce Motion: its end at once") && !settled.svg.contains("reducedMotionFrom"))
        #expect(images["flashed-reducedMotion"] == nil, "keep: the animated preview is what plays")
        #expect(images["flashed"]?.animationDuration != nil)
    }

    @Test("A toggle's turns: a cross-fade from one side's look and colours to the other's; none for a turn that keeps its motion")
    func toggle() throws {
        let (_, images) = try Self.previews("FadeCheckToggle")
        let turnOn = try #require(images["turnOn-reducedMotion"])
        let opacity = try Self.midpointOpacity("turnOn", of: "FadeCheckToggle")
        #expect(turnOn.svg.contains("<g id=\"reducedMotionTo\" opacity=\"\(SVGFormat.number(opacity))\">"))
        let mint = SVGFormat.hex(ColorValue.named("systemMint").resolved(in: .light))
        let gray = SVGFormat.hex(ColorValue.named("systemGray5").resolved(in: .light))
        let from = try #require(turnOn.svg.components(separatedBy: "id=\"reducedMotionTo\"").first)
        let to = try #require(turnOn.svg.components(separatedBy: "id=\"reducedMotionTo\"").last)
        #expect(from.contains(gray) && !from.contains(mint), "the off look fades out in the off colours")
        #expect(to.contains(mint), "the on look fades in in the on colours")
        #expect(images["turnOff-reducedMotion"] != nil)
        let squish = try Self.previews("KeyframeSquishToggle").light
        #expect(squish["turnOn-reducedMotion"] == nil, "keep")
        #expect(squish["turnOff-reducedMotion"].map { !$0.svg.contains("reducedMotionFrom") } == true, "instant: the end look")
    }

    @Test("Every still is drawn in each appearance its control is and listed in the gallery")
    func gallery() throws {
        let (control, _) = try Self.previews("FadeCheckToggle")
        let stills = control.images.filter { $0.state.hasSuffix(ReducedMotionPreview.suffix) }
        #expect(Set(stills.map(\.appearance)) == Set(control.images.map(\.appearance)))
        let html = GalleryPage.html([control])
        for still in stills {
            #expect(html.contains("src=\"\(still.fileName)\""), "\(still.fileName)")
        }
    }
}
