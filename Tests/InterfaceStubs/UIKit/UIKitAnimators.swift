// Interface stub of Apple's UIKit: property animators and their timing parameters, main-actor
// isolated as in Apple's Swift 6 SDK. Declarations only; never shipped. Every declaration records its
// developer.apple.com page and Apple's declaration; see ../README.md.

/// Apple: https://developer.apple.com/documentation/uikit/uiviewanimatingposition
/// Declaration: enum UIViewAnimatingPosition
public enum UIViewAnimatingPosition {
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewanimatingposition/end
    /// Declaration: case end
    case end
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewanimatingposition/start
    /// Declaration: case start
    case start
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewanimatingposition/current
    /// Declaration: case current
    case current
}

/// Apple: https://developer.apple.com/documentation/uikit/uitimingcurveprovider
/// Declaration: @MainActor protocol UITimingCurveProvider : NSCoding, NSCopying
/// Difference: without the NSCoding and NSCopying refinements, which the stub's parameter classes do not implement; no generated type adopts the protocol
@MainActor public protocol UITimingCurveProvider {}

/// Apple: https://developer.apple.com/documentation/uikit/uicubictimingparameters
/// Declaration: @MainActor class UICubicTimingParameters
/// Inherits from: NSObject
/// Conforms to: UITimingCurveProvider
@MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// Apple: https://developer.apple.com/documentation/uikit/uicubictimingparameters/init(controlpoint1:controlpoint2:)
    /// Declaration: init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint)
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/uikit/uispringtimingparameters
/// Declaration: @MainActor class UISpringTimingParameters
/// Inherits from: NSObject
/// Conforms to: UITimingCurveProvider
@MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// Apple: https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(dampingratio:initialvelocity:)
    /// Declaration: init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector)
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(mass:stiffness:damping:initialvelocity:)
    /// Declaration: init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector)
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
/// Declaration: @MainActor class UIViewPropertyAnimator
/// Inherits from: NSObject
@MainActor open class UIViewPropertyAnimator: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:timingparameters:)
    /// Declaration: init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider)
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:curve:animations:)
    /// Declaration: convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil)
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating/addanimations(_:)
    /// Declaration: func addAnimations(_ animation: @escaping () -> Void)
    open func addAnimations(_ animation: @escaping () -> Void) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addcompletion(_:)
    /// Declaration: func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Difference: @Sendable as Swift 6.2 imports it (SE-0463 imports Objective-C completion handlers as @Sendable; https://github.com/swiftlang/swift/issues/82127 shows it for this method); the page still shows the Swift 6.1 import
    open func addCompletion(_ completion: @escaping @Sendable (UIViewAnimatingPosition) -> Void) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation()
    /// Declaration: func startAnimation()
    open func startAnimation() { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation(afterdelay:)
    /// Declaration: func startAnimation(afterDelay delay: TimeInterval)
    open func startAnimation(afterDelay delay: TimeInterval) { fatalError() }
}
