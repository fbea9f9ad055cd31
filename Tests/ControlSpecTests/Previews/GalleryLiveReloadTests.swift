import Foundation
import Testing
@testable import ControlSpec

/// The gallery of `preview --watch` reloads itself in the browser, from disk, when a spec is
/// saved; a normal gallery has no such script and a normal run removes what watch mode left.
@Suite struct GalleryLiveReloadTests {
    @Test func theWatchedGalleryOpenedFromDiskReloadsWhenASpecIsSaved() throws {
        guard let chromium = PreviewHarness.tool("chromium", package: "chromium") else { return }
        let workspace = try CompileCommandTests.workspace()
        let watch = try RunningCLI(["preview", "Specs", "--output", "Previews", "--watch"], in: workspace)
        watch.waitForStatus(WatchCommandTests.watching)
        let browser = try ChromiumPage(chromium, url: URL(fileURLWithPath: workspace.path("Previews/index.html")), expressions: [
            "document.readyState === 'complete' && document.body.textContent.includes('A rotary knob') && 'loaded'",
            "document.body.textContent.includes('A watched knob') && 'reloaded'",
        ])
        #expect(browser.nextLine() == "\"loaded\"")
        let knob = try WatchCommandTests.knob()
        try WatchCommandTests.save(knob.replacingOccurrences(of: "summary: A rotary knob", with: "summary: A watched knob"), to: "Specs/Knob.control.yaml", in: workspace)
        #expect(browser.nextLine() == "\"reloaded\"", "the page shows the new summary without being reloaded by hand")
        #expect(browser.finish().status == 0)
        #expect(watch.stop() == 0)
    }

    @Test func aNormalGalleryHasNoReloadScriptAndANormalRunRemovesTheVersionFile() throws {
        #expect(PackagePaths.text(of: "Tests/Goldens/Previews/index.html")?.contains(LiveReload.fileName) == false)
        let workspace = try CompileCommandTests.workspace()
        try workspace.write(LiveReload.headerPrefix + " left by a watch */\n", to: "Previews/\(LiveReload.fileName)")
        #expect(try CLIRunner.run(["preview", "Specs", "--output", "Previews"], in: workspace).status == 0)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Previews/\(LiveReload.fileName)")))
        #expect(!(try String(contentsOfFile: workspace.path("Previews/index.html"), encoding: .utf8)).contains("data-version-file"))
        try workspace.write("mine\n", to: "Generated/Previews/\(LiveReload.fileName)")
        #expect(try CLIRunner.run(["compile", "Specs"], in: workspace).status == 0)
        #expect(try String(contentsOfFile: workspace.path("Generated/Previews/\(LiveReload.fileName)"), encoding: .utf8) == "mine\n",
                "a file controlspec did not write is left alone")
    }
}
