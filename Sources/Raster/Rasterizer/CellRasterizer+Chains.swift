/// How a cell's chain is packed: where it enters and leaves the pixel.
extension CellRasterizer {
  /// A point of a chain inside its cell (both coordinates 0...`one`), packed in 32 bits.
  @inline(__always)
  static func chainPoint(_ x: Int, _ y: Int) -> Int {
    (x & 0xFFFF) | (y & 0xFFFF) << 16
  }

  /// Where the chain of a cell holding one chain enters and leaves the pixel, relative to
  /// the pixel's top left corner in 1/`one` pixel.
  @inline(__always)
  static func chainEnds(_ chain: UInt64) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
    (
      Int(chain & 0xFFFF), Int(chain >> 16 & 0xFFFF), Int(chain >> 32 & 0xFFFF),
      Int(chain >> 48 & 0xFFFF)
    )
  }
}
