/// How a render blends a shape's partly covered edge pixels over what is already drawn.
public enum EdgeBlending: String, Sendable, CaseIterable {
  /// By the pixel's coverage, as Core Animation and Core Graphics composite: a rounded
  /// border's anti-aliased outer edge lets the background beneath show through, and two
  /// shapes that share an edge leave a faint seam of what lies under both.
  case coverage
  /// By region (`Canvas.blendsEdgesByRegion`): a partly covered pixel remembers which parts
  /// of it hold which colour, so shapes that share an edge stack as in a supersampled
  /// picture, without the seam. The default.
  case regions
}
