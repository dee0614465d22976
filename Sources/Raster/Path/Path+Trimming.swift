extension Path {
  /// The path's segments with their start points; a `close` contributes its closing line
  /// (even when it has zero length).
  var segments: [PathSegment] {
    var result: [PathSegment] = []
    var current: Point?
    var start: Point?
    var subpath = -1
    for element in elements {
      switch element {
      case .move(let p):
        current = p
        start = p
        subpath += 1
      case .line(let p):
        if let c = current {
          result.append(
            PathSegment(start: c, end: p, kind: .line, subpath: subpath, isClosing: false))
        }
        current = p
      case .quadCurve(let p, let c1):
        if let c = current {
          result.append(
            PathSegment(start: c, end: p, kind: .quad(c1), subpath: subpath, isClosing: false))
        }
        current = p
      case .curve(let p, let c1, let c2):
        if let c = current {
          result.append(
            PathSegment(start: c, end: p, kind: .cubic(c1, c2), subpath: subpath, isClosing: false))
        }
        current = p
      case .close:
        if let c = current, let s = start {
          result.append(
            PathSegment(start: c, end: s, kind: .line, subpath: subpath, isClosing: true))
        }
        current = start
      }
    }
    return result
  }

  /// The total length of every subpath, closing lines included, in path units (measured on
  /// a flattening within 10⁻³ units of each curve).
  public var length: Double {
    var total = 0.0
    for segment in segments { total += segment.chordLengths().last ?? 0 }
    return total
  }

  /// The part of the path between fractions `start` and `end` of its total length, as Core
  /// Animation's `strokeStart`/`strokeEnd` draw it: lengths run across subpaths in order,
  /// and each subpath's part starts with a move. Fractions are clamped to [0, 1] (NaN acts
  /// as 0 for `start` and 1 for `end`); an empty range gives an empty path. A closed
  /// subpath lying wholly inside the range stays closed; curves are cut exactly (de
  /// Casteljau) at parameters found on the measuring flattening.
  public func trimmed(from start: Double, to end: Double) -> Path {
    let s0 = start.isNaN ? 0 : min(max(start, 0), 1)
    let s1 = end.isNaN ? 1 : min(max(end, 0), 1)
    guard s0 < s1 else { return Path() }
    if s0 == 0 && s1 == 1 { return self }
    let all = segments
    let lengths = all.map { $0.chordLengths() }
    var total = 0.0
    for l in lengths { total += l.last ?? 0 }
    let from = s0 * total
    let to = s1 * total
    var result = Path()
    var position = 0.0
    var lastSubpath = -1
    var wholeSubpath = true
    for (i, segment) in all.enumerated() {
      let length = lengths[i].last ?? 0
      defer { position += length }
      let a = max(from, position)
      let b = min(to, position + length)
      if segment.subpath != lastSubpath { wholeSubpath = position >= from }
      guard a < b || (length == 0 && position >= from && position <= to) else {
        if segment.subpath == lastSubpath { wholeSubpath = false }
        continue
      }
      let t0 = PathSegment.parameter(at: a - position, lengths: lengths[i])
      let t1 = PathSegment.parameter(at: b - position, lengths: lengths[i])
      if segment.subpath != lastSubpath || t0 > 0 || result.currentPoint == nil {
        result.move(to: segment.point(at: t0))
        lastSubpath = segment.subpath
        wholeSubpath = wholeSubpath && t0 == 0
      }
      if segment.isClosing && wholeSubpath && t1 == 1 {
        result.closeSubpath()
      } else {
        result.add(segment.element(from: t0, to: t1))
      }
      if t1 < 1 { wholeSubpath = false }
    }
    return result
  }
}
