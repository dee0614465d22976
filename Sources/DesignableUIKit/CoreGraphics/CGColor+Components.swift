#if !canImport(Darwin)
  /// `CGColor`'s component accessors. Every colour here is in sRGB, so a grey such as
  /// `UIColor.white` has four components, where iOS keeps it in a grey colour space with two.
  extension CGColor {
    /// The number of components including alpha: always 4 (red, green, blue, alpha).
    public var numberOfComponents: Int { 4 }

    /// The components, red, green, blue and alpha, each from 0 to 1.
    public var components: [CGFloat]? {
      [CGFloat(red), CGFloat(green), CGFloat(blue), CGFloat(alpha)]
    }

    /// The colour space of the components: device RGB, which is sRGB here.
    public var colorSpace: CGColorSpace? { .deviceRGB }

    /// The same colour with another alpha (clamped to 0...1); never `nil` here.
    public func copy(alpha: CGFloat) -> CGColor? { withAlphaComponent(alpha) }

    /// The same colour (`CGColor.copy()`); colours are immutable, so it is this one. Where
    /// `copy()` could also be `NSObject`'s, which `UIColor` answers with `Any`, that one is
    /// chosen (`color.copy() as? UIColor`), and this one where a `CGColor?` is wanted
    /// (`layer.strokeColor?.copy()`, `color.copy() ?? .black`).
    @_disfavoredOverload
    public func copy() -> CGColor? { self }
  }
#endif
