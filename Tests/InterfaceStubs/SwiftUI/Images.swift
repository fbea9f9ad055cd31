// Interface stub of Apple's SwiftUI: images (by name from a bundle, or an SF Symbol), an image as
// text, and what a Canvas does with images, transforms and clips, for the views that draw parts.
// SwiftUI has these on every platform. Declarations only; never shipped. Every declaration records
// its developer.apple.com page and Apple's declaration; see ../README.md.

import Foundation

/// Apple: https://developer.apple.com/documentation/swiftui/image
/// Declaration: @frozen struct Image
/// Conforms to: View, Sendable
@frozen public struct Image: View, Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)
    /// Declaration: init(_ name: String, bundle: Bundle? = nil)
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    /// Declaration: init(systemName: String)
    public init(systemName: String) { fatalError() }
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public typealias Body = Never
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public var body: Never { fatalError() }
}

extension Text {
    /// Apple: https://developer.apple.com/documentation/swiftui/text/init(_:)
    /// Declaration: init(_ image: Image)
    /// Placement: in an extension beside Image, which it takes
    public init(_ image: Image) { fatalError() }
}

extension GraphicsContext {
    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/transform
    /// Declaration: var transform: CGAffineTransform { get set }
    /// Placement: in an extension beside the image drawing that parts use it with
    public var transform: CGAffineTransform { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/resolve(_:)-898z6
    /// Declaration: func resolve(_ image: Image) -> GraphicsContext.ResolvedImage
    /// Placement: in an extension beside Image, which it takes
    public func resolve(_ image: Image) -> GraphicsContext.ResolvedImage { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/draw(_:in:style:)-blhz
    /// Declaration: func draw(_ image: GraphicsContext.ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle())
    /// Placement: in an extension beside Image, which it draws
    public func draw(_ image: GraphicsContext.ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { fatalError() }

    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedimage
    /// Declaration: struct ResolvedImage
    /// Placement: in an extension beside resolve(_:), which makes it
    public struct ResolvedImage {
        /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedimage/size
        /// Declaration: var size: CGSize { get }
        public var size: CGSize { fatalError() }
        /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedimage/shading
        /// Declaration: var shading: GraphicsContext.Shading?
        public var shading: GraphicsContext.Shading?
    }
}

extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityaction(_:_:)
    /// Declaration: nonisolated func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    /// Difference: returns some View, as the other accessibility modifiers here (ModifiedContent is not declared)
    /// Placement: beside the views that draw parts, which activate with it
    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        fatalError()
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/accessibilityactionkind
/// Declaration: struct AccessibilityActionKind
/// Conforms to: Sendable
public struct AccessibilityActionKind: Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/accessibilityactionkind/default
    /// Declaration: static let `default`: AccessibilityActionKind
    public static let `default`: AccessibilityActionKind = AccessibilityActionKind()
    /// Not Apple API: the stub's own way to make the kinds above
    init() {}
}
