// Interface stub of Apple's UIKit for type-checking generated code on Linux.
// Declarations only; never shipped. See ../README.md.

@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore

/// Stand-in for the Objective-C runtime's `Selector` (module ObjectiveC on Apple platforms), which Linux
/// lacks; declared only so that target-action signatures can be written. `#selector` still cannot be
/// checked on Linux. https://developer.apple.com/documentation/objectivec/selector
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    /// https://developer.apple.com/documentation/objectivec/selector/init(_:)
    public init(_ str: String) {}
    public init(stringLiteral value: String) {}
}

// MARK: - Enumerations and option sets

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/lefttoright
    case leftToRight = 0
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/righttoleft
    case rightToLeft = 1
}

/// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection
public enum UITraitEnvironmentLayoutDirection: Int, @unchecked Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
public enum UISemanticContentAttribute: Int, @unchecked Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

/// https://developer.apple.com/documentation/uikit/uirectcorner
public struct UIRectCorner: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uirectcorner/topleft
    public static var topLeft: UIRectCorner { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uirectcorner/topright
    public static var topRight: UIRectCorner { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uirectcorner/bottomleft
    public static var bottomLeft: UIRectCorner { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uirectcorner/bottomright
    public static var bottomRight: UIRectCorner { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uirectcorner/allcorners
    public static var allCorners: UIRectCorner { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, @unchecked Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
}

extension UIAccessibilityTraits {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/none
    nonisolated public static let none: UIAccessibilityTraits = { fatalError() }()
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
    nonisolated public static let button: UIAccessibilityTraits = { fatalError() }()
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/link
    nonisolated public static let link: UIAccessibilityTraits = { fatalError() }()
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/header
    nonisolated public static let header: UIAccessibilityTraits = { fatalError() }()
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/searchfield
    nonisolated public static let searchField: UIAccessibilityTraits = { fatalError() }()
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/image
    nonisolated public static let image: UIAccessibilityTraits = { fatalError() }()
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/selected
    nonisolated public static let selected: UIAccessibilityTraits = { fatalError() }()
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/playssound
    nonisolated public static let playsSound: UIAccessibilityTraits = { fatalError() }()
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/keyboardkey
    nonisolated public static let keyboardKey: UIAccessibilityTraits = { fatalError() }()
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/statictext
    nonisolated public static let staticText: UIAccessibilityTraits = { fatalError() }()
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/summaryelement
    nonisolated public static let summaryElement: UIAccessibilityTraits = { fatalError() }()
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/notenabled
    nonisolated public static let notEnabled: UIAccessibilityTraits = { fatalError() }()
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/updatesfrequently
    nonisolated public static let updatesFrequently: UIAccessibilityTraits = { fatalError() }()
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/startsmediasession
    nonisolated public static let startsMediaSession: UIAccessibilityTraits = { fatalError() }()
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable
    nonisolated public static let adjustable: UIAccessibilityTraits = { fatalError() }()
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/allowsdirectinteraction
    nonisolated public static let allowsDirectInteraction: UIAccessibilityTraits = { fatalError() }()
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/causespageturn
    nonisolated public static let causesPageTurn: UIAccessibilityTraits = { fatalError() }()
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/tabbar
    nonisolated public static let tabBar: UIAccessibilityTraits = { fatalError() }()
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/togglebutton
    nonisolated public static let toggleButton: UIAccessibilityTraits = { fatalError() }()
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/supportszoom
    nonisolated public static let supportsZoom: UIAccessibilityTraits = { fatalError() }()
}

// MARK: - Trait collection

/// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/current
    open class var current: UITraitCollection { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection
    open var layoutDirection: UITraitEnvironmentLayoutDirection { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
    open var displayScale: CGFloat { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/hasdifferentcolorappearance(comparedto:)
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitraitenvironment
@MainActor public protocol UITraitEnvironment: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    var traitCollection: UITraitCollection { get }
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

// MARK: - Colour

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
    public init(white: CGFloat, alpha: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/init(hue:saturation:brightness:alpha:)
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/init(cgcolor:)
    public init(cgColor: CGColor) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/init(named:)
    public init?(named name: String) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    open var cgColor: CGColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/set()
    open func set() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/setfill()
    open func setFill() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/setstroke()
    open func setStroke() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/black
    open class var black: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/darkgray
    open class var darkGray: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/lightgray
    open class var lightGray: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/white
    open class var white: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/gray
    open class var gray: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/red
    open class var red: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/green
    open class var green: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/blue
    open class var blue: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/cyan
    open class var cyan: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/yellow
    open class var yellow: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/magenta
    open class var magenta: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/orange
    open class var orange: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/purple
    open class var purple: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/brown
    open class var brown: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/clear
    open class var clear: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemred
    open class var systemRed: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgreen
    open class var systemGreen: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemblue
    open class var systemBlue: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemorange
    open class var systemOrange: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemyellow
    open class var systemYellow: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systempink
    open class var systemPink: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systempurple
    open class var systemPurple: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemteal
    open class var systemTeal: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemindigo
    open class var systemIndigo: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systembrown
    open class var systemBrown: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemmint
    open class var systemMint: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemcyan
    open class var systemCyan: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray
    open class var systemGray: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray2
    open class var systemGray2: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray3
    open class var systemGray3: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray4
    open class var systemGray4: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray5
    open class var systemGray5: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray6
    open class var systemGray6: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/tintcolor
    open class var tintColor: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/label
    open class var label: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
    open class var secondaryLabel: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel
    open class var tertiaryLabel: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/quaternarylabel
    open class var quaternaryLabel: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/link
    open class var link: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/placeholdertext
    open class var placeholderText: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/separator
    open class var separator: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/opaqueseparator
    open class var opaqueSeparator: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
    open class var systemBackground: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
    open class var secondarySystemBackground: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/tertiarysystembackground
    open class var tertiarySystemBackground: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgroupedbackground
    open class var systemGroupedBackground: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystemgroupedbackground
    open class var secondarySystemGroupedBackground: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/tertiarysystemgroupedbackground
    open class var tertiarySystemGroupedBackground: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemfill
    open class var systemFill: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystemfill
    open class var secondarySystemFill: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/tertiarysystemfill
    open class var tertiarySystemFill: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/quaternarysystemfill
    open class var quaternarySystemFill: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/lighttext
    open class var lightText: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/darktext
    open class var darkText: UIColor { fatalError() }
}

// MARK: - Images

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    public init?(named name: String) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public init?(systemName name: String) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:withconfiguration:)
    public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiimage/size
    open var size: CGSize { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:)
    open func withTintColor(_ color: UIColor) -> UIImage { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:renderingmode:)
    open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiimage/withrenderingmode(_:)
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiimage/withconfiguration(_:)
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { fatalError() }
}

extension UIImage {
    /// https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum
    public enum RenderingMode: Int, @unchecked Sendable {
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }

    /// https://developer.apple.com/documentation/uikit/uiimage/symbolweight
    public enum SymbolWeight: Int, @unchecked Sendable {
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9
    }

    /// https://developer.apple.com/documentation/uikit/uiimage/symbolscale
    public enum SymbolScale: Int, @unchecked Sendable {
        case `default` = -1
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3
    }

    /// https://developer.apple.com/documentation/uikit/uiimage/configuration
    open class Configuration: NSObject, @unchecked Sendable {}

    /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(pointsize:)
        public convenience init(pointSize: CGFloat) { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(pointsize:weight:)
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(pointsize:weight:scale:)
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(weight:)
        public convenience init(weight: UIImage.SymbolWeight) { fatalError() }
    }
}

// MARK: - Bézier paths and graphics

/// https://developer.apple.com/documentation/uikit/uibezierpath
open class UIBezierPath: NSObject {
    /// https://developer.apple.com/documentation/uikit/uibezierpath/init()
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(rect:)
    public convenience init(rect: CGRect) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(ovalin:)
    public convenience init(ovalIn rect: CGRect) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:cornerradius:)
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:byroundingcorners:cornerradii:)
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(arccenter:radius:startangle:endangle:clockwise:)
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(cgpath:)
    public convenience init(cgPath CGPath: CGPath) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/cgpath
    open var cgPath: CGPath { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/move(to:)
    open func move(to point: CGPoint) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/addline(to:)
    open func addLine(to point: CGPoint) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/addcurve(to:controlpoint1:controlpoint2:)
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/addquadcurve(to:controlpoint:)
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/addarc(withcenter:radius:startangle:endangle:clockwise:)
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/close()
    open func close() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/removeallpoints()
    open func removeAllPoints() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/append(_:)
    open func append(_ bezierPath: UIBezierPath) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/apply(_:)
    open func apply(_ transform: CGAffineTransform) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/isempty
    open var isEmpty: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/bounds
    open var bounds: CGRect { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/currentpoint
    open var currentPoint: CGPoint { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/contains(_:)
    open func contains(_ point: CGPoint) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/linewidth
    open var lineWidth: CGFloat { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/linecapstyle
    open var lineCapStyle: CGLineCap { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/linejoinstyle
    open var lineJoinStyle: CGLineJoin { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/usesevenoddfillrule
    open var usesEvenOddFillRule: Bool { get { fatalError() } set {} }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/fill()
    open func fill() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/stroke()
    open func stroke() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/fill(with:alpha:)
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/stroke(with:alpha:)
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/addclip()
    open func addClip() { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uigraphicsgetcurrentcontext()
public func UIGraphicsGetCurrentContext() -> CGContext? { fatalError() }
