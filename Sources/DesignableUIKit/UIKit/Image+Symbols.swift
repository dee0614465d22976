import Components
import Foundation
import PNGCodec

/// `UIImage`'s symbol images and encoded data.
extension Image {
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
