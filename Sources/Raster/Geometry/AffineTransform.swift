/// An affine map of the plane, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// The fields follow `CGAffineTransform`. Transforms compose like Core Graphics: in
/// `t.translatedBy(...)` the translation applies first, then `t`.
public struct AffineTransform: Hashable, Sendable {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by `(x, y)`.
  @inlinable
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by `sx` horizontally and `sy` vertically.
  @inlinable
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians; with y pointing down, positive angles turn clockwise
  /// on screen (from +x towards +y), as in UIKit. Uses `DeterministicMath`.
  public init(rotationAngle angle: Double) {
    let (s, co) = DeterministicMath.sinCos(angle)
    self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
  }

  /// Whether every coefficient is finite.
  @inlinable public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }

  /// The determinant `a·d − b·c` of the linear part.
  @inlinable public var determinant: Double { a * d - b * c }

  /// `self` applied after `other`: the result maps `p` to `self(other(p))`.
  @inlinable
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    // CGAffineTransformConcat(other, self): other first, then self.
    AffineTransform(
      a: other.a * a + other.b * c,
      b: other.a * b + other.b * d,
      c: other.c * a + other.d * c,
      d: other.c * b + other.d * d,
      tx: other.tx * a + other.ty * c + tx,
      ty: other.tx * b + other.ty * d + ty)
  }

  /// The transform that first translates by `(x, y)`, then applies `self`.
  @inlinable
  public func translatedBy(x: Double, y: Double) -> AffineTransform {
    concatenating(AffineTransform(translationX: x, y: y))
  }

  /// The transform that first scales by `(sx, sy)`, then applies `self`.
  @inlinable
  public func scaledBy(x sx: Double, y sy: Double) -> AffineTransform {
    concatenating(AffineTransform(scaleX: sx, y: sy))
  }

  /// The transform that first rotates by `angle` radians, then applies `self`.
  public func rotated(by angle: Double) -> AffineTransform {
    concatenating(AffineTransform(rotationAngle: angle))
  }

  /// The inverse transform, or `nil` when the determinant is zero or not finite.
  public func inverted() -> AffineTransform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let inv = 1 / det
    let result = AffineTransform(
      a: d * inv, b: -b * inv, c: -c * inv, d: a * inv,
      tx: (c * ty - d * tx) * inv, ty: (b * tx - a * ty) * inv)
    return result.isFinite ? result : nil
  }

  /// Maps a point.
  @inlinable
  public func apply(to p: Point) -> Point {
    Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }

  /// Maps a vector (the linear part only, no translation).
  @inlinable
  public func applyLinear(to v: Point) -> Point {
    Point(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
  }

  /// The largest factor by which the transform stretches any length (the largest singular
  /// value of the linear part).
  public var maximumScale: Double {
    let p = a * a + b * b
    let q = c * c + d * d
    let r = a * c + b * d
    let half = (p + q) * 0.5
    let diff = (p - q) * 0.5
    let root = (diff * diff + r * r).squareRoot()
    return (half + root).squareRoot()
  }

  /// The smallest factor by which the transform stretches any length (the smallest
  /// singular value of the linear part: the determinant's magnitude over the largest); 0
  /// for a transform that flattens the plane.
  public var minimumScale: Double {
    let largest = maximumScale
    return largest > 0 ? abs(determinant) / largest : 0
  }
}
