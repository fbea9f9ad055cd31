import Foundation

/// The colour names a checked model writes anywhere in it (states, appearances, parts,
/// keyframes), found by walking its stored values: what a generated file asks of UIKit, for
/// choosing the platforms its UIKit control compiles on.
///
/// The walk reflects (`Mirror`) on each value, which is most of its cost, so it skips the values
/// whose type cannot hold a colour: scalars, word lists (`CaseIterable` enums have no payloads),
/// structures all of whose stored properties are of such types, and optionals, arrays, sets and
/// dictionaries of them. A structure's stored property types are read off its reflected children,
/// which name the property's declared type as long as it is not an existential (`any P`): the
/// models are plain values, and `ControlSpecification.body`, the one existential, is where the
/// walk starts. What a type can hold is learnt once per process (`ColorFreeTypes`).
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
            let type = Swift.type(of: next)
            if ColorFreeTypes.shared.contains(type) { continue }
            let mirror = Mirror(reflecting: next)
            let children = mirror.children.map(\.value)
            if mirror.displayStyle == .struct, children.allSatisfy({ ColorFreeTypes.shared.contains(Swift.type(of: $0)) }) {
                ColorFreeTypes.shared.insert(type)
                continue
            }
            pending.append(contentsOf: children)
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

/// The types `NamedColorScan` has found cannot hold a colour, shared by every thread.
private final class ColorFreeTypes: @unchecked Sendable {
    /// The one set of the process.
    static let shared = ColorFreeTypes()

    /// The structures learnt so far; the lock guards it.
    private var structures: Set<ObjectIdentifier> = []
    /// Guards `structures`.
    private let lock = NSLock()

    /// Whether a value of `type` cannot hold a colour: a scalar, a word list, a structure learnt
    /// to hold none, or a container of such values.
    func contains(_ type: Any.Type) -> Bool {
        if type == String.self || type == Double.self || type == Int.self || type == Bool.self || type is any CaseIterable.Type {
            return true
        }
        if let container = type as? any ScannedContainer.Type { return container.elementTypes.allSatisfy(contains) }
        lock.lock()
        defer { lock.unlock() }
        return structures.contains(ObjectIdentifier(type))
    }

    /// Records that the structure `type` holds no colour.
    func insert(_ type: Any.Type) {
        lock.lock()
        defer { lock.unlock() }
        structures.insert(ObjectIdentifier(type))
    }
}

/// A standard container, whose elements' types its own type names.
private protocol ScannedContainer {
    /// The types of the values it holds.
    static var elementTypes: [Any.Type] { get }
}

extension Optional: ScannedContainer {
    fileprivate static var elementTypes: [Any.Type] { [Wrapped.self] }
}

extension Array: ScannedContainer {
    fileprivate static var elementTypes: [Any.Type] { [Element.self] }
}

extension Set: ScannedContainer {
    fileprivate static var elementTypes: [Any.Type] { [Element.self] }
}

extension Dictionary: ScannedContainer {
    fileprivate static var elementTypes: [Any.Type] { [Key.self, Value.self] }
}
