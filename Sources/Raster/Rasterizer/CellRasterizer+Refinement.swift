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
  /// Every span is reported here, so the plain sweep must leave them all out.
  mutating func refine<Sink: CoverageSink>(
    _ spans: [ComplexSpan], rule: FillRule, into sink: inout Sink
  ) {
    guard let firstRow = spans.first?.row, let lastRow = spans.last?.row else { return }
    let buffers = StoragePools.refinementBuffers.take()
    defer { StoragePools.refinementBuffers.give(buffers) }
    var rows = RowPieces(firstRow: firstRow, lastRow: lastRow, buffers: buffers)
    for span in spans { rows.mark(span.row) }
    rows.gather(lines)
    var strip = RefinementStrip(width: width, evenOdd: rule == .evenOdd, buffers: buffers)
    spans.withUnsafeBufferPointer { spans in
      var first = 0
      while first < spans.count {
        let row = spans[first].row
        var end = first &+ 1
        while end < spans.count && spans[end].row == row { end &+= 1 }
        strip.render(
          rows.pieces(of: row), row: row,
          clusters: UnsafeBufferPointer(rebasing: spans[first..<end]),
          into: &sink)
        first = end
      }
    }
  }
}

/// The storage refining rows works in (`CellRasterizer.refine`): `RowPieces`' and
/// `RefinementStrip`'s, taken from `StoragePools.refinementBuffers` for each refinement,
/// so that refining does not allocate each time. Contents are undefined when taken, but
/// for the accumulators, which their users leave zero.
final class RefinementBuffers: PoolableStorage, @unchecked Sendable {
  /// `RowPieces`' row slots, pieces and slot ends.
  @exclusivity(unchecked) var rowSlots = RawStorage<Int>()
  @exclusivity(unchecked) var pieces = RawStorage<FixedLine>()
  @exclusivity(unchecked) var ends = RawStorage<Int>()
  /// `RefinementStrip`'s accumulators, 0 up to `accumulatorsZeroed` between refinements.
  @exclusivity(unchecked) var partial = RawStorage<Int>()
  @exclusivity(unchecked) var runs = RawStorage<Int>()
  @exclusivity(unchecked) var accumulatorsZeroed = 0
  /// `RefinementStrip`'s steps, their counts per strip, and the pieces overlapping a
  /// cluster.
  @exclusivity(unchecked) var steps = RawStorage<RefinementStep>()
  @exclusivity(unchecked) var stepCounts = RawStorage<Int>()
  @exclusivity(unchecked) var overlapping = RawStorage<FixedLine>()

  /// The bytes held, to keep only modest sets (see `StoragePool`).
  var retainedBytes: Int {
    rowSlots.retainedBytes + ends.retainedBytes + partial.retainedBytes + runs.retainedBytes
      + stepCounts.retainedBytes + pieces.retainedBytes + overlapping.retainedBytes
      + steps.retainedBytes
  }

  /// Makes room for `count` entries of each accumulator, every one of them 0.
  func prepareAccumulators(_ count: Int) {
    let zeroed = partial.extend(to: count, from: accumulatorsZeroed, repeating: 0)
    accumulatorsZeroed = runs.extend(to: count, from: accumulatorsZeroed, repeating: 0)
    assert(zeroed == accumulatorsZeroed)
  }
}

/// The parts of the edges inside the marked pixel rows, grouped by row.
struct RowPieces: ~Copyable {
  let firstRow: Int
  /// Per row from `firstRow` (`buffers.rowSlots`): its slot, numbered from 1 in marking
  /// order (0 for rows not marked). The pieces (`buffers.pieces`) follow slot after slot;
  /// `buffers.ends` holds where each slot's pieces end (after `gather`; entry 0 unused).
  private let buffers: RefinementBuffers
  private var slots = 0
  private let rowCount: Int

  init(firstRow: Int, lastRow: Int, buffers: RefinementBuffers) {
    self.firstRow = firstRow
    self.buffers = buffers
    rowCount = lastRow &- firstRow &+ 1
    buffers.rowSlots.reserve(rowCount)
    buffers.rowSlots.base.update(repeating: 0, count: rowCount)
  }

  /// Marks `row` as refined (rows are marked in increasing order).
  mutating func mark(_ row: Int) {
    let r = row &- firstRow
    let rowSlots = buffers.rowSlots.base
    if rowSlots[r] == 0 {
      slots &+= 1
      rowSlots[r] = slots
    }
  }

  /// Cuts every edge of `lines` at the marked rows' boundaries, keeping the pieces inside
  /// them (each row's pieces in the order of `lines`).
  mutating func gather(_ lines: UnsafeBufferPointer<FixedLine>) {
    let shift = CellRasterizer.shift
    let one = CellRasterizer.one
    buffers.ends.reserve(slots &+ 1)
    let count = buffers.ends.base
    count.update(repeating: 0, count: slots &+ 1)
    let slot = buffers.rowSlots.base
    let lastRow = firstRow &+ rowCount &- 1
    // Counts per row slot, then running starts.
    var total = 0
    for line in lines {
      var r = Swift.max(Swift.min(line.y0, line.y1) >> shift, firstRow)
      let last = Swift.min((Swift.max(line.y0, line.y1) &- 1) >> shift, lastRow)
      while r <= last {
        let s = slot[r &- firstRow]
        if s != 0 {
          count[s] &+= 1
          total &+= 1
        }
        r &+= 1
      }
    }
    var running = 0
    var s = 1
    while s <= slots {
      let c = count[s]
      count[s] = running
      running &+= c
      s &+= 1
    }
    buffers.pieces.reserve(total)
    let pieces = buffers.pieces.base
    for line in lines {
      let top = Swift.min(line.y0, line.y1)
      let bottom = Swift.max(line.y0, line.y1)
      var r = Swift.max(top >> shift, firstRow)
      let last = Swift.min((bottom &- 1) >> shift, lastRow)
      while r <= last {
        let s = slot[r &- firstRow]
        if s != 0 {
          let ya = Swift.max(top, r &* one)
          let yb = Swift.min(bottom, (r &+ 1) &* one)
          let (ys, ye) = line.y0 < line.y1 ? (ya, yb) : (yb, ya)
          pieces[count[s]] = FixedLine(x0: line.x(atY: ys), y0: ys, x1: line.x(atY: ye), y1: ye)
          count[s] &+= 1
        }
        r &+= 1
      }
    }
    // `count[s]` now ends slot s's pieces, and slot s starts where slot s − 1 ends.
  }

  /// The pieces of a marked row.
  func pieces(of row: Int) -> UnsafeBufferPointer<FixedLine> {
    let s = buffers.rowSlots.base[row &- firstRow]
    let ends = buffers.ends.base
    let end = ends[s]
    let start = s > 1 ? ends[s &- 1] : 0
    return UnsafeBufferPointer(start: buffers.pieces.base + start, count: end &- start)
  }
}

/// One vertical step of a refined strip: an edge's mean x in a pixel column (twice the x,
/// in 1/`one` pixel) and the signed height it adds to the winding right of it.
struct RefinementStep: BitwiseCopyable {
  var x2: Int
  var dy: Int
}

/// Scratch state for refining one pixel row strip by strip.
struct RefinementStrip: ~Copyable {
  let width: Int
  let evenOdd: Bool
  /// Where the strip works (`RefinementBuffers`): per-pixel coverage (`partial`) in
  /// units of (1/2048 px of x) × (1/1024 px of y), a difference array of whole-pixel runs
  /// (`runs`) in the same units, both left zero by `emit`; each strip's steps (`steps`),
  /// in segments of equal length, and how many each segment holds (`stepCounts`: plain
  /// memory, as a SIMD vector's lane written at a variable index and read back soon after
  /// stalls on store forwarding); the pieces overlapping a cluster (`overlapping`).
  private let buffers: RefinementBuffers
  /// The range of pixels touched since the last `emit`.
  private var touchedLow = Int.max
  private var touchedHigh = -1

  init(width: Int, evenOdd: Bool, buffers: RefinementBuffers) {
    self.width = width
    self.evenOdd = evenOdd
    self.buffers = buffers
    buffers.prepareAccumulators(width &+ 1)
    buffers.stepCounts.reserve(CellRasterizer.refinement)
  }

  /// Refines the `clusters` (sorted by x) of one row from the row's edge `pieces`: those
  /// wholly left of a cluster only add to the winding entering it, per strip; those right
  /// of it are ignored.
  mutating func render<Sink: CoverageSink>(
    _ pieces: UnsafeBufferPointer<FixedLine>, row: Int,
    clusters: UnsafeBufferPointer<ComplexSpan>, into sink: inout Sink
  ) {
    let one = CellRasterizer.one
    let k = CellRasterizer.refinement
    let h = one / k
    let top = row &* one
    buffers.overlapping.reserve(pieces.count)
    let overlapping = buffers.overlapping.base
    for cluster in clusters {
      let lo = cluster.x0 &* one
      let hi = (cluster.x1 &+ 1) &* one
      var entering = SIMD8<Int32>()
      var overlapCount = 0
      // An upper bound of the steps one strip makes: one per column crossed, plus one.
      var stepBound = 0
      for line in pieces {
        if Swift.max(line.x0, line.x1) < lo {
          let a = CellRasterizer.stripProfile(Swift.min(line.y0, line.y1) &- top)
          let b = CellRasterizer.stripProfile(Swift.max(line.y0, line.y1) &- top)
          let heights = StripLanes.widened(b &- a)
          entering &+= line.y1 > line.y0 ? heights : 0 &- heights
        } else if Swift.min(line.x0, line.x1) < hi {
          overlapping[overlapCount] = line
          overlapCount &+= 1
          stepBound &+= CellRasterizer.magnitude(line.x1 &- line.x0) >> CellRasterizer.shift &+ 2
        }
      }
      // Each strip's steps get a segment of `stepBound` entries.
      buffers.steps.reserve(stepBound &* k)
      buffers.stepCounts.base.update(repeating: 0, count: k)
      for i in 0..<overlapCount {
        let line = overlapping[i]
        let low = Swift.min(line.y0, line.y1)
        let high = Swift.max(line.y0, line.y1)
        var s = (low &- top) / h
        let last = (high &- top &- 1) / h
        // Each strip begins where the one above ended, at the x found there.
        var ya = Swift.max(low, top &+ s &* h)
        var xa = line.x(atY: ya)
        while s <= last {
          let yb = Swift.min(high, top &+ s &* h &+ h)
          let xb = line.x(atY: yb)
          addSteps(line, ya, yb, xa, xb, strip: s, segment: stepBound)
          ya = yb
          xa = xb
          s &+= 1
        }
      }
      for s in 0..<k {
        accumulateStrip(
          s, segment: stepBound, height: h, entering: Int(entering[s]), from: 2 &* lo,
          to: 2 &* hi)
      }
      emit(row: row, columns: cluster.x0...cluster.x1, into: &sink)
    }
  }

  /// Adds the steps of an edge between heights `ya < yb` of a strip, where it is at `xa`
  /// and `xb`: one per pixel column it crosses, each at its mean x in that column (as
  /// twice the x, in units of 1/2048 px) with its share of the height, so that each
  /// column gets its exact area.
  @inline(__always)
  private mutating func addSteps(
    _ line: FixedLine, _ ya: Int, _ yb: Int, _ xa: Int, _ xb: Int, strip: Int, segment: Int
  ) {
    let shift = CellRasterizer.shift
    let one = CellRasterizer.one
    let sign = line.y1 > line.y0 ? 1 : -1
    let out = buffers.steps.base + strip &* segment
    let stepCounts = buffers.stepCounts.base
    var stepCount = stepCounts[strip]
    defer { stepCounts[strip] = stepCount }
    if xa >> shift == xb >> shift || xa == xb {
      out[stepCount] = RefinementStep(x2: xa &+ xb, dy: sign &* (yb &- ya))
      stepCount &+= 1
      return
    }
    // Walk the column boundaries between xa and xb, from ya to yb.
    var x = xa
    var y = ya
    while true {
      let boundary = xb > xa ? ((x >> shift) &+ 1) &* one : ((x &- 1) >> shift) &* one
      if xb > xa ? boundary >= xb : boundary <= xb {
        out[stepCount] = RefinementStep(x2: x &+ xb, dy: sign &* (yb &- y))
        stepCount &+= 1
        return
      }
      let t = ya &+ (yb &- ya) &* (boundary &- xa) / (xb &- xa)
      let yc = Swift.min(Swift.max(t, y), yb)
      out[stepCount] = RefinementStep(x2: x &+ boundary, dy: sign &* (yc &- y))
      stepCount &+= 1
      x = boundary
      y = yc
    }
  }

  /// Applies the rule between strip `strip`'s steps, sorted, starting from the winding
  /// `entering` at `from`, and adds each interval's coverage up to `to` (x in 1/2048 px).
  private mutating func accumulateStrip(
    _ strip: Int, segment: Int, height h: Int, entering: Int, from: Int, to: Int
  ) {
    let steps = buffers.steps.base + strip &* segment
    let count = buffers.stepCounts.base[strip]
    if count > 32 {
      var all = UnsafeMutableBufferPointer(start: steps, count: count)
      all.sort { $0.x2 < $1.x2 }
    } else if count > 1 {
      var i = 1
      while i < count {
        let step = steps[i]
        var j = i
        while j > 0 && steps[j &- 1].x2 > step.x2 {
          steps[j] = steps[j &- 1]
          j &-= 1
        }
        steps[j] = step
        i &+= 1
      }
    }
    var winding = entering
    var x = from
    var i = 0
    while i <= count {
      let next = i < count ? Swift.min(Swift.max(steps[i].x2, from), to) : to
      let value = ruleValue(winding, h)
      if value != 0 && next > x { addInterval(from: x, to: next, value: value) }
      x = Swift.max(x, next)
      guard i < count, steps[i].x2 < to else { break }
      let at = steps[i].x2
      while i < count && steps[i].x2 == at {
        winding &+= steps[i].dy
        i &+= 1
      }
    }
  }

  @inline(__always)
  private func ruleValue(_ w: Int, _ h: Int) -> Int {
    var c = CellRasterizer.magnitude(w)
    if evenOdd {
      c %= 2 &* h
      if c > h { c = 2 &* h &- c }
    } else if c > h {
      c = h
    }
    return c
  }

  /// Adds `value` per unit of x over `[a, b)` (x in 1/2048 px).
  @inline(__always)
  private mutating func addInterval(from a: Int, to b: Int, value: Int) {
    let unit = 2 &* CellRasterizer.one
    let a = Swift.max(a, 0)
    let b = Swift.min(b, unit &* width)
    guard a < b else { return }
    let pa = a / unit
    let pb = (b &- 1) / unit
    touchedLow = Swift.min(touchedLow, pa)
    touchedHigh = Swift.max(touchedHigh, pb)
    let partial = buffers.partial.base
    if pa == pb {
      partial[pa] &+= (b &- a) &* value
      return
    }
    partial[pa] &+= (unit &* (pa &+ 1) &- a) &* value
    partial[pb] &+= (b &- unit &* pb) &* value
    if pb > pa &+ 1 {
      let runs = buffers.runs.base
      runs[pa &+ 1] &+= unit &* value
      runs[pb] &-= unit &* value
    }
  }

  /// Reports `columns` of the row as runs of equal coverage and clears the accumulators.
  private mutating func emit<Sink: CoverageSink>(
    row: Int, columns: ClosedRange<Int>, into sink: inout Sink
  ) {
    guard touchedLow <= touchedHigh else { return }
    // A full pixel: 2048 x-units × 1024 y-units = 2^21.
    let shift = CellRasterizer.fullShift
    let partial = buffers.partial.base
    let runs = buffers.runs.base
    let end = columns.upperBound &+ 1
    var run = 0
    var x = columns.lowerBound
    var startX = x
    var current: UInt32 = 0
    while x <= end {
      var c: UInt32 = 0
      if x < end {
        run &+= runs[x]
        let total = Swift.min(partial[x] &+ run, CellRasterizer.full)
        c = UInt32((Swift.max(total, 0) &* 255 &+ CellRasterizer.full / 2) >> shift)
      }
      if x == end || c != current {
        if current != 0 && x > startX {
          sink.span(y: row, x: startX, count: x &- startX, coverage: current)
        }
        startX = x
        current = c
      }
      x &+= 1
    }
    let low = Swift.min(touchedLow, columns.lowerBound)
    let high = Swift.min(Swift.max(touchedHigh, end), width)
    if low <= high {
      (partial + low).update(repeating: 0, count: high &- low &+ 1)
      (runs + low).update(repeating: 0, count: high &- low &+ 1)
    }
    touchedLow = Int.max
    touchedHigh = -1
  }
}
