/// One part of a button as the templates insert it: Swift literals and expressions only.
struct ButtonPartItem: Sendable {
    /// A symbol part's image.
    struct Symbol: Sendable {
        /// The SF Symbol name as a string literal.
        var name: String
        /// The point size as a Swift literal.
        var pointSize: String
        /// The `UIImage.SymbolWeight` case.
        var weight: String
    }

    /// An image part's image.
    struct Image: Sendable {
        /// The asset name as a string literal.
        var asset: String
    }

    /// The part's id, for doc comments.
    var id: String
    /// The enum case name.
    var caseName: String
    /// What the part draws, in words.
    var shapeDescription: String
    /// `.parent` or `nil`.
    var parentExpression: String
    /// `.mirrored` or `nil`.
    var mirroredExpression: String
    /// Whether the part follows another part.
    var isMirror: Bool
    /// `CGSize(width:height:)` or `nil` for the parent's size.
    var sizeExpression: String
    /// The horizontal position (`.centered`, `.center(26)`, `.start(4)`, `.end(11)`).
    var horizontal: String
    /// The vertical position.
    var vertical: String
    /// The rest rotation in radians as a Swift literal.
    var rotation: String
    /// The opacity as a Swift literal.
    var alpha: String
    /// The symbol drawn, for a symbol part.
    var symbol: Symbol?
    /// The image drawn, for an image part.
    var image: Image?
    /// Whether the part is drawn by a `UIImageView` (coloured by `tintColor`).
    var isImageView: Bool
    /// Whether children are clipped.
    var clipsChildren: Bool
    /// A line's width as a Swift literal.
    var lineWidth: String?
    /// Whether the corner radius is half the shorter side (circles and capsules).
    var roundedBySize: Bool
    /// The fixed corner radius as a Swift literal.
    var cornerRadius: String
    /// The fill (or tint) colour as a `UIColor` expression, following the control's state.
    var colorExpression: String

    /// Makes the item of `part`, a child of `parent` (`nil`: of the control).
    init(part: Part, parent: Part?) {
        id = part.id
        caseName = SwiftIdentifier.escaped(part.id)
        parentExpression = parent.map { ".\(SwiftIdentifier.escaped($0.id))" } ?? "nil"
        mirroredExpression = part.mirrors.map { ".\(SwiftIdentifier.escaped($0))" } ?? "nil"
        isMirror = part.mirrors != nil
        var size = part.size
        switch part.shape {
        case .circle: shapeDescription = "circle"
        case .roundedRect: shapeDescription = "rounded rectangle"
        case .capsule: shapeDescription = "capsule"
        case .line: shapeDescription = "line"
        case .symbol(let name, let pointSize, let weight):
            shapeDescription = "SF Symbol"
            size = size ?? Size(width: pointSize, height: pointSize)
            symbol = Symbol(name: SwiftLiteral.string(name), pointSize: SwiftLiteral.number(pointSize), weight: Self.weights.contains(weight) ? weight : "regular")
        case .image(let asset):
            shapeDescription = "image"
            image = Image(asset: SwiftLiteral.string(asset))
        }
        sizeExpression = size.map { "CGSize(width: \(SwiftLiteral.number($0.width)), height: \(SwiftLiteral.number($0.height)))" } ?? "nil"
        switch part.horizontal {
        case .centered: horizontal = ".centered"
        case .centerX(let x): horizontal = ".center(\(SwiftLiteral.number(x)))"
        case .leading(let x): horizontal = ".start(\(SwiftLiteral.number(x)))"
        case .trailing(let x): horizontal = ".end(\(SwiftLiteral.number(x)))"
        }
        switch part.vertical {
        case .centered: vertical = ".centered"
        case .centerY(let y): vertical = ".center(\(SwiftLiteral.number(y)))"
        case .top(let y): vertical = ".start(\(SwiftLiteral.number(y)))"
        case .bottom(let y): vertical = ".end(\(SwiftLiteral.number(y)))"
        }
        rotation = SwiftLiteral.angle(part.rotation)
        alpha = SwiftLiteral.number(part.alpha)
        isImageView = symbol != nil || image != nil
        clipsChildren = part.clipsChildren
        switch part.shape {
        case .circle, .capsule: roundedBySize = true
        default: roundedBySize = false
        }
        if case .roundedRect(let radius) = part.shape { cornerRadius = SwiftLiteral.number(radius) } else { cornerRadius = "0" }
        if case .line(let width) = part.shape { lineWidth = SwiftLiteral.number(width) }
        colorExpression = Self.colorExpression(part.color)
    }

    /// The `UIImage.SymbolWeight` cases.
    static let weights: Set<String> = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    /// The colour for the control's current state: disabled, highlighted, then normal.
    static func colorExpression(_ color: StateValue<ColorValue>) -> String {
        func expression(_ value: ColorValue) -> String {
            value == .tint ? "tintColor" : SwiftColor.uiColor(value)
        }
        var result = expression(color.normal)
        if let highlighted = color.highlighted { result = "isHighlighted ? \(expression(highlighted)) : \(result)" }
        if let disabled = color.disabled { result = "!isEnabled ? \(expression(disabled)) : \(color.highlighted == nil ? result : "(\(result))")" }
        return result
    }

    /// Every part of the tree in drawing order, each with its parent.
    static func flatten(_ parts: [Part], parent: Part? = nil) -> [(part: Part, parent: Part?)] {
        parts.flatMap { part in [(part, parent)] + flatten(part.children, parent: part) }
    }
}
