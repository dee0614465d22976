/// Passes coverage on to `base`, which draws on a surface whose pending clear has not been
/// written yet, writing the clear colour just ahead of it: the pixels before each span (in
/// the surface's order) and the span's own pixels, except those an opaque colour covers
/// whole, which are written once instead of twice. `finish()` clears what is left.
///
/// Spans may come out of order (refined rows first): one that begins before what is
/// cleared already draws over cleared pixels, and one past it clears up to its end first.
struct ClearingSink<Base: CoverageSink>: CoverageSink {
  var base: Base
  let pixels: UnsafeMutablePointer<UInt32>
  let width: Int
  /// Pixels in the surface.
  let count: Int
  let clear: UInt32
  /// Whether `base` writes its colour without reading the pixel where the coverage is
  /// whole (an opaque colour, no clip mask).
  let overwritesWhole: Bool
  /// The pixels before this offset hold the clear colour or what was drawn over it.
  private var cleared = 0

  init(
    base: Base, pixels: UnsafeMutablePointer<UInt32>, width: Int, count: Int, clear: UInt32,
    overwritesWhole: Bool
  ) {
    self.base = base
    self.pixels = pixels
    self.width = width
    self.count = count
    self.clear = clear
    self.overwritesWhole = overwritesWhole
  }

  var skipsZeroCoverage: Bool { base.skipsZeroCoverage }
  var wantsEdgeChords: Bool { base.wantsEdgeChords }

  /// Clears the pixels up to `offset` not cleared yet.
  @inline(__always)
  private mutating func clear(upTo offset: Int) {
    guard offset > cleared else { return }
    (pixels + cleared).update(repeating: clear, count: offset &- cleared)
    cleared = offset
  }

  /// Makes the `count` pixels from `(x, y)` ready for `base`: cleared, or (`whole`) left
  /// for it to write, the pixels before them cleared.
  @inline(__always)
  private mutating func prepare(y: Int, x: Int, count: Int, whole: Bool) {
    let start = y &* width &+ x
    let end = start &+ count
    guard end > cleared else { return }
    if whole && overwritesWhole && start >= cleared {
      clear(upTo: start)
      cleared = end
    } else {
      clear(upTo: end)
    }
  }

  @inline(__always)
  mutating func span(y: Int, x: Int, count: Int, coverage: UInt32) {
    prepare(y: y, x: x, count: count, whole: coverage == 255)
    base.span(y: y, x: x, count: count, coverage: coverage)
  }

  @inline(__always)
  mutating func pixel(y: Int, x: Int, coverage: UInt32) {
    prepare(y: y, x: x, count: 1, whole: coverage == 255)
    base.pixel(y: y, x: x, coverage: coverage)
  }

  @inline(__always)
  mutating func edgePixel(y: Int, x: Int, coverage: UInt32, chord: EdgeChord) {
    prepare(y: y, x: x, count: 1, whole: false)
    base.edgePixel(y: y, x: x, coverage: coverage, chord: chord)
  }

  @inline(__always)
  mutating func pixels(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
    prepare(y: y, x: x, count: count, whole: false)
    base.pixels(y: y, x: x, coverage: coverage, count: count)
  }

  /// Clears the pixels no span reached.
  mutating func finish() {
    clear(upTo: count)
  }
}
