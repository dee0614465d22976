/// Rows of 16-bit coverage between the passes across rows of a blur: device rows
/// `firstRow ..< firstRow + rows`, `width` values each, with what each row holds.
///
/// Every value of a row outside its extent's `low ..< high` is 0: a pass that writes a
/// row zeros what the row held before outside what it writes now.
///
/// A pass also records which rows it wrote as copies of the row before (the same values
/// and extent): ``runStarts``. A shape whose rows repeat (a rectangle's, a rounded box's
/// between its corners) is blurred once per distinct row, and the passes across rows copy
/// an output row wherever its whole window lies in one run, where the sums do not change.
struct BlurRowBuffer {
  let firstRow: Int
  let rows: Int
  let width: Int
  var values: [UInt16]
  var extents: [BlurExtent]
  /// For each row (by index from `firstRow`), the index of the first row of the run of
  /// identical rows that ends at it: its own index when the pass that wrote it last did
  /// not copy it. Meaningful only for the rows that pass wrote.
  var runStarts: [Int]

  /// Rows of zeros.
  init(firstRow: Int, rows: Int, width: Int) {
    self.firstRow = firstRow
    self.rows = rows
    self.width = width
    values = [UInt16](repeating: 0, count: rows * width)
    extents = [BlurExtent](repeating: .empty, count: rows)
    runStarts = Array(0..<rows)
  }

  /// Records device row `y` as a copy of the row before it, or as a row of its own.
  mutating func setRun(row y: Int, copiesPrevious: Bool) {
    let index = y - firstRow
    runStarts[index] = copiesPrevious ? runStarts[index - 1] : index
  }

  /// Whether device rows `first ... last` are known to be identical: all written as one
  /// run by the pass that wrote the rows `written`.
  func isOneRun(from first: Int, through last: Int, written: Range<Int>) -> Bool {
    guard first >= written.lowerBound, last < written.upperBound, first <= last else {
      return false
    }
    return runStarts[last - firstRow] <= first - firstRow
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
