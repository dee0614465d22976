import Components
import Foundation
import Raster

/// Core Image's image: pixels over an extent in a plane whose y axis points up, in pixels,
/// made from a picture, a colour or a generator filter, and changed by filters. Here an
/// image made from a picture keeps its pixels, and filters work on them at once in
/// sRGB-encoded values (Core Image works in linear light, so blurs and colour adjustments
/// differ a little from iOS's); an image without an edge (a colour, a gradient, a picture
/// clamped to its extent) is kept as the colour at each point and becomes pixels when a
/// context renders part of it.
public final class CIImage: @unchecked Sendable {
  /// Where the image has pixels, y up; `CGRect.infinite` for an image without an edge.
  public let extent: CGRect
  let content: Content
  /// Whether transforms take the nearest pixel rather than blending neighbours
  /// (``samplingNearest()``).
  let samplesNearest: Bool
  /// The picture this image repeats outward, when ``clampedToExtent()`` made it.
  let clampedFrom: CIImage?

  /// An image's pixels: a picture whose top row lies along the extent's top edge (its
  /// largest y), or the premultiplied colour at each point (a pixel's centre, y up).
  enum Content {
    case picture(Bitmap)
    case field(@Sendable (Double, Double) -> CIPixel)
  }

  init(
    extent: CGRect, content: Content, samplesNearest: Bool = false, clampedFrom: CIImage? = nil
  ) {
    self.extent = extent
    self.content = content
    self.samplesNearest = samplesNearest
    self.clampedFrom = clampedFrom
  }

  /// The picture's pixels, its bottom-left corner at the origin.
  public convenience init(cgImage: CGImage) {
    let bitmap = cgImage.bitmap
    self.init(
      extent: CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height),
      content: .picture(bitmap))
  }

  /// The picture's pixels (`nil` for an empty image).
  public convenience init?(image: UIImage) {
    guard image.bitmap.width > 0, image.bitmap.height > 0 else { return nil }
    self.init(cgImage: image)
  }

  /// The picture's pixels; the options are ignored.
  public convenience init?(image: UIImage, options: [CIImageOption: Any]?) {
    self.init(image: image)
  }

  /// The picture's pixels; the options are ignored.
  public convenience init(cgImage: CGImage, options: [CIImageOption: Any]?) {
    self.init(cgImage: cgImage)
  }

  /// `color` everywhere, without an edge.
  public convenience init(color: CIColor) {
    let pixel = CIPixel(color)
    self.init(extent: .infinite, content: .field { _, _ in pixel })
  }

  /// An image with nothing in it.
  public static func empty() -> CIImage {
    CIImage(extent: .null, content: .picture(Bitmap(width: 0, height: 0)))
  }

  /// The premultiplied colour at the pixel whose centre is `(x, y)` (y up); clear outside
  /// the extent.
  func pixel(x: Double, y: Double) -> CIPixel {
    switch content {
    case .field(let colour):
      guard extent.isInfinite || extent.contains(CGPoint(x: x, y: y)) else { return .clear }
      return colour(x, y)
    case .picture(let bitmap):
      let (across, down) = (x - Double(extent.minX), Double(extent.maxY) - y)
      // Checked before converting: a point far outside (or not a number) is clear.
      guard across >= 0, down >= 0, across < Double(bitmap.width), down < Double(bitmap.height)
      else { return .clear }
      let (column, row) = (Int(across), Int(down))
      return CIPixel(bitmap, index: (row * bitmap.width + column) * 4)
    }
  }

  /// The pixels of `rect` (y up, rounded out to whole pixels), top row first.
  func bitmap(of rect: CGRect) -> Bitmap {
    let area = rect.integral
    guard !area.isNull, !area.isInfinite, area.width > 0, area.height > 0,
      area.width * area.height <= CGFloat(Canvas.maximumPixelCount)
    else { return Bitmap(width: 0, height: 0) }
    let (width, height) = (Int(area.width), Int(area.height))
    if case .picture(let bitmap) = content, area == extent {
      return bitmap
    }
    var result = Bitmap(width: width, height: height)
    for row in 0..<height {
      let y = Double(area.maxY) - Double(row) - 0.5
      for column in 0..<width {
        let x = Double(area.minX) + Double(column) + 0.5
        pixel(x: x, y: y).store(into: &result, index: (row * width + column) * 4)
      }
    }
    return result
  }

  /// This image's pixels as a picture over its extent, or `nil` for an image without an
  /// edge or larger than a canvas may be.
  var picture: Bitmap? {
    guard !extent.isInfinite, !extent.isNull else { return nil }
    let area = extent.integral
    guard area.width * area.height <= CGFloat(Canvas.maximumPixelCount) else { return nil }
    return bitmap(of: area)
  }

  /// An image of `pixels` over `extent` (whole pixels): a picture when the extent has an
  /// edge, else the colours as they are.
  static func made(
    extent: CGRect, _ pixels: @escaping @Sendable (Double, Double) -> CIPixel
  ) -> CIImage {
    let field = CIImage(extent: extent, content: .field(pixels))
    guard !extent.isInfinite else { return field }
    guard let bitmap = field.picture else { return .empty() }
    return CIImage(extent: extent.integral, content: .picture(bitmap))
  }

  /// Each pixel changed by `change`, which takes and gives straight (not premultiplied)
  /// colour.
  func mapped(_ change: @escaping @Sendable (CIPixel) -> CIPixel) -> CIImage {
    CIImage.made(extent: extent) { [self] x, y in
      change(pixel(x: x, y: y).unpremultiplied).premultiplied
    }
  }
}
