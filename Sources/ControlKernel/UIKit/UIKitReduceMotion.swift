import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

#if canImport(UIKit) && !os(watchOS)
/// The system's Reduce Motion setting as a UIKit control follows it: how an animation plays now,
/// and the cross-fade that replaces motion.
@MainActor
public enum UIKitReduceMotion {
    /// How an animation whose spec gives `reduceMotion` and which lasts `duration` seconds plays
    /// now: the kernel's choice (`ReduceMotion.playback`) for the system's Reduce Motion setting,
    /// read as the animation starts, so every animation follows the setting as it is then.
    public static func playback(of reduceMotion: ReduceMotion, duration: Double) -> MotionPlayback {
        reduceMotion.playback(duration: duration, isReducingMotion: UIAccessibility.isReduceMotionEnabled)
    }

    /// Cross-fades the whole of `view`, over `duration` seconds along the kernel's cross-fade curve,
    /// from what it shows to what `changes` make it show, with no motion between: the look it
    /// starts from fades out as the look it ends on fades in, as the SwiftUI view draws them.
    /// `completion` runs once the fade is over or removed.
    public static func crossfade(_ view: UIView, duration: Double, _ changes: () -> Void, completion: (() -> Void)? = nil) {
        let fade = CATransition()
        fade.duration = duration
        if let curve = ReduceMotion.crossfadeCurve.controlPoints {
            fade.timingFunction = CAMediaTimingFunction(controlPoints: Float(curve.x1), Float(curve.y1), Float(curve.x2), Float(curve.y2))
        }
        CATransaction.begin()
        CATransaction.setCompletionBlock(completion)
        CATransaction.setDisableActions(true)
        view.layer.add(fade, forKey: "reduceMotion")
        UIView.performWithoutAnimation(changes)
        CATransaction.commit()
    }
}

/// A control's observation of the system's Reduce Motion setting: calls `didTurnOn` each time the
/// setting turns on, so that an animation running as motion that the setting would reduce ends at
/// once; every later animation reads the setting as it starts. Observes until released (with the
/// control that holds it).
public final class ReduceMotionObserver {
    /// The token `addObserver(forName:object:queue:using:)` returned.
    private let token: any NSObjectProtocol

    /// Observes the setting, calling `didTurnOn` on the main actor when it turns on.
    public init(_ didTurnOn: @escaping @MainActor @Sendable () -> Void) {
        token = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main
        ) { _ in
            Task { @MainActor in
                guard UIAccessibility.isReduceMotionEnabled else { return }
                didTurnOn()
            }
        }
    }

    /// Stops observing.
    deinit {
        NotificationCenter.default.removeObserver(token)
    }
}
#endif
