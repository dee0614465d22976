/// An edge in `CellRasterizer`'s fixed-point device coordinates (1/`one` pixel).
struct FixedLine {
  var x0: Int
  var y0: Int
  var x1: Int
  var y1: Int

  /// The x where the edge crosses height `y` (between its end heights), rounded down.
  @inline(__always)
  func x(atY y: Int) -> Int {
    if y == y0 { return x0 }
    if y == y1 { return x1 }
    let num = (x1 - x0) * (y - y0)
    let den = y1 - y0
    var q = num / den
    if (num % den != 0) && ((num < 0) != (den < 0)) { q -= 1 }
    return x0 + q
  }
}
