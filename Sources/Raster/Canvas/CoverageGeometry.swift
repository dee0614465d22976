/// The device-space outline of one fill, stroke or clip, kept so that the canvas can ask
/// later which parts of a pixel it covers (see `EdgeRegionStore`).
///
/// A pixel's `sampleMask` is the shape point-sampled on an 8 × 8 grid: bit `8·row + column`
/// is set when the point `(x + (column + ½)/8, y + (row + ½)/8)` is inside by the fill rule,
/// and inside every clip of `clip`'s chain. An edge through a sample point counts from
/// the sample's right: a sample is inside when the winding of the edges strictly left of it
/// says so. The masks are only used to tell how two shapes in one pixel overlap; coverage
/// itself stays the rasterizer's exact area.
///
/// Edges are bucketed by pixel row on the first question, so outlines that are never asked
/// about cost only their retention.
final class CoverageGeometry {
  /// Sample rows and columns per pixel.
  static let samples = 8
  /// The most row entries a geometry indexes (each edge counted once per row it spans);
  /// beyond that it answers "unknown" (`nil` masks) rather than use unbounded memory.
  static let maximumRowEntries = 1 << 22

  private let outline: FlattenedPath
  let rule: FillRule
  /// The clip in force when the shape was drawn (itself a chain of clip geometries).
  let clip: CoverageGeometry?
  private let height: Int
  /// `x0, y0, x1, y1` of each non-horizontal edge, in device pixels.
  @exclusivity(unchecked) private var edges: [Double] = []
  /// Edge numbers by row: row `y` holds `rowEdges[rowStarts[y] ..< rowStarts[y + 1]]`.
  @exclusivity(unchecked) private var rowStarts: [Int32] = []
  @exclusivity(unchecked) private var rowEdges: [Int32] = []
  @exclusivity(unchecked) private var state = IndexState.notBuilt
  /// The row whose crossings are in `crossings`, `windings` and `subrowStarts`.
  @exclusivity(unchecked) private var cachedRow = -1
  /// First sample column of each crossing, by sample row (see `findCrossings`).
  @exclusivity(unchecked) private var crossings: [Int64] = []
  @exclusivity(unchecked) private var windings: [Int32] = []
  @exclusivity(unchecked) private var subrowStarts = [Int](repeating: 0, count: samples + 1)
  /// Per sample row, the first crossing not yet left of `cursorColumn`.
  @exclusivity(unchecked) private var cursors = [Int](repeating: 0, count: samples + 1)
  @exclusivity(unchecked) private var cursorColumn = Int.max

  private enum IndexState { case notBuilt, built, tooLarge }

  init(outline: FlattenedPath, rule: FillRule, clip: CoverageGeometry?, canvasHeight: Int) {
    self.outline = outline
    self.rule = rule
    self.clip = clip
    self.height = canvasHeight
  }

  /// The samples of pixel `(x, y)` inside the shape and its clips, or `nil` when the
  /// geometry is too large to index.
  func sampleMask(x: Int, y: Int) -> UInt64? {
    guard var mask = shapeMask(x: x, y: y) else { return nil }
    var next = clip
    while let c = next, mask != 0 {
      guard let m = c.shapeMask(x: x, y: y) else { return nil }
      mask &= m
      next = c.clip
    }
    return mask
  }

  /// The samples of pixel `(x, y)` inside the shape alone (no clip).
  ///
  /// - Complexity: O(1) amortized when a row's pixels are asked left to right, after the
  ///   row's crossings are found (O(e log e) once per row, for e edges in the row).
  func shapeMask(x: Int, y: Int) -> UInt64? {
    if state == .notBuilt { buildIndex() }
    guard state == .built else { return nil }
    guard y >= 0, y < height else { return 0 }
    if y != cachedRow { findCrossings(row: y) }
    let n = CoverageGeometry.samples
    let column = x &* n
    if column < cursorColumn { rewindCursors() }
    cursorColumn = column
    let evenOdd = rule == .evenOdd
    var mask: UInt64 = 0
    crossings.withUnsafeBufferPointer { keys in
      windings.withUnsafeBufferPointer { sums in
        for row in 0..<n {
          let start = subrowStarts[row]
          let end = subrowStarts[row &+ 1]
          var i = cursors[row]
          // Crossings that reach every sample of the pixel (first column left of it).
          while i < end && Int(keys[i]) < column { i &+= 1 }
          cursors[row] = i
          var winding = i > start ? sums[i &- 1] : 0
          // Runs between the crossings inside the pixel: columns `from ..< c` share a winding.
          var bits: UInt64 = 0
          var from = 0
          while i < end && Int(keys[i]) < column &+ n {
            let c = Int(keys[i]) &- column
            if evenOdd ? winding & 1 != 0 : winding != 0 {
              bits |= (0xFF >> UInt64(n &- (c &- from))) << UInt64(from)
            }
            winding = sums[i]
            from = c
            i &+= 1
          }
          if evenOdd ? winding & 1 != 0 : winding != 0 {
            bits |= (0xFF >> UInt64(from)) << UInt64(from)
          }
          mask |= bits << UInt64(row &* n)
        }
      }
    }
    return mask
  }

  /// Finds where the edges cross each sample row of pixel row `y`.
  ///
  /// A crossing at x is kept as the first sample column it counts for: sample column X
  /// (centre (X + ½)/8) has the edge strictly left of it when X ≥ ⌊8x − ½⌋ + 1. Crossings
  /// are sorted by that column, and `windings[i]` is the sum of the directions of the
  /// crossings up to and including `i` in its sample row.
  private func findCrossings(row y: Int) {
    cachedRow = y
    // The cursors serve as fill positions below; `Int.max` makes the next question rewind.
    cursorColumn = Int.max
    let n = CoverageGeometry.samples
    let start = Int(rowStarts[y])
    let end = Int(rowStarts[y + 1])
    let top = Double(y)
    var total = 0
    for row in 0..<n { subrowStarts[row] = 0 }
    edges.withUnsafeBufferPointer { e in
      rowEdges.withUnsafeBufferPointer { r in
        for k in start..<end {
          let (first, last) = CoverageGeometry.sampleRows(e, Int(r[k]), top: top)
          for row in first..<last { subrowStarts[row] &+= 1 }
          total &+= last &- first
        }
      }
    }
    var running = 0
    for row in 0..<n {
      let count = subrowStarts[row]
      subrowStarts[row] = running
      running &+= count
    }
    subrowStarts[n] = running
    if crossings.count < total {
      crossings = [Int64](repeating: 0, count: total)
      windings = [Int32](repeating: 0, count: total)
    }
    rewindCursors()
    crossings.withUnsafeMutableBufferPointer { keys in
      edges.withUnsafeBufferPointer { e in
        rowEdges.withUnsafeBufferPointer { r in
          for k in start..<end {
            let i = Int(r[k])
            let (first, last) = CoverageGeometry.sampleRows(e, i, top: top)
            guard first < last else { continue }
            let x0 = e[i &* 4]
            let y0 = e[i &* 4 &+ 1]
            let x1 = e[i &* 4 &+ 2]
            let y1 = e[i &* 4 &+ 3]
            let slope = (x1 - x0) / (y1 - y0)
            let up: Int64 = y1 > y0 ? 1 : 0
            for row in first..<last {
              let sy = top + (Double(row) + 0.5) / Double(n)
              let cx = x0 + (sy - y0) * slope
              let firstColumn = min(max((cx * Double(n) - 0.5).rounded(.down), -0x4000_0000),
                0x4000_0000) + 1
              // The direction rides in the low bit, so sorting keeps each key's order fixed.
              keys[cursors[row]] = Int64(firstColumn) << 1 | up
              cursors[row] &+= 1
            }
          }
        }
      }
    }
    crossings.withUnsafeMutableBufferPointer { keys in
      windings.withUnsafeMutableBufferPointer { sums in
        for row in 0..<n {
          let lo = subrowStarts[row]
          let hi = subrowStarts[row &+ 1]
          var j = lo &+ 1
          while j < hi {
            let key = keys[j]
            var k = j
            while k > lo && keys[k &- 1] > key {
              keys[k] = keys[k &- 1]
              k &-= 1
            }
            keys[k] = key
            j &+= 1
          }
          var winding: Int32 = 0
          for k in lo..<hi {
            winding &+= keys[k] & 1 == 1 ? 1 : -1
            sums[k] = winding
            keys[k] >>= 1
          }
        }
      }
    }
  }

  /// Puts every sample row's cursor back at its first crossing (element by element, so
  /// that the two arrays never share storage).
  private func rewindCursors() {
    for row in 0...CoverageGeometry.samples { cursors[row] = subrowStarts[row] }
  }

  /// The sample rows `first ..< last` of the pixel row starting at `top` whose centres
  /// edge `i` spans (half-open in y: `min(y0, y1) ≤ centre < max(y0, y1)`).
  @inline(__always)
  private static func sampleRows(_ e: UnsafeBufferPointer<Double>, _ i: Int, top: Double)
    -> (Int, Int)
  {
    let y0 = e[i &* 4 &+ 1]
    let y1 = e[i &* 4 &+ 3]
    let lo = (min(y0, y1) - top) * Double(samples) - 0.5
    let hi = (max(y0, y1) - top) * Double(samples) - 0.5
    // Row r's centre is r + ½ in these units: inside when lo ≤ r < hi.
    let first = lo <= 0 ? 0 : min(Int(lo.rounded(.up)), samples)
    let last = hi <= 0 ? 0 : min(Int(hi.rounded(.up)), samples)
    return (first, max(first, last))
  }

  /// Buckets the outline's edges (each subpath closed) by the pixel rows they span.
  private func buildIndex() {
    var counts = [Int32](repeating: 0, count: height + 1)
    var total = 0
    var list: [Double] = []
    forEachEdge { x0, y0, x1, y1 in
      let rows = pixelRows(y0, y1)
      guard !rows.isEmpty else { return }
      total += rows.count
      list.append(x0)
      list.append(y0)
      list.append(x1)
      list.append(y1)
      for y in rows { counts[y] += 1 }
    }
    guard total <= CoverageGeometry.maximumRowEntries else {
      state = .tooLarge
      return
    }
    var starts = [Int32](repeating: 0, count: height + 1)
    var running: Int32 = 0
    for y in 0..<height {
      starts[y] = running
      running += counts[y]
    }
    starts[height] = running
    var fill = starts
    var entries = [Int32](repeating: 0, count: total)
    for e in 0..<(list.count / 4) {
      for y in pixelRows(list[e * 4 + 1], list[e * 4 + 3]) {
        entries[Int(fill[y])] = Int32(e)
        fill[y] += 1
      }
    }
    edges = list
    rowStarts = starts
    rowEdges = entries
    state = .built
  }

  /// The canvas's pixel rows an edge from height `y0` to `y1` reaches.
  private func pixelRows(_ y0: Double, _ y1: Double) -> Range<Int> {
    let top = min(y0, y1)
    let bottom = max(y0, y1)
    guard top < Double(height), bottom > 0 else { return 0..<0 }
    let first = max(Int(top.rounded(.down)), 0)
    let last = min(Int(bottom.rounded(.up)), height)
    return first < last ? first..<last : 0..<0
  }

  /// Calls `body` with every finite, non-horizontal edge of the closed subpaths.
  private func forEachEdge(_ body: (Double, Double, Double, Double) -> Void) {
    let points = outline.points
    for sub in outline.subpaths where sub.count > 1 {
      var previous = points[sub.start + sub.count - 1]
      for i in sub.start..<(sub.start + sub.count) {
        let p = points[i]
        if previous.isFinite, p.isFinite, previous.y != p.y {
          body(previous.x, previous.y, p.x, p.y)
        }
        previous = p
      }
    }
  }
}
