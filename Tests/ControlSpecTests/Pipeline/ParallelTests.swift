import Foundation
import Testing
@testable import ControlSpec

/// The pieces the stages spread work over cores with: results in index order, values handed to
/// one worker each, and values folded in index order as they come.
@Suite struct ParallelTests {
    /// Work that takes longer for some indices than others, so that workers finish out of order.
    static func uneven(_ index: Int) -> Int {
        var total = 0
        for step in 0..<((index * 7919) % 13) * 2_000 { total &+= step ^ index }
        return index * 10 + (total == -1 ? 1 : 0)
    }

    @Test func resultsComeInIndexOrderOnAnyNumberOfThreads() {
        for threads in [1, 2, 8] {
            #expect(Parallel.map(200, threads: threads, Self.uneven) == (0..<200).map { $0 * 10 })
        }
        #expect(Parallel.map(0, threads: 4, Self.uneven).isEmpty)
    }

    @Test func eachHandedValueIsTakenOnceByTheWorkerOfItsIndex() {
        let slots = Slots((0..<100).map { Optional("value \($0)") })
        let taken = Parallel.map(100, threads: 4) { index in slots.take(at: index) }
        #expect(taken == (0..<100).map { "value \($0)" })
        #expect((0..<100).allSatisfy { slots.take(at: $0) == nil }, "a taken slot is left empty")
    }

    @Test func valuesAreFoldedInIndexOrderHoweverTheyArrive() {
        let folded = InOrder<Int, [Int]>([]) { list, value, index in
            #expect(value == index * 10)
            list.append(value)
        }
        _ = Parallel.map(300, threads: 8) { index in folded.put(Self.uneven(index), at: index) }
        #expect(folded.takeResult() == (0..<300).map { $0 * 10 })
        // Out of order on one thread: nothing is folded until the first arrives.
        let late = InOrder<String, String>("") { text, value, _ in text += value }
        late.put("c", at: 2)
        late.put("b", at: 1)
        late.put("a", at: 0)
        #expect(late.takeResult() == "abc")
    }
}
