/// One drawable piece of a path with its start point, for measuring and trimming.
struct PathSegment {
  enum Kind {
    case line
    case quad(Point)
    case cubic(Point, Point)
  }

  var start: Point
  var end: Point
  var kind: Kind
  /// The index of the subpath the segment belongs to (counting every `move`).
  var subpath: Int
  /// Whether this is the line that a `close` adds back to the subpath's start.
  var isClosing: Bool

  /// Chords used to measure curves: enough for 10⁻³ units of deviation, at most 4096.
  static let measureTolerance = 1.0e-3

  /// The cumulative arc lengths at `count + 1` evenly spaced parameters, from chords
  /// improved by Richardson extrapolation: with `L` the length of `n` chords and `L½` of
  /// `n/2`, `L + (L − L½)/3` has error O(n⁻⁴); the table is scaled to that total.
  func chordLengths() -> [Double] {
    var n: Int
    switch kind {
    case .line: return [0, Point.distance(start, end)]
    case .quad(let c):
      n = PathSegment.chords((start - c * 2 + end).length / 4)
    case .cubic(let c1, let c2):
      n = PathSegment.chords(max((start - c1 * 2 + c2).length, (c1 - c2 * 2 + end).length) * 0.75)
    }
    n += n % 2
    var lengths = [0.0]
    lengths.reserveCapacity(n + 1)
    var previous = start
    var evenPoint = start
    var half = 0.0
    for i in 1...n {
      let p = point(at: Double(i) / Double(n))
      lengths.append(lengths[i - 1] + Point.distance(previous, p))
      previous = p
      if i % 2 == 0 {
        half += Point.distance(evenPoint, p)
        evenPoint = p
      }
    }
    let total = lengths[n]
    let improved = total + (total - half) / 3
    if total > 0 && improved.isFinite {
      let factor = improved / total
      for i in lengths.indices { lengths[i] *= factor }
    }
    return lengths
  }

  private static func chords(_ deviation: Double) -> Int {
    let n = (deviation / measureTolerance).squareRoot().rounded(.up)
    guard n.isFinite else { return 1 }
    return Int(min(max(n, 1), 4096))
  }

  func point(at t: Double) -> Point {
    switch kind {
    case .line: return t >= 1 ? end : Point.lerp(start, end, t)
    case .quad(let c):
      let mt = 1 - t
      return start * (mt * mt) + c * (2 * mt * t) + end * (t * t)
    case .cubic(let c1, let c2): return Bezier.cubicPoint(start, c1, c2, end, t)
    }
  }

  /// The parameter where the arc length from the start reaches `distance`.
  static func parameter(at distance: Double, lengths: [Double]) -> Double {
    let n = lengths.count - 1
    guard n > 0, let total = lengths.last, total > 0 else { return 0 }
    if distance <= 0 { return 0 }
    if distance >= total { return 1 }
    var lo = 0
    var hi = n
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if lengths[mid] <= distance { lo = mid } else { hi = mid }
    }
    let chord = lengths[lo + 1] - lengths[lo]
    let f = chord > 0 ? (distance - lengths[lo]) / chord : 0
    return (Double(lo) + f) / Double(n)
  }

  /// The element drawing the part between parameters `t0 ≤ t1` (its start is implied).
  func element(from t0: Double, to t1: Double) -> PathElement {
    switch kind {
    case .line:
      return .line(to: point(at: t1))
    case .quad(let c):
      let q = Bezier.quadPart((start, c, end), from: t0, to: t1)
      return .quadCurve(to: q.2, control: q.1)
    case .cubic(let c1, let c2):
      let q = Bezier.cubicPart((start, c1, c2, end), from: t0, to: t1)
      return .curve(to: q.3, control1: q.1, control2: q.2)
    }
  }
}
