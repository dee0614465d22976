// Core Animation's functions on the layer transform.
#if !canImport(Darwin)
  public let CATransform3DIdentity = Transform3D.identity

  public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> Transform3D
  {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
  }

  public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> Transform3D {
    Transform3D(scaleX: sx, y: sy, z: sz)
  }

  public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
    -> Transform3D
  {
    Transform3D(translationX: tx, y: ty, z: tz)
  }

  public func CATransform3DRotate(
    _ t: Transform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
  ) -> Transform3D {
    t.rotated(by: angle, x: x, y: y, z: z)
  }

  public func CATransform3DScale(_ t: Transform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
    -> Transform3D
  {
    t.scaled(x: sx, y: sy, z: sz)
  }

  public func CATransform3DTranslate(_ t: Transform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
    -> Transform3D
  {
    t.translated(x: tx, y: ty, z: tz)
  }

  public func CATransform3DConcat(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
    a.concatenating(b)
  }

  /// The 3D transform that does what the affine transform `m` does.
  public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> Transform3D {
    Transform3D(affine: m)
  }

  /// The affine part of `t` (meaningful when ``CATransform3DIsAffine(_:)`` says it is all).
  public func CATransform3DGetAffineTransform(_ t: Transform3D) -> CGAffineTransform {
    t.affine
  }

  /// Whether `t` is an affine transform: nothing in its z row and column or perspective.
  public func CATransform3DIsAffine(_ t: Transform3D) -> Bool {
    Transform3D(affine: t.affine) == t
  }

  /// Whether `t` is the identity transform.
  public func CATransform3DIsIdentity(_ t: Transform3D) -> Bool {
    t.isIdentity
  }
#endif
