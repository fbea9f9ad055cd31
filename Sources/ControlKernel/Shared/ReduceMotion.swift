import Foundation

/// What an animation does while the system's Reduce Motion setting is on: the `reduceMotion` of
/// every animation a spec declares. Apple's guidance is to replace motion with a dissolve (a
/// cross-fade) or with none, so the default is a short cross-fade from the look the animation
/// starts from to the look it ends on. The SwiftUI views (`accessibilityReduceMotion`), the UIKit
/// controls (`UIAccessibility.isReduceMotionEnabled`) and the reduced-motion previews all ask
/// `playback(duration:isReducingMotion:)`, so they make the same choice.
public enum ReduceMotion: String, CaseIterable, Hashable, Sendable {
    /// A short cross-fade from the start look to the end look, with no motion between.
    case crossfade
    /// The end look at once.
    case instant
    /// The animation as it is: motion the control cannot be understood without.
    case keep

    /// How long a cross-fade lasts at most, in seconds: a short dissolve.
    public static let crossfadeDuration = 0.15

    /// The curve of a cross-fade's opacity.
    public static let crossfadeCurve = TimingCurve.easeInEaseOut

    /// How an animation of `duration` seconds plays, Reduce Motion on (`isReducingMotion`) or off:
    /// as it is when Reduce Motion is off or the spec keeps it; otherwise a cross-fade as long as
    /// the animation up to `crossfadeDuration`, or at once (a cross-fade of no duration too).
    public func playback(duration: Double, isReducingMotion: Bool) -> MotionPlayback {
        guard isReducingMotion, self != .keep else { return .motion }
        let fade = min(max(duration, 0), Self.crossfadeDuration)
        guard self == .crossfade, fade > 0 else { return .instant }
        return .crossfade(duration: fade)
    }

    /// How a SwiftUI view shows an outside change of its values: without an animation in its
    /// transaction, at once; with one, along that animation (`motion`), unless Reduce Motion is on
    /// and this `reduceMotion` does not keep motion: then a cross-fade of `crossfadeDuration`
    /// along `crossfadeCurve` (`crossfade`) or at once (`instant`).
    public func outsideChange(isAnimated: Bool, isReducingMotion: Bool) -> MotionPlayback {
        isAnimated ? playback(duration: Self.crossfadeDuration, isReducingMotion: isReducingMotion) : .instant
    }

    /// The Bézier control points (x1, y1, x2, y2) of `crossfadeCurve`, for an animation that
    /// takes a timing curve.
    public static var crossfadeControlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
        crossfadeCurve.controlPoints ?? (0, 0, 1, 1)
    }
}

/// How one run of an animation plays: with its motion, as a cross-fade, or at once
/// (`ReduceMotion.playback(duration:isReducingMotion:)`).
public enum MotionPlayback: Hashable, Sendable {
    /// The animation's own motion.
    case motion
    /// A cross-fade of `duration` seconds from the start look to the end look.
    case crossfade(duration: Double)
    /// The end look at once.
    case instant

    /// How long the run lasts when the animation itself lasts `duration` seconds.
    public func duration(of duration: Double) -> Double {
        switch self {
        case .motion: max(duration, 0)
        case .crossfade(let fade): fade
        case .instant: 0
        }
    }

    /// The opacity of the end look over the start look `elapsed` seconds into a cross-fade, 0…1;
    /// `nil` when the run is no cross-fade.
    public func crossfadeOpacity(at elapsed: Double) -> Double? {
        guard case .crossfade(let fade) = self else { return nil }
        return ReduceMotion.crossfadeCurve.progress(fade > 0 ? elapsed / fade : 1)
    }
}
