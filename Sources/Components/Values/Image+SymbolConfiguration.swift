import Foundation

/// `UIImage.SymbolConfiguration`, here so that button configurations can hold one.
extension Image {
  /// A symbol's weight, by UIKit's name (`UIImage.SymbolWeight`).
  public typealias SymbolWeight = SymbolConfiguration.Weight
  /// A symbol's scale, by UIKit's name (`UIImage.SymbolScale`).
  public typealias SymbolScale = SymbolConfiguration.Scale

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
    /// The colours asked for (`hierarchicalColor`, `paletteColors`); empty when none.
    public let colors: [Color]
    /// Whether the symbol's own colours are preferred (`preferringMulticolor()`).
    public let prefersMulticolor: Bool

    public init(pointSize: CGFloat, weight: Weight = .unspecified, scale: Scale = .default) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      colors = []
      prefersMulticolor = false
    }

    private init(
      pointSize: CGFloat, weight: Weight, scale: Scale, colors: [Color], multicolor: Bool
    ) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.colors = colors
      prefersMulticolor = multicolor
    }

    /// A configuration that specifies nothing (`UIImage.SymbolConfiguration.unspecified`).
    public static var unspecified: SymbolConfiguration { SymbolConfiguration(pointSize: 0) }

    /// A configuration of one colour in levels of opacity (`init(hierarchicalColor:)`).
    public convenience init(hierarchicalColor: Color) {
      self.init(
        pointSize: 0, weight: .unspecified, scale: .default, colors: [hierarchicalColor],
        multicolor: false)
    }

    /// A configuration of a colour for each layer of the symbol (`init(paletteColors:)`).
    public convenience init(paletteColors: [Color]) {
      self.init(
        pointSize: 0, weight: .unspecified, scale: .default, colors: paletteColors,
        multicolor: false)
    }

    /// A configuration that prefers the symbol's own colours (`preferringMulticolor()`).
    public static func preferringMulticolor() -> SymbolConfiguration {
      SymbolConfiguration(
        pointSize: 0, weight: .unspecified, scale: .default, colors: [], multicolor: true)
    }

    /// This configuration with `other`'s specified values in place of its own
    /// (`applying(_:)`): a point size above zero, a weight and scale that are specified,
    /// colours when it has any.
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other else { return self }
      return SymbolConfiguration(
        pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
        weight: other.weight == .unspecified ? weight : other.weight,
        scale: other.scale == .default || other.scale == .unspecified ? scale : other.scale,
        colors: other.colors.isEmpty ? colors : other.colors,
        multicolor: prefersMulticolor || other.prefersMulticolor)
    }

    /// This configuration preferring the symbol's own colours.
    public func configurationPreferringMulticolor() -> SymbolConfiguration {
      applying(.preferringMulticolor())
    }

    /// This configuration without its point size and weight.
    public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
      SymbolConfiguration(
        pointSize: 0, weight: .unspecified, scale: scale, colors: colors,
        multicolor: prefersMulticolor)
    }

    /// This configuration without its weight.
    public func configurationWithoutWeight() -> SymbolConfiguration {
      SymbolConfiguration(
        pointSize: pointSize, weight: .unspecified, scale: scale, colors: colors,
        multicolor: prefersMulticolor)
    }

    /// This configuration without its scale.
    public func configurationWithoutScale() -> SymbolConfiguration {
      SymbolConfiguration(
        pointSize: pointSize, weight: weight, scale: .default, colors: colors,
        multicolor: prefersMulticolor)
    }

    /// This configuration, as a text style is not kept apart from the point size here
    /// (`configurationWithoutTextStyle()`).
    public func configurationWithoutTextStyle() -> SymbolConfiguration { self }

    public convenience init(weight: Weight) { self.init(pointSize: 0, weight: weight) }
    public convenience init(scale: Scale) { self.init(pointSize: 0, scale: scale) }
    public convenience init(font: Font) { self.init(pointSize: font.pointSize) }
    public convenience init(font: Font, scale: Scale) {
      self.init(pointSize: font.pointSize, scale: scale)
    }
    public convenience init(textStyle: Font.TextStyle) {
      self.init(pointSize: Font.preferredFont(forTextStyle: textStyle).pointSize)
    }
    public convenience init(textStyle: Font.TextStyle, scale: Scale) {
      self.init(pointSize: Font.preferredFont(forTextStyle: textStyle).pointSize, scale: scale)
    }
  }
}
