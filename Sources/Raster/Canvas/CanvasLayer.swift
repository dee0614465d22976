/// A suspended drawing surface of a `Canvas`, waiting under an opacity layer.
struct CanvasLayer {
  /// The surface drawing resumes on when the layer ends.
  var parent: PremultipliedRGBA8Buffer
  /// The parent surface's region store.
  var parentRegions: EdgeRegionStore
  /// The layer's opacity, 0...255.
  var opacity: UInt32
  /// The number of saved states when the layer began; `endLayer` restores to it.
  var stateDepth: Int
  /// Set when something was put on the layer without the clip (`clear`): the layer is
  /// then composited through the clip. Otherwise everything on it was already clipped,
  /// and clipping it again would square the coverage of the clip's edge pixels.
  var hasUnclippedContent = false
  /// The rows anything was put in on the layer (the others are still transparent), which
  /// alone are composited when it ends.
  var touchedRows: Range<Int> = 0..<0

  /// Counts `rows` among the touched ones.
  mutating func touch(_ rows: Range<Int>) {
    guard !rows.isEmpty else { return }
    touchedRows =
      touchedRows.isEmpty
      ? rows
      : min(touchedRows.lowerBound, rows.lowerBound)..<max(touchedRows.upperBound, rows.upperBound)
  }
}
