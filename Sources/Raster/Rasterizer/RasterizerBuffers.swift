/// The storage a ``CellRasterizer`` keeps its cells and edges in.
///
/// A canvas's rasterizer takes one from `StoragePools.rasterizerBuffers` and gives it back
/// when the canvas ends, so that rendering many pictures does not fault in fresh pages
/// for them each time. Contents are undefined when taken again; the rasterizer counts what
/// it has written and never reads past it.
final class RasterizerBuffers: PoolableStorage, @unchecked Sendable {
  @exclusivity(unchecked) var cells = RawStorage<Cell>()
  /// The strip covers of the cells of the same numbers, when the rasterizer keeps them.
  @exclusivity(unchecked) var strips = RawStorage<SIMD8<Int16>>()
  /// What else is known of those cells' pieces (`CellRasterizer.cellShapes`).
  @exclusivity(unchecked) var cellShapes = RawStorage<CellShape>()
  @exclusivity(unchecked) var lines = RawStorage<FixedLine>()
  @exclusivity(unchecked) var horizontals = RawStorage<FixedLine>()
  /// A flag per pixel row (see `CellRasterizer.rowFlags`), all 0 between sweeps.
  @exclusivity(unchecked) var rowFlags = RawStorage<UInt8>()
  /// How many row flags have been zeroed (the rest of `rowFlags` is uninitialized).
  @exclusivity(unchecked) var rowFlagsZeroed = 0
  /// The cells made in each pixel row (see `CellRasterizer.rowCells`), all 0 between
  /// sweeps.
  @exclusivity(unchecked) var rowCells = RawStorage<Int32>()
  @exclusivity(unchecked) var rowCellsZeroed = 0
  /// The cover of the pieces left of the rasterizer's columns in each pixel row (see
  /// `CellRasterizer.rowCovers`), all 0 between sweeps.
  @exclusivity(unchecked) var rowCovers = RawStorage<Int>()
  @exclusivity(unchecked) var rowCoversZeroed = 0

  /// The bytes held, to keep only modest sets (see `StoragePool`).
  var retainedBytes: Int {
    cells.retainedBytes + lines.retainedBytes + horizontals.retainedBytes
      + strips.retainedBytes + cellShapes.retainedBytes
      + rowFlags.retainedBytes + rowCells.retainedBytes + rowCovers.retainedBytes
  }

  /// Makes room for `count` row flags, row cell counts and row covers, every one of them 0 (those
  /// already there are, as their users clear what they set).
  func prepareRows(_ count: Int) {
    rowFlagsZeroed = rowFlags.extend(to: count, from: rowFlagsZeroed, repeating: 0)
    rowCellsZeroed = rowCells.extend(to: count, from: rowCellsZeroed, repeating: 0)
    rowCoversZeroed = rowCovers.extend(to: count, from: rowCoversZeroed, repeating: 0)
  }
}
