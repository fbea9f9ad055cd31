import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// Frames from positions, sizes and anchors, mirrors converted between parents, and right-to-left
/// layouts, through the kernel with configurations built from the corpus specs; the expected
/// frames follow from the spec's numbers (docs/reference-controls.md#fastcartbutton for FastCartButton).
@Suite struct PartLayoutTests {
    /// `rect` as `(x, y, width, height)` for comparisons.
    static func numbers(_ rect: CGRect) -> [Double] {
        [Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)]
    }

    /// Whether two lists of numbers agree within 1e-9.
    static func close(_ a: [Double], _ b: [Double], tolerance: Double = 1e-9) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func fastCartButtonRestFrames() {
        let button = ButtonFixture("FastCartButton")
        let layout = button.layout()
        #expect(Self.numbers(layout.frameInControl(of: button.part("circle"))) == [0, 0, 52, 52])
        // Trailing edges 11, 8 and 14 pt from the circle's leading edge; centres 24, 27, 30; 24 × 2.
        for (id, trailing, centerY) in [("whiteLine1", 11.0, 24.0), ("whiteLine2", 8, 27), ("whiteLine3", 14, 30)] {
            #expect(Self.numbers(layout.rest[button.part(id)].frame) == [trailing - 24, centerY - 1, 24, 2], "\(id)")
        }
        #expect(Self.numbers(layout.frameInControl(of: button.part("cart"))) == [15, 15, 22, 22], "a 22 pt symbol centred")
        for (pink, white) in [("pinkLine1", "whiteLine1"), ("pinkLine2", "whiteLine2"), ("pinkLine3", "whiteLine3")] {
            #expect(layout.frameInControl(of: button.part(pink)) == layout.frameInControl(of: button.part(white)), "\(pink) follows \(white)")
            #expect(layout.rest[button.part(pink)].alpha == 0.6, "\(pink) keeps its own alpha")
        }
        let resized = button.configuration.layout(size: CGSize(width: 100, height: 60))
        #expect(Self.numbers(resized.rest[button.part("circle")].frame) == [24, 4, 52, 52], "the circle stays centred when resized")
        #expect(Self.numbers(resized.frameInControl(of: button.part("pinkLine1"))) == [24 + 11 - 24, 4 + 23, 24, 2], "mirrors follow after a resize")
    }

    /// Right to left, a part placed by `trailing` has its trailing (left) edge that far from the
    /// parent's right edge; by `leading`, its right edge; centres stay where they are.
    @Test func fastCartButtonRightToLeft() {
        let button = ButtonFixture("FastCartButton")
        let layout = button.layout(.rightToLeft)
        for (id, trailing, centerY) in [("whiteLine1", 11.0, 24.0), ("whiteLine2", 8, 27), ("whiteLine3", 14, 30)] {
            #expect(Self.numbers(layout.rest[button.part(id)].frame) == [52 - trailing, centerY - 1, 24, 2], "\(id)")
            #expect(layout.rest[button.part(id)].horizontalAnchor == 0, "\(id) keeps its trailing (left) edge when its width changes")
            #expect(layout.value(of: .trailing, of: button.part(id), in: layout.rest) == trailing, "\(id) reads back its trailing edge")
        }
        #expect(Self.numbers(layout.frameInControl(of: button.part("pinkLine2"))) == [52 - 8, 26, 24, 2], "mirrors follow right to left")
        #expect(layout.frameInControl(of: button.part("cart")) == button.layout().frameInControl(of: button.part("cart")), "centred parts do not move")
    }

    @Test func checkoutPillFrames() {
        let button = ButtonFixture("CheckoutPillButton")
        let ltr = button.layout(), rtl = button.layout(.rightToLeft)
        #expect(Self.numbers(ltr.rest[button.part("pill")].frame) == [0, 0, 160, 48], "no size: the parent's")
        #expect(Self.numbers(ltr.rest[button.part("shine")].frame) == [-40, 0, 40, 48])
        #expect(Self.numbers(rtl.rest[button.part("shine")].frame) == [160 + 40 - 40, 0, 40, 48])
        #expect(Self.numbers(ltr.rest[button.part("bag")].frame) == [16, 24 - 10, 20, 20], "a symbol is a square of its point size")
        #expect(Self.numbers(rtl.rest[button.part("bag")].frame) == [160 - 16 - 20, 14, 20, 20])
        #expect(Self.numbers(ltr.rest[button.part("underline")].frame) == [144 - 60, 44 - 10, 60, 10])
        #expect(Self.numbers(rtl.rest[button.part("underline")].frame) == [160 - 144, 34, 60, 10])
        let underline = button.part("underline")
        #expect(ltr.drawnSize(of: underline, in: ltr.rest[underline]) == CGSize(width: 60, height: 2), "a line is as thick as its line width")
        #expect(Self.numbers(ltr.rest[button.part("tick")].frame) == [148 - 18, 15, 18, 18])
        #expect(Self.numbers(rtl.rest[button.part("tick")].frame) == [160 - 148, 15, 18, 18])
        let pill = button.part("pill")
        #expect(ltr.cornerRadius(of: pill, in: ltr.rest[pill]) == 24, "a capsule is rounded by half its height")
    }

    /// A mirror in another parent takes the mirrored part's frame converted to its own parent's
    /// coordinates.
    @Test func swipeArrowMirrorAcrossParents() {
        let button = ButtonFixture("SwipeArrowButton")
        for direction in [PartLayoutDirection.leftToRight, .rightToLeft] {
            let layout = button.layout(direction)
            let x = direction == .leftToRight ? 12.0 : 96 - 12 - 16
            #expect(Self.numbers(layout.rest[button.part("chevron1")].frame) == [x, 16, 16, 16], "\(direction)")
            #expect(layout.frameInControl(of: button.part("echo")) == layout.frameInControl(of: button.part("chevron1")), "\(direction)")
            #expect(layout.rest[button.part("echo")].alpha == 0.3)
        }
        #expect(Self.numbers(button.layout().rest[button.part("bar")].frame) == [84 - 20, 36, 20, 4])
        #expect(Self.numbers(button.layout(.rightToLeft).rest[button.part("bar")].frame) == [96 - 84, 36, 20, 4])
    }

    /// A rotated part's frame in the control is the bounding box of its rotated frame.
    @Test func sparkleRotatedRay() {
        let button = ButtonFixture("SparkleButton")
        let layout = button.layout()
        let half = (32.0 + 4) * cos(Double.pi / 4)
        #expect(Self.close(Self.numbers(layout.frameInControl(of: button.part("ray"))), [32 - half, 32 - half, 2 * half, 2 * half]))
        #expect(Self.numbers(layout.rest[button.part("spark2")].frame) == [30, 52, 4, 12], "placed by its bottom edge")
        #expect(Self.numbers(layout.rest[button.part("disc")].frame) == [4, 4, 56, 56])
        #expect(Self.numbers(layout.frameInControl(of: button.part("star"))) == [18, 18, 28, 28], "a child in its parent's coordinates")
    }

    @Test func stampFrames() {
        let button = ButtonFixture("StampButton")
        let layout = button.layout()
        #expect(Self.numbers(layout.rest[button.part("stamp")].frame) == [8, 4, 36, 36])
        #expect(Self.numbers(layout.rest[button.part("caption")].frame) == [112 - 56, 19, 56, 6])
        #expect(Self.numbers(button.layout(.rightToLeft).rest[button.part("caption")].frame) == [120 - 112, 19, 56, 6])
    }
}
