// swift-tools-version: 6.2
// A package that uses controlspec as its users do: the build-tool plugin turns the specs in
// Sources/Controls into Swift at build time. Built and tested by ConsumerPackageTests, which copies
// this folder and points the dependency at the controlspec checkout, and built with xcodebuild for
// every Apple platform (iOS, macOS, watchOS, tvOS and visionOS) by .github/workflows/ci.yml. The generated code is compiled in Swift 6
// mode with warnings as errors, as the strictest app target would compile it.
import PackageDescription

let package = Package(
    name: "ConsumerPackage",
    platforms: [.iOS(.v17), .macOS(.v14), .watchOS(.v10), .tvOS(.v17), .visionOS(.v1)],
    dependencies: [
        .package(name: "controlspec", path: "../../.."),
    ],
    targets: [
        .target(
            name: "Controls",
            swiftSettings: [.treatAllWarnings(as: .error)],
            plugins: [.plugin(name: "ControlSpecPlugin", package: "controlspec")]
        ),
        .testTarget(name: "ControlsTests", dependencies: ["Controls"]),
    ],
    swiftLanguageModes: [.v6]
)
