extension CellRasterizer {
  /// Horizontal strips per pixel row when a row is refined.
  static let refinement = 8

  /// Re-renders the `spans` of complex cells (sorted by row, then x) exactly in x and in
  /// `refinement` strips in y.
  ///
  /// Within a strip every edge is replaced by vertical steps, one per pixel column it
  /// crosses, at its mean x in that column (which keeps each column's area exact); the
  /// steps are sorted and the fill rule is applied to the winding of each interval
  /// between them. So pixels where edges cross, converge or overlap get the rule applied
  /// to the real winding, not to the pixel's average winding; the only approximation is
  /// inside the strips holding a vertex or a crossing (1/`refinement` of a pixel high).
  ///
  /// - Returns: the spans refined, which the plain sweep leaves out.
  mutating func refine<Sink: CoverageSink>(
    _ spans: [ComplexSpan], rule: FillRule, into sink: inout Sink
  ) -> [ComplexSpan] {
    var rows: [Int] = []
    for span in spans where rows.last != span.row { rows.append(span.row) }
    guard let firstRow = rows.first, let lastRow = rows.last else { return [] }
    var slot = [Int](repeating: -1, count: lastRow - firstRow + 1)
    for (i, r) in rows.enumerated() { slot[r - firstRow] = i }
    let pieces = piecesByRow(rows.count, slot: slot, firstRow: firstRow)
    var strip = RefinementStrip(width: width, evenOdd: rule == .evenOdd)
    var start = 0
    var spanIndex = 0
    var refined: [ComplexSpan] = []
    for (i, row) in rows.enumerated() {
      var end = start
      while end < pieces.count && pieces[end].slot == i { end += 1 }
      let first = spanIndex
      while spanIndex < spans.count && spans[spanIndex].row == row { spanIndex += 1 }
      strip.render(
        pieces[start..<end], row: row, clusters: spans[first..<spanIndex], refined: &refined,
        into: &sink)
      start = end
    }
    return refined
  }

  /// The part of every edge inside each refined row, ordered by row.
  private func piecesByRow(_ count: Int, slot: [Int], firstRow: Int) -> [RowPiece] {
    let one = CellRasterizer.one
    var pieces: [RowPiece] = []
    for line in lines {
      let top = min(line.y0, line.y1)
      let bottom = max(line.y0, line.y1)
      var r = max(top >> CellRasterizer.shift, firstRow)
      let last = min((bottom - 1) >> CellRasterizer.shift, firstRow + slot.count - 1)
      while r <= last {
        let s = slot[r - firstRow]
        if s >= 0 {
          let ya = max(top, r * one)
          let yb = min(bottom, (r + 1) * one)
          let (ys, ye) = line.y0 < line.y1 ? (ya, yb) : (yb, ya)
          pieces.append(
            RowPiece(
              slot: s,
              line: FixedLine(x0: line.x(atY: ys), y0: ys, x1: line.x(atY: ye), y1: ye)))
        }
        r += 1
      }
    }
    // Counting sort by row slot, stable.
    var offsets = [Int](repeating: 0, count: count + 1)
    for piece in pieces { offsets[piece.slot + 1] += 1 }
    for i in 0..<count { offsets[i + 1] += offsets[i] }
    var ordered = pieces
    for piece in pieces {
      ordered[offsets[piece.slot]] = piece
      offsets[piece.slot] += 1
    }
    return ordered
  }
}

/// One edge's part inside a refined row, tagged with the row's index in the refined list.
struct RowPiece {
  var slot: Int
  var line: FixedLine
}

/// Scratch state for refining one pixel row strip by strip.
struct RefinementStrip {
  let width: Int
  let evenOdd: Bool
  /// Per-pixel coverage in units of (1/2048 px of x) × (1/1024 px of y).
  var partial: [Int]
  /// Difference array of whole-pixel runs, in the same units.
  var runs: [Int]
  var steps: [(x2: Int, dy: Int)] = []
  var overlapping: [FixedLine] = []
  /// The row's edges ordered by their right end, and the winding entering the current
  /// cluster per strip; kept between rows to save allocations.
  var byRight: [FixedLine] = []
  var entering: [Int] = []
  /// The range of pixels touched since the last `emit`.
  var touchedLow = Int.max
  var touchedHigh = -1

  init(width: Int, evenOdd: Bool) {
    self.width = width
    self.evenOdd = evenOdd
    partial = [Int](repeating: 0, count: width + 1)
    runs = [Int](repeating: 0, count: width + 1)
  }

  /// Refines the `clusters` (sorted by x) of one row. Edges are taken in order of their
  /// right end: those wholly left of a cluster only add to the winding entering it, per
  /// strip.
  mutating func render<Sink: CoverageSink>(
    _ pieces: ArraySlice<RowPiece>, row: Int, clusters: ArraySlice<ComplexSpan>,
    refined: inout [ComplexSpan], into sink: inout Sink
  ) {
    let one = CellRasterizer.one
    let k = CellRasterizer.refinement
    let h = one / k
    byRight.removeAll(keepingCapacity: true)
    for piece in pieces { byRight.append(piece.line) }
    byRight.sort { max($0.x0, $0.x1) < max($1.x0, $1.x1) }
    entering.removeAll(keepingCapacity: true)
    entering.append(contentsOf: repeatElement(0, count: k))
    var next = 0
    for cluster in clusters {
      let lo = cluster.x0 * one
      while next < byRight.count && max(byRight[next].x0, byRight[next].x1) < lo {
        let line = byRight[next]
        for s in 0..<k {
          let y0 = row * one + s * h
          let ya = max(min(line.y0, line.y1), y0)
          let yb = min(max(line.y0, line.y1), y0 + h)
          if ya < yb { entering[s] += line.y1 > line.y0 ? yb - ya : ya - yb }
        }
        next += 1
      }
      let hi = (cluster.x1 + 1) * one
      overlapping.removeAll(keepingCapacity: true)
      for line in byRight[next...] where min(line.x0, line.x1) < hi { overlapping.append(line) }
      for s in 0..<k {
        let y0 = row * one + s * h
        steps.removeAll(keepingCapacity: true)
        for line in overlapping {
          let ya = max(min(line.y0, line.y1), y0)
          let yb = min(max(line.y0, line.y1), y0 + h)
          if ya < yb { addSteps(line, ya, yb) }
        }
        accumulateStrip(height: h, entering: entering[s], from: 2 * lo, to: 2 * hi)
      }
      emit(row: row, columns: cluster.x0...cluster.x1, into: &sink)
      refined.append(cluster)
    }
  }

  /// Adds the steps of an edge between heights `ya < yb` of a strip: one per pixel
  /// column it crosses, each at its mean x in that column (as twice the x, in units of
  /// 1/2048 px) with its share of the height, so that each column gets its exact area.
  private mutating func addSteps(_ line: FixedLine, _ ya: Int, _ yb: Int) {
    let shift = CellRasterizer.shift
    let one = CellRasterizer.one
    let sign = line.y1 > line.y0 ? 1 : -1
    let xa = line.x(atY: ya)
    let xb = line.x(atY: yb)
    if xa >> shift == xb >> shift || xa == xb {
      steps.append((xa + xb, sign * (yb - ya)))
      return
    }
    // Walk the column boundaries between xa and xb, from ya to yb.
    var x = xa
    var y = ya
    while true {
      let boundary = xb > xa ? ((x >> shift) + 1) * one : ((x - 1) >> shift) * one
      if xb > xa ? boundary >= xb : boundary <= xb {
        steps.append((x + xb, sign * (yb - y)))
        return
      }
      let t = ya + (yb - ya) * (boundary - xa) / (xb - xa)
      let yc = min(max(t, y), yb)
      steps.append((x + boundary, sign * (yc - y)))
      x = boundary
      y = yc
    }
  }

  /// Applies the rule between sorted steps, starting from the winding `entering` at
  /// `from`, and adds each interval's coverage up to `to` (x in 1/2048 px).
  private mutating func accumulateStrip(height h: Int, entering: Int, from: Int, to: Int) {
    if steps.count > 32 {
      steps.sort { $0.x2 < $1.x2 }
    } else if steps.count > 1 {
      var i = 1
      while i < steps.count {
        let step = steps[i]
        var j = i
        while j > 0 && steps[j - 1].x2 > step.x2 {
          steps[j] = steps[j - 1]
          j -= 1
        }
        steps[j] = step
        i += 1
      }
    }
    var winding = entering
    var x = from
    var i = 0
    while i <= steps.count {
      let next = i < steps.count ? min(max(steps[i].x2, from), to) : to
      let value = ruleValue(winding, h)
      if value != 0 && next > x { addInterval(from: x, to: next, value: value) }
      x = max(x, next)
      guard i < steps.count, steps[i].x2 < to else { break }
      let at = steps[i].x2
      while i < steps.count && steps[i].x2 == at {
        winding += steps[i].dy
        i += 1
      }
    }
  }

  private func ruleValue(_ w: Int, _ h: Int) -> Int {
    var c = abs(w)
    if evenOdd {
      c %= 2 * h
      if c > h { c = 2 * h - c }
    } else if c > h {
      c = h
    }
    return c
  }

  /// Adds `value` per unit of x over `[a, b)` (x in 1/2048 px).
  private mutating func addInterval(from a: Int, to b: Int, value: Int) {
    let unit = 2 * CellRasterizer.one
    let a = max(a, 0)
    let b = min(b, unit * width)
    guard a < b else { return }
    let pa = a / unit
    let pb = (b - 1) / unit
    touchedLow = min(touchedLow, pa)
    touchedHigh = max(touchedHigh, pb)
    if pa == pb {
      partial[pa] += (b - a) * value
      return
    }
    partial[pa] += (unit * (pa + 1) - a) * value
    partial[pb] += (b - unit * pb) * value
    if pb > pa + 1 {
      runs[pa + 1] += unit * value
      runs[pb] -= unit * value
    }
  }

  /// Reports `columns` of the row as runs of equal coverage and clears the accumulators.
  private mutating func emit<Sink: CoverageSink>(
    row: Int, columns: ClosedRange<Int>, into sink: inout Sink
  ) {
    guard touchedLow <= touchedHigh else { return }
    // A full pixel: 2048 x-units × 1024 y-units = 2^21.
    let shift = CellRasterizer.fullShift
    let end = columns.upperBound + 1
    var run = 0
    var x = columns.lowerBound
    var startX = x
    var current: UInt32 = 0
    while x <= end {
      var c: UInt32 = 0
      if x < end {
        run += runs[x]
        let total = min(partial[x] + run, CellRasterizer.full)
        c = UInt32((max(total, 0) * 255 + CellRasterizer.full / 2) >> shift)
      }
      if x == end || c != current {
        if current != 0 && x > startX {
          sink.span(y: row, x: startX, count: x - startX, coverage: current)
        }
        startX = x
        current = c
      }
      x += 1
    }
    for i in min(touchedLow, columns.lowerBound)...max(touchedHigh, end) where i <= width {
      partial[i] = 0
      runs[i] = 0
    }
    touchedLow = Int.max
    touchedHigh = -1
  }
}
