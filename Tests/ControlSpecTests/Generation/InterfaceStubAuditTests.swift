import Foundation
import Testing

/// Every declaration of the interface stubs records the developer.apple.com page it was copied
/// from and Apple's declaration, and matches that declaration unless a stated difference explains
/// why (see `StubAudit` and `Tests/InterfaceStubs/README.md`).
@Suite("Interface stub audit")
struct InterfaceStubAuditTests {
    @Test("Every stub declaration carries its Apple page and declaration and matches it")
    func everyDeclarationIsAudited() throws {
        let (count, problems) = try StubAudit.problems(inStubsAt: InterfaceStubs.sourceRoot, configurations: Self.configurations(building:))
        #expect(count > 300, "found only \(count) declarations; is the parser reading the stubs?")
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }

    /// The configurations that build the stub folder `folder`, as the audit sees them.
    static func configurations(building folder: String) -> [StubAudit.Configuration] {
        InterfaceStubs.Platform.building(folder: folder).compactMap { platform in
            guard let name = platform.osName, let flag = platform.flag else { return nil }
            return StubAudit.Configuration(platform: name, flags: [flag])
        }
    }

    @Test("Every stub folder is built by at least one configuration")
    func everyFolderIsBuilt() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: InterfaceStubs.sourceRoot.path)
            .filter { !$0.hasSuffix(".md") }
        for folder in folders {
            #expect(!Self.configurations(building: folder).isEmpty, "no configuration builds \(folder)")
        }
    }

    /// Declarations inside `#if` on the configurations' flags, with and without matching Platforms lines.
    static let conditionalSample = """
        #if !STUB_TVOS
        /// Apple: https://developer.apple.com/documentation/swiftui/draggesture
        /// Declaration: struct DragGesture
        /// Platforms: iOS 13.0+, macOS 10.15+, watchOS 6.0+, visionOS 1.0+
        public struct DragGesture {}
        #endif
        #if STUB_IOS || STUB_TVOS // not visionOS
        /// Apple: https://developer.apple.com/documentation/swiftui/hovereffect
        /// Declaration: struct HoverEffect
        /// Platforms: iOS 13.4+, tvOS 16.0+, visionOS 1.0+
        public struct HoverEffect {}
        #elseif STUB_WATCHOS
        /// Apple: https://developer.apple.com/documentation/swiftui/digitalcrownrotationalsensitivity
        /// Declaration: enum DigitalCrownRotationalSensitivity
        /// Platforms: watchOS 6.0+
        public enum DigitalCrownRotationalSensitivity {}
        #else
        /// Apple: https://developer.apple.com/documentation/swiftui/movecommanddirection
        /// Declaration: enum MoveCommandDirection
        public enum MoveCommandDirection {}
        #endif
        /// Apple: https://developer.apple.com/documentation/swiftui/text
        /// Declaration: struct Text
        public struct Text {}
        """

    @Test("A declaration's #if must hold exactly where its Platforms line lists the platform")
    func platformConditionsMatchPlatformsLines() {
        let entries = StubAudit.entries(in: Self.conditionalSample, file: "Sample.swift")
        #expect(entries.map(\.conditions) == [
            ["(!STUB_TVOS)"], ["(STUB_IOS || STUB_TVOS)"], ["!(STUB_IOS || STUB_TVOS) && (STUB_WATCHOS)"],
            ["!(STUB_IOS || STUB_TVOS) && !(STUB_WATCHOS)"], [],
        ])
        let configurations = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"].map {
            StubAudit.Configuration(platform: $0, flags: ["STUB_\($0.uppercased())"])
        }
        let problems = entries.flatMap { StubAudit.platformProblems(of: $0, configurations: configurations) }.map(\.description)
        #expect(problems == [
            "Sample.swift:11: the 'Platforms:' line lists visionOS but the #if leaves it out there",
            "Sample.swift:20: declaration is inside #if !(STUB_IOS || STUB_TVOS) && !(STUB_WATCHOS) but has no 'Platforms:' line",
        ])
    }

    @Test("#if conditions on flags evaluate as the compiler does", arguments: [
        ("STUB_IOS || STUB_VISIONOS", true), ("!STUB_IOS", false), ("!(STUB_TVOS) && (STUB_IOS)", true),
        ("STUB_TVOS || !STUB_IOS && STUB_WATCHOS", false), ("true && !false", true),
    ])
    func conditionsEvaluate(condition: String, expected: Bool) {
        #expect(StubAudit.evaluate(condition, flags: ["STUB_IOS"]) == expected)
        #expect(StubAudit.evaluate("os(iOS)", flags: []) == nil)
    }

    /// A stub file holding one declaration of each problem the audit finds, and correct ones.
    static let sample = """
        /// Apple: https://developer.apple.com/documentation/uikit/uiview
        /// Declaration: @MainActor class UIView
        /// Inherits from: UIResponder
        /// Conforms to: NSCoding
        @MainActor open class UIView: UIResponder, @preconcurrency NSCoding {
            /// Apple: https://developer.apple.com/documentation/uikit/uiview/frame
            /// Declaration: var frame: CGRect { get set }
            open var frame: CGRect { get { fatalError() } set {} }
            open var bounds: CGRect { get { fatalError() } set {} }
            /// Apple: https://developer.apple.com/documentation/uikit/uiview/animatekeyframes(withduration:delay:options:animations:completion:)
            /// Declaration: class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void, completion: (@Sendable (Bool) -> Void)? = nil)
            /// Placement: in the class rather than an extension
            open class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError() }
            /// Apple: https://example.com/uiview/center
            /// Declaration: var center: CGPoint { get set }
            open var center: CGPoint { get { fatalError() } set {} }
            /// Apple: https://developer.apple.com/documentation/uikit/uiview/alpha
            open var alpha: CGFloat { get { fatalError() } set {} }
            /// Not Apple API: a stub-only initialiser
            internal init(_stub: Void) {}
        }

        /// Apple: https://developer.apple.com/documentation/uikit/uicolor
        /// Declaration: class UIColor
        open class UIColor: NSObject, @unchecked Sendable {
            /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systempink
            /// Declaration: class var systemPink: UIColor { get }
            open class var systemPink: UIColor { fatalError() }
        }

        extension UIColor {
            /// Apple: https://developer.apple.com/documentation/uikit/uicolor/cgcolor
            /// Declaration: var cgColor: CGColor { get }
            /// Difference: the stub keeps it in an extension
            open var cgColor: CGColor { fatalError() }
        }
        """

    @Test("The audit reports each missing or wrong record, located, and accepts the others")
    func auditFindsEachProblem() {
        let entries = StubAudit.entries(in: Self.sample, file: "Sample.swift")
        #expect(entries.map(\.location) == [
            "Sample.swift:5", "Sample.swift:8", "Sample.swift:9", "Sample.swift:13", "Sample.swift:16",
            "Sample.swift:18", "Sample.swift:20", "Sample.swift:25", "Sample.swift:28", "Sample.swift:35",
        ])
        let problems = entries.flatMap(StubAudit.problems(of:)).map(\.description)
        #expect(problems == [
            "Sample.swift:9: declaration has no 'Apple:' page record (or 'Not Apple API:' reason): open var bounds: CGRect { get { fatalError() } set {} }",
            "Sample.swift:13: stub declaration 'class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)' differs from Apple's 'class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void, completion: (@Sendable (Bool) -> Void)? = nil)' and no 'Difference:' says why",
            "Sample.swift:16: expected a developer.apple.com documentation page, found 'https://example.com/uiview/center'",
            "Sample.swift:18: declaration has no 'Declaration:' record copied from https://developer.apple.com/documentation/uikit/uiview/alpha",
            "Sample.swift:25: 'NSObject' is claimed but neither Apple's declaration nor 'Inherits from:' or 'Conforms to:' lists it",
            "Sample.swift:25: 'Sendable' is claimed but neither Apple's declaration nor 'Inherits from:' or 'Conforms to:' lists it",
            "Sample.swift:35: 'Difference:' given but the declaration matches Apple's; a placement goes in 'Placement:'",
        ])
    }

    @Test("Normalisation drops what Apple's declarations do not show", arguments: [
        ("@MainActor open class UIView: UIResponder, @preconcurrency NSCoding {", "@MainActor class UIView"),
        ("public required init?(coder: NSCoder) { fatalError() }", "init?(coder: NSCoder)"),
        ("open var tintColor: UIColor! { get { fatalError() } set {} }", "var tintColor: UIColor! { get set }"),
        ("open var layer: CALayer { fatalError() }", "var layer: CALayer { get }"),
        ("public var wrappedValue: Value { get { fatalError() } nonmutating set {} }", "var wrappedValue: Value { get nonmutating set }"),
        ("public static let linear: CAMediaTimingFunctionName = CAMediaTimingFunctionName(rawValue: \"linear\")", "static let linear: CAMediaTimingFunctionName"),
        ("@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {",
         "@MainActor @preconcurrency struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable"),
        ("@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {",
         "@MainActor @preconcurrency protocol UIViewRepresentable: View where Self.Body == Never"),
        ("open func addCompletion(_ completion: @escaping @Sendable (UIViewAnimatingPosition) -> Void) { fatalError() }",
         "func addCompletion(_ completion: @escaping @Sendable (UIViewAnimatingPosition) -> Void)"),
    ])
    func normalisation(stub: String, expected: String) {
        #expect(StubAudit.normalized(stub: stub) == expected)
    }
}
