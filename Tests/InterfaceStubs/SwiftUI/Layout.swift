// Interface stub of Apple's SwiftUI: the layout and appearance modifiers generated views apply, and
// change observation. SwiftUI has these on every platform. Modifiers that return `some View` have
// `fatalError()` bodies (Never is a View). Declarations only; never shipped. Every declaration records
// its developer.apple.com page and Apple's declaration; see ../README.md.

extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    /// Declaration: nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    /// Declaration: nonisolated func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/position(_:)
    /// Declaration: nonisolated func position(_ position: CGPoint) -> some View
    nonisolated public func position(_ position: CGPoint) -> some View { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/disabled(_:)
    /// Declaration: nonisolated func disabled(_ disabled: Bool) -> some View
    nonisolated public func disabled(_ disabled: Bool) -> some View { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    /// Declaration: nonisolated func opacity(_ opacity: Double) -> some View
    nonisolated public func opacity(_ opacity: Double) -> some View { fatalError() }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
    /// Declaration: nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V : Equatable
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V: Equatable {
        fatalError()
    }
    /// Apple: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    /// Declaration: nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View where V : Equatable
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View where V: Equatable {
        fatalError()
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/proposedviewsize
/// Declaration: @frozen struct ProposedViewSize
@frozen public struct ProposedViewSize {
    /// Apple: https://developer.apple.com/documentation/swiftui/proposedviewsize/width
    /// Declaration: var width: CGFloat?
    public var width: CGFloat?
    /// Apple: https://developer.apple.com/documentation/swiftui/proposedviewsize/height
    /// Declaration: var height: CGFloat?
    public var height: CGFloat?
    /// Apple: https://developer.apple.com/documentation/swiftui/proposedviewsize/init(width:height:)
    /// Declaration: init(width: CGFloat?, height: CGFloat?)
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
}
