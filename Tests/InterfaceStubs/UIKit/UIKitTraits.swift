// Interface stub of Apple's UIKit: trait collections, trait environments and trait change
// registration, which generated controls use to follow the colour appearance (light or dark,
// increased contrast). Declarations only; never shipped. Every declaration records its
// developer.apple.com page and Apple's declaration; see ../README.md.

/// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection
/// Declaration: class UITraitCollection
/// Inherits from: NSObject
open class UITraitCollection: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/hasdifferentcolorappearance(comparedto:)
    /// Declaration: func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    /// Declaration: var userInterfaceStyle: UIUserInterfaceStyle { get }
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast
    /// Declaration: var accessibilityContrast: UIAccessibilityContrast { get }
    open var accessibilityContrast: UIAccessibilityContrast { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
/// Declaration: enum UIUserInterfaceStyle
/// Conforms to: Sendable
public enum UIUserInterfaceStyle: Sendable {
    /// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/unspecified
    /// Declaration: case unspecified
    case unspecified
    /// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/light
    /// Declaration: case light
    case light
    /// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/dark
    /// Declaration: case dark
    case dark
}

/// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast
/// Declaration: enum UIAccessibilityContrast
/// Conforms to: Sendable
public enum UIAccessibilityContrast: Sendable {
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast/unspecified
    /// Declaration: case unspecified
    case unspecified
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast/normal
    /// Declaration: case normal
    case normal
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast/high
    /// Declaration: case high
    case high
}

/// Apple: https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory
/// Declaration: struct UITraitPreferredContentSizeCategory
/// Conforms to: UITraitDefinition
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {}

extension UITraitCollection {
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/systemtraitsaffectingcolorappearance-64z7q
    /// Declaration: static var systemTraitsAffectingColorAppearance: [UITrait] { get }
    public static var systemTraitsAffectingColorAppearance: [UITrait] { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15
/// Declaration: protocol UITraitDefinition
public protocol UITraitDefinition {}

/// Apple: https://developer.apple.com/documentation/uikit/uitrait-9423
/// Declaration: typealias UITrait = any UITraitDefinition.Type
public typealias UITrait = any UITraitDefinition.Type

/// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironment
/// Declaration: @MainActor protocol UITraitEnvironment : NSObjectProtocol
@MainActor public protocol UITraitEnvironment: NSObjectProtocol {
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    /// Declaration: var traitCollection: UITraitCollection { get }
    var traitCollection: UITraitCollection { get }
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    /// Declaration: func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// Apple: https://developer.apple.com/documentation/uikit/uitraitchangeregistration
/// Declaration: @MainActor protocol UITraitChangeRegistration : NSCopying, NSObjectProtocol
@MainActor public protocol UITraitChangeRegistration: NSCopying, NSObjectProtocol {}

/// Apple: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94
/// Declaration: @MainActor protocol UITraitChangeObservable
@MainActor public protocol UITraitChangeObservable {}

extension UITraitChangeObservable {
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/traitchangehandler
    /// Declaration: typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void where TraitEnvironment : UITraitEnvironment
    /// Placement: Apple declares it on the protocol; the stub declares it in an extension of it, with the registration below
    public typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void where TraitEnvironment : UITraitEnvironment
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
    /// Declaration: @discardableResult @MainActor func registerForTraitChanges<TraitEnvironment>(_ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration where TraitEnvironment : UITraitEnvironment
    /// Placement: a requirement of the protocol in Apple's SDK; the stub implements it once in an extension, so that UIView needs no implementation of its own
    @discardableResult @MainActor public func registerForTraitChanges<TraitEnvironment>(_ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration where TraitEnvironment : UITraitEnvironment { fatalError() }
}
