/// A point in `CellRasterizer`'s fixed-point device coordinates (1/`one` pixel).
struct FixedPoint: Equatable {
  var x: Int
  var y: Int
}
