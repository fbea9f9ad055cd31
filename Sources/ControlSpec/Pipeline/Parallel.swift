import Foundation

/// Work spread over the machine's cores with results in input order, so that a run's diagnostics
/// and files do not depend on how many threads made them.
enum Parallel {
    /// `body` of every index in `0..<count`, in index order, computed on up to `threads` threads
    /// (all cores when `nil`; one thread runs the indices in order on the calling thread).
    static func map<Result: Sendable>(_ count: Int, threads: Int?, _ body: @Sendable (Int) -> Result) -> [Result] {
        let workers = min(threads ?? ProcessInfo.processInfo.activeProcessorCount, count)
        guard workers > 1 else { return (0..<count).map(body) }
        let next = IndexCounter()
        // Each worker puts its results straight into the array's storage, at indices no other
        // worker is given, so the results are never held twice.
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            let storage = Storage(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let index = next.take(below: count) {
                    (storage.base + index).initialize(to: body(index))
                }
            }
            initialized = count
        }
    }

    /// The storage of the array `map` makes, handed to its workers.
    private struct Storage<Element>: @unchecked Sendable {
        /// The first element's place.
        let base: UnsafeMutablePointer<Element>
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

/// Values handed over to `Parallel.map`'s workers: one slot per index, taken by the one worker
/// given that index, so that each value goes as soon as that worker is done with it.
final class Slots<Value>: @unchecked Sendable {
    /// The slots, allocated up front so that no take moves them.
    private let slots: UnsafeMutablePointer<Value?>
    /// How many slots.
    private let count: Int

    /// A slot holding each of `values`, in order.
    init(_ values: consuming [Value?]) {
        count = values.count
        slots = .allocate(capacity: count)
        for index in values.indices {
            (slots + index).initialize(to: values[index].take())
        }
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// Moves the value out of slot `index`, leaving it empty; only the worker given `index` calls it.
    func take(at index: Int) -> Value? {
        slots[index].take()
    }
}

/// Values `Parallel.map`'s workers make out of order, folded into one result in index order as
/// soon as every earlier value is in, so that each is let go at once instead of all being held
/// until the end.
final class InOrder<Value, Result>: @unchecked Sendable {
    /// Guards everything below.
    private let lock = NSLock()
    /// The index of the next value to fold in.
    private var next = 0
    /// The values in before an earlier one, by index: a few, one per worker at most.
    private var waiting: [Int: Value] = [:]
    /// What the values folded so far make; `nil` once taken.
    private var folded: Result?
    /// Folds the value of an index into the result, under the lock.
    private let fold: (inout Result, Value, Int) -> Void

    /// A fold starting from `initial`, which `fold` extends with each value and its index.
    init(_ initial: Result, fold: @escaping (inout Result, Value, Int) -> Void) {
        folded = initial
        self.fold = fold
    }

    /// Hands over the value of `index`; each index once.
    func put(_ value: Value, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        waiting[index] = value
        while let value = waiting.removeValue(forKey: next) {
            fold(&folded!, value, next)
            next += 1
        }
    }

    /// Moves the result out, once every index below the count was handed over (and only once),
    /// so that it is not held twice when the caller extends it.
    func takeResult() -> Result {
        lock.lock()
        defer { lock.unlock() }
        return folded.take()!
    }
}
