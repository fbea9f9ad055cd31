import Foundation

/// A tiny recorder: each check prints nothing when it passes and a `FAIL:` line when it fails.
enum Checks {
    /// How many checks ran.
    nonisolated(unsafe) static var count = 0
    /// How many failed.
    nonisolated(unsafe) static var failures = 0

    /// Records one check.
    static func expect(_ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
        count += 1
        if !condition {
            failures += 1
            print("FAIL: \(file):\(line): \(message())")
        }
    }

    /// Records that two numbers agree within `tolerance`.
    static func expectClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-9, _ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
        expect(abs(actual - expected) <= tolerance, "\(message()): got \(actual), expected \(expected)", file: file, line: line)
    }

    /// Prints the totals and exits with 1 when a check failed.
    static func finish() {
        print("checks: \(count), failures: \(failures)")
        exit(failures == 0 ? 0 : 1)
    }
}
