/// Hand-written code next to the generated types, as an app's own code would use them.
enum ControlCatalogue {
    /// The generated value models this module offers, by type name.
    static let modelNames = [String(describing: KnobModel.self), String(describing: LevelSliderModel.self)]
}
