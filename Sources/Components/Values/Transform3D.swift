import Foundation
import Raster

/// Core Animation's 4×4 layer transform (`CATransform3D`), row-vector convention: a point
/// `[x y z 1]` is multiplied on the left. Rendering uses its affine part (m11, m12, m21, m22,
/// m41, m42), which is exact for rotations about z, scales and translations.
public struct Transform3D: Equatable, Hashable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
  public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1

  public init() {}

  public static let identity = Transform3D()

  /// A rotation by `angle` radians about the axis (x, y, z); only the z component is kept,
  /// so a rotation about z is exact and other axes are not drawn in perspective.
  public init(rotationAngle angle: CGFloat, x: CGFloat = 0, y: CGFloat = 0, z: CGFloat = 1) {
    self.init(affine: AffineTransform2D(rotationAngle: z < 0 ? -angle : angle))
    if z == 0 { self = .identity }
  }

  public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat = 1) {
    m11 = sx
    m22 = sy
    m33 = sz
  }

  public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat = 0) {
    m41 = tx
    m42 = ty
    m43 = tz
  }

  /// The 3D transform of an affine transform (`CATransform3DMakeAffineTransform`).
  public init(affine t: AffineTransform2D) {
    m11 = t.a
    m12 = t.b
    m21 = t.c
    m22 = t.d
    m41 = t.tx
    m42 = t.ty
  }

  public var isIdentity: Bool { self == .identity }

  /// The affine part (`CATransform3DGetAffineTransform`).
  public var affine: AffineTransform2D {
    AffineTransform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// `self` followed by `other` (`CATransform3DConcat(self, other)`), in the affine part.
  public func concatenating(_ other: Transform3D) -> Transform3D {
    var result = Transform3D(affine: affine.concatenating(other.affine))
    result.m33 = m33 * other.m33
    result.m43 = m43 * other.m33 + other.m43
    return result
  }

  public func rotated(by angle: CGFloat, x: CGFloat = 0, y: CGFloat = 0, z: CGFloat = 1)
    -> Transform3D
  {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  public func scaled(x: CGFloat, y: CGFloat, z: CGFloat = 1) -> Transform3D {
    Transform3D(scaleX: x, y: y, z: z).concatenating(self)
  }

  public func translated(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> Transform3D {
    Transform3D(translationX: x, y: y, z: z).concatenating(self)
  }
}
