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
/// The first few rows asked about are found by scanning the outline; after that its edges
/// are bucketed by pixel row (and the outline let go). A row's crossings are kept once
/// found, since a clip is asked about by every shape drawn in it; outlines that are never
/// asked about cost only their retention.
final class CoverageGeometry {
  /// Sample rows and columns per pixel.
  static let samples = 8
  /// The most row entries a geometry indexes (each edge counted once per row it spans);
  /// beyond that it answers "unknown" (`nil` masks) rather than use unbounded memory.
  static let maximumRowEntries = 1 << 22

  /// The outline until it is indexed.
  @exclusivity(unchecked) private var outline: FlattenedPath?
  let rule: FillRule
  /// The clip in force when the shape was drawn (itself a chain of clip geometries).
  let clip: CoverageGeometry?
  private let height: Int
  /// The index's storage, from `StoragePools.geometryBuffers` when the first question
  /// comes (`prepare`; most geometries are never asked one), given back on `deinit`.
  /// Until then the shared `unused` placeholder, which nothing reads or writes.
  @exclusivity(unchecked) private var buffers = CoverageGeometry.unused
  private static let unused = GeometryBuffers()
  /// Values per edge in `GeometryBuffers.edges`.
  static let edgeStride = 6
  @exclusivity(unchecked) private var state = IndexState.notBuilt
  @exclusivity(unchecked) private var tableCount = 0
  /// The row `cursors` are in, and where its entry starts in `table`.
  @exclusivity(unchecked) private var cursorRow = -1
  @exclusivity(unchecked) private var cursorRowStart = 0
  @exclusivity(unchecked) private var cursorColumn = Int.max

  private enum IndexState { case notBuilt, scanning, built, tooLarge }
  /// Rows found by scanning the whole outline before it is indexed: most geometries are
  /// asked about a row or two (the corners of a shape over another's edge), for which
  /// indexing every edge by row costs more than looking at each edge once per row.
  static let rowsScannedBeforeIndexing = 4
  @exclusivity(unchecked) private var rowsScanned = 0
  /// Edges per `EdgeChunk`: a scan passes over a run whose heights miss the row at once.
  static let chunkLength = 16
  @exclusivity(unchecked) private var chunkCount = 0

  init(outline: FlattenedPath, rule: FillRule, clip: CoverageGeometry?, canvasHeight: Int) {
    self.outline = outline
    self.rule = rule
    self.clip = clip
    self.height = canvasHeight
  }

  deinit {
    if buffers !== CoverageGeometry.unused { StoragePools.geometryBuffers.give(buffers) }
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
    if state == .notBuilt { prepare() }
    guard state != .tooLarge else { return nil }
    guard y >= 0, y < height else { return 0 }
    let n = CoverageGeometry.samples
    let column = x &* n
    let cursor = buffers.cursors.base
    if y != cursorRow || column < cursorColumn {
      if y != cursorRow {
        cursorRowStart = findCrossings(row: y)
        cursorRow = y
      }
      for row in 0..<n { cursor[row] = Int(buffers.table.base[cursorRowStart &+ row]) }
    }
    cursorColumn = column
    let entries = buffers.table.base
    let starts = entries + cursorRowStart
    let evenOdd = rule == .evenOdd
    var mask: UInt64 = 0
    for row in 0..<n {
      let start = Int(starts[row])
      let end = Int(starts[row &+ 1])
      var i = cursor[row]
      // Crossings that reach every sample of the pixel (first column left of it).
      while i < end && Int(entries[i] >> 32) < column { i &+= 1 }
      cursor[row] = i
      var winding = i > start ? Int32(truncatingIfNeeded: entries[i &- 1]) : 0
      // Runs between the crossings inside the pixel: columns `from ..< c` share a winding.
      var bits: UInt64 = 0
      var from = 0
      while i < end && Int(entries[i] >> 32) < column &+ n {
        let c = Int(entries[i] >> 32) &- column
        if evenOdd ? winding & 1 != 0 : winding != 0 {
          bits |= (0xFF >> UInt64(n &- (c &- from))) << UInt64(from)
        }
        winding = Int32(truncatingIfNeeded: entries[i])
        from = c
        i &+= 1
      }
      if evenOdd ? winding & 1 != 0 : winding != 0 {
        bits |= (0xFF >> UInt64(from)) << UInt64(from)
      }
      mask |= bits << UInt64(row &* n)
    }
    return mask
  }

  /// The most crossings kept in `table`; past it the found rows are forgotten (a single
  /// row may exceed it).
  static let maximumTableEntries = 1 << 20
  /// `maximumTableEntries`, unless a test sets a smaller one.
  var tableLimit = CoverageGeometry.maximumTableEntries

  /// Where row `y`'s entry starts in `table`, finding its crossings if need be.
  ///
  /// A crossing at x is kept as the first sample column it counts for: sample column X
  /// (centre (X + ½)/8) has the edge strictly left of it when X ≥ ⌊8x − ½⌋ + 1. A sample
  /// row's crossings are sorted by that column, and each is stored as `column << 32 |
  /// winding`, the winding being the sum of the directions of the crossings up to and
  /// including it.
  private func findCrossings(row y: Int) -> Int {
    let found = Int(buffers.rowTable.base[y])
    if found != 0 { return found &- 1 }
    if state == .scanning && rowsScanned >= CoverageGeometry.rowsScannedBeforeIndexing {
      buildIndex()
    }
    let n = CoverageGeometry.samples
    let (first, count) = state == .scanning ? scanEdges(row: y) : indexedEdges(row: y)
    buffers.spans.reserve(count)
    let e = buffers.edges.base
    let r = buffers.rowEdges.base + first
    let span = buffers.spans.base
    let stride = CoverageGeometry.edgeStride
    let top = Double(y)
    // Crossings per sample row first, to place each sample row's run.
    let counts = buffers.sampleCounts.base
    counts.update(repeating: 0, count: n)
    var total = 0
    for k in 0..<count {
      let edge = e + Int(r[k]) &* stride
      let low = CoverageGeometry.sampleRow((edge[3] - top) * Double(n) - 0.5)
      let high = max(low, CoverageGeometry.sampleRow((edge[4] - top) * Double(n) - 0.5))
      span[k] = UInt16(truncatingIfNeeded: low | high << 8)
      for row in low..<high { counts[row] &+= 1 }
      total &+= high &- low
    }
    let needed = n &+ 1 &+ total
    if tableCount &+ needed > tableLimit && tableCount > 0 {
      buffers.rowTable.base.update(repeating: 0, count: height)
      tableCount = 0
      cursorRow = -1
    }
    let start = tableCount
    buffers.table.reserve(start &+ needed, keeping: start)
    tableCount = start &+ needed
    buffers.rowTable.base[y] = Int32(truncatingIfNeeded: start &+ 1)
    let entries = buffers.table.base
    let fill = counts
    var running = start &+ n &+ 1
    for row in 0..<n {
      entries[start &+ row] = Int64(running)
      let c = counts[row]
      fill[row] = running
      running &+= c
    }
    entries[start &+ n] = Int64(running)
    // The height of each sample row's centre.
    let sampleY = buffers.sampleHeights.base
    for row in 0..<n { sampleY[row] = top + (Double(row) + 0.5) / Double(n) }
    for k in 0..<count {
      let low = Int(span[k] & 0xFF)
      let high = Int(span[k] >> 8)
      guard low < high else { continue }
      let edge = e + Int(r[k]) &* stride
      let x0 = edge[0]
      let y0 = edge[1]
      let slope = edge[2]
      let up: Int64 = edge[5] != 0 ? 1 : 0
      for row in low..<high {
        let cx = x0 + (sampleY[row] - y0) * slope
        let firstColumn = CoverageGeometry.clampedFloor(cx * Double(n) - 0.5) &+ 1
        // The direction rides in the low bit, so sorting keeps each key's order fixed.
        entries[fill[row]] = Int64(firstColumn) << 1 | up
        fill[row] &+= 1
      }
    }
    for row in 0..<n {
      let lo = Int(entries[start &+ row])
      let hi = Int(entries[start &+ row &+ 1])
      var j = lo &+ 1
      while j < hi {
        let key = entries[j]
        var k = j
        while k > lo && entries[k &- 1] > key {
          entries[k] = entries[k &- 1]
          k &-= 1
        }
        entries[k] = key
        j &+= 1
      }
      var winding: Int32 = 0
      for k in lo..<hi {
        // +1 for an edge running down (low bit set), −1 for one running up.
        winding &+= Int32(truncatingIfNeeded: entries[k] & 1) &* 2 &- 1
        entries[k] = (entries[k] >> 1) << 32 | Int64(UInt32(bitPattern: winding))
      }
    }
    return start
  }

  /// The first sample row at or after `position` (in sample rows of the pixel row, less
  /// ½), clamped to `0 ... samples`: row r's centre is r + ½, inside when position ≤ r.
  @inline(__always)
  private static func sampleRow(_ position: Double) -> Int {
    guard position > 0 else { return 0 }
    guard position < Double(samples) else { return samples }
    let t = Int(position)
    return Double(t) < position ? t &+ 1 : t
  }

  /// ⌊v⌋ clamped to ±2³⁰ (NaN counts as the low end), without a library call.
  @inline(__always)
  private static func clampedFloor(_ v: Double) -> Int {
    let limit = Double(0x4000_0000)
    let c = v > -limit ? (v < limit ? v : limit) : -limit
    let t = Int(c)
    return Double(t) > c ? t &- 1 : t
  }

  /// Readies the geometry for its first question: rows are then found by scanning the
  /// outline (`scanEdges`), or by indexing it first when it is too large for that to be
  /// sure to fit the index's limit (so that the answer never depends on the order rows are
  /// asked in).
  private func prepare() {
    buffers = StoragePools.geometryBuffers.take()
    guard let outline else { return }
    let h = height
    buffers.rowTable.reserve(h)
    buffers.cursors.reserve(CoverageGeometry.samples)
    buffers.sampleCounts.reserve(CoverageGeometry.samples)
    buffers.sampleHeights.reserve(CoverageGeometry.samples)
    buffers.rowTable.base.initialize(repeating: 0, count: h)
    if outline.points.count &* h <= CoverageGeometry.maximumRowEntries {
      buffers.edges.reserve(outline.points.count &* CoverageGeometry.edgeStride)
      buffers.rowEdges.reserve(outline.points.count)
      chunkCount = CoverageGeometry.chunk(outline, into: &buffers.chunks)
      state = .scanning
    } else {
      buildIndex()
    }
  }

  /// Where row `y`'s edges are listed in `rowEdges`, from the index.
  @inline(__always)
  private func indexedEdges(row y: Int) -> (Int, Int) {
    let first = Int(buffers.rowStarts.base[y])
    return (first, Int(buffers.rowStarts.base[y &+ 1]) &- first)
  }

  /// Row `y`'s edges, found by looking at every edge of the outline (but for runs of them
  /// that lie above or below the row, `chunks`): they are written to the start of `edges`
  /// and listed from the start of `rowEdges`, in the outline's order.
  private func scanEdges(row y: Int) -> (Int, Int) {
    rowsScanned &+= 1
    guard let outline else { return (0, 0) }
    let e = buffers.edges.base
    let list = buffers.rowEdges.base
    let chunks = buffers.chunks.base
    let stride = CoverageGeometry.edgeStride
    var count = 0
    // An edge reaches into the row when its larger y is past the row's top and its smaller
    // y short of the row's bottom (for a row of the canvas, the rows `pixelRows` gives the
    // edge include it exactly then).
    let top = Double(y)
    let bottom = Double(y &+ 1)
    outline.points.withUnsafeBufferPointer { points in
      for c in 0..<chunkCount {
        let chunk = chunks[c]
        guard chunk.high > top, chunk.low < bottom else { continue }
        var previous = points[Int(chunk.before)]
        for i in Int(chunk.start)..<Int(chunk.end) {
          let p = points[i]
          defer { previous = p }
          guard Swift.max(previous.y, p.y) > top, Swift.min(previous.y, p.y) < bottom,
            previous.isFinite, p.isFinite, previous.y != p.y
          else { continue }
          CoverageGeometry.describe(previous.x, previous.y, p.x, p.y, into: e + count &* stride)
          list[count] = Int32(truncatingIfNeeded: count)
          count &+= 1
        }
      }
    }
    return (0, count)
  }

  /// Writes the edges of `outline`'s subpaths of two points or more (each closed) to
  /// `chunks` as runs of `chunkLength`, in order, and returns how many runs there are.
  private static func chunk(_ outline: FlattenedPath, into chunks: inout RawStorage<EdgeChunk>)
    -> Int
  {
    // Each subpath's runs number at most its points / `chunkLength`, plus one.
    chunks.reserve(outline.points.count / chunkLength &+ outline.subpaths.count)
    let out = chunks.base
    var count = 0
    outline.points.withUnsafeBufferPointer { points in
      for sub in outline.subpaths where sub.count > 1 {
        let end = sub.start &+ sub.count
        var start = sub.start
        var before = end &- 1
        while start < end {
          let stop = Swift.min(start &+ chunkLength, end)
          // A NaN compares false either way, so it leaves the bounds as they are.
          var low = Double.infinity
          var high = -Double.infinity
          let y = points[before].y
          if y < low { low = y }
          if y > high { high = y }
          for i in start..<stop {
            let y = points[i].y
            if y < low { low = y }
            if y > high { high = y }
          }
          out[count] = EdgeChunk(
            low: low, high: high, before: Int32(truncatingIfNeeded: before),
            start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: stop))
          count &+= 1
          before = stop &- 1
          start = stop
        }
      }
    }
    return count
  }

  /// Writes the values `edges` keeps for the edge from `(x0, y0)` to `(x1, y1)`.
  @inline(__always)
  private static func describe(
    _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, into edge: UnsafeMutablePointer<Double>
  ) {
    edge[0] = x0
    edge[1] = y0
    edge[2] = (x1 - x0) / (y1 - y0)
    edge[3] = min(y0, y1)
    edge[4] = max(y0, y1)
    edge[5] = y1 > y0 ? 1 : 0
  }

  /// Buckets the outline's edges (each subpath closed) by the pixel rows they span.
  /// Rows found before are forgotten (their crossings are found again from the index, the
  /// same), and the outline is let go.
  private func buildIndex() {
    guard let outline else { return }
    self.outline = nil
    let h = height
    buffers.rowStarts.reserve(h &+ 1)
    buffers.rowTable.base.update(repeating: 0, count: h)
    tableCount = 0
    cursorRow = -1
    let starts = buffers.rowStarts.base
    starts.initialize(repeating: 0, count: h &+ 1)
    let stride = CoverageGeometry.edgeStride
    buffers.edges.reserve(outline.points.count &* stride)
    let e = buffers.edges.base
    var edgeCount = 0
    var total = 0
    CoverageGeometry.forEachEdge(of: outline) { x0, y0, x1, y1 in
      let (first, last) = CoverageGeometry.pixelRows(y0, y1, height: h)
      // Past the limit nothing more is counted (the index is not built).
      guard first < last, total <= CoverageGeometry.maximumRowEntries else { return }
      total &+= last &- first
      CoverageGeometry.describe(x0, y0, x1, y1, into: e + edgeCount &* stride)
      edgeCount &+= 1
      for y in first..<last { starts[y] &+= 1 }
    }
    guard total <= CoverageGeometry.maximumRowEntries else {
      state = .tooLarge
      return
    }
    // Running ends, then each edge steps its rows' ends back: they finish as starts.
    var running: Int32 = 0
    for y in 0..<h {
      running &+= starts[y]
      starts[y] = running
    }
    starts[h] = running
    buffers.rowEdges.reserve(total)
    let entries = buffers.rowEdges.base
    for k in 0..<edgeCount {
      let edge = e + k &* stride
      let (first, last) = CoverageGeometry.pixelRows(edge[3], edge[4], height: h)
      for y in first..<last {
        starts[y] &-= 1
        entries[Int(starts[y])] = Int32(truncatingIfNeeded: k)
      }
    }
    state = .built
  }

  /// The pixel rows `first ..< last` of a canvas `height` rows high that an edge from
  /// height `y0` to `y1` reaches (empty when `first ≥ last`).
  private static func pixelRows(_ y0: Double, _ y1: Double, height: Int) -> (Int, Int) {
    let top = min(y0, y1)
    let bottom = max(y0, y1)
    guard top < Double(height), bottom > 0 else { return (0, 0) }
    let first = top <= 0 ? 0 : Int(top)
    var last = height
    if bottom < Double(height) {
      last = Int(bottom)
      if Double(last) < bottom { last &+= 1 }
    }
    return (first, last)
  }

  /// Calls `body` with every finite, non-horizontal edge of the closed subpaths of `outline`.
  private static func forEachEdge(
    of outline: FlattenedPath, _ body: (Double, Double, Double, Double) -> Void
  ) {
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
