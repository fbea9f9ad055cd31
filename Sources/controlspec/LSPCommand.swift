import ArgumentParser
import ControlSpec
import Foundation

/// `controlspec lsp`: the language server, speaking the Language Server Protocol over stdin and
/// stdout until the client sends `exit` or closes stdin.
struct LSPCommand: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server for spec files over stdin and stdout.",
        discussion: """
            Speaks the Language Server Protocol (JSON-RPC with Content-Length headers) on stdin \
            and stdout: diagnostics as you type (the same findings as lint, with the configuration \
            found from each spec's folder), hover, completion, quick fixes, colour swatches and a \
            command that writes the spec's previews. Exit status: 0 after shutdown and exit, 1 when \
            the client exits without shutdown or closes stdin first. See docs/editors.md.
            """
    )

    /// Accepted for clients that pass it to every stdio server; stdio is the only transport.
    @Flag(help: "Use stdin and stdout (the default and only transport).")
    var stdio = false

    /// Serves until `exit` or the end of stdin.
    func run() throws {
        // A client that goes away must not kill the server mid-write.
        signal(SIGPIPE, SIG_IGN)
        let server = LanguageServer()
        var framer = MessageFramer()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !server.hasExited {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            framer.append(buffer[..<count])
            while !server.hasExited, let frame = framer.next() {
                for body in server.handle(frame) { Self.send(MessageFramer.frame(body)) }
            }
        }
        let status = server.exitStatus ?? 1
        if status != 0 { throw ExitCode(status) }
    }

    /// Writes all of `bytes` to stdout.
    private static func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
