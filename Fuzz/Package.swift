// swift-tools-version: 6.1
// The libFuzzer target over the whole controlspec pipeline, in a package of its own so that the
// main package's builds stay plain. Build and run it with `scripts/fuzz` (see docs/fuzzing.md).
import PackageDescription

let package = Package(
    name: "ControlSpecFuzz",
    dependencies: [.package(name: "controlspec", path: "..")],
    targets: [
        .executableTarget(
            name: "FuzzPipeline",
            dependencies: [.product(name: "ControlSpec", package: "controlspec")],
            // SwiftPM renames an executable's entry point; gold cannot link that with libFuzzer, lld can.
            linkerSettings: [.unsafeFlags(["-use-ld=lld"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
