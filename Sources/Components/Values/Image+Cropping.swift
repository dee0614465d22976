import Foundation
import Raster

extension Image {
  /// The pixels of the image inside `rect`, in pixels from its top-left corner, as
  /// `CGImage.cropping(to:)` gives them: `rect` is first made integral (its origin rounded
  /// down, its far edges up), then cut to the image; `nil` when nothing is left or `rect` is
  /// not finite. The result keeps the image's scale.
  public func cropping(to rect: CGRect) -> Image? {
    let rect = rect.standardized
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite
    else { return nil }
    let (width, height) = (CGFloat(bitmap.width), CGFloat(bitmap.height))
    let x0 = min(max(rect.minX.rounded(.down), 0), width)
    let y0 = min(max(rect.minY.rounded(.down), 0), height)
    let x1 = min(max(rect.maxX.rounded(.up), x0), width)
    let y1 = min(max(rect.maxY.rounded(.up), y0), height)
    guard x1 > x0, y1 > y0 else { return nil }
    let (left, top, columns, rows) = (Int(x0), Int(y0), Int(x1 - x0), Int(y1 - y0))
    var bytes: [UInt8] = []
    bytes.reserveCapacity(columns * rows * 4)
    for row in top..<(top + rows) {
      let start = row * bitmap.stride + left * 4
      bytes += bitmap.bytes[start..<(start + columns * 4)]
    }
    guard let cropped = Bitmap(width: columns, height: rows, bytes: bytes) else { return nil }
    return Image(bitmap: cropped, scale: scale)
  }
}
