// swift-tools-version: 6.1
import PackageDescription

// Every template in `Templates/`, embedded by `ControlSpecTemplates` below; written by
// `scripts/update-generated` from the folder, do not edit by hand.
let bundledTemplates = [
    "bundled-image.swift.mustache",
    "button-configuration.swift.mustache",
    "button-swiftui.swift.mustache",
    "button-uikit.swift.mustache",
    "button-view.swift.mustache",
    "button.swift.mustache",
    "circularSlider-configuration.swift.mustache",
    "circularSlider-control.swift.mustache",
    "circularSlider-swiftui.swift.mustache",
    "circularSlider-view.swift.mustache",
    "circularSlider.swift.mustache",
    "color-appearance.swift.mustache",
    "control-initializers.swift.mustache",
    "haptic-generator.swift.mustache",
    "header.swift.mustache",
    "imports.swift.mustache",
    "knob-configuration.swift.mustache",
    "knob-control.swift.mustache",
    "knob-swiftui.swift.mustache",
    "knob-view.swift.mustache",
    "knob.swift.mustache",
    "part-colors.swift.mustache",
    "part-configuration.swift.mustache",
    "part-control-init.swift.mustache",
    "part-poses.swift.mustache",
    "part-recolouring.swift.mustache",
    "part-timeline.swift.mustache",
    "part-view-accessibility.swift.mustache",
    "part-view-drawing.swift.mustache",
    "part-view-state.swift.mustache",
    "part-views.swift.mustache",
    "rangeSlider-accessibility.swift.mustache",
    "rangeSlider-configuration.swift.mustache",
    "rangeSlider-control.swift.mustache",
    "rangeSlider-drawing.swift.mustache",
    "rangeSlider-swiftui.swift.mustache",
    "rangeSlider-view.swift.mustache",
    "rangeSlider.swift.mustache",
    "reduce-motion.swift.mustache",
    "rotary-current-colors.swift.mustache",
    "rotary-events.swift.mustache",
    "rotary-state-changes.swift.mustache",
    "rotary-view-colors.swift.mustache",
    "rotary-view-input.swift.mustache",
    "rotary-view-state.swift.mustache",
    "slider-accessibility.swift.mustache",
    "slider-configuration.swift.mustache",
    "slider-control.swift.mustache",
    "slider-drawing.swift.mustache",
    "slider-state-colors.swift.mustache",
    "slider-swiftui.swift.mustache",
    "slider-thumb-drawing.swift.mustache",
    "slider-track-appearance.swift.mustache",
    "slider-track-notify.swift.mustache",
    "slider-track-opening.swift.mustache",
    "slider-track-resizing.swift.mustache",
    "slider-track-tracking.swift.mustache",
    "slider-view-body.swift.mustache",
    "slider-view-colors.swift.mustache",
    "slider-view-gestures.swift.mustache",
    "slider-view-input.swift.mustache",
    "slider-view-state.swift.mustache",
    "slider-view-thumb-shadow.swift.mustache",
    "slider-view-thumbs.swift.mustache",
    "slider-view.swift.mustache",
    "slider.swift.mustache",
    "thumb-element.swift.mustache",
    "toggle-swiftui.swift.mustache",
    "toggle-uikit.swift.mustache",
    "toggle-view.swift.mustache",
    "toggle.swift.mustache",
    "two-value-view.swift.mustache",
    "value-transition.swift.mustache",
    "value-view.swift.mustache",
    "view-feedback.swift.mustache",
    "view-previews.swift.mustache",
    "view-scroll-sharing.swift.mustache",
    "view-scroll-state.swift.mustache",
]

let package = Package(
    name: "controlspec",
    products: [
        .executable(name: "controlspec", targets: ["ControlSpecCLI"]),
        .executable(name: "controlspec-bench", targets: ["ControlSpecBench"]),
        .library(name: "ControlSpec", targets: ["ControlSpec"]),
        .plugin(name: "ControlSpecPlugin", targets: ["ControlSpecPlugin"]),
        .plugin(name: "LintControlSpecs", targets: ["LintControlSpecs"]),
        .plugin(name: "GenerateControlCode", targets: ["GenerateControlCode"]),
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
        // The portable kernel: value, geometry, touch and timing math on Foundation alone. Compiled
        // here for the previews and the tests, and copied verbatim into every generated file.
        .target(name: "ControlKernel", path: "Sources/ControlKernel", exclude: ["Embedded"]),
        // The kernel's source text, embedded so that code generation can copy it. Shares the
        // kernel's folder: each subfolder is embedded whole; only `Embedded/` is compiled here.
        .target(
            name: "ControlKernelSource",
            path: "Sources/ControlKernel",
            sources: ["Embedded"],
            resources: [
                .embedInCode("Shared"), .embedInCode("Parts"),
                .embedInCode("Button"), .embedInCode("CircularSlider"), .embedInCode("Knob"), .embedInCode("RangeSlider"), .embedInCode("Slider"),
                .embedInCode("Toggle"), .embedInCode("UIKit"), .embedInCode("SwiftUI"),
            ]
        ),
        .target(
            name: "ControlSpec",
            dependencies: [
                "CLibYAML",
                "ControlKernel",
                "ControlKernelSource",
                "ControlSpecTemplates",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // The code templates, embedded in the binary (no resource bundle to lose when it moves).
        .target(
            name: "ControlSpecTemplates",
            path: "Templates",
            exclude: ["README.md"],
            resources: bundledTemplates.map { .embedInCode($0) }
        ),
        .executableTarget(
            name: "ControlSpecCLI",
            dependencies: [
                "ControlSpec",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/controlspec"
        ),
        // The benchmark (docs/performance.md): `swift run -c release controlspec-bench`. It depends
        // on the executable target so that the command builds the `controlspec` it runs.
        .executableTarget(
            name: "ControlSpecBench",
            dependencies: ["ControlSpec", "CLibYAML", "ControlSpecCLI"]
        ),
        // The plugins; each folder links the shared code in `Plugins/Shared` (plugins cannot
        // depend on library targets).
        .plugin(name: "ControlSpecPlugin", capability: .buildTool(), dependencies: ["ControlSpecCLI"]),
        .plugin(
            name: "LintControlSpecs",
            capability: .command(
                intent: .custom(verb: "lint-control-specs", description: "Check the specs of all or the given targets with controlspec lint.")
            ),
            dependencies: ["ControlSpecCLI"]
        ),
        .plugin(
            name: "GenerateControlCode",
            capability: .command(
                intent: .custom(verb: "generate-control-code", description: "Write the Swift code of each target's specs into its Generated folder."),
                permissions: [.writeToPackageDirectory(reason: "To write the Swift code generated from the specs into the targets' Generated folders.")]
            ),
            dependencies: ["ControlSpecCLI"]
        ),
        .testTarget(
            name: "ControlSpecTests",
            dependencies: [
                "ControlKernel", "ControlSpec", "ControlSpecCLI",
                // The reference controlspec's template renderer is compared with.
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            exclude: ["Support/png_pixels.py", "Support/chromium_page.py"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
