import ArgumentParser
import ControlSpec

/// `--cache DIR` of `compile` and `preview`: the folder where the record of each output folder's
/// files is kept, outside the output folders.
struct CacheOption: ParsableArguments {
    /// The cache folder, when given.
    @Option(name: .long, help: ArgumentHelp(
        """
        Keep the record that lets a rerun skip unchanged specs in DIR (default: $XDG_CACHE_HOME/controlspec, else ~/.cache/controlspec; \
        ~/Library/Caches/controlspec on macOS).
        """,
        valueName: "DIR"))
    var cache: String?

    /// `configuration` with the cache folder given, if one was.
    func applied(to configuration: RunConfiguration) -> RunConfiguration {
        var configuration = configuration
        if let cache { configuration.cache = cache }
        return configuration
    }
}
