import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// The slider kernel's layout of the reference spec at 300 × 44, with docs/reference-controls.md#range-slider's formulas:
/// thumb = height, usable = width − thumb, position = usable · (value − min) / (max − min) + thumb / 2,
/// track inset height / 3.5, corner radius = height · curvaceousness / 2; mirrored in right-to-left
/// layouts when `rightToLeft: mirror`.
@Suite struct SliderLayoutTests {
    static let layout = SliderSpecs.layout("RangeSlider")
    static let mirrored = SliderSpecs.layout("RangeSlider", rightToLeft: true)

    /// `a` and `b` agree to 1e-9.
    static func close(_ a: CGFloat, _ b: Double) -> Bool { abs(Double(a) - b) < 1e-9 }

    @Test func positions() {
        let layout = Self.layout
        #expect(layout.thumbWidth == 44 && layout.usableLength == 256)
        #expect(Self.close(layout.position(of: 2), 256 * 0.2 + 22))
        #expect(Self.close(layout.position(of: 8), 256 * 0.8 + 22))
        #expect(layout.position(of: 0) == 22 && layout.position(of: 10) == 278)
        let frame = layout.thumbFrame(at: 2)
        #expect(Self.close(frame.minX, 73.2 - 22) && frame.minY == 0 && frame.width == 44 && frame.height == 44)
        let highlight = layout.highlightRect(from: 2, to: 8)
        #expect(Self.close(highlight.minX, 73.2) && Self.close(highlight.maxX, 226.8))
    }

    @Test func trackAndCorners() {
        let layout = Self.layout
        let inset = 44 / 3.5, trackHeight = 44 - 2 * inset
        #expect(Self.close(layout.trackRect.minY, inset) && layout.trackRect.minX == 0 && layout.trackRect.width == 300)
        #expect(Self.close(layout.trackRect.height, trackHeight))
        #expect(Self.close(layout.trackCornerRadius, trackHeight / 2), "curvaceousness 1")
        #expect(layout.thumbInset == 2, "the thumb's shadow reaches offset 1 + blur 1")
        #expect(layout.thumbBody(at: 2).height == 40 && layout.thumbCornerRadius == 20)
        var half = layout
        half.curvaceousness = 0.5
        #expect(Self.close(half.trackCornerRadius, trackHeight / 4) && half.thumbCornerRadius == 10)
        var square = layout
        square.curvaceousness = 0
        #expect(square.trackCornerRadius == 0 && square.thumbCornerRadius == 0)
    }

    @Test func touchMovementInValueUnits() {
        #expect(abs(Self.layout.valueDelta(forTouchDelta: 25.6) - 1) < 1e-12, "25.6 pt = (10 − 0) / 256 per point")
        #expect(abs(Self.layout.valueDelta(forTouchDelta: -51.2) + 2) < 1e-12)
        var narrow = Self.layout
        narrow.size = CGSize(width: 30, height: 44)
        #expect(narrow.valueDelta(forTouchDelta: 10) == 0, "no usable length, no change")
    }

    @Test func hitTestingPicksTheNearestThumb() {
        let layout = Self.layout
        #expect(layout.thumbs(at: CGPoint(x: 73, y: 22), values: [2, 8]) == [0])
        #expect(layout.thumbs(at: CGPoint(x: 227, y: 22), values: [2, 8]) == [1])
        #expect(layout.thumbs(at: CGPoint(x: 150, y: 22), values: [2, 8]) == [], "between the thumbs")
        #expect(layout.thumbs(at: CGPoint(x: 73, y: 50), values: [2, 8]) == [], "below the control")
        var slop = layout
        slop.touchSlop = 10
        #expect(slop.thumbs(at: CGPoint(x: 73, y: 50), values: [2, 8]) == [0], "within the touch slop")
        // Values 5 and 6: centres 150 and 175.6; both frames hold x 153.6…172.
        #expect(layout.thumbs(at: CGPoint(x: 160, y: 22), values: [5, 6]) == [0], "overlap, nearer the lower centre")
        #expect(layout.thumbs(at: CGPoint(x: 165, y: 22), values: [5, 6]) == [1], "overlap, nearer the upper centre")
        #expect(layout.thumbs(at: CGPoint(x: 140, y: 22), values: [5, 5]) == [0, 1], "on one value: the drag picks")
    }

    /// Mirrored, the minimum is on the right: positions, highlight, touch, gradient.
    @Test func rightToLeftMirrorsTouchAndDrawing() {
        let rtl = Self.mirrored
        #expect(rtl.isMirrored)
        #expect(Self.close(rtl.position(of: 2), 300 - 73.2) && rtl.position(of: 0) == 278)
        let highlight = rtl.highlightRect(from: 2, to: 8)
        #expect(Self.close(highlight.minX, 73.2) && Self.close(highlight.width, 153.6))
        #expect(abs(rtl.valueDelta(forTouchDelta: 25.6) + 1) < 1e-12, "rightward is downward")
        #expect(rtl.thumbs(at: CGPoint(x: 300 - 73.2, y: 22), values: [2, 8]) == [0], "the lower thumb is on the right")
        #expect(rtl.thumbs(at: CGPoint(x: 130, y: 22), values: [5, 6]) == [1], "centres 150 and 124.4: 130 is nearer the upper")
        let body = CGRect(x: 10, y: 0, width: 20, height: 20)
        #expect(Self.layout.gradientLine(in: body, isVertical: false) == (CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10)))
        #expect(rtl.gradientLine(in: body, isVertical: false) == (CGPoint(x: 30, y: 10), CGPoint(x: 10, y: 10)), "leading is the right edge")
        #expect(rtl.gradientLine(in: body, isVertical: true) == (CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 20)))
    }

    /// VoiceOver's frames are the thumb frames, in the control's space, mirrored with the drawing;
    /// its order reads from the leading edge.
    @Test func rightToLeftMirrorsAccessibilityFramesAndOrder() {
        #expect(Self.layout.accessibilityOrder(thumbCount: 2) == [0, 1])
        #expect(Self.mirrored.accessibilityOrder(thumbCount: 2) == [0, 1], "mirrored: the lower thumb is on the leading (right) side")
        var kept = Self.mirrored
        kept.mirrorsInRightToLeft = false
        #expect(!kept.isMirrored && kept.accessibilityOrder(thumbCount: 2) == [1, 0], "kept left to right: the upper thumb is nearer the leading edge")
        #expect(Self.close(Self.mirrored.thumbFrame(at: 2).midX, 300 - 73.2))
        #expect(Self.close(kept.thumbFrame(at: 2).midX, 73.2))
    }
}
