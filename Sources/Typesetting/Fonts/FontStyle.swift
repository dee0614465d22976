/// The weight class and slant of a face the substitution table picks, in the three
/// classes our free fonts tell apart for the system font.
public struct FontStyle: Hashable, Sendable {
  /// A weight class.
  public enum Weight: Int, Hashable, Sendable {
    /// Lighter than regular: `ultraLight`, `thin` and `light`.
    case light
    /// `regular` and `medium`.
    case regular
    /// `semibold` and heavier.
    case bold
  }

  /// The weight class.
  public var weight: Weight
  /// Whether the face slants (italic or oblique).
  public var isItalic: Bool

  public init(_ weight: Weight = .regular, italic: Bool = false) {
    self.weight = weight
    isItalic = italic
  }

  /// The class of a `UIFont.Weight` raw value (−1 thinnest ... 1 heaviest): below −0.2
  /// (halfway from `light`, −0.4, to `regular`, 0) light; from 0.3 (`semibold`) bold; regular
  /// between, so `medium` (0.23) stays regular as it did before weights were told apart.
  public init(uiKitWeight: Double, italic: Bool = false) {
    let weight: Weight = uiKitWeight < -0.2 ? .light : uiKitWeight >= 0.3 ? .bold : .regular
    self.init(weight, italic: italic)
  }

  public static let regular = FontStyle()
  public static let bold = FontStyle(.bold)
}
