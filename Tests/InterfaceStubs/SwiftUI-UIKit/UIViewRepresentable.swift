// Interface stub of Apple's SwiftUI: what SwiftUI adds where UIKit exists (iOS, iPadOS, Mac Catalyst,
// tvOS, visionOS), compiled into the SwiftUI module together with ../SwiftUI. Declarations only;
// never shipped. Every declaration records its developer.apple.com page and Apple's declaration;
// see ../README.md.

@_exported import UIKit

/// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable
/// Declaration: @MainActor @preconcurrency protocol UIViewRepresentable : View where Self.Body == Never
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
    /// Declaration: associatedtype UIViewType : UIView
    associatedtype UIViewType: UIView
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
    /// Declaration: @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    /// Declaration: @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
    /// Declaration: @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)
    /// Declaration: @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator
    /// Declaration: associatedtype Coordinator = Void
    associatedtype Coordinator = Void
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
    /// Declaration: @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
    /// Declaration: typealias Context = UIViewRepresentableContext<Self>
    typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Self.Coordinator == Void {
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
    /// Declaration: @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

extension UIViewRepresentable {
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
    /// Declaration: @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    @MainActor @preconcurrency public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)
    /// Declaration: @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
    @MainActor @preconcurrency public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? { nil }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// Declaration: @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// Difference: SwiftUI's default body for representables, whose Body is Never; the page documents the requirement
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
/// Declaration: @MainActor @preconcurrency struct UIViewRepresentableContext<Representable> where Representable : UIViewRepresentable
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
    /// Declaration: @MainActor @preconcurrency let coordinator: Representable.Coordinator
    @MainActor @preconcurrency public let coordinator: Representable.Coordinator
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/transaction
    /// Declaration: @MainActor @preconcurrency var transaction: Transaction { get }
    @MainActor @preconcurrency public var transaction: Transaction { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/environment
    /// Declaration: @MainActor @preconcurrency var environment: EnvironmentValues { get }
    @MainActor @preconcurrency public var environment: EnvironmentValues { fatalError() }
}
