import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// Where a toggle's thumb sits off, on and mid-drag, from the layout rules and the travel
/// formula (`ToggleAxis.symmetricTravel`): travel = parent length − thumb length − 2 × gap.
@Suite("Toggle geometry")
struct ToggleGeometryTests {
    /// `PillToggle`: a 51 × 31 track centred in 64 × 44 ((64 − 51) / 2 = 6.5 from the left and
    /// the top); the 27 pt knob 2 pt from the track's leading edge; travel 51 − 27 − 2 × 2 = 20.
    @Test func pillThumbOffAndOn() {
        let pill = ToggleFixture("PillToggle")
        let layout = pill.layout()
        let knob = pill.part("knob"), fill = pill.part("fill")
        #expect(pill.configuration.travel == 20)
        let off = pill.configuration.poses(isOn: false, layout: layout)
        #expect(off[knob].center == CGPoint(x: 15.5, y: 15.5))
        #expect(layout.pointInControl(off[knob].center, inside: pill.part("track"), poses: off) == CGPoint(x: 22, y: 22))
        #expect(off[fill].alpha == 0)
        let on = pill.configuration.poses(isOn: true, layout: layout)
        #expect(on[knob].x == 20)
        #expect(on[knob].center == CGPoint(x: 35.5, y: 15.5))
        #expect(layout.pointInControl(on[knob].center, inside: pill.part("track"), poses: on) == CGPoint(x: 42, y: 22))
        #expect(on[fill].alpha == 1)
    }

    /// In a right-to-left layout the knob rests 2 pt from the track's right edge (x = 51 − 2 − 27
    /// = 22) and on is 20 pt to the left: centre 22 + 13.5 − 20 = 15.5.
    @Test func pillMirrorsRightToLeft() {
        let pill = ToggleFixture("PillToggle")
        let layout = pill.layout(.rightToLeft)
        let knob = pill.part("knob")
        #expect(layout.rest[knob].frame.minX == 22)
        let on = pill.configuration.poses(isOn: true, layout: layout)
        #expect(on[knob].center.x == 15.5)
        #expect(layout.value(of: .x, of: knob, in: on) == 20)
    }

    /// A drag fraction f puts the thumb at f × travel: 0.4 → 8 pt, 0.5 → 10 pt.
    @Test func thumbAtDragFraction() {
        let pill = ToggleFixture("PillToggle")
        let layout = pill.layout()
        let knob = pill.part("knob")
        let off = pill.configuration.poses(isOn: false, layout: layout)
        for (fraction, x) in [(0.0, 0.0), (0.4, 8.0), (0.5, 10.0), (1.0, 20.0)] {
            let poses = pill.configuration.poses(off, thumbAtFraction: fraction, layout: layout)
            #expect(poses[knob].x == x, "fraction \(fraction)")
            #expect(Double(poses[knob].center.x) == 15.5 + x, "fraction \(fraction)")
        }
    }

    /// Vertical: the 36 × 44 paddle's bottom at 92 in a 96 pt plate (gap 4): travel 96 − 44 − 2 × 4
    /// = 44, upwards (y = −44 when on). The spec starts on.
    @Test func verticalTravelsUp() {
        let light = ToggleFixture("VerticalLightSwitch")
        let layout = light.layout()
        let paddle = light.part("paddle")
        #expect(light.configuration.travel == 44)
        #expect(light.configuration.isOn)
        #expect(layout.rest[paddle].frame.minY == 48)
        let on = light.configuration.poses(isOn: true, layout: layout)
        #expect(on[paddle].y == -44)
        #expect(Double(on[paddle].center.y) == 48 + 22 - 44)
        #expect(light.configuration.thumbOffset(atFraction: 0.25) == -11)
    }

    /// A travel written in the spec wins over the symmetric one (120 − 40 − 2 × 8 = 64).
    @Test func explicitTravel() {
        let wide = ToggleFixture("WideBouncyToggle")
        #expect(wide.configuration.travel == 60)
        #expect(ToggleAxis.horizontal.symmetricTravel(thumbFrame: wide.layout().rest[wide.part("puck")].frame, parentSize: CGSize(width: 120, height: 48)) == 64)
    }
}
