import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// Dragging a slider's thumbs and the event contract, on the reference spec at 300 × 44
/// (a value's centre at 256 · value / 10 + 22; 25.6 points per unit).
@Suite struct SliderDragTests {
    static let layout = SliderSpecs.layout("RangeSlider")

    /// A reference model with other values.
    static func model(_ values: [Double]) -> SliderModel {
        SliderModel(minimumValue: 0, maximumValue: 10, values: values)
    }

    @Test func aDragMovesItsThumbRelativeToWhereItBegan() throws {
        var model = Self.model([2, 8])
        var drag = try #require(SliderDrag(at: CGPoint(x: 80, y: 20), model: model, layout: Self.layout))
        #expect(drag.thumb == 0 && drag.startValues == [2, 8])
        let moved = drag.move(toX: 80 + 51.2, model: &model, layout: Self.layout)
        #expect(moved)
        #expect(abs(model.lowerValue - 4) < 1e-9, "51.2 points right: 2 + 2")
        _ = drag.move(toX: 300, model: &model, layout: Self.layout)
        #expect(model.lowerValue == 8, "dragged far right, lower stops at upper")
        #expect(SliderDrag(at: CGPoint(x: 150, y: 20), model: model, layout: Self.layout) == nil, "no thumb, no drag")
    }

    /// Both thumbs at the maximum: a touch right of their centre must still move one of them left.
    @Test func thumbsOnTheMaximumAreNeverStuck() throws {
        var model = Self.model([10, 10])
        var drag = try #require(SliderDrag(at: CGPoint(x: 290, y: 22), model: model, layout: Self.layout))
        #expect(drag.thumb == nil && drag.candidates == [0, 1], "the drag's direction decides")
        let moved = drag.move(toX: 290 - 25.6, model: &model, layout: Self.layout)
        #expect(moved)
        #expect(drag.thumb == 0 && abs(model.lowerValue - 9) < 1e-9 && model.upperValue == 10)
    }

    /// Both thumbs at the minimum: a touch left of their centre must still move one of them right.
    @Test func thumbsOnTheMinimumAreNeverStuck() throws {
        var model = Self.model([0, 0])
        var drag = try #require(SliderDrag(at: CGPoint(x: 10, y: 22), model: model, layout: Self.layout))
        let movedWithoutMoving = drag.move(toX: 10, model: &model, layout: Self.layout)
        #expect(!movedWithoutMoving && drag.thumb == nil, "no movement, no choice yet")
        let moved = drag.move(toX: 10 + 25.6, model: &model, layout: Self.layout)
        #expect(moved)
        #expect(drag.thumb == 1 && model.lowerValue == 0 && abs(model.upperValue - 1) < 1e-9)
    }

    /// Mirrored, a finger moving left raises the value.
    @Test func rightToLeftDragsAreMirrored() throws {
        let rtl = SliderSpecs.layout("RangeSlider", rightToLeft: true)
        var model = Self.model([2, 8])
        var drag = try #require(SliderDrag(at: CGPoint(x: 300 - 73.2, y: 22), model: model, layout: rtl))
        #expect(drag.thumb == 0)
        _ = drag.move(toX: 300 - 73.2 - 25.6, model: &model, layout: rtl)
        #expect(abs(model.lowerValue - 3) < 1e-9)
    }

    @Test func theDraggedThumbIsHighlightedAndDrawnOnTop() throws {
        let model = Self.model([2, 8])
        let drag = try #require(SliderDrag(at: CGPoint(x: 73, y: 22), model: model, layout: Self.layout))
        #expect(drag.highlights(0) && !drag.highlights(1))
        #expect(SliderDrag.drawingOrder(thumbCount: 2, highlighted: drag.candidates) == [1, 0])
        #expect(SliderDrag.drawingOrder(thumbCount: 2, highlighted: []) == [0, 1])
    }

    /// A drag that moves a thumb away and back has changed nothing.
    @Test func aDragBackToTheStartHasNotChangedTheValues() throws {
        var model = Self.model([2, 8])
        var drag = try #require(SliderDrag(at: CGPoint(x: 73, y: 22), model: model, layout: Self.layout))
        _ = drag.move(toX: 100, model: &model, layout: Self.layout)
        #expect(drag.hasChangedValues(of: model))
        _ = drag.move(toX: 73, model: &model, layout: Self.layout)
        #expect(!drag.hasChangedValues(of: model))
    }

    /// The event contract of docs/generated-code.md.
    @Test(arguments: [true, false])
    func eventContract(isContinuous: Bool) {
        #expect(SliderMoment.dragBegan.eventGroups(isContinuous: isContinuous) == [.begin])
        #expect(SliderMoment.dragMoved(changed: true).eventGroups(isContinuous: isContinuous) == (isContinuous ? [.change] : []))
        #expect(SliderMoment.dragMoved(changed: false).eventGroups(isContinuous: isContinuous) == [])
        #expect(SliderMoment.dragEnded(changed: false, cancelled: false).eventGroups(isContinuous: isContinuous) == [.end],
                "no change events at the end when nothing changed")
        #expect(SliderMoment.dragEnded(changed: true, cancelled: false).eventGroups(isContinuous: isContinuous) == (isContinuous ? [.end] : [.change, .end]))
        #expect(SliderMoment.dragEnded(changed: true, cancelled: true).eventGroups(isContinuous: isContinuous) == (isContinuous ? [.cancel] : [.change, .cancel]))
        #expect(SliderMoment.adjusted(changed: true).eventGroups(isContinuous: isContinuous) == [.change])
        #expect(SliderMoment.adjusted(changed: false).eventGroups(isContinuous: isContinuous) == [])
    }

    /// The value-change handler (and the SwiftUI bindings) hear of every change, whatever the events.
    @Test func theHandlerFollowsEveryChange() {
        #expect(SliderMoment.dragMoved(changed: true).callsValueChangeHandler)
        #expect(SliderMoment.adjusted(changed: true).callsValueChangeHandler)
        #expect(!SliderMoment.dragMoved(changed: false).callsValueChangeHandler)
        #expect(!SliderMoment.adjusted(changed: false).callsValueChangeHandler)
        #expect(!SliderMoment.dragBegan.callsValueChangeHandler)
        #expect(!SliderMoment.dragEnded(changed: true, cancelled: false).callsValueChangeHandler, "the moves already told it")
    }
}
