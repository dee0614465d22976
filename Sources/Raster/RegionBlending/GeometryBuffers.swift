/// The storage a ``CoverageGeometry`` indexes its edges and keeps its crossings in.
///
/// A canvas makes a geometry per solid fill, stroke and clip, so a render would otherwise
/// allocate these buffers afresh each time and, on larger ones, fault in their pages. They
/// are kept in `StoragePools.geometryBuffers` when their geometry ends; contents are
/// undefined when taken again, and a geometry writes every part before it reads it.
final class GeometryBuffers: PoolableStorage, @unchecked Sendable {
  /// Each non-horizontal edge from `(x0, y0)` to `(x1, y1)`, in device pixels, as
  /// `CoverageGeometry.edgeStride` values: `x0`, `y0`, the slope `(x1 − x0)/(y1 − y0)`,
  /// the lower and the higher of `y0` and `y1`, and 1 when it runs down, else 0.
  @exclusivity(unchecked) var edges = RawStorage<Double>()
  /// The outline's edges in runs of up to `CoverageGeometry.chunkLength`, with the heights
  /// they span, while rows are found by scanning (see `EdgeChunk`).
  @exclusivity(unchecked) var chunks = RawStorage<EdgeChunk>()
  /// Edge numbers by row: row `y` holds `rowEdges[rowStarts[y] ..< rowStarts[y + 1]]`.
  @exclusivity(unchecked) var rowStarts = RawStorage<Int32>()
  @exclusivity(unchecked) var rowEdges = RawStorage<Int32>()
  /// Per pixel row, 1 + where its crossings start in `table`, or 0 before they are found.
  @exclusivity(unchecked) var rowTable = RawStorage<Int32>()
  /// Each found row: `samples + 1` positions in `table` where its sample rows' crossings
  /// start (the last is where they end), then the crossings.
  @exclusivity(unchecked) var table = RawStorage<Int64>()
  /// The sample rows each edge of a row spans, `first | last << 8`, while it is searched.
  @exclusivity(unchecked) var spans = RawStorage<UInt16>()
  /// Crossings per sample row of the row being searched, then where each run is filled.
  @exclusivity(unchecked) var sampleCounts = RawStorage<Int>()
  /// The height of each sample row's centre in the row being searched.
  @exclusivity(unchecked) var sampleHeights = RawStorage<Double>()
  /// Per sample row, the first crossing not yet left of the column last asked about.
  @exclusivity(unchecked) var cursors = RawStorage<Int>()

  /// The bytes held, to keep only modest sets (see `StoragePools.geometryBuffers`).
  var retainedBytes: Int {
    edges.retainedBytes + chunks.retainedBytes + rowStarts.retainedBytes + rowEdges.retainedBytes
      + rowTable.retainedBytes + table.retainedBytes + spans.retainedBytes
      + sampleCounts.retainedBytes + sampleHeights.retainedBytes + cursors.retainedBytes
  }
}

/// A run of consecutive edges of one subpath of an outline: the edges ending at points
/// `start ..< end`, the first of them from point `before` (the subpath's last point when
/// the run begins it), all lying between heights `low` and `high` (NaN heights left out:
/// the edges through them are skipped anyway).
struct EdgeChunk {
  var low: Double
  var high: Double
  var before: Int32
  var start: Int32
  var end: Int32
}
