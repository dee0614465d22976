import Foundation

// Conversions between the renderer's geometry and Foundation's CoreGraphics types, for
// code that already holds CGFloat values. Only this file of the renderer imports Foundation.

extension Point {
  /// The point with the same coordinates as `point`.
  public init(_ point: CGPoint) {
    self.init(x: Double(point.x), y: Double(point.y))
  }

  /// The same point as a `CGPoint`.
  public var cgPoint: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }
}

extension Size {
  /// The size with the same dimensions as `size`.
  public init(_ size: CGSize) {
    self.init(width: Double(size.width), height: Double(size.height))
  }

  /// The same size as a `CGSize`.
  public var cgSize: CGSize { CGSize(width: CGFloat(width), height: CGFloat(height)) }
}

extension Rect {
  /// The rectangle with the same origin and size as `rect`.
  public init(_ rect: CGRect) {
    self.init(origin: Point(rect.origin), size: Size(rect.size))
  }

  /// The same rectangle as a `CGRect`.
  public var cgRect: CGRect { CGRect(origin: origin.cgPoint, size: size.cgSize) }
}

extension AffineTransform {
  /// The transform with the same coefficients as Foundation's `AffineTransform`.
  public init(_ transform: Foundation.AffineTransform) {
    self.init(
      a: Double(transform.m11), b: Double(transform.m12), c: Double(transform.m21),
      d: Double(transform.m22), tx: Double(transform.tX), ty: Double(transform.tY))
  }

  /// The same transform as Foundation's `AffineTransform`.
  public var foundationTransform: Foundation.AffineTransform {
    Foundation.AffineTransform(
      m11: CGFloat(a), m12: CGFloat(b), m21: CGFloat(c), m22: CGFloat(d), tX: CGFloat(tx),
      tY: CGFloat(ty))
  }
}

#if canImport(Darwin)
  import CoreGraphics

  extension AffineTransform {
    /// The transform with the same coefficients as `transform`.
    public init(_ transform: CGAffineTransform) {
      self.init(
        a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
        d: Double(transform.d), tx: Double(transform.tx), ty: Double(transform.ty))
    }

    /// The same transform as a `CGAffineTransform`.
    public var cgAffineTransform: CGAffineTransform {
      CGAffineTransform(
        a: CGFloat(a), b: CGFloat(b), c: CGFloat(c), d: CGFloat(d), tx: CGFloat(tx),
        ty: CGFloat(ty))
    }
  }
#endif
