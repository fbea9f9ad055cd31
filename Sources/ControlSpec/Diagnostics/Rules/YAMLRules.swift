extension Rule {
    /// The rules of the YAML stage, in the order the reader checks them.
    static let yamlRules: [Rule] = [
        .yamlLimit, .yamlEncoding, .yamlNul, .yamlSyntax, .yamlTab, .yamlEmpty,
        .yamlMultipleDocuments, .yamlDuplicateKey, .yamlComplexKey, .yamlTag, .yamlAlias, .yamlMergeKey,
    ]
}
