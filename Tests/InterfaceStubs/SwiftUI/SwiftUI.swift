// Interface stub of Apple's SwiftUI: just enough to type-check a UIViewRepresentable wrapper.
// Declarations only; never shipped. See ../README.md.

@_exported import Foundation
@_exported import CoreGraphics
@_exported import UIKit

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never
extension Never: View {
    public typealias Body = Never
    /// https://developer.apple.com/documentation/swift/never/body
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/transaction
public struct Transaction {
    /// https://developer.apple.com/documentation/swiftui/transaction/init()
    public init() {}
}

/// https://developer.apple.com/documentation/swiftui/binding
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// https://developer.apple.com/documentation/swiftui/binding/transaction
    public var transaction: Transaction { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    @preconcurrency public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
    @preconcurrency public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
    public init(projectedValue: Binding<Value>) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

/// "A binding conforms to Sendable only if its wrapped value type also conforms to Sendable."
/// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
extension Binding: @unchecked Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/state
@frozen @propertyWrapper public struct State<Value> {
    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
    public init(initialValue value: Value) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
    public var projectedValue: Binding<Value> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
    associatedtype UIViewType: UIView
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator
    associatedtype Coordinator = Void
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()-32trb
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
    typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Self.Coordinator == Void {
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()-9e4i4
    public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

extension UIViewRepresentable {
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
    @MainActor @preconcurrency public let coordinator: Representable.Coordinator
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/transaction
    @MainActor @preconcurrency public var transaction: Transaction { fatalError() }
}
