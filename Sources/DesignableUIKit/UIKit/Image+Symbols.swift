import Components
import Foundation
import PNGCodec

/// `UIImage`'s symbol images and encoded data.
extension Image {
  /// The stand-in for the symbol `name` drawn with `configuration`, as
  /// ``init(systemName:)``.
  public convenience init?(
    systemName name: String, withConfiguration configuration: SymbolConfiguration?
  ) {
    self.init(standingInFor: name, configuration: configuration)
  }

  /// The stand-in for the symbol `name`, as ``init(systemName:)``; the traits are ignored.
  public convenience init?(
    systemName name: String, compatibleWith traitCollection: TraitCollection?
  ) {
    self.init(standingInFor: name, configuration: nil)
  }

  /// A symbol's stand-in drawn again with `configuration`; any other image as it is.
  /// It keeps its rendering mode unless the configuration gives colours.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
    redrawnSymbol(configuration) ?? self
  }

  /// A symbol's stand-in drawn again with `configuration` applied over its own
  /// (`applyingSymbolConfiguration(_:)`); any other image as it is.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
    applyingPreferredSymbolConfiguration(configuration)
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
