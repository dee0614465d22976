/// The storage a ``CellRasterizer`` keeps its cells and edges in.
///
/// A canvas's rasterizer takes one from `StoragePools.rasterizerBuffers` and gives it back
/// when the canvas ends, so that rendering many pictures does not fault in fresh pages
/// for them each time. Contents are undefined when taken again; the rasterizer counts what
/// it has written and never reads past it.
final class RasterizerBuffers: PoolableStorage, @unchecked Sendable {
  @exclusivity(unchecked) var cells = RawStorage<Cell>()
  @exclusivity(unchecked) var lines = RawStorage<FixedLine>()

  /// The bytes held, to keep only modest sets (see `StoragePool`).
  var retainedBytes: Int {
    cells.capacity * MemoryLayout<Cell>.stride + lines.capacity * MemoryLayout<FixedLine>.stride
  }
}
