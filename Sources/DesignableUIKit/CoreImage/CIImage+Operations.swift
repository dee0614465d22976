import Components
import Foundation
import Raster

extension CIImage {
  /// The part of the image inside `rect` (rounded out to whole pixels).
  public func cropped(to rect: CGRect) -> CIImage {
    let area = extent.intersection(rect.integral)
    guard !area.isNull, area.width > 0, area.height > 0 else { return .empty() }
    if case .field(let colour) = content {
      return CIImage.made(extent: area, colour)
    }
    return CIImage.made(extent: area) { [self] x, y in pixel(x: x, y: y) }
  }

  /// The image's edge pixels repeated outward without end.
  public func clampedToExtent() -> CIImage {
    guard case .picture = content, !extent.isNull, extent.width > 0, extent.height > 0 else {
      return self
    }
    let (left, right) = (Double(extent.minX) + 0.5, Double(extent.maxX) - 0.5)
    let (bottom, top) = (Double(extent.minY) + 0.5, Double(extent.maxY) - 0.5)
    let field = CIImage.Content.field { [self] x, y in
      pixel(x: min(max(x, left), right), y: min(max(y, bottom), top))
    }
    return CIImage(extent: .infinite, content: field, clampedFrom: self)
  }

  /// The part of the image inside `rect`, its edge pixels repeated outward without end.
  public func clamped(to rect: CGRect) -> CIImage {
    cropped(to: rect).clampedToExtent()
  }

  /// This image over `background` (source over); the extent is both extents' union.
  public func composited(over background: CIImage) -> CIImage {
    CIImage.made(extent: extent.union(background.extent)) { [self] x, y in
      pixel(x: x, y: y).over(background.pixel(x: x, y: y))
    }
  }

  /// The image moved, scaled or turned by `transform` (y up), sampled between pixels
  /// bilinearly (or at the nearest pixel after ``samplingNearest()``).
  public func transformed(by transform: CGAffineTransform) -> CIImage {
    transformedSampling(by: transform)
  }

  /// The image moved by `transform` with pixels taken as ``samplingNearest()`` says:
  /// `highQualityDownsample` is accepted and ignored.
  public func transformed(by transform: CGAffineTransform, highQualityDownsample: Bool)
    -> CIImage
  {
    transformed(by: transform)
  }

  /// The same image whose later transforms take the nearest pixel (for a QR code scaled up
  /// with hard edges).
  public func samplingNearest() -> CIImage {
    CIImage(extent: extent, content: content, samplesNearest: true, clampedFrom: clampedFrom)
  }

  /// The same image whose later transforms blend neighbouring pixels (the default).
  public func samplingLinear() -> CIImage {
    CIImage(extent: extent, content: content, clampedFrom: clampedFrom)
  }

  /// The image blurred by a Gaussian of standard deviation `sigma` pixels (see
  /// `CIGaussianBlur`).
  public func applyingGaussianBlur(sigma: Double) -> CIImage {
    CIImageBlur.blurred(self, sigma: sigma)
  }

  /// The filter named `name` applied to this image with `parameters`; the image itself
  /// when no filter has that name.
  public func applyingFilter(_ name: String, parameters: [String: Any]) -> CIImage {
    guard let filter = CIFilter(name: name, parameters: parameters) else { return self }
    filter.setValue(self, forKey: kCIInputImageKey)
    return filter.outputImage ?? self
  }

  /// The filter named `name` applied to this image with its default parameters.
  public func applyingFilter(_ name: String) -> CIImage {
    applyingFilter(name, parameters: [:])
  }

  /// The image with every pixel's alpha made 1 inside `rect`.
  public func settingAlphaOne(in rect: CGRect) -> CIImage {
    CIImage.made(extent: extent) { [self] x, y in
      var colour = pixel(x: x, y: y).unpremultiplied
      if rect.contains(CGPoint(x: x, y: y)) { colour.alpha = 1 }
      return colour.premultiplied
    }
  }
}

extension CIImage {
  private func transformedSampling(by transform: CGAffineTransform) -> CIImage {
    let map = transform.rasterTransform
    guard let inverse = map.inverted() else { return .empty() }
    let nearest = samplesNearest
    let area: CGRect
    if extent.isInfinite {
      area = .infinite
    } else {
      let corners = [
        (extent.minX, extent.minY), (extent.maxX, extent.minY), (extent.minX, extent.maxY),
        (extent.maxX, extent.maxY),
      ].map { map.apply(to: Point(x: Double($0.0), y: Double($0.1))) }
      let (xs, ys) = (corners.map(\.x), corners.map(\.y))
      let (left, bottom) = (xs.min() ?? 0, ys.min() ?? 0)
      area =
        CGRect(
          x: left, y: bottom, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - bottom
        ).integral
    }
    return CIImage.made(extent: area) { [self] x, y in
      let source = inverse.apply(to: Point(x: x, y: y))
      return nearest ? pixel(x: source.x, y: source.y) : bilinear(source.x, source.y)
    }
  }

  /// The colour at `(x, y)` blended from the four nearest pixel centres.
  private func bilinear(_ x: Double, _ y: Double) -> CIPixel {
    let (fx, fy) = (x - 0.5, y - 0.5)
    let (x0, y0) = (fx.rounded(.down), fy.rounded(.down))
    let (tx, ty) = (fx - x0, fy - y0)
    let a = pixel(x: x0 + 0.5, y: y0 + 0.5)
    let b = pixel(x: x0 + 1.5, y: y0 + 0.5)
    let c = pixel(x: x0 + 0.5, y: y0 + 1.5)
    let d = pixel(x: x0 + 1.5, y: y0 + 1.5)
    func mix(_ p: Double, _ q: Double, _ r: Double, _ s: Double) -> Double {
      (p * (1 - tx) + q * tx) * (1 - ty) + (r * (1 - tx) + s * tx) * ty
    }
    return CIPixel(
      red: mix(a.red, b.red, c.red, d.red), green: mix(a.green, b.green, c.green, d.green),
      blue: mix(a.blue, b.blue, c.blue, d.blue), alpha: mix(a.alpha, b.alpha, c.alpha, d.alpha))
  }
}
