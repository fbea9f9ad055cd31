import ControlSpecTemplates

/// The text of one template and where it came from.
public struct TemplateSource: Sendable, Hashable {
    /// The template's name: its file name without `.mustache` (`knob.swift`).
    public var name: String
    /// The path shown in diagnostics about the template.
    public var displayPath: String
    /// The template's text.
    public var text: String

    /// Creates a template source.
    public init(name: String, displayPath: String, text: String) {
        self.name = name
        self.displayPath = displayPath
        self.text = text
    }

    /// The file extension of template files.
    public static let fileExtension = ".mustache"

    /// The templates compiled into controlspec, in name order.
    public static var bundled: [TemplateSource] {
        BundledTemplates.all.map { TemplateSource(name: $0.name, displayPath: "Templates/\($0.name)\(fileExtension)", text: $0.text) }
    }
}
