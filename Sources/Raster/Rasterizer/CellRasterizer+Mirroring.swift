extension CellRasterizer {
  /// Adds the closed polygon through `points` (device pixels) as `addPolygon` does, but
  /// renders only its upper half when it is its own mirror image across a row boundary, as
  /// a circle, an ellipse or a rounded rectangle centred on one is (`addMirrorImage`).
  /// Returns `false`, having added nothing, when a point lies outside the canvas (or is
  /// not finite), for `addPolygon` to clip its edges.
  ///
  /// Only a polygon of a set with a simple winding, the first of its sweep, is mirrored,
  /// and only when it lies wholly inside the rendered rows and columns: the sweep then
  /// refines nothing, so it needs no chain ends flagged and takes the cells in any order
  /// (the edges are kept, mirrored ones too, for a refinement that edges added later
  /// would ask for).
  mutating func addPolygonMirroring(_ polygon: UnsafeBufferPointer<Point>) -> Bool {
    let scale = Double(CellRasterizer.one)
    let w = Double(width)
    let h = Double(height)
    let count = polygon.count
    let v = vertexScratch(count)
    var top = Int.max
    var bottom = Int.min
    for i in 0..<count {
      let p = polygon[i]
      // False for NaN as well.
      guard p.x >= 0 && p.x <= w && p.y >= 0 && p.y <= h else { return false }
      let y = Int(p.y * scale + 0.5)
      v[i] = FixedPoint(x: Int(p.x * scale + 0.5), y: y)
      top = Swift.min(top, y)
      bottom = Swift.max(bottom, y)
    }
    let shift = CellRasterizer.shift
    if count >= 4, windingIsSimple, refinesComplexRows, !keepsStrips, !keepsToColumns,
      rows.lowerBound <= top >> shift, (bottom &- 1) >> shift < rows.upperBound,
      // A closed subpath ends where it began: the edge back to its first point has no
      // length.
      addMirrorImage(v, count: v[0] == v[count &- 1] ? count &- 1 : count, top: top, bottom: bottom)
    {
      return true
    }
    // As `addPolygon` adds the edges of a polygon inside the canvas.
    var previous = v[count &- 1]
    for i in 0..<count {
      let p = v[i]
      if previous.y != p.y {
        addFixedLine(previous.x, previous.y, p.x, p.y)
      } else {
        noteHorizontal(previous.x, p.x, p.y)
      }
      previous = p
    }
    return true
  }

  /// Adds the polygon of the `n` fixed-point vertices `v` (at heights `top...bottom`) by
  /// rendering its edges above the row boundary halfway between `top` and `bottom` and
  /// mirroring their cells below it (`appendRowMirrorImages`), when the polygon is its own
  /// mirror image across that boundary (edges across it are rendered whole); otherwise
  /// returns `false`, having added nothing.
  ///
  /// The symmetry is checked on the vertices as rounded to fixed point, so the mirrored
  /// cells are those of the same polygon; its lower edges are rendered from their mirror
  /// images' ends rather than their own, which can move where such an edge crosses a row
  /// boundary by 1/`one` pixel (each crossing is rounded down).
  ///
  /// - Complexity: O(n) to check the symmetry, then half the cells to render.
  private mutating func addMirrorImage(
    _ v: UnsafeMutablePointer<FixedPoint>, count n: Int, top: Int, bottom: Int
  ) -> Bool {
    let doubledAxis = top &+ bottom
    guard doubledAxis & (2 &* CellRasterizer.one &- 1) == 0, top < bottom else { return false }
    @inline(__always) func isMirror(_ a: FixedPoint, _ b: FixedPoint) -> Bool {
      a.x == b.x && a.y == doubledAxis &- b.y
    }
    // The vertex mirroring vertex 0; then vertex `partner − i` (modulo n) must mirror
    // vertex i, the vertices in reverse order.
    var partner = 0
    while partner < n && !isMirror(v[partner], v[0]) { partner &+= 1 }
    guard partner < n else { return false }
    // Edge i runs from vertex i − 1 to vertex i, as `addPolygon` adds them. Those across
    // the boundary are each their own mirror image or another's: they are rendered whole,
    // before the cells to mirror. Rendering above begins with the first edge of a run
    // there, so that a run's chain goes on from edge to edge as the whole polygon's does.
    let axis = doubledAxis >> 1
    @inline(__always) func isAbove(_ a: FixedPoint, _ b: FixedPoint) -> Bool {
      a.y <= axis && b.y <= axis && (a.y < axis || b.y < axis)
    }
    @inline(__always) func crosses(_ a: FixedPoint, _ b: FixedPoint) -> Bool {
      (a.y < axis && b.y > axis) || (a.y > axis && b.y < axis)
    }
    var start = -1
    var aboveCount = 0
    var crossings = false
    var k = partner
    var previous = v[n &- 1]
    var wasAbove = isAbove(v[n &- 2], previous)
    for i in 0..<n {
      let p = v[i]
      guard isMirror(v[k], p) else { return false }
      k = k == 0 ? n &- 1 : k &- 1
      let above = isAbove(previous, p)
      if above {
        aboveCount &+= 1
        if !wasAbove && start < 0 { start = i }
      } else if crosses(previous, p) {
        crossings = true
      }
      wasAbove = above
      previous = p
    }
    if crossings {
      previous = v[n &- 1]
      for i in 0..<n {
        let p = v[i]
        if crosses(previous, p) { addFixedLine(previous.x, previous.y, p.x, p.y) }
        previous = p
      }
    }
    guard start >= 0 else { return true }
    flushCell()
    let cells = cellCount
    let lines = lineCount
    previous = v[start == 0 ? n &- 1 : start &- 1]
    var i = start
    while aboveCount > 0 {
      let p = v[i]
      if isAbove(previous, p) {
        addFixedLine(previous.x, previous.y, p.x, p.y)
        aboveCount &-= 1
      }
      previous = p
      i = i == n &- 1 ? 0 : i &+ 1
    }
    flushCell()
    appendRowMirrorImages(cellsSince: cells, linesSince: lines, doubledAxis: doubledAxis)
    return true
  }
}
