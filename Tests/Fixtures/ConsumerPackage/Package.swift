// swift-tools-version: 6.1
// A package that uses controlspec as its users do: the build-tool plugin turns the specs in
// Sources/Controls into Swift at build time. Built and tested by ConsumerPackageTests, which copies
// this folder and points the dependency at the controlspec checkout.
import PackageDescription

let package = Package(
    name: "ConsumerPackage",
    dependencies: [
        .package(name: "controlspec", path: "../../.."),
    ],
    targets: [
        .target(
            name: "Controls",
            plugins: [.plugin(name: "ControlSpecPlugin", package: "controlspec")]
        ),
        .testTarget(name: "ControlsTests", dependencies: ["Controls"]),
    ]
)
