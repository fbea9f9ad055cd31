import ControlKernel
import Foundation
import Testing
@testable import ControlSpec

/// `SliderValueAnimation`: an animated value change clocked by a display link's timestamps, as
/// the generated UIKit sliders draw it (`value-transition.swift.mustache`).
@Suite struct SliderValueAnimationTests {
    static let change = SliderValueTransition(from: [0, 40], to: [100, 60], duration: 0.25)

    /// Whether `a` and `b` agree to 1e-9 (the clock subtracts timestamps around 1000 s).
    static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test("The clock starts at the first frame's timestamp; each frame shows its target time")
    func framesKeepTime() {
        var animation = SliderValueAnimation(Self.change)
        let first = animation.values(timestamp: 1000, targetTimestamp: 1000 + 1.0 / 60)
        #expect(Self.close(first, Self.change.values(at: 1.0 / 60)), "the first frame shows 1/60 s in, not the start again")
        #expect(!animation.isFinished)
        let half = animation.values(timestamp: 1000.1, targetTimestamp: 1000.125)
        #expect(Self.close(half, [50, 50]), "half way along the symmetric ease-in-ease-out curve")
        let dropped = animation.values(timestamp: 1000.2, targetTimestamp: 1000.2 + 1.0 / 120)
        #expect(Self.close(dropped, Self.change.values(at: 0.2 + 1.0 / 120)), "dropped frames and a 120 Hz display change nothing but the samples")
        #expect(!animation.isFinished)
    }

    @Test("The last frame shows the end and finishes; later frames stay there")
    func finishes() {
        var animation = SliderValueAnimation(Self.change)
        _ = animation.values(timestamp: 5, targetTimestamp: 5.016)
        #expect(animation.values(timestamp: 5.24, targetTimestamp: 5.25) == [100, 60])
        #expect(animation.isFinished)
        #expect(animation.values(timestamp: 5.3, targetTimestamp: 5.31) == [100, 60])
    }

    @Test("A frame that comes after the whole duration ends the change at once")
    func lateFirstFrame() {
        var animation = SliderValueAnimation(SliderValueTransition(from: [3], to: [7], duration: 0))
        #expect(animation.values(timestamp: 1, targetTimestamp: 1.016) == [7] && animation.isFinished)
    }
}
