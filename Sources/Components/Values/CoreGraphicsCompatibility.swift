import Foundation
import Raster

// Foundation provides CGFloat, CGPoint, CGSize and CGRect everywhere; CoreGraphics' other
// types exist only on Apple platforms. Where they are missing, these names stand in for
// them, so a component's source reads the same on Linux as on iOS.
#if !canImport(Darwin)
  /// The affine transform of CoreGraphics, with its names and meaning.
  public typealias CGAffineTransform = Components.AffineTransform2D
  /// A colour as layers take it: on this platform, the same type as ``Color``.
  public typealias CGColor = Color
#endif

/// CoreGraphics' `CGAffineTransform` for platforms without it: `[a b 0; c d 0; tx ty 1]`,
/// mapping `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct AffineTransform2D: Equatable, Hashable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public init(translationX x: CGFloat, y: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  public init(scaleX x: CGFloat, y: CGFloat) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians; positive angles turn +x toward +y (clockwise on a
  /// y-down screen), as in UIKit.
  public init(rotationAngle angle: CGFloat) {
    let (s, c) = DeterministicMath.sinCos(Double(angle))
    self.init(a: CGFloat(c), b: CGFloat(s), c: CGFloat(-s), d: CGFloat(c), tx: 0, ty: 0)
  }

  public init(_ transform: Raster.AffineTransform) {
    self.init(
      a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c),
      d: CGFloat(transform.d), tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
  }

  /// The renderer's transform with the same coefficients.
  public var rasterTransform: Raster.AffineTransform {
    Raster.AffineTransform(
      a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
  }

  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `t2`, as CoreGraphics' `concatenating`.
  public func concatenating(_ t2: AffineTransform2D) -> AffineTransform2D {
    // The renderer's `x.concatenating(y)` applies y first, then x.
    AffineTransform2D(t2.rasterTransform.concatenating(rasterTransform))
  }

  public func translatedBy(x: CGFloat, y: CGFloat) -> AffineTransform2D {
    AffineTransform2D(translationX: x, y: y).concatenating(self)
  }

  public func scaledBy(x: CGFloat, y: CGFloat) -> AffineTransform2D {
    AffineTransform2D(scaleX: x, y: y).concatenating(self)
  }

  public func rotated(by angle: CGFloat) -> AffineTransform2D {
    AffineTransform2D(rotationAngle: angle).concatenating(self)
  }

  public func inverted() -> AffineTransform2D {
    rasterTransform.inverted().map(AffineTransform2D.init) ?? self
  }
}

extension CGPoint {
  /// The point mapped by `t`.
  public func applying(_ t: AffineTransform2D) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size mapped by `t`'s linear part, as CoreGraphics' `applying`.
  public func applying(_ t: AffineTransform2D) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The bounding box of the rectangle's corners mapped by `t`, as CoreGraphics'
  /// `applying`; a null rectangle stays null.
  public func applying(_ t: AffineTransform2D) -> CGRect {
    guard !isNull else { return self }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else {
      return self
    }
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The renderer's rectangle with the same origin and size.
  var raster: Rect { Rect(self) }
}
