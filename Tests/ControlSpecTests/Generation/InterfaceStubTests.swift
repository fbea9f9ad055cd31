import Foundation
import Testing

/// The UIKit interface stubs build cleanly, accept correct UIKit code and reject wrong code.
@Suite("Interface stubs")
struct InterfaceStubTests {
    static let sampleKnob = "Tests/ControlSpecTests/Fixtures/InterfaceStubs/SampleKnob.swift.txt"

    static func sample() throws -> String {
        String(decoding: try PackagePaths.bytes(sampleKnob), as: UTF8.self)
    }

    @Test("The stub modules build in Swift 6 mode with zero warnings")
    func stubModulesBuildCleanly() throws {
        let directory = try InterfaceStubs.moduleDirectory()
        for module in InterfaceStubs.modules {
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(module).swiftmodule").path))
            let output = InterfaceStubs.buildOutput[module] ?? ""
            #expect(!output.contains("warning:"), "\(module): \(output)")
        }
    }

    @Test("A representative UIControl subclass and SwiftUI wrapper type-check with zero diagnostics")
    func sampleTypechecks() throws {
        let result = try InterfaceStubs.typecheck(source: try Self.sample(), name: "SampleKnob.swift")
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
        #expect(!result.output.contains("error:"), "\(result.output)")
    }

    @Test("A wrong override signature (non-optional UIEvent) fails to type-check")
    func wrongOverrideFails() throws {
        let wrong = try Self.sample().replacingOccurrences(
            of: "override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool",
            with: "override func beginTracking(_ touch: UITouch, with event: UIEvent) -> Bool")
        #expect(wrong != (try Self.sample()))
        let result = try InterfaceStubs.typecheck(source: wrong, name: "WrongKnob.swift")
        #expect(result.status != 0)
        #expect(result.output.contains("cannot override instance method parameter of type 'UIEvent?'"), "\(result.output)")
    }

    @Test("A UIView subclass with its own initialiser but no init(coder:) fails, as on iOS")
    func missingInitCoderFails() throws {
        let source = """
        import UIKit
        final class Bare: UIControl {
            let size: CGFloat
            init(size: CGFloat) { self.size = size; super.init(frame: .zero) }
        }
        """
        let result = try InterfaceStubs.typecheck(source: source, name: "Bare.swift")
        #expect(result.status != 0)
        #expect(result.output.contains("'required' initializer 'init(coder:)' must be provided"), "\(result.output)")
    }

    @Test("Touching a main-actor UIView from nonisolated code fails in Swift 6 mode")
    func mainActorIsolationIsEnforced() throws {
        let source = """
        import UIKit
        nonisolated func relayout(_ view: UIView) { view.setNeedsLayout() }
        """
        let result = try InterfaceStubs.typecheck(source: source, name: "Isolation.swift")
        #expect(result.status != 0)
        #expect(result.output.contains("main actor-isolated"), "\(result.output)")
    }
}
