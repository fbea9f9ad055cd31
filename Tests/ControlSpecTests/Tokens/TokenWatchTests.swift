import Foundation
import Testing
@testable import ControlSpec

/// `--watch` follows the design token files: a token file saved with an error, or a change that
/// breaks a spec, gives a new run; saving it fixed gives another.
@Suite struct TokenWatchTests {
    @Test func lintWatchRunsAgainWhenATokenFileIsSaved() throws {
        let workspace = try TokenFixtures.workspace()
        let watch = try RunningCLI(["lint", "Specs", "--watch"], in: workspace)
        watch.waitForStatus(WatchCommandTests.watching)
        #expect(watch.stdout == "", "the spec is clean: \(watch.stdout)")

        let broken = TokenFixtures.base.replacingOccurrences(of: "\"$type\": \"dimension\",", with: "\"$type\": \"duration\",")
        try WatchCommandTests.save(broken, to: "tokens/base.tokens.json", in: workspace)
        watch.waitForOutput("[token-file]")
        #expect(watch.stdout.hasPrefix("tokens/base.tokens.json:"), "the finding is in the token file: \(watch.stdout)")

        try WatchCommandTests.save(TokenFixtures.base, to: "tokens/base.tokens.json", in: workspace)
        watch.waitForOutput("fixed: tokens/base.tokens.json:")

        try WatchCommandTests.save(TokenFixtures.dark.replacingOccurrences(of: "\"$type\": \"color\", \"$value\": \"#90CAF9\"",
                                                                          with: "\"$type\": \"dimension\", \"$value\": { \"value\": 1, \"unit\": \"px\" }"),
                                   to: "tokens/dark.tokens.json", in: workspace)
        watch.waitForOutput("in the dark appearance")
        #expect(watch.stdout.contains("tokens/dark.tokens.json:1:14: error: token 'color.track' is of type dimension in the dark appearance"),
                "a file the resolver names is watched too: \(watch.stdout)")
        #expect(watch.stop() == 0)
    }
}
