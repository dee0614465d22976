import Foundation
import Raster

/// The shadow a drawing context casts under everything drawn while it is set
/// (`CGContext.setShadow(offset:blur:color:)`), as Core Graphics draws it.
///
/// Core Graphics gives the offset and the blur in the context's base space, which the
/// current transformation matrix does not change: a scaled or rotated context draws a
/// shadow of the same offset and blur. In a UIKit context that space is the view's (or the
/// image's) points, y down, so a positive height moves the shadow down on screen and a
/// shadow looks the same at every scale. Core Graphics moves a shadow by whole device
/// pixels; the offset is cut to whole pixels toward zero.
///
/// `blur` is twice a layer's `shadowRadius`: the Gaussian's standard deviation is
/// `sigmaPerBlur × blur`, half of `Layer.shadowSigmaPerRadius`, so that a context shadow
/// of blur 2r looks like a layer shadow of radius r.
struct ContextShadow: Equatable {
  /// The shadow's offset in base space (points, y down).
  var offset: Size
  /// The blur in base-space points: 0 for a hard edge.
  var blur: Double
  /// The colour, straight alpha, never fully transparent.
  var color: RGBA8

  /// The standard deviation of the blur per point of `blur`. Core Graphics does not define
  /// its blur. A layer's `shadowRadius` r is commonly matched by a blur of 2r, and our
  /// layers blur by σ = 0.9 r as measured on iOS, which gives σ = 0.45 b; WebKit hands CSS
  /// blur radii (σ = radius / 2) to Core Graphics unchanged, which suggests 0.5 b. The first
  /// keeps layer and context shadows alike; the two differ by a tenth, unmeasured here.
  static let sigmaPerBlur = Layer.shadowSigmaPerRadius / 2

  /// A shadow, or `nil` for none: a `nil` colour or one that rounds to transparent turns
  /// shadows off, as in Core Graphics, and so does an offset that is not finite. A
  /// negative, NaN or infinite blur draws a hard edge (as a layer's `shadowRadius` does),
  /// and a huge one a faint haze of bounded size (the blur stops growing at
  /// `CoverageStamp.maximumBlurDeviation` device pixels).
  init?(offset: CGSize, blur: CGFloat, color: Color?) {
    guard let color else { return nil }
    let rgba = color.rgba8
    let dx = Double(offset.width)
    let dy = Double(offset.height)
    guard rgba.alpha > 0, dx.isFinite, dy.isFinite else { return nil }
    let blur = Double(blur)
    self.offset = Size(width: dx, height: dy)
    self.blur = blur.isFinite && blur > 0 ? blur : 0
    self.color = rgba
  }

  /// The offset in device pixels, for a base space mapped to the device by `base`: its
  /// linear part applied, then cut to whole pixels toward zero (after rounding to 1/1024 of
  /// a pixel, so that 2.9999999 from a product is 3, not 2).
  func deviceOffset(base: Raster.AffineTransform) -> Size {
    let x = base.a * offset.width + base.c * offset.height
    let y = base.b * offset.width + base.d * offset.height
    func whole(_ value: Double) -> Double {
      guard value.isFinite else { return 0 }
      return ((value * 1024).rounded() / 1024).rounded(.towardZero)
    }
    return Size(width: whole(x), height: whole(y))
  }

  /// The blur's standard deviation in device pixels, for a base space mapped to the device
  /// by `base` (scaled by its mean scale, the square root of its determinant).
  func deviceSigma(base: Raster.AffineTransform) -> Double {
    let sigma =
      blur * ContextShadow.sigmaPerBlur * abs(base.a * base.d - base.b * base.c).squareRoot()
    return sigma.isFinite ? sigma : 0
  }

  /// The colour at `opacity` times its own alpha (the opacity of a transparency layer that
  /// casts the shadow, or the alpha of a solid paint).
  func color(times opacity: Double) -> RGBA8 {
    var tinted = color
    let alpha = Double(color.alpha) * min(max(opacity.isNaN ? 0 : opacity, 0), 1)
    tinted.alpha = UInt8(alpha.rounded())
    return tinted
  }
}
