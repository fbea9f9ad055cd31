import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The circular sliders of the spec corpus as the kernel sees them.
enum CircularCorpus {
    /// The configuration of the corpus circular slider `name`, as the previews and the generated
    /// code build it.
    static func configuration(_ name: String) -> CircularConfiguration {
        guard let entry = SpecCorpus.kind(CircularSliderSpec.kindName).first(where: { $0.spec.name == name }),
              let slider = entry.spec.body as? CircularSliderSpec else { preconditionFailure("no circular slider named \(name) in the corpus") }
        return slider.kernelConfiguration(accessibility: entry.spec.accessibility)
    }

    /// The layout of the corpus circular slider `name` at its spec's size.
    static func layout(_ name: String) -> CircularLayout {
        guard let spec = SpecCorpus.kind(CircularSliderSpec.kindName).first(where: { $0.spec.name == name })?.spec else { preconditionFailure("no circular slider named \(name)") }
        let configuration = configuration(name)
        return CircularLayout(bounds: CGRect(x: 0, y: 0, width: spec.size.width, height: spec.size.height), lineWidth: configuration.lineWidth, thumbRadius: configuration.thumbRadius, thumbOutlineWidth: configuration.thumbOutlineWidth)
    }

    /// The point on the track of `layout` at `degrees` on screen (0 right, clockwise, y down).
    static func point(_ layout: CircularLayout, screenDegrees degrees: Double) -> CGPoint {
        layout.point(atScreenAngle: degrees * .pi / 180)
    }
}

/// Touch → angle → value, the gap rule, the full circle's ends, winding, two thumbs, steps and
/// VoiceOver, with numbers worked out from the formulas in docs/spec-format.md (circular slider).
@Suite struct CircularSliderKernelTests {
    /// Whether two numbers agree to 1e-9.
    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 }

    @Test("Layout: radius = min(w, h)/2 − max(lineWidth/2, thumbRadius + outline/2); the thumb sits at its value's angle")
    func layout() {
        // Timer: 200×200, line 12, thumb 14 with a 1-point outline → 100 − 14.5 = 85.5; 15 of 0…60
        // from 12 o'clock clockwise → 90° → 3 o'clock.
        let layout = CircularCorpus.layout("CircularSlider")
        #expect(layout.radius == 85.5)
        let model = CircularSliderModel(configuration: CircularCorpus.configuration("CircularSlider"))
        #expect(Self.near(model.screenAngle(ofThumb: 0), 0))
        let thumb = layout.thumbFrame(atScreenAngle: model.screenAngle(ofThumb: 0))
        #expect(Self.near(Double(thumb.midX), 185.5) && Self.near(Double(thumb.midY), 100) && thumb.width == 28)
        // Balance: 200×120, line 4, thumb 10, outline 1 → 60 − 10.5 = 49.5; 0 of −50…50 on 0…180° counter-clockwise → 90° → −90° on screen.
        let balance = CircularSliderModel(configuration: CircularCorpus.configuration("BalanceArc"))
        #expect(CircularCorpus.layout("BalanceArc").radius == 49.5)
        #expect(Self.near(balance.screenAngle(ofThumb: 0), -.pi / 2))
    }

    @Test("A full circle: the touch's angle sets the value, and crossing the start keeps the end it came from")
    func fullCircleStopsAtTheEnds() throws {
        let layout = CircularCorpus.layout("CircularSlider")
        var model = CircularSliderModel(configuration: CircularCorpus.configuration("CircularSlider"))
        // Bottom: screen 90° → track 180° → 30; left: track 270° → 45.
        let began = model.beginTouch(at: CGPoint(x: 100, y: 200), in: layout)
        #expect(began && model.value == 30)
        model.moveTouch(to: CircularCorpus.point(layout, screenDegrees: 180), in: layout)
        #expect(model.value == 45)
        // Track 350° → 58.33 → step 58.
        model.moveTouch(to: CircularCorpus.point(layout, screenDegrees: 260), in: layout)
        #expect(model.value == 58)
        // Across the start to track 10° (shortest turn +20°): past 60, so it stays at 60 …
        model.moveTouch(to: CircularCorpus.point(layout, screenDegrees: -80), in: layout)
        #expect(model.value == 60)
        // … while the finger goes on to track 90° …
        model.moveTouch(to: CircularCorpus.point(layout, screenDegrees: 0), in: layout)
        #expect(model.value == 60)
        // At the maximum the fill is the whole circle, from 12 o'clock (screen −90°) round to it.
        let fill = try #require(model.fillScreenAngles)
        #expect(Self.near(fill.start, -.pi / 2) && Self.near(fill.end, 1.5 * .pi))
        // … and follows again when it comes back before the start: track 350° → 58.
        model.moveTouch(to: CircularCorpus.point(layout, screenDegrees: 260), in: layout)
        #expect(model.value == 58)
        model.endTouch()
        // At the minimum, going back across the start stays at 0.
        var low = model
        low.setValue(1, ofThumb: 0)
        low.beginTouch(at: CircularCorpus.point(layout, screenDegrees: -84), in: layout)
        #expect(low.value == 1)
        low.moveTouch(to: CircularCorpus.point(layout, screenDegrees: -100), in: layout)
        #expect(low.value == 0)
        low.moveTouch(to: CircularCorpus.point(layout, screenDegrees: 180), in: layout)
        #expect(low.value == 0)
    }

    @Test("Winding: past a full turn the value keeps growing, up to max after `turns` turns")
    func winding() throws {
        // 0…180 over 3 turns: 60 per turn; 75 → 1.25 turns → screen 90° (zero right, clockwise).
        let layout = CircularCorpus.layout("WindingDial")
        var model = CircularSliderModel(configuration: CircularCorpus.configuration("WindingDial"))
        #expect(layout.radius == 67.5)
        #expect(Self.near(model.screenAngle(ofThumb: 0), 2.5 * .pi))
        model.beginTouch(at: CircularCorpus.point(layout, screenDegrees: 90), in: layout)
        #expect(Self.near(model.value, 75))
        var seen: [Double] = []
        for degrees in [180.0, 270, 0, 90, 180, 270, 0, 90] {
            model.moveTouch(to: CircularCorpus.point(layout, screenDegrees: degrees), in: layout)
            seen.append((model.value * 1e9).rounded() / 1e9)
        }
        #expect(seen == [90, 105, 120, 135, 150, 165, 180, 180])
        // Back from the maximum: a quarter turn back → 165.
        model.moveTouch(to: CircularCorpus.point(layout, screenDegrees: 270), in: layout)
        #expect(Self.near(model.value, 165))
        // Once a turn is complete the fill covers the whole circle.
        let fill = try #require(model.fillScreenAngles)
        #expect(Self.near(fill.start, 0) && Self.near(fill.end, 2 * .pi))
    }

    @Test("A partial arc follows the knob's gap rule: in the gap, the nearer end")
    func partialArcGapRule() {
        // 10…30 on −225°…45° (270°), step 0.5; the gap's midpoint is at 90° (bottom).
        let layout = CircularCorpus.layout("Thermostat")
        #expect(layout.radius == 78.5)
        var model = CircularSliderModel(configuration: CircularCorpus.configuration("Thermostat"))
        model.beginTouch(at: CircularCorpus.point(layout, screenDegrees: -90), in: layout)
        #expect(model.value == 20)
        // Screen 0° → 225/270 of the range → 26.667 → 26.5.
        model.moveTouch(to: CircularCorpus.point(layout, screenDegrees: 0), in: layout)
        #expect(model.value == 26.5)
        model.moveTouch(to: CircularCorpus.point(layout, screenDegrees: 80), in: layout)
        #expect(model.value == 30)
        model.moveTouch(to: CircularCorpus.point(layout, screenDegrees: 100), in: layout)
        #expect(model.value == 10)
    }

    @Test("Counter-clockwise: increasing values turn left on screen; the gap rule mirrors")
    func counterClockwise() {
        // −50…50 on 0°…180° counter-clockwise from 3 o'clock: screen −135° is track 135° → 25.
        let layout = CircularCorpus.layout("BalanceArc")
        var model = CircularSliderModel(configuration: CircularCorpus.configuration("BalanceArc"))
        model.beginTouch(at: CircularCorpus.point(layout, screenDegrees: -135), in: layout)
        #expect(model.value == 25)
        model.moveTouch(to: CircularCorpus.point(layout, screenDegrees: -45), in: layout)
        #expect(model.value == -25)
        // The gap is the lower half; its midpoint is track 270° (screen 90°).
        model.moveTouch(to: CircularCorpus.point(layout, screenDegrees: 80), in: layout)
        #expect(model.value == -50)
        model.moveTouch(to: CircularCorpus.point(layout, screenDegrees: 100), in: layout)
        #expect(model.value == 50)
        #expect(model.trackScreenAngles.clockwise == false)
    }

    @Test("Two thumbs keep their order and the minimum distance")
    func twoThumbs() throws {
        // 0…24 from 12 o'clock clockwise, step 0.25, at least 1 apart: 6 → screen 0°, 14 → screen 120°.
        let layout = CircularCorpus.layout("SleepRange")
        #expect(layout.radius == 93)
        var model = CircularSliderModel(configuration: CircularCorpus.configuration("SleepRange"))
        #expect(model.values == [6, 14])
        #expect(model.thumb(at: CircularCorpus.point(layout, screenDegrees: 0), in: layout) == 0)
        #expect(model.thumb(at: CircularCorpus.point(layout, screenDegrees: 120), in: layout) == 1)
        // The lower thumb dragged to the bottom (track 180° → 12), then past the upper: stops at 14 − 1.
        model.beginTouch(at: CircularCorpus.point(layout, screenDegrees: 0), in: layout)
        model.moveTouch(to: CircularCorpus.point(layout, screenDegrees: 90), in: layout)
        #expect(model.values == [12, 14])
        model.moveTouch(to: CircularCorpus.point(layout, screenDegrees: 117), in: layout)
        #expect(model.values == [13, 14])
        model.endTouch()
        // The fill runs between the thumbs: track 195° … 210° → screen 105° … 120°.
        let fill = try #require(model.fillScreenAngles)
        #expect(Self.near(fill.start, 105 * .pi / 180) && Self.near(fill.end, 120 * .pi / 180))
        // Values set together: where they conflict the lower wins.
        model.setValues([20, 10])
        #expect(model.values == [20, 21])
        // A touch on the ring away from both grabs the one that moves least: the top (track 0°) is
        // 0 for the lower at 6 (6 away) and 24 for the upper at 14 (10 away) …
        model.setValues([6, 14])
        #expect(model.thumb(at: CircularCorpus.point(layout, screenDegrees: -90), in: layout) == 0)
        // … but 2 away for an upper at 22.
        model.setValues([6, 22])
        #expect(model.thumb(at: CircularCorpus.point(layout, screenDegrees: -90), in: layout) == 1)
        // Nowhere near the ring: the centre grabs nothing.
        #expect(model.thumb(at: CGPoint(x: 110, y: 110), in: layout) == nil)
        #expect(!model.beginTouch(at: CGPoint(x: 110, y: 110), in: layout) && model.activeThumb == nil)
    }

    @Test("Two thumbs on one value: the touch's side decides which moves")
    func coincidingThumbs() {
        var configuration = CircularCorpus.configuration("SleepRange")
        configuration.minimumDistance = 0
        let layout = CircularCorpus.layout("SleepRange")
        var model = CircularSliderModel(configuration: configuration)
        model.setValues([12, 12])
        // 12 is track 180° (screen 90°); screen 100° is above 12, screen 80° below.
        #expect(model.thumb(at: CircularCorpus.point(layout, screenDegrees: 100), in: layout) == 1)
        #expect(model.thumb(at: CircularCorpus.point(layout, screenDegrees: 80), in: layout) == 0)
    }

    @Test("VoiceOver moves a thumb by the accessibility step, at least one step, stopped by the ends and the other thumb")
    func accessibility() {
        var timer = CircularSliderModel(configuration: CircularCorpus.configuration("CircularSlider"))
        #expect(timer.adjust(thumb: 0, direction: 1) && timer.value == 20)
        timer.setValue(58, ofThumb: 0)
        #expect(timer.adjust(thumb: 0, direction: 1) && timer.value == 60)
        let movedPastTheEnd = timer.adjust(thumb: 0, direction: 1)
        #expect(!movedPastTheEnd && timer.value == 60)
        // No step: a tenth of the range, 18.
        var winding = CircularSliderModel(configuration: CircularCorpus.configuration("WindingDial"))
        #expect(winding.adjust(thumb: 0, direction: -1) && Self.near(winding.value, 57))
        // Steps of 10, at least 20 apart: 40 → 50; at 100 the upper (120) stops the lower.
        var price = CircularSliderModel(configuration: CircularCorpus.configuration("PriceArc"))
        #expect(price.adjust(thumb: 0, direction: 1) && price.values == [50, 120])
        price.setValue(100, ofThumb: 0)
        #expect(!price.adjust(thumb: 0, direction: 1) && price.values == [100, 120])
        #expect(price.adjust(thumb: 1, direction: -1) == false)
        #expect(price.adjust(thumb: 1, direction: 1) && price.values == [100, 130])
    }

    @Test("Steps snap the touch's value; slow moves add up before snapping")
    func steps() {
        let layout = CircularCorpus.layout("CircularSlider")
        var model = CircularSliderModel(configuration: CircularCorpus.configuration("CircularSlider"))
        // Track 100° → 16.667 → 17.
        model.beginTouch(at: CircularCorpus.point(layout, screenDegrees: 10), in: layout)
        #expect(model.value == 17)
        // Track 104° → 17.33 → 17; track 105.1° → 17.52 → 18.
        model.moveTouch(to: CircularCorpus.point(layout, screenDegrees: 14), in: layout)
        #expect(model.value == 17)
        model.moveTouch(to: CircularCorpus.point(layout, screenDegrees: 15.1), in: layout)
        #expect(model.value == 18)
    }
}
