/// One part of a button as the UIKit template makes its view: its enum case, what it draws and
/// its colour, as Swift literals and expressions only (its geometry is in the configuration).
struct ButtonPartItem: Sendable, Encodable {
    /// A symbol part's image.
    struct Symbol: Sendable, Encodable {
        /// The SF Symbol name as a string literal.
        var name: String
        /// The point size as a Swift literal.
        var pointSize: String
        /// The `UIImage.SymbolWeight` case.
        var weight: String
    }

    /// An image part's image.
    struct Image: Sendable, Encodable {
        /// The asset name as a string literal.
        var asset: String
    }

    /// The part's id, for doc comments.
    var id: String
    /// The enum case name.
    var caseName: String
    /// What the part draws, in words.
    var shapeDescription: String
    /// The symbol drawn, for a symbol part.
    var symbol: Symbol?
    /// The image drawn, for an image part.
    var image: Image?
    /// Whether the part is drawn by a `UIImageView` (coloured by `tintColor`).
    var isImageView: Bool
    /// Whether children are clipped.
    var clipsChildren: Bool
    /// The fill (or tint) colour as a `UIColor` expression, following the control's state.
    var colorExpression: String

    /// Makes the item of `part`.
    init(part: Part) {
        id = part.id
        caseName = SwiftKeywords.escaped(part.id)
        switch part.shape {
        case .circle: shapeDescription = "circle"
        case .roundedRect: shapeDescription = "rounded rectangle"
        case .capsule: shapeDescription = "capsule"
        case .line: shapeDescription = "line"
        case .symbol(let name, let pointSize, let weight):
            shapeDescription = "SF Symbol"
            symbol = Symbol(name: SwiftLiteral.string(name), pointSize: SwiftLiteral.number(pointSize),
                            weight: weight.rawValue)
        case .image(let asset):
            shapeDescription = "image"
            image = Image(asset: SwiftLiteral.string(asset))
        }
        isImageView = symbol != nil || image != nil
        clipsChildren = part.clipsChildren
        colorExpression = Self.colorExpression(part.color)
    }

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
}
