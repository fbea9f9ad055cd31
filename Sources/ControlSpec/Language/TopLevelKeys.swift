/// The top-level keys of one kind's specs: the keys every kind shares, declared once here, and
/// the kind's own (`KnobKeys`, `RangeSliderKeys`, `ButtonKeys`).
protocol TopLevelKeys: ObjectKeys {
    /// The model of a spec of this kind.
    associatedtype Body: ControlBody
}

extension TopLevelKeys {
    /// `controlspec`: the format version.
    static var controlspec: Key<Self, Int?> {
        required("controlspec", .integer(SpecLanguage.formatVersion...SpecLanguage.formatVersion),
            "The spec format version. Always \(SpecLanguage.formatVersion).")
    }

    /// `name`: the generated type's name.
    static var name: Key<Self, String?> {
        required("name", .name(.typeName), "The Swift type name of the generated control, in UpperCamelCase.")
    }

    /// `kind`: chooses the kind, so the other keys.
    static var kind: Key<Self, String?> {
        required("kind", .enumeration(ControlKinds.names), "The kind of control; decides which other keys apply. This object is for `\(Body.kindName)`.")
    }

    /// `summary`: the generated type's doc comment.
    static var summary: Key<Self, String?> {
        required("summary", .text, "One line saying what the control is for; becomes the generated type's doc comment.")
    }

    /// `size`: the intrinsic content size.
    static var size: Key<Self, Size?> {
        required("size", .size, "The intrinsic content size and preview size, `WIDTHxHEIGHT` in points.")
    }

    /// `accessibility`: what VoiceOver says.
    static var accessibility: Key<Self, SpecObject<AccessibilityKeys>> {
        optional("accessibility", .object(AccessibilityKeys.self), "What VoiceOver says and how it adjusts the control.", default: .empty)
    }

    /// The keys every kind shares, in documentation order, with the kind's own `drawing` key.
    static func sharedKeys(drawing: any FieldDeclaration) -> [any FieldDeclaration] {
        [controlspec, name, kind, summary, size, drawing, accessibility]
    }

    /// The `drawing` key of a kind whose ways of drawing are the words of `Drawing`.
    static func drawingKey<Drawing: SpecWord>(default value: Drawing) -> Key<Self, Drawing> {
        optional("drawing", .words(Drawing.self), "How the control draws itself.", default: value)
    }
}
