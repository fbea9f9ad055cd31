extension Rule {
    /// Every rule controlspec knows, in catalogue order (by category, then as listed there).
    public static let catalogue: [Rule] = yamlRules + structureRules + semanticRules + designRules + [.duplicateTypeName, .templateSyntax, .unconfigurableRule]

    /// The rule with identifier `id`, if there is one.
    public static func named(_ id: String) -> Rule? {
        catalogue.first { $0.id == id }
    }
}
