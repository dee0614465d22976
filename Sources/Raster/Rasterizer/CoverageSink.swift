/// Receives the coverage of one row of pixels from `CellRasterizer.sweep` or a stamp.
///
/// Calls arrive in increasing `y`, and within a row in increasing `x`, without overlaps.
/// `coverage` is 0...255 (exact area coverage rounded to nearest); zero-coverage runs are
/// not reported.
protocol CoverageSink {
  /// `count` pixels from `(x, y)` rightwards, all with the same coverage.
  mutating func span(y: Int, x: Int, count: Int, coverage: UInt32)
  /// `count` pixels from `(x, y)` rightwards, each with its own coverage (zeros allowed).
  mutating func pixels(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int)
  /// Whether `pixels` passes over zero coverage about as fast as a caller could skip it,
  /// so that a row is best given whole.
  var skipsZeroCoverage: Bool { get }
}

extension CoverageSink {
  var skipsZeroCoverage: Bool { false }

  /// One span per run of equal non-zero coverage.
  @inline(__always)
  mutating func pixels(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
    var i = 0
    while i < count {
      let c = coverage[i]
      var end = i &+ 1
      while end < count && coverage[end] == c { end &+= 1 }
      if c != 0 { span(y: y, x: x &+ i, count: end &- i, coverage: UInt32(c)) }
      i = end
    }
  }
}
