/// Where a rasterizer keeps its cells, edges and row tables: the pools it takes them from
/// and gives them back to, and the growing of each buffer as edges are added.
extension CellRasterizer {
  /// A rasterizer whose storage comes from the process's pools (see `StoragePool`).
  static func pooled(width: Int, height: Int) -> CellRasterizer {
    var rasterizer = CellRasterizer(width: width, height: height)
    rasterizer.use(StoragePools.rasterizerBuffers.take())
    rasterizer.order = StoragePools.sortKeys.take()
    rasterizer.order.removeAll(keepingCapacity: true)
    return rasterizer
  }

  /// Gives the storage back to the pools; the rasterizer is empty afterwards.
  mutating func returnStorage() {
    clearRows()
    StoragePools.rasterizerBuffers.give(storage.buffers)
    StoragePools.sortKeys.give(order)
    use(RasterizerBuffers())
    order = []
  }

  /// Keeps cells and edges in `buffers` from now on (forgetting any made).
  mutating func use(_ buffers: RasterizerBuffers) {
    storage = RasterizerStorage(buffers, height: height)
  }

  /// Makes room for more cells, keeping those made.
  @inline(never)
  mutating func growCells() {
    storage.buffers.cells.reserve(
      Swift.max(storage.cellCapacity &* 2, 256), keeping: storage.cellCount)
    storage.cells = storage.buffers.cells.base
    storage.cellCapacity = storage.buffers.cells.capacity
  }

  /// Makes room for the strip covers of as many cells as `cells` holds, keeping those
  /// made.
  @inline(never)
  mutating func growStrips() {
    let count = Swift.max(storage.cellCapacity, 256)
    storage.buffers.strips.reserve(count, keeping: storage.cellCount)
    storage.buffers.cellShapes.reserve(count, keeping: storage.cellCount)
    storage.strips = storage.buffers.strips.base
    storage.shapes = storage.buffers.cellShapes.base
    storage.stripCapacity = Swift.min(
      storage.buffers.strips.capacity, storage.buffers.cellShapes.capacity)
  }

  /// Makes room for more horizontal edges, keeping those noted.
  @inline(never)
  mutating func growHorizontals() {
    storage.buffers.horizontals.reserve(
      Swift.max(storage.horizontalCapacity &* 2, 16), keeping: storage.horizontalCount)
    storage.horizontals = storage.buffers.horizontals.base
    storage.horizontalCapacity = storage.buffers.horizontals.capacity
  }

  /// Makes room for more edges, keeping those added.
  @inline(never)
  mutating func growLines() {
    storage.buffers.lines.reserve(
      Swift.max(storage.lineCapacity &* 2, 64), keeping: storage.lineCount)
    storage.lines = storage.buffers.lines.base
    storage.lineCapacity = storage.buffers.lines.capacity
  }

  /// Clears the row flags and cell counts of rows `minRow...maxRow`, the only ones set.
  func clearRows() {
    let low = Swift.max(minRow, 0)
    let high = Swift.min(maxRow, height &- 1)
    guard low <= high else { return }
    (storage.rowFlags + low).update(repeating: 0, count: high &- low &+ 1)
    (storage.rowCells + low).update(repeating: 0, count: high &- low &+ 1)
    (storage.rowCovers + low).update(repeating: 0, count: high &- low &+ 1)
  }
}
