/// The contribution of edges to one pixel, in `CellRasterizer`'s fixed-point units.
///
/// `cover` is the signed height the edges span inside the cell (in 1/`one` pixel);
/// `area` is the signed sum of `height × (x_enter + x_leave)`, so the part of the cell to
/// the right of the edges is `cover × 2·one − area` (FreeType's convention).
///
/// `down` and `up` add up the heights of the edges running down and up inside the cell,
/// so that the sweep can spot cells where edges overlap or turn back.
struct Cell {
  var x: Int32
  var y: Int32
  var cover: Int
  var area: Int
  var down: Int32
  var up: Int32
}
