import Foundation

/// `UIImage.SymbolConfiguration`, here so that button configurations can hold one.
extension Image {
  /// How a symbol image is drawn (`UIImage.SymbolConfiguration`); stored, as symbol images
  /// are not available here.
  public final class SymbolConfiguration: Sendable {
    /// A symbol's weight (`UIImage.SymbolWeight`).
    public enum Weight: Int, Sendable {
      case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's scale against the text beside it (`UIImage.SymbolScale`).
    public enum Scale: Int, Sendable {
      case `default` = -1
      case unspecified, small, medium, large
    }

    public let pointSize: CGFloat
    public let weight: Weight
    public let scale: Scale

    public init(pointSize: CGFloat, weight: Weight = .unspecified, scale: Scale = .default) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }

    public convenience init(weight: Weight) { self.init(pointSize: 0, weight: weight) }
    public convenience init(scale: Scale) { self.init(pointSize: 0, scale: scale) }
    public convenience init(font: Font) { self.init(pointSize: font.pointSize) }
    public convenience init(font: Font, scale: Scale) {
      self.init(pointSize: font.pointSize, scale: scale)
    }
    public convenience init(textStyle: Font.TextStyle) {
      self.init(pointSize: Font.preferredFont(forTextStyle: textStyle).pointSize)
    }
  }
}
