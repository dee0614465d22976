/// Adding polygons and edges in device pixels: each edge clipped to the canvas (parts above
/// or below dropped, parts left of it moved onto x = 0, parts right of it dropped), or,
/// inside the canvas, rounded to fixed point at once.
extension CellRasterizer {
  /// Adds the edge from `a` to `b` (device pixels), as `addPolygon` adds each of its
  /// edges: rounded to fixed point at once when both ends lie inside the canvas.
  mutating func addSegment(_ a: Point, _ b: Point) {
    let w = Double(width)
    let h = Double(height)
    guard
      a.x >= 0 && a.x <= w && a.y >= 0 && a.y <= h && b.x >= 0 && b.x <= w && b.y >= 0
        && b.y <= h
    else { return addLine(a, b) }
    let p = FixedPoint(rounding: a)
    let q = FixedPoint(rounding: b)
    if p.y != q.y { addFixedLine(p.x, p.y, q.x, q.y) }
  }

  /// Adds the closed polygon through `points` (a line joins the last point to the first).
  /// Out of line: inlined into `addPolygons`, its loop runs more instructions (text 0.6%).
  @inline(never)
  mutating func addPolygon(_ points: UnsafeBufferPointer<Point>) {
    guard points.count > 1 else { return }
    // An edge with both ends inside the canvas has nothing to clip: each such point is
    // rounded to fixed point once, as `addClipped` rounds it, and edges that round to no
    // height are skipped as there. Only the others go through `addLine`.
    let w = Double(width)
    let h = Double(height)
    let outside = FixedPoint(x: 0, y: 0)
    var previous = points[points.count - 1]
    // False for NaN as well.
    var inside = previous.x >= 0 && previous.x <= w && previous.y >= 0 && previous.y <= h
    var a = inside ? FixedPoint(rounding: previous) : outside
    for p in points {
      let pInside = p.x >= 0 && p.x <= w && p.y >= 0 && p.y <= h
      let b = pInside ? FixedPoint(rounding: p) : outside
      if inside && pInside {
        addFixedEdge(a, b)
      } else {
        addLine(previous, p)
      }
      previous = p
      inside = pInside
      a = b
    }
  }

  /// Adds the closed polygon through `points` as `addPolygon` does, each edge clipped to
  /// the canvas (`addLine`), inside it or not: the general path that
  /// `_RasterShortcuts.skipsClippingInsideCanvas` skips.
  mutating func addPolygonClippingEveryEdge(_ points: UnsafeBufferPointer<Point>) {
    guard var previous = points.last, points.count > 1 else { return }
    for p in points {
      addLine(previous, p)
      previous = p
    }
  }

  /// Adds one directed edge in device pixels, clipped to the canvas as described above.
  mutating func addLine(_ a: Point, _ b: Point) {
    guard a.isFinite, b.isFinite else { return }
    let h = Double(height)
    if a.y == b.y {
      if a.y > 0 && a.y < h { addClipped(a, b) }
      return
    }
    if (a.y <= 0 && b.y <= 0) || (a.y >= h && b.y >= h) { return }
    var p0 = a
    var p1 = b
    if p0.y < 0 || p0.y > h { p0 = Point(x: xAt(p0.y < 0 ? 0 : h, a, b), y: p0.y < 0 ? 0 : h) }
    if p1.y < 0 || p1.y > h { p1 = Point(x: xAt(p1.y < 0 ? 0 : h, a, b), y: p1.y < 0 ? 0 : h) }
    let w = Double(width)
    if p0.x >= w && p1.x >= w { return }
    if p0.x <= 0 && p1.x <= 0 {
      return addClipped(Point(x: 0, y: p0.y), Point(x: 0, y: p1.y))
    }
    if p0.x >= 0 && p0.x <= w && p1.x >= 0 && p1.x <= w { return addClipped(p0, p1) }
    // Split at x = 0 and x = w (at most two crossings), in order along the edge.
    var cut0 = 2.0
    var cut1 = 2.0
    let dx = p1.x - p0.x
    if (p0.x < 0) != (p1.x < 0) { cut0 = (0 - p0.x) / dx }
    if (p0.x > w) != (p1.x > w) { cut1 = (w - p0.x) / dx }
    if cut1 < cut0 { swap(&cut0, &cut1) }
    var from = p0
    var k = 0
    while k < 3 {
      let t = k == 0 ? cut0 : (k == 1 ? cut1 : 1.0)
      k += 1
      guard t <= 1 else { continue }
      let to = t == 1 ? p1 : Point(x: p0.x + dx * t, y: p0.y + (p1.y - p0.y) * t)
      let mid = (from.x + to.x) * 0.5
      if mid < 0 {
        addClipped(Point(x: 0, y: from.y), Point(x: 0, y: to.y))
      } else if mid <= w {
        addClipped(from, to)
      }
      from = to
    }
  }

  func xAt(_ y: Double, _ a: Point, _ b: Point) -> Double {
    a.x + (b.x - a.x) * ((y - a.y) / (b.y - a.y))
  }

  /// Adds an edge already inside `[0, w] × [0, h]`.
  mutating func addClipped(_ a: Point, _ b: Point) {
    let w = Double(width)
    let h = Double(height)
    // Clamped into the canvas, not negative, as `FixedPoint(rounding:)` needs.
    let p = FixedPoint(rounding: Point(x: min(max(a.x, 0), w), y: min(max(a.y, 0), h)))
    let q = FixedPoint(rounding: Point(x: min(max(b.x, 0), w), y: min(max(b.y, 0), h)))
    addFixedEdge(p, q)
  }

  /// A piece without strips in cell `(ex, ey)` outside `columns`: its cover goes to the
  /// row's if it lies left of them. The current cell moves there as if the piece were
  /// added, so that the cells in the columns and their chains are the same either way.
  @inline(never)
  mutating func addPieceOutsideColumns(
    _ ex: Int, _ ey: Int, cover: Int, toCurrentCell: Bool
  ) {
    if toCurrentCell { setCell(ColumnPieces.self, ex, ey) }
    if ex < columns.lowerBound {
      storage.rowCovers[ey] &+= cover
      hasRowCovers = true
    }
  }
}
