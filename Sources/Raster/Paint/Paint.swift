/// What fills the covered pixels of a fill or stroke.
public enum Paint: Hashable, Sendable {
  /// One straight-alpha colour.
  case solid(RGBA8)
  /// A gradient along the line from `start` (t = 0) to `end` (t = 1), in the user space
  /// current when drawing; constant along perpendiculars.
  case linearGradient(Gradient, start: Point, end: Point)
  /// A gradient over circles about `center`: t = 0 at `startRadius`, t = 1 at `endRadius`,
  /// in the user space current when drawing.
  case radialGradient(Gradient, center: Point, startRadius: Double, endRadius: Double)
}

extension Paint {
  /// Shorthand for `.solid(color)`.
  public static func color(_ color: RGBA8) -> Paint { .solid(color) }
}
