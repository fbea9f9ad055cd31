// Interface stub of Apple's SwiftUI: the declarations SwiftUI has on every platform that generated
// code touches. Built alone as the macOS stub (SwiftUI without UIKit) and together with
// ../SwiftUI-UIKit as the iOS stub. Declarations only; never shipped. Every declaration records its
// developer.apple.com page and Apple's declaration; see ../README.md.

@_exported import Foundation
@_exported import CoreGraphics

/// Apple: https://developer.apple.com/documentation/swiftui/view
/// Declaration: @MainActor @preconcurrency protocol View
@MainActor @preconcurrency public protocol View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    /// Declaration: associatedtype Body : View
    associatedtype Body: View
    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// Declaration: @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// Difference: without @ViewBuilder, a result builder the stub does not declare; generated code writes no body
    @MainActor @preconcurrency var body: Self.Body { get }
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

/// Apple: https://developer.apple.com/documentation/swiftui/binding
/// Declaration: @frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// Apple: https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
    /// Declaration: init(projectedValue: Binding<Value>)
    public init(projectedValue: Binding<Value>) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    /// Declaration: var wrappedValue: Value { get nonmutating set }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    /// Apple: https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    /// Declaration: var projectedValue: Binding<Value> { get }
    public var projectedValue: Binding<Value> { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    /// Declaration: subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}
