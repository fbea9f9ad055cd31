/// The weight of an SF Symbol: the cases of `UIImage.SymbolWeight` a spec may name.
public enum SymbolWeight: String, CaseIterable, SpecWord {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}
