import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The circular slider's SwiftUI view state: drags grab the thumb and give the values the UIKit
/// control's calls give for the same touch points; keys, move commands and the Crown move the
/// focused thumb, each thumb is adjustable on its own, the gap and the ends stop them.
@Suite struct CircularSliderViewStateTests {
    /// A configuration with the given values.
    static func configuration(
        range: ClosedRange<Double>, step: Double = 0, initial: [Double], distance: Double = 0, turns: Int = 1,
        angles: RotaryAngles, accessibilityStep: Double, lineWidth: Double = 8, thumbRadius: Double = 12, outline: Double = 2,
        touchSlop: Double = 4
    ) -> CircularConfiguration {
        CircularConfiguration(
            value: RotaryValueRange(minimum: range.lowerBound, maximum: range.upperBound, step: step, wraps: false), initialValues: initial,
            minimumDistance: distance, turns: turns, isContinuous: true, angles: angles, animationDuration: 0.2,
            accessibilityStep: accessibilityStep, lineWidth: lineWidth, thumbRadius: thumbRadius, thumbOutlineWidth: outline, touchSlop: touchSlop)
    }

    /// Angles from `start` to `end` degrees, from `zero`.
    static func angles(_ start: Double, _ end: Double, zero: RotaryZeroDirection = .up, clockwise: Bool = true) -> RotaryAngles {
        RotaryAngles(startAngle: start * .pi / 180, endAngle: end * .pi / 180, zeroDirection: zero, isClockwise: clockwise)
    }

    /// The configurations the drag tests run over: the corpus sliders and sliders of other
    /// ranges, steps, angles, gaps and sizes.
    static let dragCases: [(name: String, configuration: CircularConfiguration, size: CGSize)] = {
        var cases = SpecCorpus.kind(CircularSliderSpec.kindName).map { entry in
            (entry.spec.name, CircularCorpus.configuration(entry.spec.name), CircularCorpus.layout(entry.spec.name).bounds.size)
        }
        cases.append(("two thumbs, −20…20 step 0.5, gap 3, counter-clockwise arc", configuration(
            range: -20...20, step: 0.5, initial: [-5, 5], distance: 3, angles: angles(-120, 120, zero: .down, clockwise: false),
            accessibilityStep: 1), CGSize(width: 180, height: 130)))
        cases.append(("one thumb, three turns", configuration(
            range: 0...300, initial: [40], turns: 3, angles: angles(0, 360, zero: .left), accessibilityStep: 10, thumbRadius: 20),
            CGSize(width: 90, height: 150)))
        cases.append(("two thumbs on a full circle, no gap", configuration(
            range: 0...12, step: 1, initial: [3, 9], angles: angles(90, 450, zero: .right), accessibilityStep: 1), CGSize(width: 240, height: 240)))
        return cases
    }()

    /// Points round the centre of a view of `size` at `fraction` of the track's radius, starting
    /// at `fromDegrees` and turning by `by` degrees each.
    static func arc(in layout: CircularLayout, from fromDegrees: Double, by: Double, count: Int, fraction: Double = 1) -> [CGPoint] {
        (0..<count).map { i in
            let angle = (fromDegrees + Double(i) * by) * .pi / 180, r = Double(layout.radius) * fraction
            return CGPoint(x: Double(layout.center.x) + r * cos(angle), y: Double(layout.center.y) + r * sin(angle))
        }
    }

    @Test("A drag grabs the thumb and gives, point by point, the values of the UIKit control's beginTouch/moveTouch calls")
    func dragParity() {
        for (name, configuration, size) in Self.dragCases {
            let model = CircularSliderModel(configuration: configuration)
            let layout = CircularSliderViewState(configuration: configuration).layout(in: size)
            // Start on each thumb, on the track between, and off the track; go round both ways.
            var starts = model.values.indices.map { layout.point(atScreenAngle: model.screenAngle(ofThumb: $0)) }
            starts.append(layout.point(atScreenAngle: model.screenAngle(of: (model.minimumValue + model.maximumValue) / 2)))
            starts.append(layout.center)
            for (index, start) in starts.enumerated() {
                let by = index % 2 == 0 ? 23.0 : -31.0
                let path = [start] + Self.arc(in: layout, from: 0, by: by, count: 30, fraction: index == 1 ? 0.6 : 1.2)
                var state = CircularSliderViewState(configuration: configuration)
                // The UIKit control: beginTracking → beginTouch(at:in: currentLayout), declining the touch when
                // it grabs no thumb; continueTracking → moveTouch(to:in:); endTracking → endTouch().
                var control = model
                var values: [[Double]] = [], expected: [[Double]] = []
                var tracking = false
                for (step, point) in path.enumerated() where step > 0 {
                    let update = state.dragChanged(start: start, location: point, in: size, at: Double(step))
                    values.append(state.values)
                    if step == 1 {
                        control.beginTouch(at: start, in: layout)
                        tracking = control.activeThumb != nil
                        #expect(update.beginsEditing == tracking, "\(name) start \(index)")
                    }
                    if tracking { control.moveTouch(to: point, in: layout) }
                    expected.append(control.values)
                }
                let end = state.dragEnded()
                #expect(end.endsEditing == tracking && !state.isHighlighted, "\(name) start \(index)")
                #expect(values == expected, "\(name) start \(index)")
                if tracking { #expect(Set(values).count > 2, "\(name) start \(index): the drag moves a thumb") }
                if index < model.thumbCount { #expect(tracking && state.focusedThumb == index, "\(name): the thumb under the finger") }
                if index == starts.count - 1, !layout.isOnTrack(start, slop: configuration.touchSlop) {
                    #expect(!tracking && values.allSatisfy { $0 == model.values }, "\(name): the centre grabs nothing")
                }
            }
        }
    }

    @Test("Keys move the focused thumb, stopped by the ends and the other thumb ± the minimum distance")
    func keysAndGap() {
        let configuration = Self.configuration(range: 0...24, step: 0.25, initial: [6, 14], distance: 1, angles: Self.angles(0, 360),
                                               accessibilityStep: 0.5)
        var state = CircularSliderViewState(configuration: configuration)
        #expect(state.focusedThumb == 0)
        #expect(state.press(.up).changed && state.values == [6.5, 14])
        #expect(state.press(.pageUp).changed && state.values == [11.5, 14])
        #expect(state.press(.end).changed && state.values == [13, 14])        // the upper thumb − 1
        #expect(!state.press(.right).changed && state.values == [13, 14])
        #expect(state.press(.home).changed && state.values == [0, 14])
        #expect(!state.move(.down).changed)
        // VoiceOver's adjustment of the upper thumb makes it the focused one.
        #expect(state.adjust(thumb: 1, .decrement).changed && state.values == [0, 13.5] && state.focusedThumb == 1)
        #expect(state.press(.home).changed && state.values == [0, 1])         // the lower thumb + 1
        #expect(state.move(.left).changed == false && state.move(.right).changed && state.values == [0, 1.5])
        #expect(state.press(.pageDown).changed && state.values == [0, 1])
        #expect(state.press(.end).changed && state.range == 0...24)
        #expect(state.adjust(thumb: 0, .increment).changed && state.range == 0.5...24 && state.focusedThumb == 0)
        #expect(state.press(.down).editing == nil)
    }

    @Test("The Crown moves the focused thumb one accessibility step per detent; the dragged thumb becomes the focused one")
    func crownAndFocus() {
        let configuration = Self.configuration(range: 0...100, step: 1, initial: [20, 80], distance: 10, angles: Self.angles(-135, 135),
                                               accessibilityStep: 5)
        var state = CircularSliderViewState(configuration: configuration)
        let size = CGSize(width: 160, height: 160), layout = state.layout(in: size)
        let upper = layout.point(atScreenAngle: state.model.screenAngle(ofThumb: 1))
        _ = state.dragChanged(start: upper, location: upper, in: size, at: 0)
        _ = state.dragEnded()
        #expect(state.focusedThumb == 1 && state.values == [20, 80])
        #expect(!state.crown(to: 0.2).changed)
        #expect(state.crown(to: 2.3).changed && state.values == [20, 90])
        #expect(state.crown(to: -40).changed && state.values == [20, 30])
        #expect(!state.crown(to: -41).changed)
    }

    @Test("The binding's values are snapped, kept apart by the minimum distance (the lower wins) and written back only when changed")
    func sync() {
        let two = Self.configuration(range: 0...10, step: 0.5, initial: [2, 8], distance: 2, angles: Self.angles(0, 270), accessibilityStep: 1)
        var state = CircularSliderViewState(configuration: two)
        #expect(state.sync(to: 2...8) == nil)
        #expect(state.sync(to: 3.1...7.2) == 3...7)
        #expect(state.sync(to: 5...5.5) == 5...7)
        #expect(state.sync(to: 9.9...10) == 8...10)
        #expect(state.sync(to: -3...30) == 0...10)
        let one = Self.configuration(range: 0...60, step: 1, initial: [15], angles: Self.angles(0, 360), accessibilityStep: 5)
        var single = CircularSliderViewState(configuration: one)
        #expect(single.sync(to: 15) == nil && single.sync(to: 61) == 60 && single.sync(to: 12.4) == 12 && single.value == 12)
    }

    @Test("Each thumb's step index changes exactly when it crosses a step; announcements are throttled during a drag")
    func stepIndicesAndAnnouncements() {
        var state = CircularSliderViewState(configuration: CircularCorpus.configuration("CircularSlider"))
        let size = CGSize(width: 200, height: 200), layout = state.layout(in: size)
        #expect(state.stepIndices == [15])
        let path = Self.arc(in: layout, from: 0, by: 2, count: 40)
        var announced: [Bool] = [], indices: [[Int]] = [state.stepIndices]
        for (i, point) in path.enumerated() where i > 0 {
            let update = state.dragChanged(start: path[0], location: point, in: size, at: Double(i) * 0.1)
            announced.append(update.announces)
            #expect(update.changed == (state.stepIndices != indices.last!))
            indices.append(state.stepIndices)
        }
        #expect(indices.last == [Int(state.value)])
        // At most one announcement per half second: at 0.1 s per move, never two within five moves.
        let times = announced.indices.filter { announced[$0] }
        #expect(times.count >= 3 && zip(times, times.dropFirst()).allSatisfy { $1 - $0 >= 5 })
    }

    @Test("The drawing: track and fill angles from the model, the path's clockwise flag opposite to the screen's, thumbs at their values")
    func drawing() throws {
        let configuration = CircularCorpus.configuration("SleepRange"), size = CGSize(width: 220, height: 220)
        let state = CircularSliderViewState(configuration: configuration)
        let drawing = state.drawing(in: size), layout = state.layout(in: size)
        #expect(drawing.center == CGPoint(x: 110, y: 110) && drawing.radius == layout.radius && !drawing.pathClockwise)
        let fill = try #require(state.model.fillScreenAngles)
        #expect(drawing.fillStartAngle == fill.start && drawing.fillEndAngle == fill.end)
        #expect(drawing.thumbFrames == [0, 1].map { layout.thumbFrame(atScreenAngle: state.model.screenAngle(ofThumb: $0)) })
        for (center, frame) in zip(drawing.thumbCenters, drawing.thumbFrames) {
            #expect(abs(center.x - frame.midX) < 1e-9 && abs(center.y - frame.midY) < 1e-9)
        }
        // A one-thumb slider at its minimum draws no fill.
        var timer = CircularSliderViewState(configuration: CircularCorpus.configuration("CircularSlider"))
        _ = timer.sync(to: 0)
        #expect(timer.drawing(in: CGSize(width: 200, height: 200)).fillStartAngle == nil)
    }
}
