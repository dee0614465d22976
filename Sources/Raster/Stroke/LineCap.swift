/// The shape at the open ends of a stroked subpath (and of each dash).
public enum LineCap: Hashable, Sendable {
  /// Ends exactly at the end point; a zero-length subpath draws nothing.
  case butt
  /// A half disc of the stroke's half width; a zero-length subpath draws a disc.
  case round
  /// Extends by half the width; a zero-length subpath draws an axis-aligned square.
  case square
}
