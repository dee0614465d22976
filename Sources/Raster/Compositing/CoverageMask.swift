/// An 8-bit coverage value per pixel (0 = outside, 255 = fully inside), canvas-sized,
/// row-major. Used for clipping: drawing is scaled by the mask value at each pixel.
struct CoverageMask: Hashable, Sendable {
  let width: Int
  let height: Int
  var values: [UInt8]
  /// The chords of edge pixels crossed by one straight chain, where the mask comes from a
  /// single outline (see `EdgeChordTable`).
  var chords = EdgeChordTable()
  /// The rows that may hold non-zero values (others are all zero); drawing under the mask
  /// renders only these.
  var rows: Range<Int>
  /// The columns that may hold non-zero values (others are all zero).
  var columns: Range<Int>

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    values = [UInt8](repeating: 0, count: width * height)
    rows = 0..<max(height, 0)
    columns = 0..<max(width, 0)
  }
}

extension CoverageMask {
  /// The mask moved by whole pixels onto a `width` × `height` surface: the value at
  /// `(x, y)` here is at `(x + dx, y + dy)` there; what falls outside is dropped, and the
  /// rest of the surface is 0.
  ///
  /// - Complexity: O(width × height).
  func moved(x dx: Int, y dy: Int, width: Int, height: Int) -> CoverageMask {
    var result = CoverageMask(width: width, height: height)
    // Shifts past these leave nothing on the surface either way; clamped, they cannot overflow.
    let rowShift = dy.clamped((-self.height)...height)
    let columnShift = dx.clamped((-self.width)...width)
    let rows = (rows.lowerBound + rowShift)..<(rows.upperBound + rowShift)
    let columns = (columns.lowerBound + columnShift)..<(columns.upperBound + columnShift)
    result.rows = rows.clamped(to: 0..<height)
    result.columns = columns.clamped(to: 0..<width)
    guard !result.rows.isEmpty, !result.columns.isEmpty else { return result }
    let count = result.columns.count
    values.withUnsafeBufferPointer { source in
      result.values.withUnsafeMutableBufferPointer { target in
        guard let from = source.baseAddress, let to = target.baseAddress else { return }
        for y in result.rows {
          let sourceRow = (y - rowShift) * self.width + (result.columns.lowerBound - columnShift)
          (to + y * width + result.columns.lowerBound).update(from: from + sourceRow, count: count)
        }
      }
    }
    return result
  }
}

extension Int {
  /// The value brought into `range`.
  fileprivate func clamped(_ range: ClosedRange<Int>) -> Int {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
