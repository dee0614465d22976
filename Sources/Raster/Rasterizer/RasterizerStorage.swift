/// One unsafe handle on the storage a `CellRasterizer` writes to: the addresses and
/// capacities of its `RasterizerBuffers`, copied so that the hot loops read them without
/// reference counting (the rasterizer is not copyable, so nothing else writes there), and
/// how much of each holds what was written since the last sweep.
struct RasterizerStorage {
  /// The buffers themselves, which the pointers below address.
  var buffers: RasterizerBuffers
  var cells: UnsafeMutablePointer<Cell>
  var cellCapacity = 0
  var cellCount = 0
  /// The cells' strip covers and shapes (`CellRasterizer.cellShapes`), kept while `CellRasterizer.keepsStrips`;
  /// `stripCapacity` of each fit.
  var strips: UnsafeMutablePointer<SIMD8<Int16>>
  var shapes: UnsafeMutablePointer<CellShape>
  var stripCapacity = 0
  var lines: UnsafeMutablePointer<FixedLine>
  var lineCapacity = 0
  var lineCount = 0
  /// The horizontal edges inside rows (`CellRasterizer.noteHorizontal`), `horizontalCount` of them.
  var horizontals: UnsafeMutablePointer<FixedLine>
  var horizontalCapacity = 0
  var horizontalCount = 0
  /// Per pixel row, 1 where the winding may not be linear over some pixel: set as edges
  /// are added where a chain of edges begins or ends strictly inside the row (a vertex
  /// where the edges turn back in y, or a break between edges), and by the sweep where a
  /// pixel holds two chains or more. The rasterizer clears the rows it touched (`CellRasterizer.reset`).
  var rowFlags: UnsafeMutablePointer<UInt8>
  /// Per pixel row, the cells made there inside the canvas (left of its right side), which
  /// the sweep's row sort starts from. The rasterizer clears the rows it touched (`CellRasterizer.reset`).
  var rowCells: UnsafeMutablePointer<Int32>
  /// Per pixel row, the cover of the pieces left of the rasterizer's `columns`, which passes without strips
  /// add up here instead of making cells: they only move the winding of the columns on
  /// their right, where the sweep starts from it. The rasterizer clears the
  /// rows it touched (`CellRasterizer.reset`).
  var rowCovers: UnsafeMutablePointer<Int>

  /// A handle on `buffers`, holding nothing written yet, with room for `height` rows.
  init(_ buffers: RasterizerBuffers, height: Int) {
    self.buffers = buffers
    buffers.prepareRows(Swift.max(height, 0))
    cells = buffers.cells.base
    cellCapacity = buffers.cells.capacity
    strips = buffers.strips.base
    shapes = buffers.cellShapes.base
    stripCapacity = Swift.min(buffers.strips.capacity, buffers.cellShapes.capacity)
    lines = buffers.lines.base
    lineCapacity = buffers.lines.capacity
    horizontals = buffers.horizontals.base
    horizontalCapacity = buffers.horizontals.capacity
    rowFlags = buffers.rowFlags.base
    rowCells = buffers.rowCells.base
    rowCovers = buffers.rowCovers.base
  }
}
