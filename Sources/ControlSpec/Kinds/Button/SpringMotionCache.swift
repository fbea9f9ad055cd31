import ControlKernel
import Foundation

/// The damping-ratio springs of a run, each made once: making one finds the settling time of a
/// unit spring by scanning 20 000 steps, and a button's code and its previews, and every state
/// and spec with the same spring, ask for the same one. The same arguments always give the same
/// spring, so a spring from the cache is the one `SpringMotion` would make.
enum SpringMotionCache {
    /// What a spring is made from.
    private struct Key: Hashable {
        var dampingRatio, initialVelocity, duration: Double
    }

    /// The springs made so far, guarded by `lock`.
    nonisolated(unsafe) private static var springs: [Key: SpringMotion] = [:]
    /// Guards `springs`; the specs of a run are generated on several threads.
    private static let lock = NSLock()

    /// `SpringMotion(dampingRatio:initialVelocity:duration:)`, made at most once per process.
    static func spring(dampingRatio: Double, initialVelocity: Double, duration: Double) -> SpringMotion {
        let key = Key(dampingRatio: dampingRatio, initialVelocity: initialVelocity, duration: duration)
        lock.lock()
        let known = springs[key]
        lock.unlock()
        if let known { return known }
        let spring = SpringMotion(dampingRatio: dampingRatio, initialVelocity: initialVelocity, duration: duration)
        lock.lock()
        springs[key] = spring
        lock.unlock()
        return spring
    }
}
