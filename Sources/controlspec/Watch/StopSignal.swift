#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Ctrl-C (SIGINT) and SIGTERM as a readable descriptor, so that watch mode stops between runs:
/// the signals no longer end the process at once; a dispatch source writes a byte into a pipe
/// instead, which the watcher's `poll` sees. A run in progress finishes first, so nothing is left
/// half-written (the write stage is atomic as well).
final class StopSignal {
    /// The pipe's read end: readable once a signal came.
    let descriptor: Int32
    /// The pipe's write end.
    private let writeEnd: Int32
    /// The signal sources, kept alive while watching.
    private let sources: [any DispatchSourceSignal]

    /// Takes over SIGINT and SIGTERM; `nil` when no pipe can be made.
    init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        descriptor = ends[0]
        writeEnd = ends[1]
        let target = ends[1]
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                var byte: UInt8 = 1
                _ = write(target, &byte, 1)
            }
            source.resume()
            return source
        }
    }

    /// Stops listening and closes the pipe (the signals stay ignored; the process is ending).
    deinit {
        for source in sources { source.cancel() }
        close(descriptor)
        close(writeEnd)
    }
}
