// swift-tools-version: 6.1
// controlspec's plugins with a prebuilt `controlspec`: the same plugin code as the main package's
// (the folders in Plugins/ are links to it), running the binary of an artifact bundle instead of
// building controlspec and its dependencies from source. Published by each release as the
// ControlSpecPlugins package, whose `release` names the release's bundle; in this repository the
// bundle is the one `scripts/build-artifactbundle` writes beside this file. See docs/plugin.md.
import PackageDescription

/// The release's bundle and its checksum; `nil` here, filled in by .github/workflows/release.yml.
let release: (url: String, checksum: String)? = nil

let package = Package(
    name: "ControlSpecPlugins",
    products: [
        .plugin(name: "ControlSpecPlugin", targets: ["ControlSpecPlugin"]),
        .plugin(name: "LintControlSpecs", targets: ["LintControlSpecs"]),
        .plugin(name: "GenerateControlCode", targets: ["GenerateControlCode"]),
    ],
    targets: [
        release.map { .binaryTarget(name: "controlspec", url: $0.url, checksum: $0.checksum) }
            ?? .binaryTarget(name: "controlspec", path: "controlspec.artifactbundle.zip"),
        .plugin(name: "ControlSpecPlugin", capability: .buildTool(), dependencies: ["controlspec"]),
        .plugin(
            name: "LintControlSpecs",
            capability: .command(
                intent: .custom(verb: "lint-control-specs", description: "Check the specs of all or the given targets with controlspec lint.")
            ),
            dependencies: ["controlspec"]
        ),
        .plugin(
            name: "GenerateControlCode",
            capability: .command(
                intent: .custom(verb: "generate-control-code", description: "Write the Swift code of each target's specs into its Generated folder."),
                permissions: [.writeToPackageDirectory(reason: "To write the Swift code generated from the specs into the targets' Generated folders.")]
            ),
            dependencies: ["controlspec"]
        ),
    ]
)
