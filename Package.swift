// swift-tools-version: 6.1
import PackageDescription

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
            resources: [.embedInCode("Shared"), .embedInCode("Knob"), .embedInCode("Parts"), .embedInCode("Slider"), .embedInCode("MultiSlider"),
                        .embedInCode("Toggle"),
                        .embedInCode("Circular")]
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
            resources: [
                .embedInCode("knob.swift.mustache"),
                .embedInCode("knob-configuration.swift.mustache"),
                .embedInCode("knob-control.swift.mustache"),
                .embedInCode("knob-swiftui.swift.mustache"),
                .embedInCode("rangeSlider.swift.mustache"),
                .embedInCode("rangeSlider-accessibility.swift.mustache"),
                .embedInCode("rangeSlider-configuration.swift.mustache"),
                .embedInCode("rangeSlider-control.swift.mustache"),
                .embedInCode("rangeSlider-drawing.swift.mustache"),
                .embedInCode("rangeSlider-swiftui.swift.mustache"),
                .embedInCode("slider.swift.mustache"),
                .embedInCode("slider-accessibility.swift.mustache"),
                .embedInCode("slider-configuration.swift.mustache"),
                .embedInCode("slider-control.swift.mustache"),
                .embedInCode("slider-drawing.swift.mustache"),
                .embedInCode("slider-swiftui.swift.mustache"),
                .embedInCode("circularSlider.swift.mustache"),
                .embedInCode("circularSlider-configuration.swift.mustache"),
                .embedInCode("circularSlider-control.swift.mustache"),
                .embedInCode("circularSlider-swiftui.swift.mustache"),
                .embedInCode("button.swift.mustache"),
                .embedInCode("button-configuration.swift.mustache"),
                .embedInCode("button-swiftui.swift.mustache"),
                .embedInCode("button-uikit.swift.mustache"),
                .embedInCode("toggle.swift.mustache"),
                .embedInCode("toggle-uikit.swift.mustache"),
                .embedInCode("toggle-swiftui.swift.mustache"),
                .embedInCode("header.swift.mustache"),
                .embedInCode("color-appearance.swift.mustache"),
                .embedInCode("bundled-image.swift.mustache"),
                .embedInCode("part-configuration.swift.mustache"),
                .embedInCode("part-poses.swift.mustache"),
                .embedInCode("part-views.swift.mustache"),
                .embedInCode("value-transition.swift.mustache"),
                .embedInCode("control-initializers.swift.mustache"),
                .embedInCode("part-colors.swift.mustache"),
                .embedInCode("part-control-init.swift.mustache"),
                .embedInCode("part-recolouring.swift.mustache"),
                .embedInCode("part-timeline.swift.mustache"),
                .embedInCode("rotary-current-colors.swift.mustache"),
                .embedInCode("rotary-events.swift.mustache"),
                .embedInCode("rotary-state-changes.swift.mustache"),
                .embedInCode("slider-state-colors.swift.mustache"),
                .embedInCode("slider-thumb-drawing.swift.mustache"),
                .embedInCode("slider-track-appearance.swift.mustache"),
                .embedInCode("slider-track-notify.swift.mustache"),
                .embedInCode("slider-track-opening.swift.mustache"),
                .embedInCode("slider-track-resizing.swift.mustache"),
                .embedInCode("slider-track-tracking.swift.mustache"),
                .embedInCode("thumb-element.swift.mustache"),
                .embedInCode("value-view.swift.mustache"),
                .embedInCode("slider-coordinator.swift.mustache"),
                .embedInCode("two-value-view.swift.mustache"),
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
