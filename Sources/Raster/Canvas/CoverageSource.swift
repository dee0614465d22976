/// Where the coverage of a paint operation comes from: the canvas's rasterizer or a
/// ``CoverageStamp``.
protocol CoverageSource {
  /// Reports every covered run, in rows top to bottom, each row left to right; refined
  /// pixels (`CellRasterizer.refine`) may come first.
  mutating func emit<Sink: CoverageSink>(into sink: inout Sink)
  /// Whether `emit` reports every run in order (none refined first).
  var emitsInOrder: Bool { get }
  /// The rows `emit` may report runs in (it may report none in some of them).
  var rows: Range<Int> { get }
  /// Forgets the coverage without reporting it (nothing will be painted).
  mutating func discard()
}

/// The edges added to a canvas's rasterizer, swept with a fill rule.
struct RasterizerCoverage: CoverageSource {
  /// Not retained: the canvas makes this source and uses it within one of its calls.
  unowned(unsafe) let canvas: Canvas
  let rule: FillRule

  mutating func emit<Sink: CoverageSink>(into sink: inout Sink) {
    canvas.rasterizer.sweep(rule: rule, into: &sink)
  }

  var emitsInOrder: Bool { canvas.rasterizer.sweepsInOrder }

  var rows: Range<Int> { canvas.rasterizer.rowsReached }

  mutating func discard() { canvas.rasterizer.reset() }
}

/// A stamp placed on a canvas, clipped to the canvas's pixels.
struct StampCoverage: CoverageSource {
  let stamp: CoverageStamp
  /// The device pixel of the stamp's origin.
  let x: Int
  let y: Int
  let canvasWidth: Int
  let canvasHeight: Int

  var emitsInOrder: Bool { true }

  var rows: Range<Int> {
    let y0 = max(stamp.top + y, 0)
    let y1 = min(stamp.top + y + stamp.height, canvasHeight)
    return y0 < y1 ? y0..<y1 : 0..<0
  }

  mutating func emit<Sink: CoverageSink>(into sink: inout Sink) {
    let x0 = max(stamp.left + x, 0)
    let y0 = max(stamp.top + y, 0)
    let x1 = min(stamp.left + x + stamp.width, canvasWidth)
    let y1 = min(stamp.top + y + stamp.height, canvasHeight)
    guard x0 < x1, y0 < y1 else { return }
    let width = stamp.width
    let columnOffset = x0 - stamp.left - x
    let whole = sink.skipsZeroCoverage
    stamp.values.withUnsafeBufferPointer { values in
      guard let start = values.baseAddress else { return }
      for row in y0..<y1 {
        let line = start + (row - stamp.top - y) * width + columnOffset
        StampCoverage.emitRow(line, count: x1 - x0, y: row, x: x0, whole: whole, into: &sink)
      }
    }
  }

  mutating func discard() {}

  /// Emits `count` values of a stamp row as the pixels from `(x, y)` rightwards: in one
  /// call without the leading and trailing zeros when the sink skips zeros `whole`, else
  /// run by run, skipping zeros eight at a time.
  @inline(__always)
  static func emitRow<Sink: CoverageSink>(
    _ line: UnsafePointer<UInt8>, count: Int, y: Int, x: Int, whole: Bool,
    into sink: inout Sink
  ) {
    if whole { return emitTrimmed(line, count: count, y: y, x: x, into: &sink) }
    var i = 0
    while i < count {
      // What follows the zeros goes to the sink in one call, up to the next eight zeros
      // (single zeros inside cost less than more calls).
      while i &+ 8 <= count && eightZeros(line + i) { i &+= 8 }
      while i < count && line[i] == 0 { i &+= 1 }
      guard i < count else { break }
      var end = i &+ 1
      while end &+ 8 <= count && !eightZeros(line + end) { end &+= 8 }
      while end < count && line[end] != 0 { end &+= 1 }
      sink.pixels(y: y, x: x &+ i, coverage: line + i, count: end &- i)
      i = end
    }
  }

  /// Emits a row's coverage in one call, without its leading and trailing zeros.
  @inline(__always)
  static func emitTrimmed<Sink: CoverageSink>(
    _ line: UnsafePointer<UInt8>, count: Int, y: Int, x: Int, into sink: inout Sink
  ) {
    var i = 0
    while i &+ 8 <= count && eightZeros(line + i) { i &+= 8 }
    while i < count && line[i] == 0 { i &+= 1 }
    guard i < count else { return }
    var end = count
    while end &- 8 >= i && eightZeros(line + (end &- 8)) { end &-= 8 }
    while line[end &- 1] == 0 { end &-= 1 }
    sink.pixels(y: y, x: x &+ i, coverage: line + i, count: end &- i)
  }

  @inline(__always)
  static func eightZeros(_ p: UnsafePointer<UInt8>) -> Bool {
    UnsafeRawPointer(p).loadUnaligned(as: UInt64.self) == 0
  }
}
