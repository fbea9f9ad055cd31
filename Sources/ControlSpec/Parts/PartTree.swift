/// The order of a button's parts and the names that stand for them, computed once for the
/// checker (over checked part objects) and for the model and the kernel (over `Part`s).
enum PartTree {
    /// Every node of the trees under `roots` in the kernel's order: back to front, each node
    /// before its children (source order in a spec), with its parent's index. Walks without
    /// recursion.
    static func flatten<Node>(_ roots: [Node], children: (Node) -> [Node]) -> [(node: Node, parent: Int?)] {
        var result: [(node: Node, parent: Int?)] = []
        var pending: [(node: Node, parent: Int?)] = roots.reversed().map { ($0, nil) }
        while let next = pending.popLast() {
            result.append(next)
            let index = result.count - 1
            pending.append(contentsOf: children(next.node).reversed().map { ($0, index) })
        }
        return result
    }
}

/// The names of a button's parts, ids and groups, each with the indices of the parts it stands
/// for in the kernel's order (`PartTree.flatten`).
struct PartNames: Sendable {
    /// The index of the part with each id.
    private(set) var ids: [String: Int] = [:]
    /// The indices of each group's members, in order.
    private(set) var groups: [String: [Int]] = [:]
    /// Every id and group in order of first appearance, for did-you-mean.
    private(set) var names: [String] = []

    /// The names of flattened parts, given each part's id (`nil` when invalid) and group; an id
    /// used again keeps its first part, and the part using it again joins no group.
    init(_ parts: [(id: String?, group: String?)]) {
        for (index, part) in parts.enumerated() {
            guard let id = part.id, ids[id] == nil else { continue }
            ids[id] = index
            names.append(id)
            if let group = part.group {
                if groups[group] == nil { names.append(group) }
                groups[group, default: []].append(index)
            }
        }
    }

    /// The indices of the parts `name` stands for: the part with that id, or the group's members;
    /// `nil` when it names nothing.
    func members(of name: String) -> [Int]? {
        ids[name].map { [$0] } ?? groups[name]
    }
}
