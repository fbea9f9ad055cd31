import Foundation
import Testing

/// A page in headless Chromium, driven by `Support/chromium_page.py` over Chromium's DevTools
/// pipe: the page is opened and each JavaScript expression is awaited until it is truthy; its
/// value is printed as a JSON line.
final class ChromiumPage {
    /// The process running the script.
    let process: Process
    /// The script's standard output.
    private let output: Pipe
    /// The lines read so far, and the text after the last line break.
    private var buffer = ""
    /// The profile folder.
    private let profile: URL

    /// Opens `url` in `chromium` and starts awaiting `expressions` in order.
    init(_ chromium: String, url: URL, expressions: [String]) throws {
        profile = try PreviewHarness.temporaryFolder()
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", PackagePaths.root.appendingPathComponent("Tests/ControlSpecTests/Support/chromium_page.py").path,
                             chromium, profile.path, url.absoluteString] + expressions
        output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
    }

    /// Ends the script (and its Chromium) if it still runs, and removes the profile.
    deinit {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: profile)
    }

    /// The next line the script prints (the value of the next expression, or why it failed);
    /// `nil` when it ends without one.
    func nextLine() -> String? {
        while true {
            if let end = buffer.firstIndex(of: "\n") {
                defer { buffer = String(buffer[buffer.index(after: end)...]) }
                return String(buffer[..<end])
            }
            let data = output.fileHandleForReading.availableData
            if data.isEmpty {
                defer { buffer = "" }
                return buffer.isEmpty ? nil : buffer
            }
            buffer += String(decoding: data, as: UTF8.self)
        }
    }

    /// Reads every line to the end and waits for the script's exit status.
    func finish() -> (status: Int32, rest: String) {
        var rest: [String] = []
        while let line = nextLine() { rest.append(line) }
        process.waitUntilExit()
        return (process.terminationStatus, rest.joined(separator: "\n"))
    }
}
