import Components
import Foundation
import PNGCodec

/// `UIImage`'s symbol configurations and encoded data.
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
    public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }
    public convenience init(font: UIFont, scale: Scale) {
      self.init(pointSize: font.pointSize, scale: scale)
    }
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize)
    }
  }

  /// Always `nil`, as ``init(systemName:)``.
  public convenience init?(
    systemName name: String, withConfiguration configuration: SymbolConfiguration?
  ) {
    return nil
  }

  /// Always `nil`, as ``init(systemName:)``.
  public convenience init?(
    systemName name: String, compatibleWith traitCollection: TraitCollection?
  ) {
    return nil
  }

  /// This image: a configuration changes only symbol images, which are not available here.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> Image { self }

  /// This image, as ``withConfiguration(_:)``.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
    self
  }

  /// The image's pixels as a PNG file (`pngData()`), or `nil` for an empty image.
  public func pngData() -> Data? {
    guard bitmap.width > 0, bitmap.height > 0,
      let bytes = try? PNGEncoder.encode(bitmap)
    else { return nil }
    return Data(bytes)
  }

  /// `nil`: this platform writes no JPEG. Use ``pngData()``.
  public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
}
