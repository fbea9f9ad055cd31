// Interface stub of Apple's SwiftUI: gestures. Apple ships DragGesture and SpatialTapGesture everywhere
// but tvOS, so they sit inside `#if !STUB_TVOS` with their Platforms lines; tap actions, gesture
// attachment and content shapes are on every platform. Declarations only; never shipped. Every declaration records its developer.apple.com
// page and Apple's declaration; see ../README.md.

// Declared without the body requirement and its Body type, which no generated type implements.
/// Apple: https://developer.apple.com/documentation/swiftui/gesture
/// Declaration: @MainActor @preconcurrency protocol Gesture<Value>
@MainActor @preconcurrency public protocol Gesture<Value> {
    /// Apple: https://developer.apple.com/documentation/swiftui/gesture/value
    /// Declaration: associatedtype Value
    associatedtype Value
}

extension Gesture {
    /// Apple: https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
    /// Declaration: func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self>
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { fatalError() }
}

extension Gesture where Value: Equatable {
    /// Apple: https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
    /// Declaration: func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self>
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { fatalError() }
}

/// Not Apple API: SwiftUI's public but undocumented result of `Gesture.onEnded(_:)`
@frozen public struct _EndedGesture<Content>: Gesture where Content: Gesture {
    /// Not Apple API: the value of the gesture it wraps
    public typealias Value = Content.Value
}

/// Not Apple API: SwiftUI's public but undocumented result of `Gesture.onChanged(_:)`
@frozen public struct _ChangedGesture<Content>: Gesture where Content: Gesture, Content.Value: Equatable {
    /// Not Apple API: the value of the gesture it wraps
    public typealias Value = Content.Value
}

/// Apple: https://developer.apple.com/documentation/swiftui/gesturemask
/// Declaration: @frozen struct GestureMask
/// Conforms to: OptionSet, Sendable
@frozen public struct GestureMask: OptionSet, Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/gesturemask/init(rawvalue:)
    /// Declaration: init(rawValue: UInt32)
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Apple: https://developer.apple.com/documentation/swiftui/gesturemask/rawvalue
    /// Declaration: let rawValue: UInt32
    public let rawValue: UInt32
    /// Apple: https://developer.apple.com/documentation/swiftui/gesturemask/all
    /// Declaration: static let all: GestureMask
    public static let all: GestureMask = GestureMask(rawValue: 3)
    /// Apple: https://developer.apple.com/documentation/swiftui/gesturemask/subviews
    /// Declaration: static let subviews: GestureMask
    public static let subviews: GestureMask = GestureMask(rawValue: 2)
}

/// Apple: https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol
/// Declaration: protocol CoordinateSpaceProtocol
public protocol CoordinateSpaceProtocol {}

/// Apple: https://developer.apple.com/documentation/swiftui/localcoordinatespace
/// Declaration: struct LocalCoordinateSpace
/// Conforms to: CoordinateSpaceProtocol
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// Apple: https://developer.apple.com/documentation/swiftui/localcoordinatespace/init()
    /// Declaration: init()
    public init() {}
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// Apple: https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/local
    /// Declaration: static var local: LocalCoordinateSpace { get }
    public static var local: LocalCoordinateSpace { fatalError() }
}

#if !STUB_TVOS
/// Apple: https://developer.apple.com/documentation/swiftui/draggesture
/// Declaration: @MainActor @preconcurrency struct DragGesture
/// Platforms: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, visionOS 1.0+, watchOS 6.0+
/// Conforms to: Gesture
@MainActor @preconcurrency public struct DragGesture: Gesture {
    /// Apple: https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)
    /// Declaration: @MainActor @preconcurrency init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local)
    /// Platforms: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, visionOS 1.0+, watchOS 10.0+
    @MainActor @preconcurrency public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) { fatalError() }

    /// Apple: https://developer.apple.com/documentation/swiftui/draggesture/value
    /// Declaration: struct Value
    /// Platforms: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, visionOS 1.0+, watchOS 6.0+
    /// Conforms to: Equatable, Sendable
    public struct Value: Equatable, Sendable {
        /// Apple: https://developer.apple.com/documentation/swiftui/draggesture/value/startlocation
        /// Declaration: var startLocation: CGPoint
        /// Platforms: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, visionOS 1.0+, watchOS 6.0+
        public var startLocation: CGPoint
        /// Apple: https://developer.apple.com/documentation/swiftui/draggesture/value/location
        /// Declaration: var location: CGPoint
        /// Platforms: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, visionOS 1.0+, watchOS 6.0+
        public var location: CGPoint
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/spatialtapgesture
/// Declaration: nonisolated struct SpatialTapGesture
/// Platforms: iOS 16.0+, iPadOS 16.0+, Mac Catalyst 16.0+, macOS 13.0+, visionOS 1.0+, watchOS 9.0+
/// Conforms to: Gesture
nonisolated public struct SpatialTapGesture: Gesture {
    /// Apple: https://developer.apple.com/documentation/swiftui/spatialtapgesture/init(count:coordinatespace:)-75s7q
    /// Declaration: nonisolated init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local)
    /// Platforms: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, visionOS 1.0+, watchOS 10.0+
    nonisolated public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) { fatalError() }

    /// Apple: https://developer.apple.com/documentation/swiftui/spatialtapgesture/value
    /// Declaration: struct Value
    /// Platforms: iOS 16.0+, iPadOS 16.0+, Mac Catalyst 16.0+, macOS 13.0+, visionOS 1.0+, watchOS 9.0+
    /// Conforms to: Equatable, Sendable
    public struct Value: Equatable, Sendable {
        /// Apple: https://developer.apple.com/documentation/swiftui/spatialtapgesture/value/location
        /// Declaration: var location: CGPoint
        /// Platforms: iOS 16.0+, iPadOS 16.0+, Mac Catalyst 16.0+, macOS 13.0+, visionOS 1.0+, watchOS 9.0+
        public var location: CGPoint
    }
}
#endif

extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
    /// Declaration: nonisolated func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T : Gesture
    nonisolated public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
    /// Declaration: nonisolated func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
    /// Declaration: nonisolated func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S : Shape
    nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape { fatalError() }
}

// MARK: - Gesture state

/// Apple: https://developer.apple.com/documentation/swiftui/gesturestate
/// Declaration: @propertyWrapper @frozen struct GestureState<Value>
@propertyWrapper @frozen public struct GestureState<Value> {
    /// Apple: https://developer.apple.com/documentation/swiftui/gesturestate/init(wrappedvalue:)
    /// Declaration: init(wrappedValue: Value)
    public init(wrappedValue: Value) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/gesturestate/wrappedvalue
    /// Declaration: var wrappedValue: Value { get }
    public var wrappedValue: Value { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/gesturestate/projectedvalue
    /// Declaration: var projectedValue: GestureState<Value> { get }
    public var projectedValue: GestureState<Value> { fatalError() }
}

extension Gesture {
    /// Apple: https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)
    /// Declaration: @MainActor @preconcurrency func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State>
    @MainActor @preconcurrency public func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        fatalError()
    }
}

// Declared without its members, which generated code does not use.
/// Apple: https://developer.apple.com/documentation/swiftui/gesturestategesture
/// Declaration: @frozen nonisolated struct GestureStateGesture<Base, State> where Base : Gesture
/// Conforms to: Gesture
@frozen nonisolated public struct GestureStateGesture<Base, State>: Gesture where Base: Gesture {
    /// Apple: https://developer.apple.com/documentation/swiftui/gesturestategesture/value
    /// Declaration: typealias Value = Base.Value
    public typealias Value = Base.Value
}

// `Transaction`, which `updating(_:body:)` passes, is declared with the animations.
