/// A point in `CellRasterizer`'s fixed-point device coordinates (1/`one` pixel).
struct FixedPoint {
  var x: Int
  var y: Int
}

extension FixedPoint {
  /// `p` (device pixels, not negative) rounded to the nearest fixed-point position, a half
  /// away from zero: adding a half and truncating does that for values not negative,
  /// without a call into libm (x86-64 before SSE4.1 has no rounding instruction).
  @inline(__always)
  init(rounding p: Point) {
    let scale = Double(CellRasterizer.one)
    x = Int(p.x * scale + 0.5)
    y = Int(p.y * scale + 0.5)
  }
}
