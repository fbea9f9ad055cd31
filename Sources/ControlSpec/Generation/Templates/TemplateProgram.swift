/// A compiled template as `TemplateRenderer` walks it: one flat list of operations whose payloads
/// are plain integers, every text of the template in one buffer of UTF-8 bytes, and the names and
/// partials its tags use in tables. A section's body is the operations after it, up to the one
/// its `end` names.
///
/// Walking the tree of `CompiledTemplate.Node`s, as the renderer did, copied every node out of its
/// array (a retain and a release of its text or children) and appended every text through a
/// `String`; here an operation is read in place and a text is one copy of bytes.
final class TemplateProgram: Sendable {
    /// One step of a template. Texts are ranges of `bytes`, names and partials indexes in `names`
    /// and `partials`.
    enum Operation: Sendable {
        /// Text written as it is: `bytes[start..<end]`.
        case text(start: Int, end: Int)
        /// A variable tag.
        case variable(name: Int)
        /// A section, whose body runs up to (not including) the operation at `end`.
        case section(name: Int, end: Int)
        /// An inverted section, whose body runs up to (not including) the operation at `end`.
        case invertedSection(name: Int, end: Int)
        /// A partial, indented by `bytes[indentationStart..<indentationEnd]` (empty when its tag does
        /// not stand alone on its line: an empty indentation indents nothing).
        case partial(name: Int, indentationStart: Int, indentationEnd: Int)
    }

    /// The operations, in template order.
    let operations: [Operation]
    /// The template's texts and partial indentations, one after the other.
    let bytes: [UInt8]
    /// The names the variable and section tags look up, each as where it looks first and the
    /// range of its parts in `nameParts` and `nameHashes`. A name holds no reference of its own:
    /// reading one while rendering retains nothing in these tables, which every thread of a run
    /// shares (a retain of a shared object by two cores makes them pass its cache line to and
    /// fro).
    let names: [Name]
    /// The parts of every name in `names`, one name's after another's.
    let nameParts: [String]
    /// Each part's hash, by which objects find it (`TemplateObject.hash(_:)`).
    let nameHashes: [UInt64]
    /// The names of the partials the partial tags include.
    let partials: [String]

    /// The program of the parsed template `nodes`.
    init(_ nodes: [CompiledTemplate.Node]) {
        var builder = Builder()
        builder.add(nodes)
        operations = builder.operations
        bytes = builder.bytes
        names = builder.names
        nameParts = builder.nameParts
        nameHashes = builder.nameHashes
        partials = builder.partials
    }

    /// A name of `names`: where its first part is looked up, and its parts,
    /// `nameParts[parts]` with their hashes `nameHashes[parts]`.
    struct Name: Sendable {
        /// Where the first part is looked up.
        let root: TemplateName.Root
        /// The indices of the parts in `nameParts` and `nameHashes`, in order.
        let parts: Range<Int>
    }

    /// Flattens nodes into operations.
    private struct Builder {
        var operations: [Operation] = []
        var bytes: [UInt8] = []
        var names: [Name] = []
        var nameParts: [String] = []
        var nameHashes: [UInt64] = []
        var partials: [String] = []
        /// The names as parsed, by their index in `names`.
        private var parsedNames: [TemplateName] = []

        /// Appends the operations of `nodes`.
        mutating func add(_ nodes: [CompiledTemplate.Node]) {
            for node in nodes {
                switch node {
                case .text(let text):
                    let start = bytes.count
                    bytes.append(contentsOf: text.utf8)
                    operations.append(.text(start: start, end: bytes.count))
                case .variable(let name):
                    operations.append(.variable(name: index(of: name)))
                case .section(let name, let children), .invertedSection(let name, let children):
                    let at = operations.count
                    let nameIndex = index(of: name)
                    operations.append(.variable(name: nameIndex))  // replaced once the body's end is known
                    add(children)
                    if case .section = node {
                        operations[at] = .section(name: nameIndex, end: operations.count)
                    } else {
                        operations[at] = .invertedSection(name: nameIndex, end: operations.count)
                    }
                case .partial(let name, let indentation):
                    let partial = partials.firstIndex(of: name) ?? partials.endIndex
                    if partial == partials.endIndex { partials.append(name) }
                    let start = bytes.count
                    bytes.append(contentsOf: (indentation ?? "").utf8)
                    operations.append(.partial(name: partial, indentationStart: start, indentationEnd: bytes.count))
                }
            }
        }

        /// The index of `name` in `names`, added if it is not there yet.
        private mutating func index(of name: TemplateName) -> Int {
            if let found = parsedNames.firstIndex(of: name) { return found }
            parsedNames.append(name)
            names.append(Name(root: name.root, parts: nameParts.count..<nameParts.count + name.parts.count))
            nameParts += name.parts
            nameHashes += name.hashes
            return names.count - 1
        }
    }
}
