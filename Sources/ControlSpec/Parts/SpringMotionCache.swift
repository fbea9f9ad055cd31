import ControlKernel
import Foundation

/// The settling times of a run's damping-ratio springs, each found once per damping ratio:
/// finding one scans thousands of steps of the unit spring (`SpringMotion.unitSettlingDuration`),
/// which depends on the damping ratio alone, and a button's code and its previews, and every
/// state and spec with a spring of the same damping ratio, whatever its duration and velocity,
/// ask for the same one. The spring is made from it as `SpringMotion` makes it, so a spring made
/// here is the one `SpringMotion(dampingRatio:initialVelocity:duration:)` would make.
enum SpringMotionCache {
    /// The unit springs' settling times found so far, by damping ratio, guarded by `lock`.
    nonisolated(unsafe) private static var settlingDurations: [Double: Double] = [:]
    /// Guards `settlingDurations`; the specs of a run are generated on several threads.
    private static let lock = NSLock()

    /// `SpringMotion(dampingRatio:initialVelocity:duration:)`, its unit spring's settling time
    /// found at most once per process.
    static func spring(dampingRatio: Double, initialVelocity: Double, duration: Double) -> SpringMotion {
        SpringMotion(dampingRatio: dampingRatio, initialVelocity: initialVelocity, duration: duration,
                     unitSettlingDuration: unitSettlingDuration(dampingRatio: dampingRatio))
    }

    /// `SpringMotion.unitSettlingDuration(dampingRatio:)`, found at most once per process.
    private static func unitSettlingDuration(dampingRatio: Double) -> Double {
        lock.lock()
        let known = settlingDurations[dampingRatio]
        lock.unlock()
        if let known { return known }
        let found = SpringMotion.unitSettlingDuration(dampingRatio: dampingRatio)
        lock.lock()
        settlingDurations[dampingRatio] = found
        lock.unlock()
        return found
    }
}
