// Interface stub of Apple's UIKit: `UIAccessibilityElement` and the container property
// `accessibilityElements`, for controls that show VoiceOver several elements (the range slider's
// thumbs). Declarations only; never shipped. See ../README.md for the record lines.

/// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityelement
/// Declaration: @MainActor class UIAccessibilityElement
/// Inherits from: UIResponder
@MainActor open class UIAccessibilityElement: UIResponder {
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityelement/init(accessibilitycontainer:)
    /// Declaration: init(accessibilityContainer container: Any)
    public init(accessibilityContainer container: Any) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitycontainer
    /// Declaration: weak var accessibilityContainer: AnyObject? { get set }
    /// Difference: a computed property stands for the weak stored one (stubs have no storage)
    open var accessibilityContainer: AnyObject? { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement
    /// Declaration: var isAccessibilityElement: Bool { get set }
    open var isAccessibilityElement: Bool { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel
    /// Declaration: var accessibilityLabel: String? { get set }
    open var accessibilityLabel: String? { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityhint
    /// Declaration: var accessibilityHint: String? { get set }
    open var accessibilityHint: String? { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityvalue
    /// Declaration: var accessibilityValue: String? { get set }
    open var accessibilityValue: String? { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitytraits
    /// Declaration: var accessibilityTraits: UIAccessibilityTraits { get set }
    open var accessibilityTraits: UIAccessibilityTraits { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframeincontainerspace
    /// Declaration: var accessibilityFrameInContainerSpace: CGRect { get set }
    open var accessibilityFrameInContainerSpace: CGRect { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()
    /// Declaration: @MainActor func accessibilityIncrement()
    /// Placement: Apple declares it on NSObject (the UIAccessibilityAction informal protocol); members of a Swift extension cannot be overridden without @objc, so the stub declares it on the class that is overridden
    @MainActor open func accessibilityIncrement() { fatalError() }
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()
    /// Declaration: @MainActor func accessibilityDecrement()
    /// Placement: declared on UIAccessibilityElement rather than NSObject, as for accessibilityIncrement()
    @MainActor open func accessibilityDecrement() { fatalError() }
}

extension UIView {
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
    /// Declaration: @MainActor var accessibilityElements: [Any]? { get set }
    /// Placement: Apple declares it on NSObject (the UIAccessibilityContainer informal protocol); the stubs give NSObject no accessibility members, so it is declared on UIView
    @MainActor public var accessibilityElements: [Any]? { get { fatalError() } set {} }
}
