import Foundation

/// Changes a colour a configuration resolved (`UIConfigurationColorTransformer`).
public struct ConfigurationColorTransformer {
  public let transform: (Color) -> Color

  public init(_ transform: @escaping (Color) -> Color) { self.transform = transform }

  public func callAsFunction(_ input: Color) -> Color { transform(input) }

  /// The colour in grey of the same luminance (Rec. 709 weights).
  public static var grayscale: ConfigurationColorTransformer {
    ConfigurationColorTransformer { color in
      let luminance = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
      return Color(white: CGFloat(luminance), alpha: CGFloat(color.alpha))
    }
  }
}
