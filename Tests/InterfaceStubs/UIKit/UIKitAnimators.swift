// Interface stub of Apple's UIKit: property animators and timing parameters.
// Declarations only; never shipped. See ../README.md.

/// https://developer.apple.com/documentation/uikit/uiviewanimatingposition
public enum UIViewAnimatingPosition: Int, @unchecked Sendable {
    case end = 0
    case start = 1
    case current = 2
}

/// https://developer.apple.com/documentation/uikit/uiviewanimatingstate
public enum UIViewAnimatingState: Int, @unchecked Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2
}

/// https://developer.apple.com/documentation/uikit/uitimingcurveprovider
@MainActor public protocol UITimingCurveProvider: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uicubictimingparameters
@MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// https://developer.apple.com/documentation/uikit/uicubictimingparameters/init()
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicubictimingparameters/init(animationcurve:)
    public init(animationCurve curve: UIView.AnimationCurve) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicubictimingparameters/init(controlpoint1:controlpoint2:)
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uispringtimingparameters
@MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// https://developer.apple.com/documentation/uikit/uispringtimingparameters/init()
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(dampingratio:initialvelocity:)
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(dampingratio:)
    public convenience init(dampingRatio ratio: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(mass:stiffness:damping:initialvelocity:)
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uispringtimingparameters/initialvelocity
    open var initialVelocity: CGVector { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
@MainActor open class UIViewPropertyAnimator: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:timingparameters:)
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:curve:animations:)
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:dampingratio:animations:)
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/state
    open var state: UIViewAnimatingState { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/isrunning
    open var isRunning: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/fractioncomplete
    open var fractionComplete: CGFloat { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/isreversed
    open var isReversed: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/isinterruptible
    open var isInterruptible: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating/addanimations(_:)
    open func addAnimations(_ animation: @escaping () -> Void) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating/addanimations(_:delayfactor:)
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating/addcompletion(_:)
    /// As Swift 6.2 imports it (SE-0463): the completion is `@Sendable`, not main-actor isolated.
    open func addCompletion(_ completion: @escaping @Sendable (UIViewAnimatingPosition) -> Void) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation()
    open func startAnimation() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation(afterdelay:)
    open func startAnimation(afterDelay delay: TimeInterval) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/pauseanimation()
    open func pauseAnimation() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:)
    open func stopAnimation(_ withoutFinishing: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/finishanimation(at:)
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { fatalError() }
}
