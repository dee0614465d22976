/// Cuts polylines into dashes: the "on" intervals of a repeating pattern of lengths,
/// measured along each subpath from its start, shifted by the phase.
///
/// The pattern restarts at every subpath. On a closed subpath, a dash running through the
/// closing point continues into the first dash when the pattern is "on" at the start.
struct Dasher {
  let pattern: [Double]
  let phase: Double
  let period: Double

  /// `nil` when the style draws solid lines.
  init?(style: StrokeStyle) {
    guard let pattern = style.effectiveDashPattern else { return nil }
    self.pattern = pattern
    var sum = 0.0
    for d in pattern { sum += d }
    period = sum
    let p = style.dashPhase.isFinite ? style.dashPhase : 0
    let reduced = p - (p / sum).rounded(.down) * sum
    phase = reduced >= 0 && reduced < sum ? reduced : 0
  }

  /// Whether dashing `path` would produce no more than `StrokeStyle.maximumDashCount`
  /// dashes (estimated from its length).
  func isReasonable(for path: FlattenedPath) -> Bool {
    var length = 0.0
    for sub in path.subpaths {
      let end = sub.start + sub.count
      for i in (sub.start + 1)..<max(end, sub.start + 1) {
        length += Point.distance(path.points[i - 1], path.points[i])
      }
      if sub.isClosed && sub.count > 1 {
        length += Point.distance(path.points[end - 1], path.points[sub.start])
      }
    }
    let dashes = (length / period + Double(path.subpaths.count)) * Double(pattern.count / 2)
    return dashes.isFinite && dashes <= Double(StrokeStyle.maximumDashCount)
  }

  /// The dashes of every subpath, as open polylines.
  func dash(_ path: FlattenedPath) -> FlattenedPath {
    var out = FlattenedPath()
    for sub in path.subpaths {
      var points = Array(path.points[sub.start..<(sub.start + sub.count)])
      if sub.isClosed, let first = points.first { points.append(first) }
      dashSubpath(points, closed: sub.isClosed, into: &out)
    }
    return out
  }

  private func dashSubpath(_ points: [Point], closed: Bool, into out: inout FlattenedPath) {
    guard points.count > 1 else { return }
    // Find the interval the phase falls in.
    var index = 0
    var remaining = pattern[0]
    var skip = phase
    while skip >= remaining {
      skip -= remaining
      index = (index + 1) % pattern.count
      remaining = pattern[index]
    }
    remaining -= skip
    let startsOn = index % 2 == 0
    let firstDash = out.subpaths.count
    if startsOn { out.beginSubpath(at: points[0]) }
    for i in 1..<points.count {
      let a = points[i - 1]
      let b = points[i]
      let length = Point.distance(a, b)
      var pos = 0.0
      while length - pos > remaining {
        pos += remaining
        let cut = Point.lerp(a, b, pos / length)
        if index % 2 == 0 { out.append(cut) } else { out.beginSubpath(at: cut) }
        index = (index + 1) % pattern.count
        remaining = pattern[index]
      }
      remaining -= length - pos
      if index % 2 == 0 { out.append(b) }
    }
    // Join the last dash to the first across the closing point.
    let lastDash = out.subpaths.count - 1
    if closed && startsOn && index % 2 == 0 && lastDash > firstDash {
      let first = out.subpaths[firstDash]
      let moved = Array(out.points[(first.start + 1)..<(first.start + first.count)])
      for p in moved { out.append(p) }
      out.subpaths[firstDash].count = 0
    }
  }
}
