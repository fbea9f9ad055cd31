// Interface stub of Apple's QuartzCore (Core Animation) for type-checking generated code on Linux.
// Declarations only; never shipped. Every declaration records its developer.apple.com page and
// Apple's declaration; see ../README.md. CALayer and the CA* classes are not main-actor isolated in
// Apple's SDK, and neither are they here.

@_exported import Foundation
@_exported import CoreGraphics

// MARK: - Timing

/// Apple: https://developer.apple.com/documentation/quartzcore/camediatiming
/// Declaration: protocol CAMediaTiming
public protocol CAMediaTiming {
    /// Apple: https://developer.apple.com/documentation/quartzcore/camediatiming/duration
    /// Declaration: var duration: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
}

/// Apple: https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname
/// Declaration: struct CAMediaTimingFunctionName
/// Conforms to: Equatable, Hashable, RawRepresentable, Sendable
public struct CAMediaTimingFunctionName: Hashable, RawRepresentable, Sendable {
    /// Apple: https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
    /// Declaration: var rawValue: Self.RawValue { get }
    /// Difference: the stored raw value that RawRepresentable requires, which the importer generates for string constants
    public let rawValue: String
    /// Apple: https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/init(rawvalue:)
    /// Declaration: init(rawValue: String)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Apple: https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/linear
    /// Declaration: static let linear: CAMediaTimingFunctionName
    public static let linear: CAMediaTimingFunctionName = CAMediaTimingFunctionName(rawValue: "linear")
    /// Apple: https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easein
    /// Declaration: static let easeIn: CAMediaTimingFunctionName
    public static let easeIn: CAMediaTimingFunctionName = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Apple: https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeout
    /// Declaration: static let easeOut: CAMediaTimingFunctionName
    public static let easeOut: CAMediaTimingFunctionName = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Apple: https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeineaseout
    /// Declaration: static let easeInEaseOut: CAMediaTimingFunctionName
    public static let easeInEaseOut: CAMediaTimingFunctionName = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
}

/// Apple: https://developer.apple.com/documentation/quartzcore/camediatimingfunction
/// Declaration: class CAMediaTimingFunction
/// Inherits from: NSObject
open class CAMediaTimingFunction: NSObject {
    /// Apple: https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(name:)
    /// Declaration: convenience init(name: CAMediaTimingFunctionName)
    public convenience init(name: CAMediaTimingFunctionName) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(controlpoints:_:_:_:)
    /// Declaration: init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float)
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { fatalError() }
}

// MARK: - Animations

/// Apple: https://developer.apple.com/documentation/quartzcore/caanimation
/// Declaration: class CAAnimation
/// Inherits from: NSObject
/// Conforms to: CAMediaTiming
open class CAAnimation: NSObject, CAMediaTiming {
    /// Apple: https://developer.apple.com/documentation/quartzcore/camediatiming/duration
    /// Declaration: var duration: CFTimeInterval { get set }
    open var duration: CFTimeInterval { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/quartzcore/caanimation/timingfunction
    /// Declaration: var timingFunction: CAMediaTimingFunction? { get set }
    open var timingFunction: CAMediaTimingFunction? { get { fatalError() } set {} }
}

/// Apple: https://developer.apple.com/documentation/quartzcore/capropertyanimation
/// Declaration: class CAPropertyAnimation
/// Inherits from: CAAnimation
open class CAPropertyAnimation: CAAnimation {
    /// Apple: https://developer.apple.com/documentation/quartzcore/capropertyanimation/init(keypath:)
    /// Declaration: convenience init(keyPath path: String?)
    public convenience init(keyPath path: String?) { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/quartzcore/cakeyframeanimation
/// Declaration: class CAKeyframeAnimation
/// Inherits from: CAPropertyAnimation
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// Apple: https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/values
    /// Declaration: var values: [Any]? { get set }
    open var values: [Any]? { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/keytimes
    /// Declaration: var keyTimes: [NSNumber]? { get set }
    open var keyTimes: [NSNumber]? { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/timingfunctions
    /// Declaration: var timingFunctions: [CAMediaTimingFunction]? { get set }
    open var timingFunctions: [CAMediaTimingFunction]? { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/calculationmode
    /// Declaration: var calculationMode: CAAnimationCalculationMode { get set }
    open var calculationMode: CAAnimationCalculationMode { get { fatalError() } set {} }
}

/// Apple: https://developer.apple.com/documentation/quartzcore/catransition
/// Declaration: class CATransition
/// Inherits from: CAAnimation
open class CATransition: CAAnimation {}

/// Apple: https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode
/// Declaration: struct CAAnimationCalculationMode
/// Conforms to: Equatable, Hashable, RawRepresentable, Sendable
public struct CAAnimationCalculationMode: Hashable, RawRepresentable, Sendable {
    /// Apple: https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
    /// Declaration: var rawValue: Self.RawValue { get }
    /// Difference: the stored raw value that RawRepresentable requires, which the importer generates for string constants
    public let rawValue: String
    /// Apple: https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/init(rawvalue:)
    /// Declaration: init(rawValue: String)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Apple: https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/linear
    /// Declaration: static let linear: CAAnimationCalculationMode
    public static let linear: CAAnimationCalculationMode = CAAnimationCalculationMode(rawValue: "linear")
    /// Apple: https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/discrete
    /// Declaration: static let discrete: CAAnimationCalculationMode
    public static let discrete: CAAnimationCalculationMode = CAAnimationCalculationMode(rawValue: "discrete")
}

// MARK: - Transactions

/// Apple: https://developer.apple.com/documentation/quartzcore/catransaction
/// Declaration: class CATransaction
/// Inherits from: NSObject
open class CATransaction: NSObject {
    /// Apple: https://developer.apple.com/documentation/quartzcore/catransaction/begin()
    /// Declaration: class func begin()
    open class func begin() { fatalError() }
    /// Apple: https://developer.apple.com/documentation/quartzcore/catransaction/commit()
    /// Declaration: class func commit()
    open class func commit() { fatalError() }
    /// Apple: https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)
    /// Declaration: class func setDisableActions(_ flag: Bool)
    open class func setDisableActions(_ flag: Bool) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)
    /// Declaration: class func setCompletionBlock(_ block: (() -> Void)?)
    open class func setCompletionBlock(_ block: (() -> Void)?) { fatalError() }
}

// MARK: - Display links

/// Apple: https://developer.apple.com/documentation/objectivec/selector
/// Declaration: @frozen struct Selector
/// Conforms to: Equatable, Hashable, Sendable
/// Placement: Apple declares it in the ObjectiveC module, which Foundation re-exports on Apple's platforms; Linux's Foundation has no Objective-C runtime
@frozen public struct Selector: Hashable, Sendable {
    /// Apple: https://developer.apple.com/documentation/objectivec/selector/init(_:)
    /// Declaration: init(_ str: String)
    public init(_ str: String) { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/quartzcore/cadisplaylink
/// Declaration: class CADisplayLink
/// Inherits from: NSObject
open class CADisplayLink: NSObject {
#if STUB_IOS || STUB_TVOS || STUB_VISIONOS
    /// Apple: https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    /// Declaration: init(target: Any, selector sel: Selector)
    /// Platforms: iOS 3.1+, iPadOS 3.1+, Mac Catalyst 13.1+, tvOS 9.0+, visionOS 1.0+
    public init(target: Any, selector sel: Selector) { fatalError() }
#endif
    /// Apple: https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    /// Declaration: func add(to runloop: RunLoop, forMode mode: RunLoop.Mode)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    /// Declaration: func invalidate()
    open func invalidate() { fatalError() }
    /// Apple: https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
    /// Declaration: var timestamp: CFTimeInterval { get }
    open var timestamp: CFTimeInterval { fatalError() }
    /// Apple: https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
    /// Declaration: var targetTimestamp: CFTimeInterval { get }
    open var targetTimestamp: CFTimeInterval { fatalError() }
}

// MARK: - Layers

/// Apple: https://developer.apple.com/documentation/quartzcore/calayer
/// Declaration: class CALayer
/// Inherits from: NSObject
open class CALayer: NSObject {
    /// Apple: https://developer.apple.com/documentation/quartzcore/calayer/bounds
    /// Declaration: var bounds: CGRect { get set }
    open var bounds: CGRect { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/quartzcore/calayer/position
    /// Declaration: var position: CGPoint { get set }
    open var position: CGPoint { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/quartzcore/calayer/setaffinetransform(_:)
    /// Declaration: func setAffineTransform(_ m: CGAffineTransform)
    open func setAffineTransform(_ m: CGAffineTransform) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/quartzcore/calayer/sublayers
    /// Declaration: var sublayers: [CALayer]? { get set }
    open var sublayers: [CALayer]? { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/quartzcore/calayer/opacity
    /// Declaration: var opacity: Float { get set }
    open var opacity: Float { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)
    /// Declaration: func addSublayer(_ layer: CALayer)
    open func addSublayer(_ layer: CALayer) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    /// Declaration: var cornerRadius: CGFloat { get set }
    open var cornerRadius: CGFloat { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)
    /// Declaration: func add(_ anim: CAAnimation, forKey key: String?)
    open func add(_ anim: CAAnimation, forKey key: String?) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/quartzcore/calayer/removeanimation(forkey:)
    /// Declaration: func removeAnimation(forKey key: String)
    open func removeAnimation(forKey key: String) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/quartzcore/calayer/removeallanimations()
    /// Declaration: func removeAllAnimations()
    open func removeAllAnimations() { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/quartzcore/cashapelayer
/// Declaration: class CAShapeLayer
/// Inherits from: CALayer
open class CAShapeLayer: CALayer {
    /// Apple: https://developer.apple.com/documentation/quartzcore/cashapelayer/path
    /// Declaration: var path: CGPath? { get set }
    open var path: CGPath? { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/quartzcore/cashapelayer/fillcolor
    /// Declaration: var fillColor: CGColor? { get set }
    open var fillColor: CGColor? { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/quartzcore/cashapelayer/strokecolor
    /// Declaration: var strokeColor: CGColor? { get set }
    open var strokeColor: CGColor? { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/quartzcore/cashapelayer/linewidth
    /// Declaration: var lineWidth: CGFloat { get set }
    open var lineWidth: CGFloat { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/quartzcore/cashapelayer/linecap
    /// Declaration: var lineCap: CAShapeLayerLineCap { get set }
    open var lineCap: CAShapeLayerLineCap { get { fatalError() } set {} }
}

/// Apple: https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap
/// Declaration: struct CAShapeLayerLineCap
/// Conforms to: Equatable, Hashable, RawRepresentable, Sendable, SendableMetatype
public struct CAShapeLayerLineCap: Hashable, RawRepresentable, Sendable {
    /// Apple: https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
    /// Declaration: var rawValue: Self.RawValue { get }
    /// Difference: the stored raw value that RawRepresentable requires, which the importer generates for string constants
    public let rawValue: String
    /// Apple: https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/init(rawvalue:)
    /// Declaration: init(rawValue: String)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Apple: https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/butt
    /// Declaration: static let butt: CAShapeLayerLineCap
    public static let butt: CAShapeLayerLineCap = CAShapeLayerLineCap(rawValue: "butt")
    /// Apple: https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/round
    /// Declaration: static let round: CAShapeLayerLineCap
    public static let round: CAShapeLayerLineCap = CAShapeLayerLineCap(rawValue: "round")
    /// Apple: https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/square
    /// Declaration: static let square: CAShapeLayerLineCap
    public static let square: CAShapeLayerLineCap = CAShapeLayerLineCap(rawValue: "square")
}
