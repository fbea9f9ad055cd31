// Interface stub of Apple's CoreGraphics for type-checking generated code on Linux.
// Declarations only; never shipped. Every declaration records its developer.apple.com page and
// Apple's declaration; see ../README.md. On Linux, Foundation already defines CGFloat, CGPoint,
// CGSize and CGRect; they are not redeclared here.

@_exported import Foundation
@_exported import CoreFoundation

// MARK: - Geometry

/// Apple: https://developer.apple.com/documentation/corefoundation/cgvector
/// Declaration: struct CGVector
public struct CGVector {
    /// Apple: https://developer.apple.com/documentation/corefoundation/cgvector/init(dx:dy:)-1cr8k
    /// Declaration: init(dx: Double, dy: Double)
    public init(dx: Double, dy: Double) { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/corefoundation/cgaffinetransform
/// Declaration: struct CGAffineTransform
public struct CGAffineTransform {
    /// Apple: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(rotationangle:)
    /// Declaration: init(rotationAngle angle: CGFloat)
    public init(rotationAngle angle: CGFloat) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)
    /// Declaration: init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/scaledby(x:y:)
    /// Declaration: func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError() }
    /// Apple: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    /// Declaration: static var identity: CGAffineTransform { get }
    public static var identity: CGAffineTransform { fatalError() }
}

// MARK: - Colour

/// Apple: https://developer.apple.com/documentation/coregraphics/cgcolor
/// Declaration: class CGColor
public class CGColor {}

/// Apple: https://developer.apple.com/documentation/coregraphics/cgcolorspace
/// Declaration: class CGColorSpace
public class CGColorSpace {
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgcolorspace/init(name:)
    /// Declaration: init?(name: CFString)
    public init?(name: CFString) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgcolorspace/srgb
    /// Declaration: class let sRGB: CFString
    /// Difference: a class cannot have a stored class property in Swift, and Linux's CFString is not Sendable, so the constant is a nonisolated(unsafe) static let
    nonisolated(unsafe) public static let sRGB: CFString = { fatalError() }()
}

/// Apple: https://developer.apple.com/documentation/coregraphics/cggradient
/// Declaration: class CGGradient
public class CGGradient {
    /// Apple: https://developer.apple.com/documentation/coregraphics/cggradient/init(colorspace:colorcomponents:locations:count:)
    /// Declaration: init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?, count: Int)
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?, count: Int) { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions
/// Declaration: struct CGGradientDrawingOptions
/// Conforms to: OptionSet
public struct CGGradientDrawingOptions: OptionSet {
    /// Apple: https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions/init(rawvalue:)
    /// Declaration: init(rawValue: UInt32)
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Apple: https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
    /// Declaration: var rawValue: Self.RawValue { get }
    /// Difference: the stored raw value that OptionSet requires, which the importer generates for option sets
    public var rawValue: UInt32
}

// MARK: - Paths

/// Apple: https://developer.apple.com/documentation/coregraphics/cgpathfillrule
/// Declaration: enum CGPathFillRule
public enum CGPathFillRule {
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgpathfillrule/winding
    /// Declaration: case winding
    case winding
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgpathfillrule/evenodd
    /// Declaration: case evenOdd
    case evenOdd
}

/// Apple: https://developer.apple.com/documentation/coregraphics/cglinecap
/// Declaration: enum CGLineCap
public enum CGLineCap {
    /// Apple: https://developer.apple.com/documentation/coregraphics/cglinecap/butt
    /// Declaration: case butt
    case butt
    /// Apple: https://developer.apple.com/documentation/coregraphics/cglinecap/round
    /// Declaration: case round
    case round
    /// Apple: https://developer.apple.com/documentation/coregraphics/cglinecap/square
    /// Declaration: case square
    case square
}

/// Apple: https://developer.apple.com/documentation/coregraphics/cglinejoin
/// Declaration: enum CGLineJoin
public enum CGLineJoin {
    /// Apple: https://developer.apple.com/documentation/coregraphics/cglinejoin/miter
    /// Declaration: case miter
    case miter
    /// Apple: https://developer.apple.com/documentation/coregraphics/cglinejoin/round
    /// Declaration: case round
    case round
    /// Apple: https://developer.apple.com/documentation/coregraphics/cglinejoin/bevel
    /// Declaration: case bevel
    case bevel
}

/// Apple: https://developer.apple.com/documentation/coregraphics/cgpath
/// Declaration: class CGPath
public class CGPath {
    /// Not Apple API: a designated initialiser for `CGMutablePath.init()` to chain to (Core Foundation types have no Swift initialiser chain)
    internal init(_stub: Void) {}
}

/// Apple: https://developer.apple.com/documentation/coregraphics/cgmutablepath
/// Declaration: class CGMutablePath
/// Inherits from: CGPath
public class CGMutablePath: CGPath {
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgmutablepath/init()
    /// Declaration: init()
    public init() { super.init(_stub: ()) }
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgmutablepath/addrect(_:transform:)
    /// Declaration: func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity)
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgmutablepath/addpath(_:transform:)
    /// Declaration: func addPath(_ path: CGPath, transform: CGAffineTransform = .identity)
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { fatalError() }
}

// MARK: - Context

/// Apple: https://developer.apple.com/documentation/coregraphics/cgcontext
/// Declaration: class CGContext
public class CGContext {
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgcontext/savegstate()
    /// Declaration: func saveGState()
    public func saveGState() { fatalError() }
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgcontext/restoregstate()
    /// Declaration: func restoreGState()
    public func restoreGState() { fatalError() }
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgcontext/setalpha(_:)
    /// Declaration: func setAlpha(_ alpha: CGFloat)
    public func setAlpha(_ alpha: CGFloat) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgcontext/begintransparencylayer(auxiliaryinfo:)
    /// Declaration: func beginTransparencyLayer(auxiliaryInfo: CFDictionary?)
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgcontext/endtransparencylayer()
    /// Declaration: func endTransparencyLayer()
    public func endTransparencyLayer() { fatalError() }
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgcontext/setfillcolor(_:)-8lhn8
    /// Declaration: func setFillColor(_ color: CGColor)
    public func setFillColor(_ color: CGColor) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgcontext/setstrokecolor(_:)-1sskg
    /// Declaration: func setStrokeColor(_ color: CGColor)
    public func setStrokeColor(_ color: CGColor) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgcontext/setlinewidth(_:)
    /// Declaration: func setLineWidth(_ width: CGFloat)
    public func setLineWidth(_ width: CGFloat) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:color:)
    /// Declaration: func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?)
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgcontext/addpath(_:)
    /// Declaration: func addPath(_ path: CGPath)
    public func addPath(_ path: CGPath) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgcontext/fill(_:)-7a0rk
    /// Declaration: func fill(_ rect: CGRect)
    public func fill(_ rect: CGRect) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgcontext/fillpath(using:)
    /// Declaration: func fillPath(using rule: CGPathFillRule = .winding)
    public func fillPath(using rule: CGPathFillRule = .winding) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgcontext/strokepath()
    /// Declaration: func strokePath()
    public func strokePath() { fatalError() }
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgcontext/clip(using:)
    /// Declaration: func clip(using rule: CGPathFillRule = .winding)
    public func clip(using rule: CGPathFillRule = .winding) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/coregraphics/cgcontext/drawlineargradient(_:start:end:options:)
    /// Declaration: func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions)
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions) { fatalError() }
}
