/// The spec language, declared as data: the kinds of control (`ControlKinds`) and, through their
/// typed keys (`ObjectKeys`), every object type.
public enum SpecLanguage {
    /// The format version this build reads and writes.
    public static let formatVersion = 1

    /// Every named object type, for `definitions` in the JSON Schema and the docs: each kind's
    /// top level, then the types more than one kind uses, then each kind's own, each depth first
    /// in key order.
    public static let objectTypes: [ObjectType] = {
        let below = ControlKinds.all.map(\.topLevel.typesBelow)
        var kindCount: [String: Int] = [:]
        for type in below.joined() { kindCount[type.name, default: 0] += 1 }
        var shared: [ObjectType] = []
        for type in below.joined() where kindCount[type.name, default: 0] > 1 && !shared.contains(where: { $0.name == type.name }) {
            shared.append(type)
        }
        let own = below.joined().filter { kindCount[$0.name] == 1 }
        return ControlKinds.all.map(\.topLevel) + shared + own
    }()

    /// The object type named `name`.
    public static func objectType(_ name: String) -> ObjectType {
        guard let type = objectTypes.first(where: { $0.name == name }) else {
            preconditionFailure("the spec language has no object type '\(name)'")
        }
        return type
    }
}
