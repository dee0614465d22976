/// The shape where two segments of a stroked subpath meet.
public enum LineJoin: Hashable, Sendable {
  /// The offset edges extended to their intersection, unless the miter length divided by
  /// the width exceeds the miter limit, in which case `bevel`.
  case miter
  /// A circular arc of the half width about the vertex.
  case round
  /// The outer corners joined by a straight line.
  case bevel
}
