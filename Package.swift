// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "controlspec",
    products: [
        .executable(name: "controlspec", targets: ["ControlSpecCLI"]),
        .library(name: "ControlSpec", targets: ["ControlSpec"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(
            name: "ControlSpec",
            dependencies: ["CLibYAML"]
        ),
        .executableTarget(
            name: "ControlSpecCLI",
            dependencies: [
                "ControlSpec",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/controlspec"
        ),
        .testTarget(
            name: "ControlSpecTests",
            dependencies: ["ControlSpec", "ControlSpecCLI"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
