@testable import Raster

/// Helpers shared by the rasterizer tests.
enum TestSupport {
  /// Collects coverage per pixel from a sweep.
  struct CollectingSink: CoverageSink {
    var width: Int
    var values: [UInt32]

    init(width: Int, height: Int) {
      self.width = width
      values = [UInt32](repeating: 0, count: width * height)
    }

    mutating func span(y: Int, x: Int, count: Int, coverage: UInt32) {
      for i in x..<(x + count) { values[y * width + i] += coverage }
    }
  }

  /// Rasterizes closed polygons and returns 8-bit coverage per pixel.
  static func coverage(
    _ polygons: [[Point]], width: Int, height: Int, rule: FillRule = .nonZero,
    refine: Bool = true
  ) -> [UInt32] {
    var r = CellRasterizer(width: width, height: height)
    r.refinesComplexRows = refine
    for polygon in polygons {
      polygon.withUnsafeBufferPointer { r.addPolygon($0) }
    }
    var sink = CollectingSink(width: width, height: height)
    r.sweep(rule: rule, into: &sink)
    return sink.values
  }

  /// The exact area of a simple polygon inside the unit pixel at (px, py), by
  /// Sutherland–Hodgman clipping.
  static func exactCoverage(_ polygon: [Point], px: Int, py: Int) -> Double {
    var pts = polygon
    let x0 = Double(px)
    let y0 = Double(py)
    let planes: [(Point) -> Double] = [
      { $0.x - x0 }, { x0 + 1 - $0.x }, { $0.y - y0 }, { y0 + 1 - $0.y },
    ]
    for plane in planes {
      guard !pts.isEmpty else { return 0 }
      var out: [Point] = []
      for i in pts.indices {
        let a = pts[(i + pts.count - 1) % pts.count]
        let b = pts[i]
        let da = plane(a)
        let db = plane(b)
        if db >= 0 {
          if da < 0 { out.append(Point.lerp(a, b, da / (da - db))) }
          out.append(b)
        } else if da >= 0 {
          out.append(Point.lerp(a, b, da / (da - db)))
        }
      }
      pts = out
    }
    guard pts.count > 2 else { return 0 }
    var area = 0.0
    for i in pts.indices {
      let a = pts[(i + pts.count - 1) % pts.count]
      let b = pts[i]
      area += a.x * b.y - b.x * a.y
    }
    return abs(area) / 2
  }

  /// A pentagram of radius `r` about `c`, traced as one self-intersecting polygon.
  static func pentagram(center c: Point, radius r: Double) -> [Point] {
    (0..<5).map { k in
      let a = -DeterministicMath.pi / 2 + Double(k) * 2 * DeterministicMath.twoPi / 5
      return Point(x: c.x + r * DeterministicMath.cos(a), y: c.y + r * DeterministicMath.sin(a))
    }
  }

  /// Coverage of a pixel by supersampling `n × n` points under a winding rule.
  static func sampledCoverage(
    _ polygon: [Point], px: Int, py: Int, n: Int, rule: FillRule
  ) -> Double {
    var inside = 0
    for j in 0..<n {
      for i in 0..<n {
        let p = Point(
          x: Double(px) + (Double(i) + 0.5) / Double(n),
          y: Double(py) + (Double(j) + 0.5) / Double(n))
        let w = winding(polygon, p)
        if rule == .nonZero ? w != 0 : w % 2 != 0 { inside += 1 }
      }
    }
    return Double(inside) / Double(n * n)
  }

  static func winding(_ polygon: [Point], _ p: Point) -> Int {
    var w = 0
    for i in polygon.indices {
      let a = polygon[i]
      let b = polygon[(i + 1) % polygon.count]
      if a.y <= p.y {
        if b.y > p.y && Point.cross(b - a, p - a) > 0 { w += 1 }
      } else if b.y <= p.y && Point.cross(b - a, p - a) < 0 {
        w -= 1
      }
    }
    return w
  }
}
