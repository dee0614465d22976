/// Rows of 16-bit coverage between the passes across rows of a blur: device rows
/// `firstRow ..< firstRow + rows`, `width` values each, with what each row holds.
///
/// Every value of a row outside its extent's `low ..< high` is 0: a pass that writes a
/// row zeros what the row held before outside what it writes now.
struct BlurRowBuffer {
  let firstRow: Int
  let rows: Int
  let width: Int
  var values: [UInt16]
  var extents: [BlurExtent]

  /// Rows of zeros.
  init(firstRow: Int, rows: Int, width: Int) {
    self.firstRow = firstRow
    self.rows = rows
    self.width = width
    values = [UInt16](repeating: 0, count: rows * width)
    extents = [BlurExtent](repeating: .empty, count: rows)
  }

  /// Copies `line[extent.low ..< extent.high]` into device row `y`, which holds zeros, at
  /// `shift` columns from the line's indices; the row's extent becomes `extent` shifted.
  mutating func store(_ line: UnsafePointer<UInt16>, extent: BlurExtent, shift: Int, row y: Int) {
    guard !extent.isEmpty else { return }
    let index = y - firstRow
    let width = self.width
    values.withUnsafeMutableBufferPointer { values in
      guard let base = values.baseAddress else { return }
      (base + index * width + extent.low + shift).update(
        from: line + extent.low, count: extent.high - extent.low)
    }
    extents[index] = BlurExtent(
      low: extent.low + shift, high: extent.high + shift, fullLow: extent.fullLow + shift,
      fullHigh: extent.fullHigh + shift)
  }
}
