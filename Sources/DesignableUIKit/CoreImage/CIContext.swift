import Components
import Foundation
import Raster

/// Core Image's renderer: turns part of an image into a picture. Here it always renders in
/// software, the same bytes everywhere; its options are accepted and ignored.
public final class CIContext: @unchecked Sendable {
  public init(options: [CIContextOption: Any]? = nil) {}

  /// The pixels of `rect` (y up, rounded out to whole pixels) as a picture; `nil` for an
  /// empty or endless rectangle, or one larger than a canvas may be.
  public func createCGImage(_ image: CIImage, from rect: CGRect) -> CGImage? {
    let bitmap = image.bitmap(of: rect)
    guard bitmap.width > 0, bitmap.height > 0 else { return nil }
    return CGImage(bitmap: bitmap)
  }

  /// ``createCGImage(_:from:)``; the format and colour space are ignored (pictures here
  /// are 8-bit sRGB).
  public func createCGImage(
    _ image: CIImage, from rect: CGRect, format: CIFormat, colorSpace: CGColorSpace?
  ) -> CGImage? {
    createCGImage(image, from: rect)
  }
}

/// Pixel formats a context can render to (accepted and ignored).
public struct CIFormat: Hashable, RawRepresentable, Sendable {
  public let rawValue: Int32
  public init(rawValue: Int32) { self.rawValue = rawValue }
  public static let RGBA8 = CIFormat(rawValue: 24)
  public static let BGRA8 = CIFormat(rawValue: 23)
  public static let ARGB8 = CIFormat(rawValue: 22)
}

public let kCIFormatRGBA8: Int32 = CIFormat.RGBA8.rawValue

extension Image {
  /// The pixels of a Core Image image over its extent, at scale 1; an image without an
  /// edge gives an empty image (iOS would give one of endless size).
  public convenience init(ciImage: CIImage) {
    self.init(ciImage: ciImage, scale: 1, orientation: .up)
  }

  /// The pixels of a Core Image image over its extent at `scale` pixels per point; the
  /// orientation is taken as `.up`.
  public convenience init(ciImage: CIImage, scale: CGFloat, orientation: Orientation) {
    self.init(bitmap: ciImage.picture ?? Bitmap(width: 0, height: 0), scale: scale)
  }
}
