/// The contribution of edges to one pixel, in `CellRasterizer`'s fixed-point units.
///
/// `cover` is the signed height the edges span inside the cell (in 1/`one` pixel);
/// `area` is the signed sum of `height × (x_enter + x_leave)`, so the part of the cell to
/// the right of the edges is `cover × 2·one − area` (FreeType's convention).
///
/// `stripCovers` splits `cover` among the `CellRasterizer.refinement` horizontal strips
/// of the row, and `down` and `up` count the chains of edges running down and up inside
/// the cell. Together they bound the winding inside the cell strip by strip, which tells
/// the sweep where the fill rule may not be linear. `chain` holds where the cell's last
/// chain entered and left it (see `CellRasterizer.chainEnds`), which describes the edge
/// inside the pixel when the cell holds a single chain.
struct Cell {
  var x: Int32
  var y: Int32
  var cover: Int
  var area: Int
  /// Eight `Int16` strip covers, kept as two words so that a cell stays 56 bytes (a SIMD
  /// vector would align it to 64).
  var stripBits: (UInt64, UInt64)
  var down: Int32
  var up: Int32
  var chain: UInt64

  /// The cover of each strip, in 1/`one` pixel.
  @inline(__always)
  var stripCovers: SIMD8<Int16> {
    unsafeBitCast(SIMD2<UInt64>(stripBits.0, stripBits.1), to: SIMD8<Int16>.self)
  }

  @inline(__always)
  static func stripBits(_ covers: SIMD8<Int16>) -> (UInt64, UInt64) {
    let bits = unsafeBitCast(covers, to: SIMD2<UInt64>.self)
    return (bits.x, bits.y)
  }
}
