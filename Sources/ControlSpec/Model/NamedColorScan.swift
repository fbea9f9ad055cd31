/// The colour names a checked model writes anywhere in it (states, appearances, parts,
/// keyframes), found by walking its stored values: what a generated file asks of UIKit, for
/// choosing the platforms its UIKit control compiles on.
enum NamedColorScan {
    /// Every name `.named` gives in `value` and the values it holds.
    static func names(in value: Any) -> Set<String> {
        var names: Set<String> = []
        var pending: [Any] = [value]
        while let next = pending.popLast() {
            if let color = next as? ColorValue {
                collect(color, into: &names)
                continue
            }
            if next is String || next is Double || next is Int || next is Bool { continue }
            pending.append(contentsOf: Mirror(reflecting: next).children.map(\.value))
        }
        return names
    }

    /// The names `color` gives, in every appearance.
    private static func collect(_ color: ColorValue, into names: inout Set<String>) {
        switch color {
        case .named(let name): names.insert(name)
        case .perAppearance(let colors):
            for appearance in Appearance.allCases { collect(colors.color(in: appearance), into: &names) }
        case .rgba, .white, .tint: break
        }
    }
}
