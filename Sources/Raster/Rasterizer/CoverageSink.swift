/// Receives the coverage of one row of pixels from `CellRasterizer.sweep`.
///
/// Calls arrive in increasing `y`, and within a row in increasing `x`, without overlaps.
/// `coverage` is 0...255 (exact area coverage rounded to nearest); zero-coverage runs are
/// not reported.
protocol CoverageSink {
  /// `count` pixels from `(x, y)` rightwards, all with the same coverage.
  mutating func span(y: Int, x: Int, count: Int, coverage: UInt32)
}
