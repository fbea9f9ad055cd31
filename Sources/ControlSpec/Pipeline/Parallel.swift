import Foundation

/// Work spread over the machine's cores with results in input order, so that a run's diagnostics
/// and files do not depend on how many threads made them.
enum Parallel {
    /// `body` of every index in `0..<count`, in index order, computed on up to `threads` threads
    /// (all cores when `nil`; one thread runs the indices in order on the calling thread).
    static func map<Result: Sendable>(_ count: Int, threads: Int?, _ body: @Sendable (Int) -> Result) -> [Result] {
        let workers = min(threads ?? ProcessInfo.processInfo.activeProcessorCount, count)
        guard workers > 1 else { return (0..<count).map(body) }
        let results = ResultSlots<Result>(count: count)
        let next = IndexCounter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = next.take(below: count) {
                results.store(body(index), at: index)
            }
        }
        return results.takeValues()
    }
}

/// The next index to work on, handed to one worker at a time.
private final class IndexCounter: @unchecked Sendable {
    /// Guards `next`.
    private let lock = NSLock()
    /// The next index not yet taken.
    private var next = 0

    /// Takes the next index, or `nil` when every index below `count` is taken.
    func take(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}

/// One slot per index; each written by exactly one worker, read after every worker finished.
private final class ResultSlots<Result>: @unchecked Sendable {
    /// The slots, allocated up front so that no write moves them.
    private let slots: UnsafeMutablePointer<Result?>
    /// How many slots.
    private let count: Int

    /// `count` empty slots.
    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// Fills slot `index`; workers write distinct slots.
    func store(_ result: Result, at index: Int) {
        slots[index] = result
    }

    /// Every slot's result, in index order, moved out of the slots (which are left empty), so
    /// that the results are not held twice while the array is made.
    func takeValues() -> [Result] {
        (0..<count).map { index in
            let value = (slots + index).move()
            (slots + index).initialize(to: nil)
            return value!
        }
    }
}
