/// Whether a rendering pass keeps strip covers and cell shapes beside the cells
/// (`CellRasterizer.keepsStrips`), and whether it looks for pieces outside the rasterizer's
/// columns (passes without strips), known when the pass is compiled, so that a pass does
/// none of the work it needs not.
protocol PieceDetail {
  static var keepsStrips: Bool { get }
  static var checksColumns: Bool { get }
}

/// Cells alone, in the columns (a piece outside them only adds to its row's cover).
enum ColumnPieces: PieceDetail {
  static var keepsStrips: Bool { false }
  static var checksColumns: Bool { true }
}

/// Cells with their strip covers and shapes, in every column.
enum StripPieces: PieceDetail {
  static var keepsStrips: Bool { true }
  static var checksColumns: Bool { false }
}
