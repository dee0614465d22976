extension CellRasterizer {
  /// Adds the closed polygon through `points` (device pixels) as `addPolygon` does, but
  /// renders only half of it when it is its own mirror image across a row boundary (as a
  /// circle, an ellipse or a rounded rectangle centred on one is) or else across a column
  /// boundary (as an arc symmetric about a vertical line is): see `addMirrorImage`.
  /// Returns `false`, having added nothing, when a point lies outside the canvas (or is
  /// not finite), for `addPolygon` to clip its edges.
  ///
  /// Only a polygon of a set with a simple winding, the first of its sweep, is mirrored,
  /// and only when it lies wholly inside the rendered rows and columns: the sweep then
  /// refines nothing, so it needs no chain ends flagged and takes the cells in any order
  /// (the edges are kept, mirrored ones too, for a refinement that edges added later
  /// would ask for).
  mutating func addPolygonMirroring(_ polygon: UnsafeBufferPointer<Point>) -> Bool {
    let w = Double(width)
    let h = Double(height)
    let count = polygon.count
    let v = vertexScratch(count)
    var low = FixedPoint(x: Int.max, y: Int.max)
    var high = FixedPoint(x: Int.min, y: Int.min)
    for i in 0..<count {
      let p = polygon[i]
      // False for NaN as well.
      guard p.x >= 0 && p.x <= w && p.y >= 0 && p.y <= h else { return false }
      let q = FixedPoint(rounding: p)
      v[i] = q
      low = FixedPoint(x: Swift.min(low.x, q.x), y: Swift.min(low.y, q.y))
      high = FixedPoint(x: Swift.max(high.x, q.x), y: Swift.max(high.y, q.y))
    }
    let shift = CellRasterizer.shift
    if count >= 4, windingIsSimple, refinesComplexRows, !keepsStrips, !keepsToColumns,
      rows.lowerBound <= low.y >> shift, (high.y &- 1) >> shift < rows.upperBound
    {
      // A closed subpath ends where it began: the edge back to its first point has no
      // length.
      let n = v[0] == v[count &- 1] ? count &- 1 : count
      if (shortcuts.contains(.mirrorsAcrossRows)
        && addMirrorImage(AcrossRows.self, v, count: n, low: low.y, high: high.y))
        || (shortcuts.contains(.mirrorsAcrossColumns)
          && addMirrorImage(AcrossColumns.self, v, count: n, low: low.x, high: high.x))
      {
        return true
      }
    }
    // As `addPolygon` adds the edges of a polygon inside the canvas.
    var previous = v[count &- 1]
    for i in 0..<count {
      addFixedEdge(previous, v[i])
      previous = v[i]
    }
    return true
  }

  /// Adds the polygon of the `n` fixed-point vertices `v` by rendering its edges on one
  /// side of the pixel boundary across `Axis` halfway between `low` and `high` (the least
  /// and greatest coordinate across it) and mirroring their cells onto the other
  /// (`appendRowMirrorImages`, `appendColumnMirrorImages`), when the polygon is its own
  /// mirror image across that boundary; edges across it (or along it) are rendered whole.
  /// Otherwise returns `false`, having added nothing.
  ///
  /// Across rows, the upper side is rendered; across columns, the left. The symmetry is
  /// checked on the vertices as rounded to fixed point, so the mirrored cells are those of
  /// the same polygon; its other edges are rendered from their mirror images' ends rather
  /// than their own, which can move where such an edge crosses a pixel boundary by
  /// 1/`one` pixel (each crossing is rounded down).
  ///
  /// - Complexity: O(n) to check the symmetry, then half the cells to render.
  mutating func addMirrorImage<Axis: MirrorAxis>(
    _: Axis.Type, _ v: UnsafeMutablePointer<FixedPoint>, count n: Int, low: Int, high: Int
  ) -> Bool {
    let doubledAxis = low &+ high
    guard doubledAxis & (2 &* CellRasterizer.one &- 1) == 0, low < high else { return false }
    @inline(__always) func across(_ p: FixedPoint) -> Int { Axis.across(p) }
    @inline(__always) func along(_ p: FixedPoint) -> Int { Axis.along(p) }
    @inline(__always) func isMirror(_ a: FixedPoint, _ b: FixedPoint) -> Bool {
      along(a) == along(b) && across(a) == doubledAxis &- across(b)
    }
    // The vertex mirroring vertex 0; then vertex `partner − i` (modulo n) must mirror
    // vertex i, the vertices in reverse order.
    var partner = 0
    while partner < n && !isMirror(v[partner], v[0]) { partner &+= 1 }
    guard partner < n else { return false }
    // Edge i runs from vertex i − 1 to vertex i, as `addPolygon` adds them. Those across
    // or along the boundary are each their own mirror image or another's: they are
    // rendered whole, before the cells to mirror. Rendering on the near side begins with
    // the first edge of a run there, so that a run's chain goes on from edge to edge as
    // the whole polygon's does.
    let axis = doubledAxis >> 1
    @inline(__always) func isNear(_ a: FixedPoint, _ b: FixedPoint) -> Bool {
      let (s, t) = (across(a), across(b))
      return s <= axis && t <= axis && (s < axis || t < axis)
    }
    @inline(__always) func isWhole(_ a: FixedPoint, _ b: FixedPoint) -> Bool {
      let (s, t) = (across(a), across(b))
      return (s < axis && t > axis) || (s > axis && t < axis) || (s == axis && t == axis)
    }
    var start = -1
    var nearCount = 0
    var wholeEdges = false
    var k = partner
    var previous = v[n &- 1]
    var wasNear = isNear(v[n &- 2], previous)
    for i in 0..<n {
      let p = v[i]
      guard isMirror(v[k], p) else { return false }
      k = k == 0 ? n &- 1 : k &- 1
      let near = isNear(previous, p)
      if near {
        nearCount &+= 1
        if !wasNear && start < 0 { start = i }
      } else if isWhole(previous, p) {
        wholeEdges = true
      }
      wasNear = near
      previous = p
    }
    if wholeEdges {
      previous = v[n &- 1]
      for i in 0..<n {
        let p = v[i]
        if isWhole(previous, p) { addFixedLine(previous.x, previous.y, p.x, p.y) }
        previous = p
      }
    }
    guard start >= 0 else { return true }
    flushCell()
    let cells = storage.cellCount
    let lines = storage.lineCount
    previous = v[start == 0 ? n &- 1 : start &- 1]
    var i = start
    while nearCount > 0 {
      let p = v[i]
      if isNear(previous, p) {
        addFixedLine(previous.x, previous.y, p.x, p.y)
        nearCount &-= 1
      }
      previous = p
      i = i == n &- 1 ? 0 : i &+ 1
    }
    flushCell()
    if Axis.acrossRows {
      appendRowMirrorImages(cellsSince: cells, linesSince: lines, doubledAxis: doubledAxis)
    } else {
      appendColumnMirrorImages(cellsSince: cells, linesSince: lines, doubledAxis: doubledAxis)
    }
    return true
  }

  /// Room for `count` vertices in fixed point, which hold nothing set before (the storage
  /// is only `addPolygonMirroring`'s, for one polygon at a time).
  mutating func vertexScratch(_ count: Int) -> UnsafeMutablePointer<FixedPoint> {
    storage.buffers.vertices.reserve(count)
    return storage.buffers.vertices.base
  }

  /// Appends the mirror images of the cells made since `cellStart` (flushed) and of the
  /// edges kept since `lineStart` across the row boundary at height `doubledAxis / 2`
  /// (fixed point, `doubledAxis` a multiple of `2·one`), each edge reversed so that the
  /// outline keeps its orientation (see `addMirrorImage`).
  ///
  /// A reversed mirror image of a piece spans the same height the same way up or down, at
  /// the same x: its cell keeps its column, cover, area and chain counts and moves to the
  /// mirrored row, and its chain enters where the mirror of the original left, and leaves
  /// where the mirror of the original entered.
  mutating func appendRowMirrorImages(
    cellsSince cellStart: Int, linesSince lineStart: Int, doubledAxis: Int
  ) {
    let rowSum = Int32(truncatingIfNeeded: (doubledAxis >> CellRasterizer.shift) &- 1)
    // The chain's ends swap halves, and each height h becomes one − h (no field borrows).
    let heights: UInt64 = 0xFFFF_0000_FFFF_0000
    let ones = UInt64(CellRasterizer.one) << 16 | UInt64(CellRasterizer.one) << 48
    appendCellImages(since: cellStart) { cell in
      cell.y = rowSum &- cell.y
      let swapped = cell.chain << 32 | cell.chain >> 32
      cell.chain = (swapped & ~heights) | (ones &- (swapped & heights))
    }
    let lowest = appendLineImages(since: lineStart) { line in
      FixedLine(x0: line.x1, y0: doubledAxis &- line.y1, x1: line.x0, y1: doubledAxis &- line.y0)
    }
    if let lowest { maxRow = max(maxRow, (doubledAxis &- lowest) >> CellRasterizer.shift) }
  }

  /// Appends the mirror images of the cells made since `cellStart` (flushed) and of the
  /// edges kept since `lineStart` across the column boundary at `doubledAxis / 2` (fixed
  /// point, `doubledAxis` a multiple of `2·one`), each edge reversed so that the outline
  /// keeps its orientation (see `addMirrorImage`).
  ///
  /// A reversed mirror image of a piece spans the same height the other way, its x
  /// mirrored within the pixel: its cell moves to the mirrored column, its cover changes
  /// sign, its area becomes `area − 2·one·cover` (that of the piece at `one − x`, reversed),
  /// chains running down run up and the other way, and its chain enters where the mirror
  /// of the original left, and leaves where the mirror of the original entered. A piece
  /// on a pixel boundary, which `renderScanline` keeps on the right side of the cell on its
  /// left (outside every chain), lands on the left side of the mirrored cell: the coverage
  /// of every pixel is the same.
  mutating func appendColumnMirrorImages(
    cellsSince cellStart: Int, linesSince lineStart: Int, doubledAxis: Int
  ) {
    let columnSum = Int32(truncatingIfNeeded: (doubledAxis >> CellRasterizer.shift) &- 1)
    let twoOne = Int32(2 &* CellRasterizer.one)
    // The chain's ends swap halves, and each x becomes one − x (no field borrows).
    let xs: UInt64 = 0x0000_FFFF_0000_FFFF
    let ones = UInt64(CellRasterizer.one) | UInt64(CellRasterizer.one) << 32
    appendCellImages(since: cellStart) { cell in
      cell.x = columnSum &- cell.x
      cell.area = cell.area &- twoOne &* cell.cover
      cell.cover = 0 &- cell.cover
      swap(&cell.down, &cell.up)
      let swapped = cell.chain << 32 | cell.chain >> 32
      cell.chain = (swapped & ~xs) | (ones &- (swapped & xs))
    }
    _ = appendLineImages(since: lineStart) { line in
      FixedLine(x0: doubledAxis &- line.x1, y0: line.y1, x1: doubledAxis &- line.x0, y1: line.y0)
    }
  }

  /// Appends `image` of each cell made since `start`, counting them in their rows.
  @inline(__always)
  mutating func appendCellImages(since start: Int, _ image: (inout Cell) -> Void) {
    let count = storage.cellCount &- start
    while storage.cellCount &+ count > storage.cellCapacity { growCells() }
    let source = storage.cells + start
    let target = storage.cells + storage.cellCount
    let rowCells = storage.rowCells
    let width = self.width
    for i in 0..<count {
      var cell = source[i]
      image(&cell)
      target[i] = cell
      if Int(cell.x) < width { rowCells[Int(cell.y)] &+= 1 }
    }
    storage.cellCount &+= count
  }

  /// Appends `image` of each edge kept since `start`; returns the least height of those
  /// edges (`nil` for none).
  @inline(__always)
  mutating func appendLineImages(since start: Int, _ image: (FixedLine) -> FixedLine)
    -> Int?
  {
    let count = storage.lineCount &- start
    guard count > 0 else { return nil }
    while storage.lineCount &+ count > storage.lineCapacity { growLines() }
    var lowest = Int.max
    for j in start..<(start &+ count) {
      let line = storage.lines[j]
      storage.lines[j &+ count] = image(line)
      lowest = min(lowest, line.y0, line.y1)
    }
    storage.lineCount &+= count
    return lowest
  }
}

/// Which way `CellRasterizer.addMirrorImage` mirrors, known when it is compiled: the
/// coordinate across the boundary and the one along it.
protocol MirrorAxis {
  static var acrossRows: Bool { get }
  static func across(_ p: FixedPoint) -> Int
  static func along(_ p: FixedPoint) -> Int
}

/// Across a row boundary: heights mirror.
enum AcrossRows: MirrorAxis {
  static var acrossRows: Bool { true }
  @inline(__always) static func across(_ p: FixedPoint) -> Int { p.y }
  @inline(__always) static func along(_ p: FixedPoint) -> Int { p.x }
}

/// Across a column boundary: x mirrors.
enum AcrossColumns: MirrorAxis {
  static var acrossRows: Bool { false }
  @inline(__always) static func across(_ p: FixedPoint) -> Int { p.x }
  @inline(__always) static func along(_ p: FixedPoint) -> Int { p.y }
}
