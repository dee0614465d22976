import Raster

extension Path {
  /// The same subpaths, each traced from its end to its start; closed subpaths stay
  /// closed. Subpaths keep their order, as `UIBezierPath.reversing()` does.
  func reversed() -> Path {
    var result = Path()
    var subpath: [PathElement] = []
    func flush() {
      guard case .move(let start)? = subpath.first else {
        subpath = []
        return
      }
      var closed = false
      var points: [Point] = [start]
      var pieces: [PathElement] = []
      for element in subpath.dropFirst() {
        switch element {
        case .line(let p):
          points.append(p)
          pieces.append(element)
        case .quadCurve(let p, _):
          points.append(p)
          pieces.append(element)
        case .curve(let p, _, _):
          points.append(p)
          pieces.append(element)
        case .close: closed = true
        case .move: break
        }
      }
      result.move(to: points[points.count - 1])
      for index in pieces.indices.reversed() {
        let target = points[index]
        switch pieces[index] {
        case .quadCurve(_, let c): result.addQuadCurve(to: target, controlPoint: c)
        case .curve(_, let c1, let c2):
          result.addCurve(to: target, controlPoint1: c2, controlPoint2: c1)
        default: result.addLine(to: target)
        }
      }
      if closed { result.closeSubpath() }
      subpath = []
    }
    for element in elements {
      if case .move = element { flush() }
      subpath.append(element)
    }
    flush()
    return result
  }
}
