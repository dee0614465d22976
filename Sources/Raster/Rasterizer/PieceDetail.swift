/// Whether a rendering pass keeps strip covers and cell shapes beside the cells
/// (`CellRasterizer.keepsStrips`), and whether it looks for pieces outside the rasterizer's
/// columns (passes without strips, for edges that may reach outside them), known when the
/// pass is compiled, so that a pass does none of the work it needs not.
protocol PieceDetail {
  static var keepsStrips: Bool { get }
  static var checksColumns: Bool { get }
}

/// Cells alone, of an edge inside the columns.
enum PlainPieces: PieceDetail {
  static var keepsStrips: Bool { false }
  static var checksColumns: Bool { false }
}

/// Cells alone, of an edge that may reach outside the columns.
enum ColumnPieces: PieceDetail {
  static var keepsStrips: Bool { false }
  static var checksColumns: Bool { true }
}

/// Cells with their strip covers and shapes, in every column.
enum StripPieces: PieceDetail {
  static var keepsStrips: Bool { true }
  static var checksColumns: Bool { false }
}
