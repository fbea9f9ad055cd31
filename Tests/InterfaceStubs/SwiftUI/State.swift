// Interface stub of Apple's SwiftUI: state, bindings, the environment values generated views read,
// scaled metrics and focus state. SwiftUI has these on every platform. Declarations only; never
// shipped. Every declaration records its developer.apple.com page and Apple's declaration; see
// ../README.md.

// MARK: - State and bindings

/// Apple: https://developer.apple.com/documentation/swiftui/binding
/// Declaration: @frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// Apple: https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
    /// Declaration: @export(implementation) init(projectedValue: Binding<Value>)
    /// Difference: without @export(implementation), an attribute of Apple's build that the stubs' compiler does not take
    public init(projectedValue: Binding<Value>) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    /// Declaration: @preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void)
    @preconcurrency public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) { fatalError() }
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

/// Apple: https://developer.apple.com/documentation/swiftui/state
/// Declaration: @frozen @propertyWrapper struct State<Value>
@frozen @propertyWrapper public struct State<Value> {
    /// Apple: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    /// Declaration: init(wrappedValue value: Value)
    public init(wrappedValue value: Value) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
    /// Declaration: init(initialValue value: Value)
    public init(initialValue value: Value) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    /// Declaration: var wrappedValue: Value { get nonmutating set }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    /// Apple: https://developer.apple.com/documentation/swiftui/state/projectedvalue
    /// Declaration: var projectedValue: Binding<Value> { get }
    public var projectedValue: Binding<Value> { fatalError() }
}

// MARK: - Environment

/// Apple: https://developer.apple.com/documentation/swiftui/environment
/// Declaration: @frozen @propertyWrapper struct Environment<Value>
@frozen @propertyWrapper public struct Environment<Value> {
    /// Apple: https://developer.apple.com/documentation/swiftui/environment/init(_:)
    /// Declaration: init(_ keyPath: KeyPath<EnvironmentValues, Value>)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    /// Declaration: var wrappedValue: Value { get }
    public var wrappedValue: Value { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues
/// Declaration: struct EnvironmentValues
public struct EnvironmentValues {
    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled
    /// Declaration: var isEnabled: Bool { get set }
    public var isEnabled: Bool { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection
    /// Declaration: var layoutDirection: LayoutDirection { get set }
    public var layoutDirection: LayoutDirection { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
    /// Declaration: var colorScheme: ColorScheme { get set }
    public var colorScheme: ColorScheme { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/colorschemecontrast
    /// Declaration: var colorSchemeContrast: ColorSchemeContrast { get }
    public var colorSchemeContrast: ColorSchemeContrast { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
    /// Declaration: var accessibilityReduceMotion: Bool { get }
    public var accessibilityReduceMotion: Bool { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/colorscheme
/// Declaration: enum ColorScheme
public enum ColorScheme {
    /// Apple: https://developer.apple.com/documentation/swiftui/colorscheme/light
    /// Declaration: case light
    case light
    /// Apple: https://developer.apple.com/documentation/swiftui/colorscheme/dark
    /// Declaration: case dark
    case dark
}

/// Apple: https://developer.apple.com/documentation/swiftui/colorschemecontrast
/// Declaration: enum ColorSchemeContrast
public enum ColorSchemeContrast {
    /// Apple: https://developer.apple.com/documentation/swiftui/colorschemecontrast/standard
    /// Declaration: case standard
    case standard
    /// Apple: https://developer.apple.com/documentation/swiftui/colorschemecontrast/increased
    /// Declaration: case increased
    case increased
}

/// Apple: https://developer.apple.com/documentation/swiftui/layoutdirection
/// Declaration: enum LayoutDirection
public enum LayoutDirection {
    /// Apple: https://developer.apple.com/documentation/swiftui/layoutdirection/lefttoright
    /// Declaration: case leftToRight
    case leftToRight
    /// Apple: https://developer.apple.com/documentation/swiftui/layoutdirection/righttoleft
    /// Declaration: case rightToLeft
    case rightToLeft
}

/// Apple: https://developer.apple.com/documentation/swiftui/scaledmetric
/// Declaration: @propertyWrapper struct ScaledMetric<Value> where Value : BinaryFloatingPoint
@propertyWrapper public struct ScaledMetric<Value> where Value: BinaryFloatingPoint {
    /// Apple: https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:)
    /// Declaration: init(wrappedValue: Value)
    public init(wrappedValue: Value) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/scaledmetric/wrappedvalue
    /// Declaration: var wrappedValue: Value { get }
    public var wrappedValue: Value { fatalError() }
}

// MARK: - Focus

/// Apple: https://developer.apple.com/documentation/swiftui/focusstate
/// Declaration: @frozen @propertyWrapper struct FocusState<Value> where Value : Hashable
@frozen @propertyWrapper public struct FocusState<Value> where Value: Hashable {
    /// Apple: https://developer.apple.com/documentation/swiftui/focusstate/init()
    /// Declaration: init() where Value == Bool
    public init() where Value == Bool { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue
    /// Declaration: var wrappedValue: Value { get nonmutating set }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    /// Apple: https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue
    /// Declaration: var projectedValue: FocusState<Value>.Binding { get }
    public var projectedValue: FocusState<Value>.Binding { fatalError() }

    /// Apple: https://developer.apple.com/documentation/swiftui/focusstate/binding
    /// Declaration: @frozen @propertyWrapper struct Binding
    /// Difference: not a property wrapper here: Swift wants a property wrapper's initialisers as visible as the type, and Apple's are not public; generated code only passes it to focused(_:)
    @frozen public struct Binding {
        /// Apple: https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue
        /// Declaration: var wrappedValue: Value { get nonmutating set }
        public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    }
}
