import Raster

extension Path {
  /// The winding number of the path around `point`, each subpath closed, curves flattened
  /// into 16 chords (below 1/64 point for curves of a few hundred points).
  func winding(at point: Point) -> Int {
    var total = 0
    var start: Point?
    var current: Point?
    func edge(_ a: Point, _ b: Point) {
      if a.y <= point.y {
        if b.y > point.y, cross(a, b, point) > 0 { total += 1 }
      } else if b.y <= point.y, cross(a, b, point) < 0 {
        total -= 1
      }
    }
    func close() {
      if let c = current, let s = start, c != s { edge(c, s) }
    }
    for element in elements {
      switch element {
      case .move(let p):
        close()
        start = p
        current = p
      case .line(let p):
        if let c = current { edge(c, p) }
        current = p
      case .quadCurve(let p, let control):
        guard let c = current else { continue }
        var last = c
        for i in 1...16 {
          let t = Double(i) / 16
          let s = 1 - t
          let q = Point(
            x: s * s * c.x + 2 * s * t * control.x + t * t * p.x,
            y: s * s * c.y + 2 * s * t * control.y + t * t * p.y)
          edge(last, q)
          last = q
        }
        current = p
      case .curve(let p, let c1, let c2):
        guard let c = current else { continue }
        var last = c
        for i in 1...16 {
          let t = Double(i) / 16
          let s = 1 - t
          let q = Point(
            x: s * s * s * c.x + 3 * s * s * t * c1.x + 3 * s * t * t * c2.x + t * t * t * p.x,
            y: s * s * s * c.y + 3 * s * s * t * c1.y + 3 * s * t * t * c2.y + t * t * t * p.y)
          edge(last, q)
          last = q
        }
        current = p
      case .close:
        close()
        current = start
      }
    }
    close()
    return total
  }

  /// Twice the signed area of the triangle a, b, p: positive when p is left of a → b.
  private func cross(_ a: Point, _ b: Point, _ p: Point) -> Double {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }
}

extension Int {
  /// Whether a winding number is inside under `rule`.
  func isInside(rule: PathFillRule) -> Bool {
    rule == .evenOdd ? self & 1 != 0 : self != 0
  }
}
