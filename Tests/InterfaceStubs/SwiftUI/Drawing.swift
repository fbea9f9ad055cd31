// Interface stub of Apple's SwiftUI: immediate-mode drawing (Canvas, GraphicsContext, Path) and the
// colours, angles, strokes and shapes it takes. SwiftUI has these on every platform. Declarations
// only; never shipped. Every declaration records its developer.apple.com page and Apple's
// declaration; see ../README.md.

// MARK: - Canvas

/// Apple: https://developer.apple.com/documentation/swiftui/canvas
/// Declaration: nonisolated struct Canvas<Symbols> where Symbols : View
/// Conforms to: View
nonisolated public struct Canvas<Symbols>: View where Symbols: View {
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public typealias Body = Never
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public var body: Never { fatalError() }
}

extension Canvas where Symbols == EmptyView {
    /// Apple: https://developer.apple.com/documentation/swiftui/canvas/init(opaque:colormode:rendersasynchronously:renderer:)
    /// Declaration: nonisolated init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void)
    nonisolated public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        fatalError()
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/colorrenderingmode
/// Declaration: enum ColorRenderingMode
public enum ColorRenderingMode {
    /// Apple: https://developer.apple.com/documentation/swiftui/colorrenderingmode/nonlinear
    /// Declaration: case nonLinear
    case nonLinear
    /// Apple: https://developer.apple.com/documentation/swiftui/colorrenderingmode/linear
    /// Declaration: case linear
    case linear
    /// Apple: https://developer.apple.com/documentation/swiftui/colorrenderingmode/extendedlinear
    /// Declaration: case extendedLinear
    case extendedLinear
}

/// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext
/// Declaration: @frozen struct GraphicsContext
@frozen public struct GraphicsContext {
    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/opacity
    /// Declaration: var opacity: Double { get set }
    public var opacity: Double { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/translateby(x:y:)
    /// Declaration: mutating func translateBy(x: CGFloat, y: CGFloat)
    public mutating func translateBy(x: CGFloat, y: CGFloat) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/rotate(by:)
    /// Declaration: mutating func rotate(by angle: Angle)
    public mutating func rotate(by angle: Angle) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/stroke(_:with:style:)
    /// Declaration: func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle)
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/stroke(_:with:linewidth:)
    /// Declaration: func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1)
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/fill(_:with:style:)
    /// Declaration: func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle())
    public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/clip(to:style:options:)
    /// Declaration: mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: GraphicsContext.ClipOptions = ClipOptions())
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: GraphicsContext.ClipOptions = ClipOptions()) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/drawlayer(content:)
    /// Declaration: func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/addfilter(_:options:)
    /// Declaration: mutating func addFilter(_ filter: GraphicsContext.Filter, options: GraphicsContext.FilterOptions = FilterOptions())
    public mutating func addFilter(_ filter: GraphicsContext.Filter, options: GraphicsContext.FilterOptions = FilterOptions()) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/draw(_:at:anchor:)
    /// Declaration: func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center)
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { fatalError() }

    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/clipoptions
    /// Declaration: @frozen struct ClipOptions
    /// Conforms to: OptionSet, Sendable
    @frozen public struct ClipOptions: OptionSet, Sendable {
        /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/clipoptions/init(rawvalue:)
        /// Declaration: init(rawValue: UInt32)
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/clipoptions/rawvalue
        /// Declaration: let rawValue: UInt32
        public let rawValue: UInt32
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/shading
    /// Declaration: struct Shading
    public struct Shading {
        /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/shading/color(_:)
        /// Declaration: static func color(_ color: Color) -> GraphicsContext.Shading
        public static func color(_ color: Color) -> GraphicsContext.Shading { fatalError() }
        /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/shading/lineargradient(_:startpoint:endpoint:options:)
        /// Declaration: static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GraphicsContext.GradientOptions = GradientOptions()) -> GraphicsContext.Shading
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GraphicsContext.GradientOptions = GradientOptions()) -> GraphicsContext.Shading {
            fatalError()
        }
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/gradientoptions
    /// Declaration: @frozen struct GradientOptions
    /// Conforms to: OptionSet, Sendable
    @frozen public struct GradientOptions: OptionSet, Sendable {
        /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/gradientoptions/init(rawvalue:)
        /// Declaration: init(rawValue: UInt32)
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/gradientoptions/rawvalue
        /// Declaration: let rawValue: UInt32
        public let rawValue: UInt32
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/filter
    /// Declaration: struct Filter
    public struct Filter {
        /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/filter/shadow(color:radius:x:y:blendmode:options:)
        /// Declaration: static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0, blendMode: GraphicsContext.BlendMode = .normal, options: GraphicsContext.ShadowOptions = ShadowOptions()) -> GraphicsContext.Filter
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0, blendMode: GraphicsContext.BlendMode = .normal, options: GraphicsContext.ShadowOptions = ShadowOptions()) -> GraphicsContext.Filter {
            fatalError()
        }
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/filteroptions
    /// Declaration: @frozen struct FilterOptions
    /// Conforms to: OptionSet, Sendable
    @frozen public struct FilterOptions: OptionSet, Sendable {
        /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/filteroptions/init(rawvalue:)
        /// Declaration: init(rawValue: UInt32)
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/filteroptions/rawvalue
        /// Declaration: let rawValue: UInt32
        public let rawValue: UInt32
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/shadowoptions
    /// Declaration: @frozen struct ShadowOptions
    /// Conforms to: OptionSet, Sendable
    @frozen public struct ShadowOptions: OptionSet, Sendable {
        /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/shadowoptions/init(rawvalue:)
        /// Declaration: init(rawValue: UInt32)
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/shadowoptions/rawvalue
        /// Declaration: let rawValue: UInt32
        public let rawValue: UInt32
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/blendmode-swift.struct
    /// Declaration: @frozen struct BlendMode
    @frozen public struct BlendMode {
        /// Apple: https://developer.apple.com/documentation/swiftui/graphicscontext/blendmode-swift.struct/normal
        /// Declaration: static var normal: GraphicsContext.BlendMode { get }
        public static var normal: GraphicsContext.BlendMode { fatalError() }
    }
}

// MARK: - Gradients

/// Apple: https://developer.apple.com/documentation/swiftui/gradient
/// Declaration: @frozen struct Gradient
@frozen public struct Gradient {
    /// Apple: https://developer.apple.com/documentation/swiftui/gradient/init(colors:)
    /// Declaration: init(colors: [Color])
    public init(colors: [Color]) {}
}

// MARK: - Paths

/// Apple: https://developer.apple.com/documentation/swiftui/path
/// Declaration: @frozen struct Path
/// Conforms to: Shape
@frozen public struct Path: Shape {
    /// Apple: https://developer.apple.com/documentation/swiftui/path/init()
    /// Declaration: init()
    public init() { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/path/path(in:)
    /// Declaration: nonisolated func path(in _: CGRect) -> Path
    nonisolated public func path(in _: CGRect) -> Path { fatalError() }
    /// Not Apple API: a shape's body, which SwiftUI declares without documenting it
    public typealias Body = Never
    /// Not Apple API: a shape's body, which SwiftUI declares without documenting it
    public var body: Never { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/path/init(_:)
    /// Declaration: init(_ callback: (inout Path) -> ())
    public init(_ callback: (inout Path) -> ()) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/path/move(to:)
    /// Declaration: mutating func move(to end: CGPoint)
    public mutating func move(to end: CGPoint) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/path/addline(to:)
    /// Declaration: mutating func addLine(to end: CGPoint)
    public mutating func addLine(to end: CGPoint) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/path/addarc(center:radius:startangle:endangle:clockwise:transform:)
    /// Declaration: mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity)
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {
        fatalError()
    }
    /// Apple: https://developer.apple.com/documentation/swiftui/path/addroundedrect(in:cornersize:style:transform:)
    /// Declaration: mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity)
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        fatalError()
    }
    /// Apple: https://developer.apple.com/documentation/swiftui/path/addellipse(in:transform:)
    /// Declaration: mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity)
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/path/addrect(_:transform:)
    /// Declaration: mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity)
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/path/closesubpath()
    /// Declaration: mutating func closeSubpath()
    public mutating func closeSubpath() { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/roundedcornerstyle
/// Declaration: enum RoundedCornerStyle
public enum RoundedCornerStyle {
    /// Apple: https://developer.apple.com/documentation/swiftui/roundedcornerstyle/circular
    /// Declaration: case circular
    case circular
    /// Apple: https://developer.apple.com/documentation/swiftui/roundedcornerstyle/continuous
    /// Declaration: case continuous
    case continuous
}

/// Apple: https://developer.apple.com/documentation/swiftui/angle
/// Declaration: @frozen struct Angle
@frozen public struct Angle {
    /// Apple: https://developer.apple.com/documentation/swiftui/angle/radians
    /// Declaration: var radians: Double
    public var radians: Double
    /// Apple: https://developer.apple.com/documentation/swiftui/angle/degrees
    /// Declaration: var degrees: Double { get set }
    public var degrees: Double { get { fatalError() } set {} }
    /// Apple: https://developer.apple.com/documentation/swiftui/angle/init(radians:)
    /// Declaration: init(radians: Double)
    public init(radians: Double) { self.radians = radians }
    /// Apple: https://developer.apple.com/documentation/swiftui/angle/init(degrees:)
    /// Declaration: init(degrees: Double)
    public init(degrees: Double) { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/angle/radians(_:)
    /// Declaration: static func radians(_ radians: Double) -> Angle
    public static func radians(_ radians: Double) -> Angle { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/angle/degrees(_:)
    /// Declaration: static func degrees(_ degrees: Double) -> Angle
    public static func degrees(_ degrees: Double) -> Angle { fatalError() }
}

/// Apple: https://developer.apple.com/documentation/swiftui/strokestyle
/// Declaration: @frozen struct StrokeStyle
@frozen public struct StrokeStyle {
    /// Apple: https://developer.apple.com/documentation/swiftui/strokestyle/init(linewidth:linecap:linejoin:miterlimit:dash:dashphase:)
    /// Declaration: init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0)
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        fatalError()
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/fillstyle
/// Declaration: @frozen struct FillStyle
@frozen public struct FillStyle {
    /// Apple: https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
    /// Declaration: init(eoFill: Bool = false, antialiased: Bool = true)
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// Apple: https://developer.apple.com/documentation/swiftui/unitpoint
/// Declaration: @frozen struct UnitPoint
/// Conforms to: Sendable
@frozen public struct UnitPoint: Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/unitpoint/center
    /// Declaration: static let center: UnitPoint
    public static let center: UnitPoint = UnitPoint()
    /// Apple: https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
    /// Declaration: init(x: CGFloat, y: CGFloat)
    public init(x: CGFloat, y: CGFloat) {}
    /// Not Apple API: the stub's way to make the constants above
    init() {}
}

// MARK: - Colour

/// Apple: https://developer.apple.com/documentation/swiftui/color
/// Declaration: @frozen struct Color
/// Conforms to: Sendable
/// Placement: View in an extension below, so that the initialisers and constants are not main-actor isolated, as on Apple's pages
@frozen public struct Color: Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    /// Declaration: init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    /// Apple: https://developer.apple.com/documentation/swiftui/color/init(_:white:opacity:)
    /// Declaration: init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
    /// Apple: https://developer.apple.com/documentation/swiftui/color/accentcolor
    /// Declaration: static var accentColor: Color { get }
    public static var accentColor: Color { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/color/clear
    /// Declaration: static let clear: Color
    public static let clear: Color = Color(white: 0, opacity: 0)
    /// Apple: https://developer.apple.com/documentation/swiftui/color/opacity(_:)
    /// Declaration: func opacity(_ opacity: Double) -> Color
    public func opacity(_ opacity: Double) -> Color { fatalError() }

    /// Apple: https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    /// Declaration: enum RGBColorSpace
    public enum RGBColorSpace {
        /// Apple: https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgb
        /// Declaration: case sRGB
        case sRGB
        /// Apple: https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgblinear
        /// Declaration: case sRGBLinear
        case sRGBLinear
        /// Apple: https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/displayp3
        /// Declaration: case displayP3
        case displayP3
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/color
/// Declaration: @frozen struct Color
/// Conforms to: View
extension Color: View {
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public typealias Body = Never
    /// Not Apple API: a primitive view's body, which SwiftUI declares without documenting it
    public var body: Never { fatalError() }
}

// MARK: - Shapes

/// Apple: https://developer.apple.com/documentation/swiftui/shape
/// Declaration: nonisolated protocol Shape : Sendable, Animatable, View
/// Difference: without the Animatable refinement: the stubs declare Animatable but not EmptyAnimatableData and the default animatableData a shape takes from it
nonisolated public protocol Shape: Sendable, View {
    /// Apple: https://developer.apple.com/documentation/swiftui/shape/path(in:)
    /// Declaration: nonisolated func path(in rect: CGRect) -> Path
    nonisolated func path(in rect: CGRect) -> Path
}

/// Apple: https://developer.apple.com/documentation/swiftui/rectangle
/// Declaration: @frozen struct Rectangle
/// Conforms to: Shape
@frozen public struct Rectangle: Shape {
    /// Apple: https://developer.apple.com/documentation/swiftui/rectangle/init()
    /// Declaration: init()
    public init() {}
    /// Apple: https://developer.apple.com/documentation/swiftui/rectangle/path(in:)
    /// Declaration: nonisolated func path(in rect: CGRect) -> Path
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
    /// Not Apple API: a shape's body, which SwiftUI declares without documenting it
    public typealias Body = Never
    /// Not Apple API: a shape's body, which SwiftUI declares without documenting it
    public var body: Never { fatalError() }
}
