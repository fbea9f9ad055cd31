// Interface stub of Apple's QuartzCore (Core Animation) for type-checking generated code on Linux.
// Declarations only; never shipped. See ../README.md. CALayer and the CA* classes are NOT main-actor
// isolated in Apple's SDK, and neither are they here.

@_exported import Foundation
@_exported import CoreGraphics

// MARK: - CATransform3D

/// https://developer.apple.com/documentation/quartzcore/catransform3d
public struct CATransform3D: Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    /// https://developer.apple.com/documentation/quartzcore/catransform3d/init()
    public init() {
        m11 = 0; m12 = 0; m13 = 0; m14 = 0; m21 = 0; m22 = 0; m23 = 0; m24 = 0
        m31 = 0; m32 = 0; m33 = 0; m34 = 0; m41 = 0; m42 = 0; m43 = 0; m44 = 0
    }
}

/// https://developer.apple.com/documentation/quartzcore/catransform3didentity
public let CATransform3DIdentity: CATransform3D = CATransform3D()

/// https://developer.apple.com/documentation/quartzcore/catransform3dmakerotation(_:_:_:_:)
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { fatalError() }
/// https://developer.apple.com/documentation/quartzcore/catransform3dmakescale(_:_:_:)
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { fatalError() }
/// https://developer.apple.com/documentation/quartzcore/catransform3dmaketranslation(_:_:_:)
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D { fatalError() }
/// https://developer.apple.com/documentation/quartzcore/catransform3drotate(_:_:_:_:_:)
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { fatalError() }
/// https://developer.apple.com/documentation/quartzcore/catransform3dconcat(_:_:)
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { fatalError() }
/// https://developer.apple.com/documentation/quartzcore/catransform3dmakeaffinetransform(_:)
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { fatalError() }

// MARK: - String-backed constants

/// https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname
public struct CAMediaTimingFunctionName: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension CAMediaTimingFunctionName {
    /// https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/linear
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easein
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeout
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeineaseout
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/default
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode
public struct CAAnimationCalculationMode: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension CAAnimationCalculationMode {
    /// https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/linear
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/discrete
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/paced
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/cubic
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/cubicpaced
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// https://developer.apple.com/documentation/quartzcore/camediatimingfillmode
public struct CAMediaTimingFillMode: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension CAMediaTimingFillMode {
    /// https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/forwards
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/backwards
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/both
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/removed
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap
public struct CAShapeLayerLineCap: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension CAShapeLayerLineCap {
    /// https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/butt
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/round
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/square
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin
public struct CAShapeLayerLineJoin: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension CAShapeLayerLineJoin {
    /// https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin/miter
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin/round
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin/bevel
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule
public struct CAShapeLayerFillRule: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension CAShapeLayerFillRule {
    /// https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule/nonzero
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule/evenodd
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// https://developer.apple.com/documentation/quartzcore/calayercontentsgravity
public struct CALayerContentsGravity: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension CALayerContentsGravity {
    /// https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/center
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/resize
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/resizeaspect
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/resizeaspectfill
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

// MARK: - Timing

/// https://developer.apple.com/documentation/quartzcore/camediatiming
public protocol CAMediaTiming {
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/begintime
    var beginTime: CFTimeInterval { get set }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/duration
    var duration: CFTimeInterval { get set }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/speed
    var speed: Float { get set }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/timeoffset
    var timeOffset: CFTimeInterval { get set }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/repeatcount
    var repeatCount: Float { get set }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/repeatduration
    var repeatDuration: CFTimeInterval { get set }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/autoreverses
    var autoreverses: Bool { get set }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/fillmode
    var fillMode: CAMediaTimingFillMode { get set }
}

/// https://developer.apple.com/documentation/quartzcore/camediatimingfunction
open class CAMediaTimingFunction: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(name:)
    public convenience init(name: CAMediaTimingFunctionName) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(controlpoints:_:_:_:)
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { fatalError() }
}

// MARK: - Animations

/// https://developer.apple.com/documentation/quartzcore/caanimationdelegate
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/quartzcore/caanimationdelegate/animationdidstart(_:)
    func animationDidStart(_ anim: CAAnimation)
    /// https://developer.apple.com/documentation/quartzcore/caanimationdelegate/animationdidstop(_:finished:)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

/// https://developer.apple.com/documentation/quartzcore/caanimation
open class CAAnimation: NSObject, CAMediaTiming {
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/caanimation/timingfunction
    open var timingFunction: CAMediaTimingFunction? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/caanimation/delegate
    open var delegate: (any CAAnimationDelegate)? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/caanimation/isremovedoncompletion
    open var isRemovedOnCompletion: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/begintime
    open var beginTime: CFTimeInterval { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/duration
    open var duration: CFTimeInterval { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/speed
    open var speed: Float { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/timeoffset
    open var timeOffset: CFTimeInterval { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/repeatcount
    open var repeatCount: Float { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/repeatduration
    open var repeatDuration: CFTimeInterval { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/autoreverses
    open var autoreverses: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/fillmode
    open var fillMode: CAMediaTimingFillMode { get { fatalError() } set {} }
}

/// https://developer.apple.com/documentation/quartzcore/capropertyanimation
open class CAPropertyAnimation: CAAnimation {
    /// https://developer.apple.com/documentation/quartzcore/capropertyanimation/init(keypath:)
    public convenience init(keyPath path: String?) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/capropertyanimation/keypath
    open var keyPath: String? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/capropertyanimation/isadditive
    open var isAdditive: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/capropertyanimation/iscumulative
    open var isCumulative: Bool { get { fatalError() } set {} }
}

/// https://developer.apple.com/documentation/quartzcore/cabasicanimation
open class CABasicAnimation: CAPropertyAnimation {
    /// https://developer.apple.com/documentation/quartzcore/cabasicanimation/fromvalue
    open var fromValue: Any? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cabasicanimation/tovalue
    open var toValue: Any? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cabasicanimation/byvalue
    open var byValue: Any? { get { fatalError() } set {} }
}

/// https://developer.apple.com/documentation/quartzcore/cakeyframeanimation
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/values
    open var values: [Any]? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/path
    open var path: CGPath? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/keytimes
    open var keyTimes: [NSNumber]? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/timingfunctions
    open var timingFunctions: [CAMediaTimingFunction]? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/calculationmode
    open var calculationMode: CAAnimationCalculationMode { get { fatalError() } set {} }
}

/// https://developer.apple.com/documentation/quartzcore/caspringanimation
open class CASpringAnimation: CABasicAnimation {
    /// https://developer.apple.com/documentation/quartzcore/caspringanimation/init(perceptualduration:bounce:)
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/caspringanimation/mass
    open var mass: CGFloat { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/caspringanimation/stiffness
    open var stiffness: CGFloat { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/caspringanimation/damping
    open var damping: CGFloat { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/caspringanimation/initialvelocity
    open var initialVelocity: CGFloat { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/caspringanimation/settlingduration
    open var settlingDuration: CFTimeInterval { fatalError() }
}

// MARK: - Transactions

/// https://developer.apple.com/documentation/quartzcore/catransaction
open class CATransaction: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/catransaction/begin()
    open class func begin() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/catransaction/commit()
    open class func commit() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/catransaction/flush()
    open class func flush() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/catransaction/animationduration()
    open class func animationDuration() -> CFTimeInterval { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/catransaction/setanimationduration(_:)
    open class func setAnimationDuration(_ dur: CFTimeInterval) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/catransaction/animationtimingfunction()
    open class func animationTimingFunction() -> CAMediaTimingFunction? { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/catransaction/setanimationtimingfunction(_:)
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/catransaction/disableactions()
    open class func disableActions() -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)
    open class func setDisableActions(_ flag: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/catransaction/completionblock()
    open class func completionBlock() -> (() -> Void)? { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)
    open class func setCompletionBlock(_ block: (() -> Void)?) { fatalError() }
}

// MARK: - Layers

/// https://developer.apple.com/documentation/quartzcore/calayerdelegate
public protocol CALayerDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject, NSSecureCoding, CAMediaTiming {
    /// https://developer.apple.com/documentation/quartzcore/calayer/init()
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/init(layer:)
    public init(layer: Any) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nscoding/encode(with:)
    open func encode(with coder: NSCoder) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding
    open class var supportsSecureCoding: Bool { fatalError() }

    /// https://developer.apple.com/documentation/quartzcore/calayer/presentation()
    open func presentation() -> Self? { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/model()
    open func model() -> Self { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/bounds
    open var bounds: CGRect { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/position
    open var position: CGPoint { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/zposition
    open var zPosition: CGFloat { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/anchorpoint
    open var anchorPoint: CGPoint { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/transform
    open var transform: CATransform3D { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/affinetransform()
    open func affineTransform() -> CGAffineTransform { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/setaffinetransform(_:)
    open func setAffineTransform(_ m: CGAffineTransform) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/frame
    open var frame: CGRect { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/ishidden
    open var isHidden: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/superlayer
    open var superlayer: CALayer? { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/removefromsuperlayer()
    open func removeFromSuperlayer() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/sublayers
    open var sublayers: [CALayer]? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)
    open func addSublayer(_ layer: CALayer) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/insertsublayer(_:at:)
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/insertsublayer(_:below:)
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/insertsublayer(_:above:)
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/mask
    open var mask: CALayer? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds
    open var masksToBounds: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/contents
    open var contents: Any? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/contentsgravity
    open var contentsGravity: CALayerContentsGravity { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/contentsscale
    open var contentsScale: CGFloat { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/display()
    open func display() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/setneedsdisplay()
    open func setNeedsDisplay() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/needsdisplayonboundschange
    open var needsDisplayOnBoundsChange: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/draw(in:)
    open func draw(in ctx: CGContext) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/setneedslayout()
    open func setNeedsLayout() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/layoutsublayers()
    open func layoutSublayers() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor
    open var backgroundColor: CGColor? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/borderwidth
    open var borderWidth: CGFloat { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/bordercolor
    open var borderColor: CGColor? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/opacity
    open var opacity: Float { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor
    open var shadowColor: CGColor? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity
    open var shadowOpacity: Float { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset
    open var shadowOffset: CGSize { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowradius
    open var shadowRadius: CGFloat { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowpath
    open var shadowPath: CGPath? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/delegate
    open weak var delegate: (any CALayerDelegate)?
    /// https://developer.apple.com/documentation/quartzcore/calayer/name
    open var name: String? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)
    open func add(_ anim: CAAnimation, forKey key: String?) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/removeallanimations()
    open func removeAllAnimations() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/removeanimation(forkey:)
    open func removeAnimation(forKey key: String) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/animationkeys()
    open func animationKeys() -> [String]? { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/animation(forkey:)
    open func animation(forKey key: String) -> CAAnimation? { fatalError() }

    /// Key-value coding is inherited from NSObject on Apple platforms
    /// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/value(forkeypath:));
    /// swift-corelibs-foundation's NSObject has no KVC, so the stub declares it here.
    open func value(forKeyPath keyPath: String) -> Any? { fatalError() }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkeypath:)
    /// (declared here for the same reason as `value(forKeyPath:)`).
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { fatalError() }

    /// https://developer.apple.com/documentation/quartzcore/camediatiming/begintime
    open var beginTime: CFTimeInterval { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/duration
    open var duration: CFTimeInterval { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/speed
    open var speed: Float { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/timeoffset
    open var timeOffset: CFTimeInterval { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/repeatcount
    open var repeatCount: Float { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/repeatduration
    open var repeatDuration: CFTimeInterval { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/autoreverses
    open var autoreverses: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/fillmode
    open var fillMode: CAMediaTimingFillMode { get { fatalError() } set {} }
}

/// https://developer.apple.com/documentation/quartzcore/cashapelayer
open class CAShapeLayer: CALayer {
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/path
    open var path: CGPath? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/fillcolor
    open var fillColor: CGColor? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/fillrule
    open var fillRule: CAShapeLayerFillRule { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/strokecolor
    open var strokeColor: CGColor? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/strokestart
    open var strokeStart: CGFloat { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/strokeend
    open var strokeEnd: CGFloat { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/linewidth
    open var lineWidth: CGFloat { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/miterlimit
    open var miterLimit: CGFloat { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/linecap
    open var lineCap: CAShapeLayerLineCap { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/linejoin
    open var lineJoin: CAShapeLayerLineJoin { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/linedashphase
    open var lineDashPhase: CGFloat { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/linedashpattern
    open var lineDashPattern: [NSNumber]? { get { fatalError() } set {} }
}

/// https://developer.apple.com/documentation/quartzcore/cagradientlayer
open class CAGradientLayer: CALayer {
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/colors
    open var colors: [Any]? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/locations
    open var locations: [NSNumber]? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/startpoint
    open var startPoint: CGPoint { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/endpoint
    open var endPoint: CGPoint { get { fatalError() } set {} }
}
