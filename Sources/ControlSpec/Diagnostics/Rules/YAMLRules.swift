extension Rule {
    /// The rules of the YAML stage.
    static let yamlRules: [Rule] = []
}
