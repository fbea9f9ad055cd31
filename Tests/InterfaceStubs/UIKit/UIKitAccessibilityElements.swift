// Interface stub of Apple's UIKit: `UIAccessibilityElement` and the container property
// `accessibilityElements`, for controls that show VoiceOver several elements (the range slider's
// thumbs). Kept apart from UIKitViews.swift. Each declaration is copied from the Apple
// documentation page named above it, whose Swift declaration is quoted there; the stub form
// follows ../README.md (stored properties written as computed ones, informal-protocol members
// declared in the class body). Declarations only; never shipped.

/// https://developer.apple.com/documentation/uikit/uiaccessibilityelement
/// Apple: `@MainActor class UIAccessibilityElement`. The page's declaration omits the superclass;
/// `UIResponder` is the superclass UIKit's header gives it, as the generated bindings of that
/// header show (objc2-ui-kit `UIAccessibilityElement`: `type Super = UIResponder`; .NET for iOS
/// `UIAccessibilityElement : UIKit.UIResponder`). Not matched against Apple's SDK interface yet.
@MainActor open class UIAccessibilityElement: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/init(accessibilitycontainer:)
    /// Apple: `init(accessibilityContainer container: Any)`
    public init(accessibilityContainer container: Any) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitycontainer
    /// Apple: `weak var accessibilityContainer: AnyObject? { get set }` (weak storage)
    open var accessibilityContainer: AnyObject? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement
    /// Apple: `var isAccessibilityElement: Bool { get set }`
    open var isAccessibilityElement: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel
    /// Apple: `var accessibilityLabel: String? { get set }`
    open var accessibilityLabel: String? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityhint
    /// Apple: `var accessibilityHint: String? { get set }`
    open var accessibilityHint: String? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityvalue
    /// Apple: `var accessibilityValue: String? { get set }`
    open var accessibilityValue: String? { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitytraits
    /// Apple: `var accessibilityTraits: UIAccessibilityTraits { get set }`
    open var accessibilityTraits: UIAccessibilityTraits { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframeincontainerspace
    /// Apple: `var accessibilityFrameInContainerSpace: CGRect { get set }`
    open var accessibilityFrameInContainerSpace: CGRect { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()
    /// Apple: `@MainActor func accessibilityIncrement()` (informal protocol UIAccessibilityAction on NSObject)
    open func accessibilityIncrement() { fatalError() }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()
    /// Apple: `@MainActor func accessibilityDecrement()` (informal protocol UIAccessibilityAction on NSObject)
    open func accessibilityDecrement() { fatalError() }
}

extension UIView {
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
    /// Apple: `@MainActor var accessibilityElements: [Any]? { get set }` (informal protocol
    /// UIAccessibilityContainer on NSObject; declared on `UIView` here, see ../README.md)
    public var accessibilityElements: [Any]? { get { fatalError() } set {} }
}
