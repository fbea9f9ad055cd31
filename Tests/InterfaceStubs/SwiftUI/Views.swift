// Interface stub of Apple's SwiftUI: the view protocol, its result builder and the container views
// generated code composes. SwiftUI has these on every platform; the folder is built alone as the
// macOS and watchOS SwiftUI (without UIKit) and together with ../SwiftUI-UIKit on iOS, tvOS and
// visionOS. Declarations only; never shipped. Every declaration records its developer.apple.com page
// and Apple's declaration; declarations Apple does not ship everywhere carry a Platforms line and sit
// inside `#if` on the configurations' flags. See ../README.md.

@_exported import Foundation
@_exported import CoreGraphics

// MARK: - View

/// Apple: https://developer.apple.com/documentation/swiftui/view
/// Declaration: @MainActor @preconcurrency protocol View
@MainActor @preconcurrency public protocol View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    /// Declaration: associatedtype Body : View
    associatedtype Body: View
    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// Declaration: @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Apple: https://developer.apple.com/documentation/swift/never
/// Declaration: @frozen enum Never
/// Conforms to: View
extension Never: View {
    /// Apple: https://developer.apple.com/documentation/swift/never/body-swift.typealias
    /// Declaration: typealias Body = Never
    public typealias Body = Never
    /// Apple: https://developer.apple.com/documentation/swift/never/body-swift.property
    /// Declaration: var body: Never { get }
    public var body: Never { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swift/optional
/// Declaration: @frozen enum Optional<Wrapped> where Wrapped : ~Copyable, Wrapped : ~Escapable
/// Conforms to: View
extension Optional: View where Wrapped: View {
    /// Not Apple API: SwiftUI's body of an optional view, which its documentation does not show
    public typealias Body = Never
    /// Not Apple API: SwiftUI's body of an optional view, which its documentation does not show
    public var body: Never { fatalError() }
}

// MARK: - Result builder

/// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder
/// Declaration: @resultBuilder struct ViewBuilder
@resultBuilder public struct ViewBuilder {
    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    /// Declaration: static func buildBlock() -> EmptyView
    public static func buildBlock() -> EmptyView { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    /// Declaration: static func buildBlock<Content>(_ content: Content) -> Content where Content : View
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    /// Declaration: static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        fatalError()
    }
    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    /// Declaration: static func buildExpression<Content>(_ content: Content) -> Content where Content : View
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    /// Declaration: static func buildIf<Content>(_ content: Content?) -> Content? where Content : View
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    /// Declaration: static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        fatalError()
    }
    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    /// Declaration: static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        fatalError()
    }
    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
    /// Declaration: static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/tupleview
/// Declaration: @frozen struct TupleView<T>
/// Conforms to: View
@frozen public struct TupleView<T>: View {
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public typealias Body = Never
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public var body: Never { fatalError() }
}

/// Not Apple API: SwiftUI's public but undocumented result of `ViewBuilder.buildEither`
@frozen public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public typealias Body = Never
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public var body: Never { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/anyview
/// Declaration: @frozen struct AnyView
/// Conforms to: View
@frozen public struct AnyView: View {
    /// Apple: https://developer.apple.com/documentation/swiftui/anyview/init(_:)
    /// Declaration: init<V>(_ view: V) where V : View
    public init<V>(_ view: V) where V: View { fatalError() }
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public typealias Body = Never
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public var body: Never { fatalError() }
}

// MARK: - Containers

/// Apple: https://developer.apple.com/documentation/swiftui/emptyview
/// Declaration: @frozen struct EmptyView
/// Conforms to: View
@frozen public struct EmptyView: View {
    /// Apple: https://developer.apple.com/documentation/swiftui/emptyview/init()
    /// Declaration: init()
    public init() {}
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public typealias Body = Never
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public var body: Never { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/group
/// Declaration: struct Group<Content>
public struct Group<Content> {}

/// Apple: https://developer.apple.com/documentation/swiftui/group
/// Declaration: struct Group<Content>
/// Conforms to: View
extension Group: View where Content: View {
    /// Apple: https://developer.apple.com/documentation/swiftui/group/init(content:)
    /// Declaration: init(@ViewBuilder content: () -> Content)
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public typealias Body = Never
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public var body: Never { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/alignment
/// Declaration: @frozen struct Alignment
/// Conforms to: Sendable
@frozen public struct Alignment: Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/alignment/center
    /// Declaration: static let center: Alignment
    public static let center: Alignment = Alignment()
    /// Not Apple API: the stub's way to make the constants above
    init() {}
}

/// Apple: https://developer.apple.com/documentation/swiftui/zstack
/// Declaration: @frozen struct ZStack<Content> where Content : View
/// Conforms to: View
@frozen public struct ZStack<Content>: View where Content: View {
    /// Apple: https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
    /// Declaration: init(alignment: Alignment = .center, @ViewBuilder content: () -> Content)
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public typealias Body = Never
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public var body: Never { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/foreach
/// Declaration: struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

/// Apple: https://developer.apple.com/documentation/swiftui/foreach
/// Declaration: struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable
/// Conforms to: View
extension ForEach: View where Content: View {
    /// Apple: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    /// Declaration: init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public typealias Body = Never
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public var body: Never { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/geometryreader
/// Declaration: @frozen nonisolated struct GeometryReader<Content> where Content : View
/// Conforms to: View
@frozen nonisolated public struct GeometryReader<Content>: View where Content: View {
    /// Apple: https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
    /// Declaration: nonisolated init(@ContentBuilder content: @escaping (GeometryProxy) -> Content)
    /// Difference: @ViewBuilder, the builder this attribute names before Xcode 27's ContentBuilder, which the stubs do not declare
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError() }
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public typealias Body = Never
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public var body: Never { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/geometryproxy
/// Declaration: struct GeometryProxy
public struct GeometryProxy {
    /// Apple: https://developer.apple.com/documentation/swiftui/geometryproxy/size
    /// Declaration: var size: CGSize { get }
    public var size: CGSize { fatalError() }
}

// MARK: - Text

/// Apple: https://developer.apple.com/documentation/swiftui/text
/// Declaration: @frozen struct Text
/// Conforms to: View
@frozen public struct Text: View {
    /// Apple: https://developer.apple.com/documentation/swiftui/text/init(_:)
    /// Declaration: init<S>(_ content: S) where S : StringProtocol
    public init<S>(_ content: S) where S: StringProtocol { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/text/font(_:)
    /// Declaration: func font(_ font: Font?) -> Text
    public func font(_ font: Font?) -> Text { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/text/foregroundcolor(_:)
    /// Declaration: func foregroundColor(_ color: Color?) -> Text
    public func foregroundColor(_ color: Color?) -> Text { fatalError() }
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public typealias Body = Never
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public var body: Never { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/font
/// Declaration: @frozen struct Font
/// Conforms to: Sendable
@frozen public struct Font: Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)
    /// Declaration: static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { fatalError() }

    /// Apple: https://developer.apple.com/documentation/swiftui/font/weight
    /// Declaration: @frozen struct Weight
    /// Conforms to: Sendable
    @frozen public struct Weight: Sendable {
        /// Apple: https://developer.apple.com/documentation/swiftui/font/weight/regular
        /// Declaration: static let regular: Font.Weight
        public static let regular: Font.Weight = Weight()
        /// Apple: https://developer.apple.com/documentation/swiftui/font/weight/medium
        /// Declaration: static let medium: Font.Weight
        public static let medium: Font.Weight = Weight()
        /// Apple: https://developer.apple.com/documentation/swiftui/font/weight/semibold
        /// Declaration: static let semibold: Font.Weight
        public static let semibold: Font.Weight = Weight()
        /// Apple: https://developer.apple.com/documentation/swiftui/font/weight/bold
        /// Declaration: static let bold: Font.Weight
        public static let bold: Font.Weight = Weight()
        /// Not Apple API: the stub's way to make the constants above
        init() {}
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/font/design
    /// Declaration: enum Design
    public enum Design {
        /// Apple: https://developer.apple.com/documentation/swiftui/font/design/default
        /// Declaration: case `default`
        case `default`
        /// Apple: https://developer.apple.com/documentation/swiftui/font/design/rounded
        /// Declaration: case rounded
        case rounded
        /// Apple: https://developer.apple.com/documentation/swiftui/font/design/monospaced
        /// Declaration: case monospaced
        case monospaced
    }
}
