import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// An animated change of a circular slider whose range wraps goes the short way round, through
/// the seam (`CircularTrack.unwrapped(_:near:)`): the UIKit control's transition starts from the
/// old values moved by whole spans, the SwiftUI view draws the new values moved by whole spans
/// from the ones it drew, and the drawing brings such values back into the range.
@Suite struct CircularSeamAnimationTests {
    /// A one-thumb dial of `range` in `step`s on a track from 12 o'clock clockwise over `degrees`.
    static func dial(_ range: ClosedRange<Double>, step: Double = 0, initial: Double, wraps: Bool, degrees: Double = 360) -> CircularConfiguration {
        CircularConfiguration(
            value: RotaryValueRange(minimum: range.lowerBound, maximum: range.upperBound, step: step, wraps: wraps), initialValues: [initial],
            isContinuous: true, angles: CircularSliderViewStateTests.angles(0, degrees), animationDuration: 0.25, accessibilityStep: 1,
            lineWidth: 6, thumbRadius: 10, thumbOutlineWidth: 1)
    }

    static let size = CGSize(width: 160, height: 160)

    /// Whether two numbers agree to 1e-9.
    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 }

    /// Whether two drawings put the thumbs and the fill at the same places, to 1e-9.
    static func sameDrawing(_ a: CircularSliderViewDrawing, _ b: CircularSliderViewDrawing) -> Bool {
        func angle(_ x: Double?) -> Double? { x.map { (($0.truncatingRemainder(dividingBy: 2 * .pi)) + 2 * .pi).truncatingRemainder(dividingBy: 2 * .pi) } }
        let centres = zip(a.thumbCenters, b.thumbCenters).allSatisfy { near($0.x, $1.x) && near($0.y, $1.y) }
        let fills = [(a.fillStartAngle, b.fillStartAngle), (a.fillEndAngle, b.fillEndAngle)].allSatisfy { pair in
            switch (angle(pair.0), angle(pair.1)) {
            case (nil, nil): true
            case let (x?, y?): near(x, y) || abs(abs(x - y) - 2 * .pi) <= 1e-9
            default: false
            }
        }
        return centres && fills
    }

    @Test("The rule moves a value by whole spans next to the reference, only on a seamless track")
    func rule() {
        let degrees = Self.dial(0...360, initial: 0, wraps: true).track
        #expect(degrees.isSeamless)
        #expect(degrees.unwrapped(350, near: 10) == -10)
        #expect(degrees.unwrapped(10, near: 350) == 370)
        #expect(degrees.unwrapped(100, near: 120) == 100, "already the short way")
        #expect(degrees.unwrapped(10, near: 710) == 730, "next to a reference several turns on")
        let hours = Self.dial(-12...12, step: 0.5, initial: 0, wraps: true).track
        #expect(hours.unwrapped(11, near: -11) == -13)
        #expect(hours.unwrapped(-11.5, near: 11) == 12.5)
        let ended = Self.dial(0...360, initial: 0, wraps: false).track
        #expect(ended.unwrapped(350, near: 10) == 350, "without wrapping the seam is an end: the long way round")
        let arc = Self.dial(0...100, initial: 0, wraps: true, degrees: 270).track
        #expect(!arc.isSeamless && arc.unwrapped(95, near: 5) == 95, "a partial arc has a gap, no seam")
    }

    @Test("The UIKit transition from 350° to 10° runs through 0°; without wrapping through 180°")
    func uikitTransition() {
        var model = CircularSliderModel(configuration: Self.dial(0...360, step: 1, initial: 350, wraps: true))
        let old = model.values
        model.setValue(10, ofThumb: 0)
        let from = model.unwrapped(old, near: model.values)
        #expect(from == [-10])
        let transition = SliderValueTransition(from: from, to: model.values, duration: 0.25)
        let halfWay = transition.values(at: 0.125)
        #expect(Self.near(halfWay[0], 0), "half way is the seam: \(halfWay)")
        let layout = CircularSliderViewState(configuration: model.configuration).layout(in: Self.size)
        #expect(model.fillScreenAngles(for: [0]) == nil && model.fillScreenAngles(for: [-10]) != nil)
        #expect(Self.sameDrawing(CircularSliderViewDrawing(model: model, layout: layout, values: [-10]),
                                 CircularSliderViewDrawing(model: model, layout: layout, values: [350])), "−10 is drawn at 350")
        var ended = CircularSliderModel(configuration: Self.dial(0...360, step: 1, initial: 350, wraps: false))
        let endedOld = ended.values
        ended.setValue(10, ofThumb: 0)
        let long = SliderValueTransition(from: ended.unwrapped(endedOld, near: ended.values), to: ended.values, duration: 0.25)
        let longHalfWay = long.values(at: 0.125)
        #expect(Self.near(longHalfWay[0], 180), "\(longHalfWay)")
    }

    @Test("The SwiftUI view draws an outside change across the seam from where it drew the value, and keeps drawing it there")
    func swiftUIOneThumb() {
        var state = CircularSliderViewState(configuration: Self.dial(0...360, step: 1, initial: 350, wraps: true))
        let change = state.shown(10)
        #expect(change.isOutsideChange && change.values == [370], "20° on from 350, through the seam")
        let written = state.sync(to: 10)
        #expect(written == nil && state.value == 10)
        let settled = state.shown(10)
        #expect(!settled.isOutsideChange && Self.near(settled.values[0], 370), "the same drawn value once taken: nothing jumps")
        let back = state.shown(340)
        #expect(Self.near(back.values[0], 340), "from 10 (drawn 370) back through the seam to 340")
        #expect(Self.sameDrawing(state.drawing(in: Self.size, values: [370]), state.drawing(in: Self.size, values: [10])))
        #expect(state.drawing(in: Self.size, values: [360]).fillStartAngle == nil, "at the seam the fill is empty, as at the minimum")
        var ended = CircularSliderViewState(configuration: Self.dial(0...360, step: 1, initial: 350, wraps: false))
        #expect(ended.shown(10).values == [10], "without wrapping: the long way round")
        _ = ended.sync(to: 10)
        #expect(ended.shown(10).values == [10])
    }

    @Test("Two thumbs on a 24-hour dial move from 22–6 to 1–9 the short way: bedtime on through midnight")
    func swiftUITwoThumbs() throws {
        var state = CircularSliderViewState(configuration: CircularCorpus.configuration("Bedtime"))
        #expect(state.values == [22, 6])
        let change = state.shown(CircularSelection(start: 1, end: 9))
        #expect(change.values == [25, 9])
        let written = state.sync(to: CircularSelection(start: 1, end: 9))
        #expect(written == nil)
        let settled = state.shown(CircularSelection(start: 1, end: 9))
        #expect(Self.near(settled.values[0], 25) && Self.near(settled.values[1], 9))
        let drawn = state.drawing(in: Self.size, values: settled.values), plain = state.drawing(in: Self.size, values: [1, 9])
        #expect(Self.sameDrawing(drawn, plain), "25 h is drawn at 1 h, the fill from it to 9 h")
        let halfWay = state.drawing(in: Self.size, values: [23.5, 7.5])
        #expect(halfWay.fillStartAngle != nil)
    }
}
