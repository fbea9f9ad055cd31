import Foundation
import Testing
@testable import ControlSpec

/// The native SwiftUI views of the toggles and buttons of the corpus (`Specs/` and
/// `Tests/VariantSpecs/`), rendered for each `--target`: what the type-check cannot see.
@Suite("Toggle and button SwiftUI views")
struct PartsSwiftUIViewTests {
    /// The toggles and buttons of the corpus.
    static let entries = SpecCorpus.kind("toggle") + SpecCorpus.kind("button")

    /// Every corpus toggle and button generated for `target`, by type name.
    static func generated(_ target: GenerationOptions.Target, imageBundle: GenerationOptions.ImageBundle = .type) throws -> [String: (kind: String, text: String)] {
        let templates = try #require(TemplateSet.make().set)
        return Dictionary(uniqueKeysWithValues: entries.map { entry in
            let options = GenerationOptions(imageBundle: imageBundle, specPath: entry.path, target: target)
            let text = SwiftGenerator.generate(entry.spec, options: options, templates: templates).text
            return (entry.spec.name, (entry.spec.kindName, text))
        })
    }

    /// `swiftui`: the native view only, no UIKit at all; `both`: the UIKit class under its guard
    /// and the native view, no wrapper; `uikit`: the class and the `UIViewRepresentable` wrapper.
    @Test func eachTargetHoldsItsParts() throws {
        for (name, generated) in try Self.generated(.swiftui) {
            let text = generated.text
            #expect(!text.contains("import UIKit") && !text.contains("UIViewRepresentable") && !text.contains(": UIControl"), "\(name)")
            #expect(text.contains("struct \(name)View: View {"), "\(name)")
            #expect(text.contains("@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)\nstruct \(name)View: View {"), "\(name)")
        }
        for (name, generated) in try Self.generated(.both) {
            let text = generated.text
            #expect(text.contains("#if canImport(UIKit) && !os(watchOS)\nimport UIKit\n"), "\(name)")
            #expect(text.contains("final class \(name): UIControl") && text.contains("struct \(name)View: View {"), "\(name)")
            #expect(!text.contains("UIViewRepresentable"), "\(name)")
        }
        for (name, generated) in try Self.generated(.uikit) {
            let text = generated.text
            #expect(text.contains("struct \(name)View: UIViewRepresentable") && !text.contains("struct \(name)View: View"), "\(name)")
            #expect(!text.contains("TimelineView(.animation") && !text.contains("Canvas {"), "\(name)")
        }
    }

    /// The initialisers of `SwiftUI.Toggle` and `SwiftUI.Button`: a `Bool` binding, an action;
    /// the traits of a switch and a button; the kernel's input type, with no arithmetic of the
    /// view's own on the poses.
    @Test func bindingsTraitsAndInput() throws {
        for (name, generated) in try Self.generated(.swiftui) {
            let text = generated.text
            if generated.kind == "toggle" {
                #expect(text.contains("init(isOn: Binding<Bool>) {"), "\(name)")
                #expect(text.contains(".accessibilityAddTraits(.isToggle)") && text.contains(".accessibilityActivationPoint(input.activationPoint)"), "\(name)")
                #expect(text.contains("ControlKernel.ToggleInput(configuration: \(name)Kernel.configuration, isOn: isOn.wrappedValue)")
                        || text.contains("\(name)Kernel.ToggleInput(configuration: \(name)Kernel.configuration, isOn: isOn.wrappedValue)"), "\(name)")
                #expect(text.contains("if release?.changed == true { isOn = input.isOn }"), "a user's change goes back to the binding")
                #expect(text.contains(".onChange(of: isOn) {\n            if input.sync(isOn: isOn, at: Self.now) { play() }"), "\(name)")
            } else {
                #expect(text.contains("init(action: @escaping () -> Void) {"), "\(name)")
                #expect(text.contains(".accessibilityAddTraits(.isButton)"), "\(name)")
                #expect(text.contains("ButtonInput(\n        configuration: \(name)Kernel.configuration, seed: UInt64.random(in: 0...UInt64.max))"), "\(name)")
            }
            #expect(text.contains(".onKeyPress(keys: [.space, .return])") && text.contains(".accessibilityAction {"), "\(name)")
            #expect(text.contains("TimelineView(.animation(minimumInterval: nil, paused: !isPlaying))"), "\(name)")
            #expect(text.contains(".onChange(of: reduceMotion, initial: true) { input.isReducingMotion = reduceMotion }"), "\(name)")
            let distance = generated.kind == "toggle" ? "\(name)Kernel.\(SharedViewGestureTests.minimumDistance)" : "0"
            #expect(text.contains("\n            .gesture(DragGesture(minimumDistance: \(distance), coordinateSpace: .local)"), "\(name): a button highlights on touch-down")
            #expect(text.contains("#if os(iOS) || os(visionOS) || os(tvOS)\n        .hoverEffect()\n#endif"), "\(name)")
            #expect(text.contains("#if canImport(DeveloperToolsSupport)\n#Preview("), "\(name)")
            let view = try #require(text.components(separatedBy: "struct \(name)View: View {").last?.components(separatedBy: "// MARK: - Kernel").first)
            for operation in [" + ", " * ", " / "] { #expect(!view.contains(operation), "\(name): no arithmetic in the view (\(operation))") }
        }
    }

    /// The button's action runs exactly on the phases the spec sends `.primaryActionTriggered` on.
    @Test func actionFollowsThePrimaryActionPhases() throws {
        let generated = try Self.generated(.swiftui)
        let fastCart = try #require(generated["FastCartButton"]?.text)
        #expect(fastCart.contains("            case .begin:\n                break\n            case .end:\n                action()\n"))
        #expect(fastCart.components(separatedBy: "action()").count - 1 == 1)
    }

    /// The haptic of a toggle is SwiftUI's feedback on each change the user makes; none without one.
    @Test func hapticsOnUserChanges() throws {
        let generated = try Self.generated(.swiftui)
        for entry in SpecCorpus.kind("toggle") {
            let toggle = try #require(entry.spec.body as? ToggleSpec)
            let text = try #require(generated[entry.spec.name]?.text)
            if let haptic = toggle.haptic {
                #expect(text.contains(".sensoryFeedback(\(HapticsViewModel(haptic).sensoryFeedback), trigger: input.userChanges)"), "\(entry.spec.name)")
            } else {
                #expect(!text.contains(".sensoryFeedback("), "\(entry.spec.name)")
            }
        }
    }

    /// Image parts load from a bundle that exists without the UIKit class: a private token
    /// class's, or `Bundle.module`; symbols are drawn as text in their weight.
    @Test func imagesAndSymbols() throws {
        let stamp = try #require(Self.generated(.swiftui)["StampButton"]?.text)
        #expect(stamp.contains("context.resolve(Image(\"Stamp\", bundle: Bundle(for: StampButtonBundleToken.self)))"))
        #expect(stamp.contains("private final class StampButtonBundleToken {}"))
        let module = try #require(Self.generated(.swiftui, imageBundle: .module)["StampButton"]?.text)
        #expect(module.contains("Image(\"Stamp\", bundle: Bundle.module)") && !module.contains("BundleToken"))
        let cart = try #require(Self.generated(.both)["FastCartButton"]?.text)
        #expect(cart.contains("Text(Image(systemName: \"cart.fill\")).font(.system(size: 22, weight: .bold))"))
        #expect(!cart.contains("BundleToken"), "no images, no token")
    }

    /// Colours are SwiftUI colours of the spec's values per state; an on colour is chosen by
    /// side and cross-fades; no spec text reaches the file outside literals.
    @Test func colorsPerStateAndSide() throws {
        let bouncy = try #require(Self.generated(.swiftui)["WideBouncyToggle"]?.text)
        #expect(bouncy.contains("case .rail: on ? ("))
        #expect(bouncy.contains("if fadesColors { context.fill(shape, with: .color(partColor(.rail, on: !on).opacity(colorProgress))) }"))
        #expect(!bouncy.contains("if fadesColors { context.fill(shape, with: .color(partColor(.puck"), "no on colour, no cross-fade")
        #expect(bouncy.contains("case .puck: !drawsEnabled ? "))
        #expect(bouncy.contains("drawsHighlighted ? "))
    }
}
