/// Receives the coverage of one row of pixels from `CellRasterizer.sweep` or a stamp.
///
/// Calls arrive in increasing `y`, and within a row in increasing `x`, without overlaps.
/// `coverage` is 0...255 (exact area coverage rounded to nearest); zero-coverage runs are
/// not reported.
protocol CoverageSink {
  /// `count` pixels from `(x, y)` rightwards, all with the same coverage.
  mutating func span(y: Int, x: Int, count: Int, coverage: UInt32)
  /// One partly covered pixel whose edge is a single chain of edges: `chord` is the
  /// straight line through where it enters and leaves the pixel, with the inside's side
  /// (see `EdgeChord`).
  mutating func edgePixel(y: Int, x: Int, coverage: UInt32, chord: EdgeChord)
  /// `count` pixels from `(x, y)` rightwards, each with its own coverage (zeros allowed).
  mutating func pixels(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int)
  /// Whether `pixels` passes over zero coverage about as fast as a caller could skip it,
  /// so that a row is best given whole.
  var skipsZeroCoverage: Bool { get }
  /// Whether partly covered pixels with a single edge should come through `edgePixel`
  /// (else they come as spans of one pixel).
  var wantsEdgeChords: Bool { get }
  /// One pixel with coverage `coverage` (1...255): a span of one pixel.
  mutating func pixel(y: Int, x: Int, coverage: UInt32)
}

extension CoverageSink {
  var skipsZeroCoverage: Bool { false }
  var wantsEdgeChords: Bool { false }

  @inline(__always)
  mutating func pixel(y: Int, x: Int, coverage: UInt32) {
    span(y: y, x: x, count: 1, coverage: coverage)
  }

  /// A span of one pixel, for sinks that do not look at edges.
  @inline(__always)
  mutating func edgePixel(y: Int, x: Int, coverage: UInt32, chord: EdgeChord) {
    span(y: y, x: x, count: 1, coverage: coverage)
  }

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
