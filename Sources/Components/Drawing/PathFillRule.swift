import Raster

/// Which points a fill covers (`CGPathFillRule`): a non-zero winding number, or an odd one.
public enum PathFillRule: Int32, Sendable {
  case winding = 0
  case evenOdd = 1

  /// The renderer's rule.
  public var raster: FillRule { self == .evenOdd ? .evenOdd : .nonZero }
}
