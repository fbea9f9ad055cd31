// Interface stub of Apple's SwiftUI: animations, timeline views and sensory feedback. SwiftUI has these
// on every platform (`sensoryFeedback` on visionOS only from visionOS 26; versions are not modelled,
// see ../README.md). Declarations only; never shipped. Every declaration records its
// developer.apple.com page and Apple's declaration.

// MARK: - Animation

/// Apple: https://developer.apple.com/documentation/swiftui/animation
/// Declaration: @frozen struct Animation
/// Conforms to: Sendable
@frozen public struct Animation: Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/animation/default
    /// Declaration: static let `default`: Animation
    public static let `default`: Animation = Animation()
    /// Apple: https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(mass:stiffness:damping:initialvelocity:)
    /// Declaration: static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:)
    /// Declaration: static func easeInOut(duration: TimeInterval) -> Animation
    public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/animation/linear(duration:)
    /// Declaration: static func linear(duration: TimeInterval) -> Animation
    public static func linear(duration: TimeInterval) -> Animation { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/animation/timingcurve(_:_:_:_:duration:)
    /// Declaration: static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation { fatalError() }
    /// Not Apple API: the stub's way to make the constants above
    init() {}
}

/// Apple: https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
/// Declaration: func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { fatalError() }

/// Apple: https://developer.apple.com/documentation/swiftui/transaction
/// Declaration: @frozen struct Transaction
@frozen public struct Transaction {
    /// Apple: https://developer.apple.com/documentation/swiftui/transaction/animation
    /// Declaration: var animation: Animation? { get set }
    public var animation: Animation? { get { fatalError() } set {} }
}

/// Apple: https://developer.apple.com/documentation/swiftui/animatable
/// Declaration: protocol Animatable
public protocol Animatable {
    /// Apple: https://developer.apple.com/documentation/swiftui/animatable/animatabledata-swift.associatedtype
    /// Declaration: associatedtype AnimatableData : VectorArithmetic
    associatedtype AnimatableData: VectorArithmetic
    /// Apple: https://developer.apple.com/documentation/swiftui/animatable/animatabledata-6nydg
    /// Declaration: var animatableData: Self.AnimatableData { get set }
    var animatableData: Self.AnimatableData { get set }
}

/// Apple: https://developer.apple.com/documentation/swiftui/vectorarithmetic
/// Declaration: protocol VectorArithmetic : AdditiveArithmetic
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Apple: https://developer.apple.com/documentation/swiftui/vectorarithmetic/scale(by:)
    /// Declaration: mutating func scale(by rhs: Double)
    mutating func scale(by rhs: Double)
    /// Apple: https://developer.apple.com/documentation/swiftui/vectorarithmetic/magnitudesquared
    /// Declaration: var magnitudeSquared: Double { get }
    var magnitudeSquared: Double { get }
}

extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/transaction(value:_:)
    /// Declaration: @export(implementation) nonisolated func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View
    /// Difference: without @export(implementation), an attribute of Apple's build that the stubs' compiler does not take
    nonisolated public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/id(_:)
    /// Declaration: nonisolated func id<ID>(_ id: ID) -> some View where ID : Hashable
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/transition(_:)-5h5h0
    /// Declaration: nonisolated func transition(_ t: AnyTransition) -> some View
    nonisolated public func transition(_ t: AnyTransition) -> some View { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/anytransition
/// Declaration: @frozen struct AnyTransition
@frozen public struct AnyTransition {
    /// Apple: https://developer.apple.com/documentation/swiftui/anytransition/opacity
    /// Declaration: nonisolated(unsafe) static let opacity: AnyTransition
    nonisolated(unsafe) public static let opacity: AnyTransition = AnyTransition()
    /// Not Apple API: a stored reference, so that the type is not Sendable, as Apple's is not (its constants are nonisolated(unsafe))
    let base: AnyObject?
    /// Not Apple API: the stub's way to make the constant above
    init() { base = nil }
}

// MARK: - Timeline views

// Declared without its Entries type and entries(from:mode:) requirement: generated code declares no
// schedule of its own.
/// Apple: https://developer.apple.com/documentation/swiftui/timelineschedule
/// Declaration: protocol TimelineSchedule
public protocol TimelineSchedule {}

/// Apple: https://developer.apple.com/documentation/swiftui/animationtimelineschedule
/// Declaration: struct AnimationTimelineSchedule
/// Conforms to: TimelineSchedule
public struct AnimationTimelineSchedule: TimelineSchedule {
    /// Apple: https://developer.apple.com/documentation/swiftui/animationtimelineschedule/init(minimuminterval:paused:)
    /// Declaration: init(minimumInterval: Double? = nil, paused: Bool = false)
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

/// Apple: https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule
/// Declaration: struct EveryMinuteTimelineSchedule
/// Conforms to: TimelineSchedule
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    /// Apple: https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule/init()
    /// Declaration: init()
    public init() {}
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Apple: https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
    /// Declaration: static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/timelineview
/// Declaration: struct TimelineView<Schedule, Content> where Schedule : TimelineSchedule
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    /// Apple: https://developer.apple.com/documentation/swiftui/timelineview/context
    /// Declaration: struct Context
    public struct Context {
        /// Apple: https://developer.apple.com/documentation/swiftui/timelineview/context/date
        /// Declaration: let date: Date
        public let date: Date
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/timelineview
/// Declaration: struct TimelineView<Schedule, Content> where Schedule : TimelineSchedule
/// Conforms to: View
extension TimelineView: View where Content: View {
    /// Apple: https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)-1mlmj
    /// Declaration: @export(implementation) nonisolated init(_ schedule: Schedule, @ContentBuilder content: @escaping (TimelineViewDefaultContext) -> Content)
    /// Difference: @ViewBuilder rather than Xcode 27's ContentBuilder, which the stubs do not declare, and without @export(implementation)
    nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) { fatalError() }
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public typealias Body = Never
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public var body: Never { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
/// Declaration: typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

// MARK: - Sensory feedback

extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:)
    /// Declaration: nonisolated func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View where T : Equatable
    nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View where T: Equatable { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback
/// Declaration: struct SensoryFeedback
/// Conforms to: Sendable
public struct SensoryFeedback: Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/selection
    /// Declaration: static let selection: SensoryFeedback
    public static let selection: SensoryFeedback = SensoryFeedback()
    /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact
    /// Declaration: static let impact: SensoryFeedback
    public static let impact: SensoryFeedback = SensoryFeedback()
    /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/increase
    /// Declaration: static let increase: SensoryFeedback
    public static let increase: SensoryFeedback = SensoryFeedback()
    /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/decrease
    /// Declaration: static let decrease: SensoryFeedback
    public static let decrease: SensoryFeedback = SensoryFeedback()
    /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/levelchange
    /// Declaration: static let levelChange: SensoryFeedback
    public static let levelChange: SensoryFeedback = SensoryFeedback()
    /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/alignment
    /// Declaration: static let alignment: SensoryFeedback
    public static let alignment: SensoryFeedback = SensoryFeedback()
    /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/start
    /// Declaration: static let start: SensoryFeedback
    public static let start: SensoryFeedback = SensoryFeedback()
    /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/stop
    /// Declaration: static let stop: SensoryFeedback
    public static let stop: SensoryFeedback = SensoryFeedback()
    /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/success
    /// Declaration: static let success: SensoryFeedback
    public static let success: SensoryFeedback = SensoryFeedback()
    /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/warning
    /// Declaration: static let warning: SensoryFeedback
    public static let warning: SensoryFeedback = SensoryFeedback()
    /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/error
    /// Declaration: static let error: SensoryFeedback
    public static let error: SensoryFeedback = SensoryFeedback()
    /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact(weight:intensity:)
    /// Declaration: static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { SensoryFeedback() }
    /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact(flexibility:intensity:)
    /// Declaration: static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback
    public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback { SensoryFeedback() }
    /// Not Apple API: the stub's way to make the constants above
    init() {}

    /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/weight
    /// Declaration: struct Weight
    /// Conforms to: Sendable, Equatable
    public struct Weight: Sendable, Equatable {
        /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/weight/light
        /// Declaration: static let light: SensoryFeedback.Weight
        public static let light: SensoryFeedback.Weight = Weight()
        /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/weight/medium
        /// Declaration: static let medium: SensoryFeedback.Weight
        public static let medium: SensoryFeedback.Weight = Weight()
        /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/weight/heavy
        /// Declaration: static let heavy: SensoryFeedback.Weight
        public static let heavy: SensoryFeedback.Weight = Weight()
        /// Not Apple API: the stub's way to make the constants above
        init() {}
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/flexibility
    /// Declaration: struct Flexibility
    /// Conforms to: Sendable, Equatable
    public struct Flexibility: Sendable, Equatable {
        /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/flexibility/rigid
        /// Declaration: static let rigid: SensoryFeedback.Flexibility
        public static let rigid: SensoryFeedback.Flexibility = Flexibility()
        /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/flexibility/soft
        /// Declaration: static let soft: SensoryFeedback.Flexibility
        public static let soft: SensoryFeedback.Flexibility = Flexibility()
        /// Apple: https://developer.apple.com/documentation/swiftui/sensoryfeedback/flexibility/solid
        /// Declaration: static let solid: SensoryFeedback.Flexibility
        public static let solid: SensoryFeedback.Flexibility = Flexibility()
        /// Not Apple API: the stub's way to make the constants above
        init() {}
    }
}
