extension FlattenedPath {
  /// Whether the path is a single polygon (one subpath of two points or more, closed or
  /// not: filling closes it) that is convex: every turn goes the same way and the
  /// direction goes round once. Its winding number is then 0 or ±1 everywhere, which the
  /// rasterizer uses to skip looking for pixels where the fill rule is not linear.
  ///
  /// Repeated points are ignored; a turn straight back, a non-finite coordinate or a
  /// polygon without area make it not convex.
  var isConvexPolygon: Bool {
    var polygon: Subpath?
    for sub in subpaths where sub.count > 1 {
      guard polygon == nil else { return false }
      polygon = sub
    }
    guard let polygon else { return false }
    let range = polygon.start..<(polygon.start + polygon.count)
    return points.withUnsafeBufferPointer { FlattenedPath.isConvex(.init(rebasing: $0[range])) }
  }

  /// `isConvexPolygon` for the closed polygon through `points`.
  static func isConvex(_ points: UnsafeBufferPointer<Point>) -> Bool {
    let n = points.count
    guard n >= 3 else { return false }
    var turnsLeft = false
    var turnsRight = false
    // The first and the latest edge of non-zero length, and the sign changes of their
    // components along the way round.
    var first = Point(x: 0, y: 0)
    var previous = Point(x: 0, y: 0)
    var edges = 0
    var xChanges = 0
    var yChanges = 0
    var xSign = 0.0
    var ySign = 0.0
    var firstXSign = 0.0
    var firstYSign = 0.0
    var a = points[n - 1]
    for i in 0...n {
      let b = points[i == n ? 0 : i]
      guard b.isFinite else { return false }
      defer { a = b }
      // Edge i ends at point i, the closing edge first; the round after it (i = n) only
      // turns from the closing edge into the first.
      let edge = i == n ? first : Point(x: b.x - a.x, y: b.y - a.y)
      if edge.x == 0 && edge.y == 0 { continue }
      if edges > 0 {
        let cross = previous.x * edge.y - previous.y * edge.x
        if cross > 0 {
          turnsLeft = true
        } else if cross < 0 {
          turnsRight = true
        } else if previous.x * edge.x + previous.y * edge.y < 0 {
          return false
        }
        if turnsLeft && turnsRight { return false }
      } else {
        first = edge
      }
      if i < n {
        edges += 1
        if edge.x != 0 {
          let sign: Double = edge.x > 0 ? 1 : -1
          if firstXSign == 0 { firstXSign = sign } else if sign != xSign { xChanges += 1 }
          xSign = sign
        }
        if edge.y != 0 {
          let sign: Double = edge.y > 0 ? 1 : -1
          if firstYSign == 0 { firstYSign = sign } else if sign != ySign { yChanges += 1 }
          ySign = sign
        }
        if xChanges > 2 || yChanges > 2 { return false }
      }
      previous = edge
    }
    // Going round once, each component changes sign twice (counting the way back to the
    // first edge); twice round, four times.
    if xSign != firstXSign { xChanges += 1 }
    if ySign != firstYSign { yChanges += 1 }
    return edges >= 3 && (turnsLeft || turnsRight) && xChanges <= 2 && yChanges <= 2
  }
}
