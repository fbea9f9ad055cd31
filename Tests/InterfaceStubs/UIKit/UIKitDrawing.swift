// Interface stub of Apple's UIKit: colours, images and Bézier paths, which are not main-actor
// isolated in Apple's SDK. Declarations only; never shipped. Every declaration records its
// developer.apple.com page and Apple's declaration; see ../README.md.

// MARK: - Colour

/// Apple: https://developer.apple.com/documentation/uikit/uicolor
/// Declaration: class UIColor
/// Inherits from: NSObject
open class UIColor: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
    /// Declaration: init(white: CGFloat, alpha: CGFloat)
    public init(white: CGFloat, alpha: CGFloat) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    /// Declaration: init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    /// Declaration: init(dynamicProvider: @escaping (UITraitCollection) -> UIColor)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    /// Declaration: var cgColor: CGColor { get }
    open var cgColor: CGColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)
    /// Declaration: func resolvedColor(with traitCollection: UITraitCollection) -> UIColor
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)
    /// Declaration: func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systemred
    /// Declaration: class var systemRed: UIColor { get }
    open class var systemRed: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systemorange
    /// Declaration: class var systemOrange: UIColor { get }
    open class var systemOrange: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systemyellow
    /// Declaration: class var systemYellow: UIColor { get }
    open class var systemYellow: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systemgreen
    /// Declaration: class var systemGreen: UIColor { get }
    open class var systemGreen: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systemmint
    /// Declaration: class var systemMint: UIColor { get }
    open class var systemMint: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systemteal
    /// Declaration: class var systemTeal: UIColor { get }
    open class var systemTeal: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systemcyan
    /// Declaration: class var systemCyan: UIColor { get }
    open class var systemCyan: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systemblue
    /// Declaration: class var systemBlue: UIColor { get }
    open class var systemBlue: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systemindigo
    /// Declaration: class var systemIndigo: UIColor { get }
    open class var systemIndigo: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systempurple
    /// Declaration: class var systemPurple: UIColor { get }
    open class var systemPurple: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systempink
    /// Declaration: class var systemPink: UIColor { get }
    open class var systemPink: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systembrown
    /// Declaration: class var systemBrown: UIColor { get }
    open class var systemBrown: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systemgray
    /// Declaration: class var systemGray: UIColor { get }
    open class var systemGray: UIColor { fatalError() }
// Apple ships the grays 2 to 6, the system backgrounds and the system fills on iOS, iPadOS, Mac Catalyst
// and visionOS only: not on tvOS (`NamedColors.missingOnTVOS`).
#if !STUB_TVOS
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systemgray2
    /// Declaration: class var systemGray2: UIColor { get }
    /// Platforms: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.1+, visionOS 1.0+
    open class var systemGray2: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systemgray3
    /// Declaration: class var systemGray3: UIColor { get }
    /// Platforms: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.1+, visionOS 1.0+
    open class var systemGray3: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systemgray4
    /// Declaration: class var systemGray4: UIColor { get }
    /// Platforms: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.1+, visionOS 1.0+
    open class var systemGray4: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systemgray5
    /// Declaration: class var systemGray5: UIColor { get }
    /// Platforms: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.1+, visionOS 1.0+
    open class var systemGray5: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systemgray6
    /// Declaration: class var systemGray6: UIColor { get }
    /// Platforms: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.1+, visionOS 1.0+
    open class var systemGray6: UIColor { fatalError() }
#endif
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/label
    /// Declaration: class var label: UIColor { get }
    open class var label: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
    /// Declaration: class var secondaryLabel: UIColor { get }
    open class var secondaryLabel: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel
    /// Declaration: class var tertiaryLabel: UIColor { get }
    open class var tertiaryLabel: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/quaternarylabel
    /// Declaration: class var quaternaryLabel: UIColor { get }
    open class var quaternaryLabel: UIColor { fatalError() }
#if !STUB_TVOS
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systembackground
    /// Declaration: class var systemBackground: UIColor { get }
    /// Platforms: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.1+, visionOS 1.0+
    open class var systemBackground: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
    /// Declaration: class var secondarySystemBackground: UIColor { get }
    /// Platforms: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.1+, visionOS 1.0+
    open class var secondarySystemBackground: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/tertiarysystembackground
    /// Declaration: class var tertiarySystemBackground: UIColor { get }
    /// Platforms: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.1+, visionOS 1.0+
    open class var tertiarySystemBackground: UIColor { fatalError() }
#endif
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/separator
    /// Declaration: class var separator: UIColor { get }
    open class var separator: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/opaqueseparator
    /// Declaration: class var opaqueSeparator: UIColor { get }
    open class var opaqueSeparator: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/link
    /// Declaration: class var link: UIColor { get }
    open class var link: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/placeholdertext
    /// Declaration: class var placeholderText: UIColor { get }
    open class var placeholderText: UIColor { fatalError() }
#if !STUB_TVOS
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/systemfill
    /// Declaration: class var systemFill: UIColor { get }
    /// Platforms: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.1+, visionOS 1.0+
    open class var systemFill: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/secondarysystemfill
    /// Declaration: class var secondarySystemFill: UIColor { get }
    /// Platforms: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.1+, visionOS 1.0+
    open class var secondarySystemFill: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/tertiarysystemfill
    /// Declaration: class var tertiarySystemFill: UIColor { get }
    /// Platforms: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.1+, visionOS 1.0+
    open class var tertiarySystemFill: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/quaternarysystemfill
    /// Declaration: class var quaternarySystemFill: UIColor { get }
    /// Platforms: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.1+, visionOS 1.0+
    open class var quaternarySystemFill: UIColor { fatalError() }
#endif
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/black
    /// Declaration: class var black: UIColor { get }
    open class var black: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/darkgray
    /// Declaration: class var darkGray: UIColor { get }
    open class var darkGray: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/lightgray
    /// Declaration: class var lightGray: UIColor { get }
    open class var lightGray: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/white
    /// Declaration: class var white: UIColor { get }
    open class var white: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/gray
    /// Declaration: class var gray: UIColor { get }
    open class var gray: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/red
    /// Declaration: class var red: UIColor { get }
    open class var red: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/green
    /// Declaration: class var green: UIColor { get }
    open class var green: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/blue
    /// Declaration: class var blue: UIColor { get }
    open class var blue: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/cyan
    /// Declaration: class var cyan: UIColor { get }
    open class var cyan: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/yellow
    /// Declaration: class var yellow: UIColor { get }
    open class var yellow: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/magenta
    /// Declaration: class var magenta: UIColor { get }
    open class var magenta: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/orange
    /// Declaration: class var orange: UIColor { get }
    open class var orange: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/purple
    /// Declaration: class var purple: UIColor { get }
    open class var purple: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/brown
    /// Declaration: class var brown: UIColor { get }
    open class var brown: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/clear
    /// Declaration: class var clear: UIColor { get }
    open class var clear: UIColor { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/tintcolor
    /// Declaration: class var tintColor: UIColor { get }
    open class var tintColor: UIColor { fatalError() }
}

// MARK: - Images

/// Apple: https://developer.apple.com/documentation/uikit/uiimage
/// Declaration: class UIImage
/// Inherits from: NSObject
open class UIImage: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)
    /// Declaration: init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uiimage/init(systemname:withconfiguration:)
    /// Declaration: init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?)
    public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) { fatalError() }
}

extension UIImage {
    /// Apple: https://developer.apple.com/documentation/uikit/uiimage/configuration-swift.class
    /// Declaration: class Configuration
    /// Inherits from: NSObject
    open class Configuration: NSObject {}

    /// Apple: https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class
    /// Declaration: class SymbolConfiguration
    /// Inherits from: UIImage.Configuration
    open class SymbolConfiguration: UIImage.Configuration {
        /// Apple: https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(pointsize:weight:)
        /// Declaration: convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight)
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { fatalError() }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiimage/symbolweight
    /// Declaration: enum SymbolWeight
    public enum SymbolWeight {
        /// Apple: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/ultralight
        /// Declaration: case ultraLight
        case ultraLight
        /// Apple: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/thin
        /// Declaration: case thin
        case thin
        /// Apple: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/light
        /// Declaration: case light
        case light
        /// Apple: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/regular
        /// Declaration: case regular
        case regular
        /// Apple: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/medium
        /// Declaration: case medium
        case medium
        /// Apple: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/semibold
        /// Declaration: case semibold
        case semibold
        /// Apple: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/bold
        /// Declaration: case bold
        case bold
        /// Apple: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/heavy
        /// Declaration: case heavy
        case heavy
        /// Apple: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/black
        /// Declaration: case black
        case black
    }
}

// MARK: - Bézier paths and the current context

/// Apple: https://developer.apple.com/documentation/uikit/uibezierpath
/// Declaration: class UIBezierPath
/// Inherits from: NSObject
open class UIBezierPath: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uibezierpath/init()
    /// Declaration: init()
    public override init() { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:cornerradius:)
    /// Declaration: convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat)
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uibezierpath/init(arccenter:radius:startangle:endangle:clockwise:)
    /// Declaration: convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uibezierpath/cgpath
    /// Declaration: var cgPath: CGPath { get set }
    open var cgPath: CGPath { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/uikit/uibezierpath/move(to:)
    /// Declaration: func move(to point: CGPoint)
    open func move(to point: CGPoint) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uibezierpath/addline(to:)
    /// Declaration: func addLine(to point: CGPoint)
    open func addLine(to point: CGPoint) { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/uikit/uigraphicsgetcurrentcontext()
/// Declaration: func UIGraphicsGetCurrentContext() -> CGContext?
public func UIGraphicsGetCurrentContext() -> CGContext? { fatalError() }

// MARK: - Text

/// Apple: https://developer.apple.com/documentation/uikit/uifont
/// Declaration: class UIFont
/// Inherits from: NSObject
open class UIFont: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
    /// Declaration: class func systemFont(ofSize fontSize: CGFloat) -> UIFont
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uifont/pointsize
    /// Declaration: var pointSize: CGFloat { get }
    open var pointSize: CGFloat { fatalError() }

    /// Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle
    /// Declaration: struct TextStyle
    /// Conforms to: Equatable, Hashable, RawRepresentable, Sendable
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        /// Apple: https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
        /// Declaration: var rawValue: Self.RawValue { get }
        /// Difference: the stored raw value that RawRepresentable requires, which the importer generates for string constants
        public let rawValue: String
        /// Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)
        /// Declaration: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle/body
        /// Declaration: static let body: UIFont.TextStyle
        public static let body: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleBody")
    }
}

/// Apple: https://developer.apple.com/documentation/uikit/uifontmetrics
/// Declaration: class UIFontMetrics
/// Inherits from: NSObject
open class UIFontMetrics: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    /// Declaration: init(forTextStyle textStyle: UIFont.TextStyle)
    public init(forTextStyle textStyle: UIFont.TextStyle) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:compatiblewith:)
    /// Declaration: func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { fatalError() }
    /// Apple: https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:maximumpointsize:compatiblewith:)
    /// Declaration: func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont { fatalError() }
}

extension NSAttributedString.Key {
    /// Apple: https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
    /// Declaration: static let font: NSAttributedString.Key
    public static let font: NSAttributedString.Key = NSAttributedString.Key("NSFont")
    /// Apple: https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
    /// Declaration: static let foregroundColor: NSAttributedString.Key
    public static let foregroundColor: NSAttributedString.Key = NSAttributedString.Key("NSColor")
}

extension NSAttributedString {
    /// Apple: https://developer.apple.com/documentation/foundation/nsattributedstring/size()
    /// Declaration: func size() -> CGSize
    public func size() -> CGSize { fatalError() }
    /// Apple: https://developer.apple.com/documentation/foundation/nsattributedstring/draw(in:)
    /// Declaration: func draw(in rect: CGRect)
    public func draw(in rect: CGRect) { fatalError() }
}
