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
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(
            name: "ControlSpec",
            dependencies: [
                "CLibYAML",
                "ControlSpecTemplates",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // The code templates, embedded in the binary (no resource bundle to lose when it moves).
        .target(
            name: "ControlSpecTemplates",
            path: "Templates",
            exclude: ["README.md"],
            resources: [
                .embedInCode("knob.swift.mustache"),
                .embedInCode("knob-control.swift.mustache"),
                .embedInCode("knob-geometry.swift.mustache"),
                .embedInCode("knob-model.swift.mustache"),
                .embedInCode("knob-swiftui.swift.mustache"),
                .embedInCode("rangeSlider.swift.mustache"),
                .embedInCode("rangeSlider-control.swift.mustache"),
                .embedInCode("rangeSlider-drawing.swift.mustache"),
                .embedInCode("rangeSlider-geometry.swift.mustache"),
                .embedInCode("rangeSlider-model.swift.mustache"),
                .embedInCode("rangeSlider-swiftui.swift.mustache"),
                .embedInCode("button.swift.mustache"),
                .embedInCode("button-layout.swift.mustache"),
                .embedInCode("button-parts.swift.mustache"),
                .embedInCode("button-states.swift.mustache"),
                .embedInCode("button-swiftui.swift.mustache"),
                .embedInCode("button-timeline.swift.mustache"),
                .embedInCode("button-timing.swift.mustache"),
                .embedInCode("button-uikit.swift.mustache"),
                .embedInCode("header.swift.mustache"),
            ]
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
            exclude: ["Support/png_pixels.py"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
