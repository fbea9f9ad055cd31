// Interface stub of Apple's CoreGraphics for type-checking generated code on Linux.
// Declarations only; never shipped. See ../README.md.
// On Linux, Foundation already defines CGFloat, CGPoint, CGSize and CGRect (with insetBy, midX, ...);
// they are not redeclared here.

@_exported import Foundation
@_exported import CoreFoundation

/// https://developer.apple.com/documentation/corefoundation/cgvector
public struct CGVector: Sendable {
    /// https://developer.apple.com/documentation/corefoundation/cgvector/dx
    public var dx: CGFloat
    /// https://developer.apple.com/documentation/corefoundation/cgvector/dy
    public var dy: CGFloat
    /// https://developer.apple.com/documentation/corefoundation/cgvector/init()
    public init() { dx = 0; dy = 0 }
    /// https://developer.apple.com/documentation/corefoundation/cgvector/init(dx:dy:)-9fqrz
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
}

extension CGVector {
    /// https://developer.apple.com/documentation/corefoundation/cgvector/zero
    public static var zero: CGVector { CGVector() }
    /// https://developer.apple.com/documentation/corefoundation/cgvector/init(dx:dy:)-4ejda
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    /// https://developer.apple.com/documentation/corefoundation/cgvector/init(dx:dy:)-5ro4z
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
}

extension CGVector: Equatable {
    /// https://developer.apple.com/documentation/corefoundation/cgvector/==(_:_:)
    public static func == (lhs: CGVector, rhs: CGVector) -> Bool { lhs.dx == rhs.dx && lhs.dy == rhs.dy }
}

// MARK: - CGAffineTransform

/// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Sendable {
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/a
    public var a: CGFloat
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/b
    public var b: CGFloat
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/c
    public var c: CGFloat
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/d
    public var d: CGFloat
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/tx
    public var tx: CGFloat
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/ty
    public var ty: CGFloat
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init()
    public init() { a = 0; b = 0; c = 0; d = 0; tx = 0; ty = 0 }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
}

extension CGAffineTransform {
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(translationx:y:)
    public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)
    public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(rotationangle:)
    public init(rotationAngle angle: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(_:_:_:_:_:_:)
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/isidentity
    public var isIdentity: Bool { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/translatedby(x:y:)
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/scaledby(x:y:)
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/rotated(by:)
    public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/inverted()
    public func inverted() -> CGAffineTransform { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/concatenating(_:)
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    public static var identity: CGAffineTransform { fatalError() }
}

extension CGAffineTransform: Equatable {
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/==(_:_:)
    public static func == (lhs: CGAffineTransform, rhs: CGAffineTransform) -> Bool { fatalError() }
}

extension CGPoint {
    /// https://developer.apple.com/documentation/corefoundation/cgpoint/applying(_:)
    public func applying(_ t: CGAffineTransform) -> CGPoint { fatalError() }
}

extension CGSize {
    /// https://developer.apple.com/documentation/corefoundation/cgsize/applying(_:)
    public func applying(_ t: CGAffineTransform) -> CGSize { fatalError() }
}

extension CGRect {
    /// https://developer.apple.com/documentation/corefoundation/cgrect/applying(_:)
    public func applying(_ t: CGAffineTransform) -> CGRect { fatalError() }
}

// MARK: - Enumerations

/// https://developer.apple.com/documentation/coregraphics/cgpathfillrule
public enum CGPathFillRule: Int {
    /// https://developer.apple.com/documentation/coregraphics/cgpathfillrule/winding
    case winding
    /// https://developer.apple.com/documentation/coregraphics/cgpathfillrule/evenodd
    case evenOdd
}

/// https://developer.apple.com/documentation/coregraphics/cglinecap
public enum CGLineCap: Int32, @unchecked Sendable {
    /// https://developer.apple.com/documentation/coregraphics/cglinecap/butt
    case butt = 0
    /// https://developer.apple.com/documentation/coregraphics/cglinecap/round
    case round = 1
    /// https://developer.apple.com/documentation/coregraphics/cglinecap/square
    case square = 2
}

/// https://developer.apple.com/documentation/coregraphics/cglinejoin
public enum CGLineJoin: Int32, @unchecked Sendable {
    /// https://developer.apple.com/documentation/coregraphics/cglinejoin/miter
    case miter = 0
    /// https://developer.apple.com/documentation/coregraphics/cglinejoin/round
    case round = 1
    /// https://developer.apple.com/documentation/coregraphics/cglinejoin/bevel
    case bevel = 2
}

/// https://developer.apple.com/documentation/coregraphics/cgblendmode
public enum CGBlendMode: Int32, @unchecked Sendable {
    /// https://developer.apple.com/documentation/coregraphics/cgblendmode/normal
    case normal = 0
    /// https://developer.apple.com/documentation/coregraphics/cgblendmode/multiply
    case multiply = 1
}

/// https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions
public struct CGGradientDrawingOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt32
    /// https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions/init(rawvalue:)
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions/drawsbeforestartlocation
    public static var drawsBeforeStartLocation: CGGradientDrawingOptions { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions/drawsafterendlocation
    public static var drawsAfterEndLocation: CGGradientDrawingOptions { fatalError() }
}

// MARK: - Colour

/// https://developer.apple.com/documentation/coregraphics/cgcolorspace
public class CGColorSpace {
    /// https://developer.apple.com/documentation/coregraphics/cgcolorspace/init(name:)
    public init?(name: CFString) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcolorspace/srgb
    /// Apple: `class let sRGB: CFString`; CFString is not Sendable in Linux CoreFoundation, hence nonisolated(unsafe).
    nonisolated(unsafe) public static let sRGB: CFString = { fatalError() }()
    /// https://developer.apple.com/documentation/coregraphics/cgcolorspace/numberofcomponents
    public var numberOfComponents: Int { fatalError() }
}

extension CGColorSpace: @unchecked Sendable {}

/// https://developer.apple.com/documentation/coregraphics/cgcolorspacecreatedevicergb()
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { fatalError() }

/// https://developer.apple.com/documentation/coregraphics/cgcolor
public class CGColor {
    /// https://developer.apple.com/documentation/coregraphics/cgcolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcolor/init(gray:alpha:)
    public init(gray: CGFloat, alpha: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcolor/copy(alpha:)
    public func copy(alpha: CGFloat) -> CGColor? { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcolor/alpha
    public var alpha: CGFloat { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcolor/colorspace
    public var colorSpace: CGColorSpace? { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcolor/numberofcomponents
    public var numberOfComponents: Int { fatalError() }
}

extension CGColor {
    /// https://developer.apple.com/documentation/coregraphics/cgcolor/components
    public var components: [CGFloat]? { fatalError() }
}

extension CGColor: @unchecked Sendable {}

/// https://developer.apple.com/documentation/coregraphics/cggradient
public class CGGradient {
    /// https://developer.apple.com/documentation/coregraphics/cggradient/init(colorsspace:colors:locations:)
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cggradient/init(colorspace:colorcomponents:locations:count:)
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?, count: Int) { fatalError() }
}

// MARK: - Paths

/// https://developer.apple.com/documentation/coregraphics/cgpath
public class CGPath {
    /// https://developer.apple.com/documentation/coregraphics/cgpath/init(rect:transform:)
    public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgpath/init(ellipsein:transform:)
    public init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgpath/init(roundedrect:cornerwidth:cornerheight:transform:)
    public init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgpath/copy()
    public func copy() -> CGPath? { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgpath/mutablecopy()
    public func mutableCopy() -> CGMutablePath? { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgpath/boundingbox
    public var boundingBox: CGRect { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgpath/isempty
    public var isEmpty: Bool { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgpath/currentpoint
    public var currentPoint: CGPoint { fatalError() }
    /// Stub-only designated initialiser so that `CGMutablePath()` can exist; not Apple API (CF types have no Swift initialiser to chain to).
    internal init(_stub: Void) {}
}

extension CGPath {
    /// https://developer.apple.com/documentation/coregraphics/cgpath/contains(_:using:transform:)
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgpath/copy(strokingwithwidth:linecap:linejoin:miterlimit:transform:)
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath { fatalError() }
}

/// https://developer.apple.com/documentation/coregraphics/cgmutablepath
public class CGMutablePath: CGPath {
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/init()
    public init() { super.init(_stub: ()) }
}

extension CGMutablePath {
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/move(to:transform:)
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/addline(to:transform:)
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/addcurve(to:control1:control2:transform:)
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/addrect(_:transform:)
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/addroundedrect(in:cornerwidth:cornerheight:transform:)
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/addellipse(in:transform:)
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/addarc(center:radius:startangle:endangle:clockwise:transform:)
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/addpath(_:transform:)
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/closesubpath()
    public func closeSubpath() { fatalError() }
}

// MARK: - Context

/// https://developer.apple.com/documentation/coregraphics/cgcontext
public class CGContext {
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/savegstate()
    public func saveGState() { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/restoregstate()
    public func restoreGState() { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/setfillcolor(_:)-2dna4
    public func setFillColor(_ color: CGColor) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/setstrokecolor(_:)-7qx0v
    public func setStrokeColor(_ color: CGColor) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/setlinewidth(_:)
    public func setLineWidth(_ width: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/setlinecap(_:)
    public func setLineCap(_ cap: CGLineCap) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/setalpha(_:)
    public func setAlpha(_ alpha: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:color:)
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:)
    public func setShadow(offset: CGSize, blur: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/addpath(_:)
    public func addPath(_ path: CGPath) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/addrect(_:)
    public func addRect(_ rect: CGRect) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/addellipse(in:)
    public func addEllipse(in rect: CGRect) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/strokepath()
    public func strokePath() { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/fill(_:)-8d2ib
    public func fill(_ rect: CGRect) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/stroke(_:)
    public func stroke(_ rect: CGRect) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/clip(to:)-4mdhv
    public func clip(to rect: CGRect) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/translateby(x:y:)
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/rotate(by:)
    public func rotate(by angle: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/drawlineargradient(_:start:end:options:)
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/drawradialgradient(_:startcenter:startradius:endcenter:endradius:options:)
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) { fatalError() }
}

extension CGContext {
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/move(to:)
    public func move(to point: CGPoint) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/addline(to:)
    public func addLine(to point: CGPoint) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/addarc(center:radius:startangle:endangle:clockwise:)
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/fillpath(using:)
    public func fillPath(using rule: CGPathFillRule = .winding) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/clip(using:)
    public func clip(using rule: CGPathFillRule = .winding) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/fill(_:)-4b3zs
    public func fill(_ rects: [CGRect]) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/setlinedash(phase:lengths:)
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { fatalError() }
}
