import Foundation
import Raster

/// Drawing a resizable image (one with cap insets) as UIKit does: nine parts, the corners
/// at their size, the edges and the middle stretched or tiled to fill the rest.
extension GraphicsContext {
  /// Draws `image` into `rect` keeping its cap insets. Caps wider or taller than `rect`
  /// shrink in proportion so that they meet; caps are clamped to the image. Caps that
  /// leave no middle (a 6-point image with 3-point caps) fill the middle with the pixel
  /// row or column where they meet.
  func drawResizable(_ image: Image, in rect: CGRect) {
    let size = image.size
    guard size.width > 0, size.height > 0, rect.width > 0, rect.height > 0 else { return }
    let caps = image.capInsets
    let pixel = 1 / image.scale
    let columns = Self.slices(
      start: caps.left, end: caps.right, length: size.width, pixel: pixel,
      from: rect.minX, to: rect.maxX)
    let rows = Self.slices(
      start: caps.top, end: caps.bottom, length: size.height, pixel: pixel,
      from: rect.minY, to: rect.maxY)
    let sampling = state.interpolationQuality.sampling
    drawing {
      for row in 0..<3 {
        for column in 0..<3 {
          let part = ResizablePart(
            source: CGRect(
              x: columns.source[column].lowerBound, y: rows.source[row].lowerBound,
              width: columns.source[column].upperBound - columns.source[column].lowerBound,
              height: rows.source[row].upperBound - rows.source[row].lowerBound),
            target: CGRect(
              x: columns.target[column], y: rows.target[row],
              width: columns.target[column + 1] - columns.target[column],
              height: rows.target[row + 1] - rows.target[row]),
            tilesX: column == 1 && image.resizingMode == .tile,
            tilesY: row == 1 && image.resizingMode == .tile)
          for (pixels, target) in part.pieces(of: image) {
            record(.image(pixels, target.raster, sampling))
          }
        }
      }
    }
  }

  /// The three slices along one axis: their spans in the image (points from 0) and the
  /// four edges they fill in the target (`from` to `to`). A middle narrower than a pixel
  /// becomes the pixel where the caps meet.
  static func slices(
    start: CGFloat, end: CGFloat, length: CGFloat, pixel: CGFloat, from: CGFloat, to: CGFloat
  ) -> (source: [ClosedRange<CGFloat>], target: [CGFloat]) {
    let first = min(max(start.isFinite ? start : 0, 0), length)
    let last = min(max(end.isFinite ? end : 0, 0), length - first)
    let available = to - from
    let shrink = first + last > available ? available / (first + last) : 1
    var middle = first...(length - last)
    if middle.upperBound - middle.lowerBound < pixel {
      let meeting = max(0, min(first, length - pixel))
      middle = meeting...(meeting + pixel)
    }
    return (
      [0...first, middle, (length - last)...length],
      [from, from + first * shrink, to - last * shrink, to]
    )
  }
}

/// One of the nine parts of a resizable image: where it is in the image and where it goes.
struct ResizablePart {
  var source: CGRect
  var target: CGRect
  var tilesX: Bool
  var tilesY: Bool

  /// The pixels to draw and where, in points: the part stretched, or repeated at its own
  /// size along a tiled axis (the last repeat cut to what is left).
  func pieces(of image: Image) -> [(Bitmap, CGRect)] {
    guard source.width > 0, source.height > 0, target.width > 0, target.height > 0,
      let pixels = Self.crop(image, to: source)
    else { return [] }
    guard tilesX || tilesY else { return [(pixels, target)] }
    let width = tilesX ? Self.pixelCount(target.width, image.scale) : pixels.width
    let height = tilesY ? Self.pixelCount(target.height, image.scale) : pixels.height
    var tiled = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        tiled[x, y] = pixels[x % pixels.width, y % pixels.height]
      }
    }
    return [(tiled, target)]
  }

  /// The whole number of pixels (at least 1) that `length` points cover at `scale`.
  static func pixelCount(_ length: CGFloat, _ scale: CGFloat) -> Int {
    max(1, Int((length * scale).rounded()))
  }

  /// The image's pixels inside `rect` (in points), or `nil` when that holds no pixel.
  static func crop(_ image: Image, to rect: CGRect) -> Bitmap? {
    let bitmap = image.bitmap
    let x0 = min(max(Int((rect.minX * image.scale).rounded()), 0), bitmap.width)
    let y0 = min(max(Int((rect.minY * image.scale).rounded()), 0), bitmap.height)
    let x1 = min(max(Int((rect.maxX * image.scale).rounded()), x0), bitmap.width)
    let y1 = min(max(Int((rect.maxY * image.scale).rounded()), y0), bitmap.height)
    guard x1 > x0, y1 > y0 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
    for row in y0..<y1 {
      let start = (row * bitmap.width + x0) * 4
      bytes += bitmap.bytes[start..<(start + (x1 - x0) * 4)]
    }
    return Bitmap(width: x1 - x0, height: y1 - y0, bytes: bytes)
  }
}
