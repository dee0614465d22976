/// The contribution of edges to one pixel, in `CellRasterizer`'s fixed-point units.
///
/// `cover` is the signed height the edges span inside the cell (in 1/`one` pixel);
/// `area` is the signed sum of `height × (x_enter + x_leave)`, so the part of the cell to
/// the right of the edges is `cover × 2·one − area` (FreeType's convention). A cell takes
/// at most `CellRasterizer.maximumPieces` pieces of edges (then another cell for the same
/// pixel takes over), which keeps both within 32 bits.
///
/// `down` and `up` count the chains of edges running down and up inside the cell; with
/// the strip covers the rasterizer keeps beside the cells when asked (`keepsStrips`),
/// they bound the winding inside the cell strip by strip, which tells the sweep where the
/// fill rule may not be linear. `chain` holds where the cell's last chain entered and left
/// it (see `CellRasterizer.chainEnds`), which describes the edge inside the pixel when the
/// cell holds a single chain. A cell is 32 bytes.
struct Cell {
  var x: Int32
  var y: Int32
  var cover: Int32
  var area: Int32
  var down: Int32
  var up: Int32
  var chain: UInt64
}

/// What the search for complex pixels knows of a cell's pieces besides its strip covers,
/// kept with them (`CellRasterizer.keepsStrips`).
struct CellShape: OptionSet {
  let rawValue: UInt8

  /// The pieces inside the pixel make one simple chain (`CellRasterizer.cellShapes`).
  static let simpleChain = CellShape(rawValue: 1)
  /// Some pieces lie on the pixel's right side: they count in its strip covers, so in the
  /// column on its right, but change nothing inside it.
  static let rightSidePieces = CellShape(rawValue: 2)
}
