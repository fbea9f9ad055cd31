// Interface stub of Apple's UIKit: responders, views, controls, touches and gestures (main-actor isolated
// as in Apple's Swift 6 SDK). Declarations only; never shipped. See ../README.md.

// MARK: - Responder, touches, events

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiresponder/init()
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiresponder/next
    open var next: UIResponder? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
    open var canBecomeFirstResponder: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
    open func becomeFirstResponder() -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
    open func resignFirstResponder() -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiresponder/touchesmoved(_:with:)
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiresponder/touchesended(_:with:)
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:)
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitouch
@MainActor open class UITouch: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitouch/location(in:)
    open func location(in view: UIView?) -> CGPoint { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitouch/previouslocation(in:)
    open func previousLocation(in view: UIView?) -> CGPoint { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitouch/tapcount
    open var tapCount: Int { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitouch/timestamp
    open var timestamp: TimeInterval { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitouch/view
    open var view: UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitouch/force
    open var force: CGFloat { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uievent
@MainActor open class UIEvent: NSObject {
    /// https://developer.apple.com/documentation/uikit/uievent/timestamp
    open var timestamp: TimeInterval { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uievent/alltouches
    open var allTouches: Set<UITouch>? { fatalError() }
}

// MARK: - View

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder, @preconcurrency NSCoding, UITraitEnvironment, CALayerDelegate {
    /// https://developer.apple.com/documentation/uikit/uiview/layerclass
    open class var layerClass: AnyClass { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nscoding/encode(with:)
    open func encode(with coder: NSCoder) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/tag
    open var tag: Int { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
    open var semanticContentAttribute: UISemanticContentAttribute { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }

    // Geometry
    /// https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/center
    open var center: CGPoint { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/transform
    open var transform: CGAffineTransform { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/transform3d
    open var transform3D: CATransform3D { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/contentscalefactor
    open var contentScaleFactor: CGFloat { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/ismultipletouchenabled
    open var isMultipleTouchEnabled: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/isexclusivetouch
    open var isExclusiveTouch: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1r4f5
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-4r5gm
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/sizetofit()
    open func sizeToFit() { fatalError() }

    // Hierarchy and layout
    /// https://developer.apple.com/documentation/uikit/uiview/superview
    open var superview: UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/subviews
    open var subviews: [UIView] { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    open func insertSubview(_ view: UIView, at index: Int) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)
    open func bringSubviewToFront(_ view: UIView) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/sendsubviewtoback(_:)
    open func sendSubviewToBack(_ view: UIView) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    open func didMoveToWindow() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/didmovetosuperview()
    open func didMoveToSuperview() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    open func setNeedsLayout() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    open func layoutIfNeeded() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    open var intrinsicContentSize: CGSize { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()
    open func invalidateIntrinsicContentSize() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric
    public class var noIntrinsicMetric: CGFloat { fatalError() }

    // Rendering
    /// https://developer.apple.com/documentation/uikit/uiview/draw(_:)
    open func draw(_ rect: CGRect) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay()
    open func setNeedsDisplay() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay(_:)
    open func setNeedsDisplay(_ rect: CGRect) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    open var clipsToBounds: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/isopaque
    open var isOpaque: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
    open var contentMode: UIView.ContentMode { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/tintcolor
    open var tintColor: UIColor! { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/tintadjustmentmode-swift.property
    open var tintAdjustmentMode: UIView.TintAdjustmentMode { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/tintcolordidchange()
    open func tintColorDidChange() { fatalError() }

    // Traits
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    /// (deprecated in iOS 17 in favour of registerForTraitChanges, which this stub does not declare yet)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }

    // Gestures
    /// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers
    open var gestureRecognizers: [UIGestureRecognizer]? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }

    // Animation (declared in extensions of UIView in Apple's SDK; in the class body here because
    // non-@objc members of extensions cannot be `open`)
    /// https://developer.apple.com/documentation/uikit/uiview/setanimationsenabled(_:)
    open class func setAnimationsEnabled(_ enabled: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/areanimationsenabled
    open class var areAnimationsEnabled: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/animatekeyframes(withduration:delay:options:animations:completion:)
    /// Apple's declaration: the completion is `@Sendable`, not main-actor isolated.
    open class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void, completion: (@Sendable (Bool) -> Void)? = nil) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/addkeyframe(withrelativestarttime:relativeduration:animations:)
    open class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void) { fatalError() }

    // Accessibility. On Apple platforms these belong to the informal protocols UIAccessibility and
    // UIAccessibilityAction, declared as extensions of NSObject. Members declared in a Swift extension
    // cannot be overridden without @objc (unavailable on Linux), so the stub declares them on UIView.
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    open var isAccessibilityElement: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    open var accessibilityLabel: String? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint
    open var accessibilityHint: String? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
    open var accessibilityValue: String? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
    open var accessibilityTraits: UIAccessibilityTraits { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityframe
    open var accessibilityFrame: CGRect { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()
    open func accessibilityIncrement() { fatalError() }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()
    open func accessibilityDecrement() { fatalError() }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivate()
    open func accessibilityActivate() -> Bool { fatalError() }
}

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
    public enum ContentMode: Int, @unchecked Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animationcurve
    public enum AnimationCurve: Int, @unchecked Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3
    }

    /// https://developer.apple.com/documentation/uikit/uiview/tintadjustmentmode-swift.enum
    public enum TintAdjustmentMode: Int, @unchecked Sendable {
        case automatic = 0
        case normal = 1
        case dimmed = 2
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions
    public struct AnimationOptions: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/layoutsubviews
        public static var layoutSubviews: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowuserinteraction
        public static var allowUserInteraction: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/beginfromcurrentstate
        public static var beginFromCurrentState: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/repeat
        public static var `repeat`: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/autoreverse
        public static var autoreverse: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/overrideinheritedduration
        public static var overrideInheritedDuration: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/overrideinheritedcurve
        public static var overrideInheritedCurve: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowanimatedcontent
        public static var allowAnimatedContent: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/showhidetransitionviews
        public static var showHideTransitionViews: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/overrideinheritedoptions
        public static var overrideInheritedOptions: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseinout
        public static var curveEaseInOut: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeasein
        public static var curveEaseIn: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseout
        public static var curveEaseOut: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/curvelinear
        public static var curveLinear: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitionflipfromleft
        public static var transitionFlipFromLeft: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitionflipfromright
        public static var transitionFlipFromRight: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitioncurlup
        public static var transitionCurlUp: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitioncurldown
        public static var transitionCurlDown: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitioncrossdissolve
        public static var transitionCrossDissolve: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitionflipfromtop
        public static var transitionFlipFromTop: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitionflipfrombottom
        public static var transitionFlipFromBottom: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/preferredframespersecond60
        public static var preferredFramesPerSecond60: UIView.AnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/preferredframespersecond30
        public static var preferredFramesPerSecond30: UIView.AnimationOptions { fatalError() }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions
    public struct KeyframeAnimationOptions: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/layoutsubviews
        public static var layoutSubviews: UIView.KeyframeAnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/allowuserinteraction
        public static var allowUserInteraction: UIView.KeyframeAnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/beginfromcurrentstate
        public static var beginFromCurrentState: UIView.KeyframeAnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/repeat
        public static var `repeat`: UIView.KeyframeAnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/autoreverse
        public static var autoreverse: UIView.KeyframeAnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/overrideinheritedduration
        public static var overrideInheritedDuration: UIView.KeyframeAnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/overrideinheritedoptions
        public static var overrideInheritedOptions: UIView.KeyframeAnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/calculationmodelinear
        public static var calculationModeLinear: UIView.KeyframeAnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/calculationmodediscrete
        public static var calculationModeDiscrete: UIView.KeyframeAnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/calculationmodepaced
        public static var calculationModePaced: UIView.KeyframeAnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/calculationmodecubic
        public static var calculationModeCubic: UIView.KeyframeAnimationOptions { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/calculationmodecubicpaced
        public static var calculationModeCubicPaced: UIView.KeyframeAnimationOptions { fatalError() }
    }
}

// MARK: - Control

extension UIControl {
    /// https://developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdown
        public static var touchDown: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdownrepeat
        public static var touchDownRepeat: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdraginside
        public static var touchDragInside: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragoutside
        public static var touchDragOutside: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragenter
        public static var touchDragEnter: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragexit
        public static var touchDragExit: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
        public static var touchUpInside: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupoutside
        public static var touchUpOutside: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchcancel
        public static var touchCancel: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
        public static var valueChanged: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
        public static var primaryActionTriggered: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/menuactiontriggered
        public static var menuActionTriggered: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidbegin
        public static var editingDidBegin: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
        public static var editingChanged: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidend
        public static var editingDidEnd: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidendonexit
        public static var editingDidEndOnExit: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/alltouchevents
        public static var allTouchEvents: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/alleditingevents
        public static var allEditingEvents: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/applicationreserved
        public static var applicationReserved: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/systemreserved
        public static var systemReserved: UIControl.Event { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/allevents
        public static var allEvents: UIControl.Event { fatalError() }
    }

    /// https://developer.apple.com/documentation/uikit/uicontrol/state
    public struct State: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uicontrol/state/normal
        public static var normal: UIControl.State { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/state/highlighted
        public static var highlighted: UIControl.State { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/state/disabled
        public static var disabled: UIControl.State { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/state/selected
        public static var selected: UIControl.State { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/state/focused
        public static var focused: UIControl.State { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/state/application
        public static var application: UIControl.State { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uicontrol/state/reserved
        public static var reserved: UIControl.State { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontrol/init(frame:)
    public override init(frame: CGRect) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    open var isEnabled: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uicontrol/isselected
    open var isSelected: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted
    open var isHighlighted: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.property
    open var state: UIControl.State { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/istracking
    open var isTracking: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/istouchinside
    open var isTouchInside: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/begintracking(_:with:)
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/continuetracking(_:with:)
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/endtracking(_:with:)
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/canceltracking(with:)
    open func cancelTracking(with event: UIEvent?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/removetarget(_:action:for:)
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/allcontrolevents
    open var allControlEvents: UIControl.Event { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/sendaction(_:to:for:)
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
    open func sendActions(for controlEvents: UIControl.Event) { fatalError() }
}

// MARK: - Image view

/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    public init(image: UIImage?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:highlightedimage:)
    public init(image: UIImage?, highlightedImage: UIImage?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override init(frame: CGRect) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiimageview/image
    open var image: UIImage? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiimageview/highlightedimage
    open var highlightedImage: UIImage? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiimageview/ishighlighted
    open var isHighlighted: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiimageview/preferredsymbolconfiguration
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { get { fatalError() } set {} }
}

// MARK: - Gestures

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor open class UIGestureRecognizer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
    open func addTarget(_ target: Any, action: Selector) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    open var state: UIGestureRecognizer.State { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    open var isEnabled: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
    open var view: UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
    open var cancelsTouchesInView: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
    open func location(in view: UIView?) -> CGPoint { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:)
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) { fatalError() }
}

extension UIGestureRecognizer {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, @unchecked Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
    }
}

/// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    /// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer/numberoftapsrequired
    open var numberOfTapsRequired: Int { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer/numberoftouchesrequired
    open var numberOfTouchesRequired: Int { get { fatalError() } set {} }
}

// MARK: - Feedback

/// https://developer.apple.com/documentation/uikit/uifeedbackgenerator
@MainActor open class UIFeedbackGenerator: NSObject {
    /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
    open func prepare() { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged()
    open func selectionChanged() { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:)
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred()
    open func impactOccurred() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred(intensity:)
    open func impactOccurred(intensity: CGFloat) { fatalError() }
}

extension UIImpactFeedbackGenerator {
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
    public enum FeedbackStyle: Int, @unchecked Sendable {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4
    }
}

// MARK: - Accessibility notifications

/// https://developer.apple.com/documentation/uikit/uiaccessibility
public enum UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification
    public struct Notification: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged
        public static let layoutChanged: UIAccessibility.Notification = { fatalError() }()
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged
        public static let screenChanged: UIAccessibility.Notification = { fatalError() }()
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
        public static let announcement: UIAccessibility.Notification = { fatalError() }()
    }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
    public static func post(notification: UIAccessibility.Notification, argument: Any?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    public static var isReduceMotionEnabled: Bool { fatalError() }
}
