/// How accumulated winding turns into coverage.
public enum FillRule: Hashable, Sendable {
  /// Inside where the winding number is not zero; coverage is `min(|winding area|, 1)`.
  case nonZero
  /// Inside where the winding number is odd; the accumulated coverage is folded into [0, 1].
  case evenOdd
}
