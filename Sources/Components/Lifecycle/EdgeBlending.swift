/// How a render blends a shape's partly covered edge pixels over what is already drawn.
public enum EdgeBlending: String, Sendable, CaseIterable {
  /// By the pixel's coverage, as Core Animation and Core Graphics composite: a rounded
  /// border's anti-aliased outer edge lets the background beneath show through, and two
  /// shapes that share an edge leave a faint seam of what lies under both. The default:
  /// measured against pictures iOS drew (`Scripts/ios-parity.sh`), it matches them as
  /// closely or more closely in every case.
  case coverage
  /// By region (`Canvas.blendsEdgesByRegion`): a partly covered pixel remembers which parts
  /// of it hold which colour, so shapes that share an edge stack as in a supersampled
  /// picture, without the seam. The renderer's default before version 23.
  case regions
}
