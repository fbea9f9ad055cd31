// Interface stub of Apple's UIKit: responders, touches, views and image views, main-actor isolated as
// in Apple's Swift 6 SDK. Declarations only; never shipped. Every declaration records its
// developer.apple.com page and Apple's declaration; see ../README.md.

@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore

// MARK: - Responder, touches, events

/// Apple: https://developer.apple.com/documentation/uikit/uiresponder
/// Declaration: @MainActor class UIResponder
/// Inherits from: NSObject
@MainActor open class UIResponder: NSObject {}

/// Apple: https://developer.apple.com/documentation/uikit/uitouch
/// Declaration: @MainActor class UITouch
/// Inherits from: NSObject
@MainActor open class UITouch: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uitouch/location(in:)
    /// Declaration: func location(in view: UIView?) -> CGPoint
    open func location(in view: UIView?) -> CGPoint { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uitouch/tapcount
    /// Declaration: var tapCount: Int { get }
    open var tapCount: Int { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/uikit/uievent
/// Declaration: @MainActor class UIEvent
/// Inherits from: NSObject
@MainActor open class UIEvent: NSObject {}

// MARK: - Layout direction and accessibility traits

/// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
/// Declaration: enum UIUserInterfaceLayoutDirection
public enum UIUserInterfaceLayoutDirection {
    /// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/lefttoright
    /// Declaration: case leftToRight
    case leftToRight
    /// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/righttoleft
    /// Declaration: case rightToLeft
    case rightToLeft
}

/// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
/// Declaration: struct UIAccessibilityTraits
/// Conforms to: Equatable, ExpressibleByArrayLiteral, Hashable, OptionSet, RawRepresentable, Sendable, SetAlgebra
public struct UIAccessibilityTraits: OptionSet, Sendable {
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/init(rawvalue:)
    /// Declaration: init(rawValue: UInt64)
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// Apple: https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
    /// Declaration: var rawValue: Self.RawValue { get }
    /// Difference: the stored raw value that OptionSet requires, which the importer generates for option sets
    public var rawValue: UInt64
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
    /// Declaration: static let button: UIAccessibilityTraits
    public static let button: UIAccessibilityTraits = UIAccessibilityTraits(rawValue: 1)
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable
    /// Declaration: static let adjustable: UIAccessibilityTraits
    public static let adjustable: UIAccessibilityTraits = UIAccessibilityTraits(rawValue: 2)
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/notenabled
    /// Declaration: static let notEnabled: UIAccessibilityTraits
    public static let notEnabled: UIAccessibilityTraits = UIAccessibilityTraits(rawValue: 4)
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/togglebutton
    /// Declaration: nonisolated static let toggleButton: UIAccessibilityTraits
    public nonisolated static let toggleButton: UIAccessibilityTraits = UIAccessibilityTraits(rawValue: 8)
}

// MARK: - View

/// Apple: https://developer.apple.com/documentation/uikit/uiview
/// Declaration: @MainActor class UIView
/// Inherits from: UIResponder
/// Conforms to: NSCoding, UITraitChangeObservable, UITraitEnvironment
@MainActor open class UIView: UIResponder, @preconcurrency NSCoding, UITraitEnvironment, UITraitChangeObservable {
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    /// Declaration: init(frame: CGRect)
    public init(frame: CGRect) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    /// Declaration: init?(coder: NSCoder)
    public required init?(coder: NSCoder) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/foundation/nscoding/encode(with:)
    /// Declaration: func encode(with coder: NSCoder)
    open func encode(with coder: NSCoder) { fatalError() }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    /// Declaration: var isUserInteractionEnabled: Bool { get set }
    open var isUserInteractionEnabled: Bool { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/layer
    /// Declaration: var layer: CALayer { get }
    open var layer: CALayer { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    /// Declaration: var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/frame
    /// Declaration: var frame: CGRect { get set }
    open var frame: CGRect { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/bounds
    /// Declaration: var bounds: CGRect { get set }
    open var bounds: CGRect { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/center
    /// Declaration: var center: CGPoint { get set }
    open var center: CGPoint { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/transform
    /// Declaration: var transform: CGAffineTransform { get set }
    open var transform: CGAffineTransform { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
    /// Declaration: func point(inside point: CGPoint, with event: UIEvent?) -> Bool
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    /// Declaration: func addSubview(_ view: UIView)
    open func addSubview(_ view: UIView) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    /// Declaration: func removeFromSuperview()
    open func removeFromSuperview() { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    /// Declaration: func setNeedsLayout()
    open func setNeedsLayout() { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    /// Declaration: func layoutSubviews()
    open func layoutSubviews() { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    /// Declaration: var intrinsicContentSize: CGSize { get }
    open var intrinsicContentSize: CGSize { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric
    /// Declaration: class let noIntrinsicMetric: CGFloat
    /// Difference: Swift has no stored class properties; a static constant, as the importer gives a class constant
    public static let noIntrinsicMetric: CGFloat = -1

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/draw(_:)
    /// Declaration: func draw(_ rect: CGRect)
    open func draw(_ rect: CGRect) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay()
    /// Declaration: func setNeedsDisplay()
    open func setNeedsDisplay() { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    /// Declaration: var clipsToBounds: Bool { get set }
    open var clipsToBounds: Bool { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    /// Declaration: @NSCopying var backgroundColor: UIColor? { get set }
    /// Difference: @NSCopying is an Objective-C attribute, unavailable on Linux
    open var backgroundColor: UIColor? { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/alpha
    /// Declaration: var alpha: CGFloat { get set }
    open var alpha: CGFloat { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/isopaque
    /// Declaration: var isOpaque: Bool { get set }
    open var isOpaque: Bool { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
    /// Declaration: var contentMode: UIView.ContentMode { get set }
    open var contentMode: UIView.ContentMode { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/tintcolor
    /// Declaration: var tintColor: UIColor! { get set }
    open var tintColor: UIColor! { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/tintcolordidchange()
    /// Declaration: func tintColorDidChange()
    open func tintColorDidChange() { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    /// Declaration: var traitCollection: UITraitCollection { get }
    /// Placement: UIView's implementation of the UITraitEnvironment requirement
    open var traitCollection: UITraitCollection { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    /// Declaration: func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
    /// Placement: UIView's implementation of the UITraitEnvironment requirement, which subclasses override
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
    /// Declaration: class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void)
    /// Placement: Apple declares the animation class methods in extensions of UIView; non-@objc members of extensions cannot be open, so the stub declares them in the class
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/animatekeyframes(withduration:delay:options:animations:completion:)
    /// Declaration: class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void, completion: (@Sendable (Bool) -> Void)? = nil)
    /// Placement: declared in the class rather than an extension, as for performWithoutAnimation(_:)
    open class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void, completion: (@Sendable (Bool) -> Void)? = nil) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/addkeyframe(withrelativestarttime:relativeduration:animations:)
    /// Declaration: class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void)
    /// Placement: declared in the class rather than an extension, as for performWithoutAnimation(_:)
    open class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void) { fatalError() }

    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    /// Declaration: @MainActor var isAccessibilityElement: Bool { get set }
    /// Placement: Apple declares the accessibility members on NSObject (the UIAccessibility informal protocol); members of a Swift extension cannot be overridden without @objc, so the stub declares them on UIView
    @MainActor open var isAccessibilityElement: Bool { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    /// Declaration: @MainActor var accessibilityLabel: String? { get set }
    /// Placement: declared on UIView rather than NSObject, as for isAccessibilityElement
    @MainActor open var accessibilityLabel: String? { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint
    /// Declaration: @MainActor var accessibilityHint: String? { get set }
    /// Placement: declared on UIView rather than NSObject, as for isAccessibilityElement
    @MainActor open var accessibilityHint: String? { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
    /// Declaration: @MainActor var accessibilityValue: String? { get set }
    /// Placement: declared on UIView rather than NSObject, as for isAccessibilityElement
    @MainActor open var accessibilityValue: String? { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
    /// Declaration: @MainActor var accessibilityTraits: UIAccessibilityTraits { get set }
    /// Placement: declared on UIView rather than NSObject, as for isAccessibilityElement
    @MainActor open var accessibilityTraits: UIAccessibilityTraits { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()
    /// Declaration: @MainActor func accessibilityIncrement()
    /// Placement: declared on UIView rather than NSObject, as for isAccessibilityElement
    @MainActor open func accessibilityIncrement() { fatalError() }
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()
    /// Declaration: @MainActor func accessibilityDecrement()
    /// Placement: declared on UIView rather than NSObject, as for isAccessibilityElement
    @MainActor open func accessibilityDecrement() { fatalError() }
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivate()
    /// Declaration: @MainActor func accessibilityActivate() -> Bool
    /// Placement: declared on UIView rather than NSObject, as for isAccessibilityElement
    @MainActor open func accessibilityActivate() -> Bool { fatalError() }
}

extension UIView {
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
    /// Declaration: enum ContentMode
    public enum ContentMode {
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfit
        /// Declaration: case scaleAspectFit
        case scaleAspectFit
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/redraw
        /// Declaration: case redraw
        case redraw
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/center
        /// Declaration: case center
        case center
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/animationcurve
    /// Declaration: enum AnimationCurve
    public enum AnimationCurve {
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/animationcurve/linear
        /// Declaration: case linear
        case linear
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/animationoptions
    /// Declaration: struct AnimationOptions
    /// Conforms to: OptionSet
    public struct AnimationOptions: OptionSet {
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/animationoptions/init(rawvalue:)
        /// Declaration: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Apple: https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
        /// Declaration: var rawValue: Self.RawValue { get }
        /// Difference: the stored raw value that OptionSet requires, which the importer generates for option sets
        public var rawValue: UInt
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/animationoptions/curvelinear
        /// Declaration: static var curveLinear: UIView.AnimationOptions { get }
        public static var curveLinear: UIView.AnimationOptions { fatalError() }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions
    /// Declaration: struct KeyframeAnimationOptions
    /// Conforms to: OptionSet
    public struct KeyframeAnimationOptions: OptionSet {
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/init(rawvalue:)
        /// Declaration: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Apple: https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
        /// Declaration: var rawValue: Self.RawValue { get }
        /// Difference: the stored raw value that OptionSet requires, which the importer generates for option sets
        public var rawValue: UInt
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/beginfromcurrentstate
        /// Declaration: static var beginFromCurrentState: UIView.KeyframeAnimationOptions { get }
        public static var beginFromCurrentState: UIView.KeyframeAnimationOptions { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/calculationmodelinear
        /// Declaration: static var calculationModeLinear: UIView.KeyframeAnimationOptions { get }
        public static var calculationModeLinear: UIView.KeyframeAnimationOptions { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/calculationmodediscrete
        /// Declaration: static var calculationModeDiscrete: UIView.KeyframeAnimationOptions { get }
        public static var calculationModeDiscrete: UIView.KeyframeAnimationOptions { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/calculationmodepaced
        /// Declaration: static var calculationModePaced: UIView.KeyframeAnimationOptions { get }
        public static var calculationModePaced: UIView.KeyframeAnimationOptions { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/calculationmodecubic
        /// Declaration: static var calculationModeCubic: UIView.KeyframeAnimationOptions { get }
        public static var calculationModeCubic: UIView.KeyframeAnimationOptions { fatalError() }
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/calculationmodecubicpaced
        /// Declaration: static var calculationModeCubicPaced: UIView.KeyframeAnimationOptions { get }
        public static var calculationModeCubicPaced: UIView.KeyframeAnimationOptions { fatalError() }
    }
}

// MARK: - Image view

/// Apple: https://developer.apple.com/documentation/uikit/uiimageview
/// Declaration: @MainActor class UIImageView
/// Inherits from: UIView
@MainActor open class UIImageView: UIView {
    /// Apple: https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    /// Declaration: init(image: UIImage?)
    public init(image: UIImage?) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    /// Declaration: init?(coder: NSCoder)
    public required init?(coder: NSCoder) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiimageview/image
    /// Declaration: var image: UIImage? { get set }
    open var image: UIImage? { get { fatalError() } set {} }
}
