/// The bookkeeping of strips, for refinement: the rows where chains of edges begin or end
/// (`rowFlags`), the strip covers of each cell (eight strips of a row, `stripProfile`) and
/// what its pieces make of it (`cellShapes`).
extension CellRasterizer {
  /// Flags the rows where the chain of this edge begins or the one before ends: where an
  /// edge does not go on from the last one's end the same way in y.
  @inline(__always)
  mutating func noteChainEnds(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
    let down = y1 > y0
    if x0 == lastEnd.x && y0 == lastEnd.y {
      if down != lastEnd.down { flagRow(containing: y0) }
    } else {
      if lastEnd.x != Int.min { flagRow(containing: lastEnd.y) }
      flagRow(containing: y0)
    }
    lastEnd = (x1, y1, down)
  }

  /// Flags the row holding height `y` (in 1/`one` px) strictly inside it; a chain ending
  /// on a row boundary spans the rows on either side whole.
  @inline(__always)
  func flagRow(containing y: Int) {
    guard y & CellRasterizer.fraction != 0 else { return }
    let row = y >> CellRasterizer.shift
    if row >= 0 && row < height { storage.rowFlags[row] = 1 }
  }

  /// Flags the row where the last edge's chain ends (no edge goes on from it), before a
  /// sweep.
  mutating func noteLastChainEnd() {
    if lastEnd.x != Int.min { flagRow(containing: lastEnd.y) }
    lastEnd.x = Int.min
  }

  /// Renders `lines` (edges of another rasterizer, in the order it added them) with strip
  /// covers, in the rows `flags` marks alone: the cells those rows would have had there.
  mutating func renderStrips(
    of lines: UnsafeBufferPointer<FixedLine>, inRows flags: UnsafePointer<UInt8>
  ) {
    keepsStrips = true
    rowFilter = flags
    let shift = CellRasterizer.shift
    for line in lines {
      let top = Swift.max(Swift.min(line.y0, line.y1) >> shift, rows.lowerBound)
      let bottom = Swift.min((Swift.max(line.y0, line.y1) &- 1) >> shift, rows.upperBound &- 1)
      var r = top
      while r <= bottom && flags[r] == 0 { r &+= 1 }
      guard r <= bottom else { continue }
      minRow = min(minRow, top)
      maxRow = max(maxRow, bottom)
      renderLine(StripPieces.self, line.x0, line.y0, line.x1, line.y1)
    }
    flushCell()
    rowFilter = nil
  }

  /// The height of sub-row `0...y` inside each strip of the row (each 0...`one / 8`).
  /// A piece from height `a` to `b` covers `stripProfile(b) − stripProfile(a)` of each.
  @inline(__always)
  static func stripProfile(_ y: Int) -> SIMD8<Int16> {
    let v = SIMD8<Int16>(repeating: Int16(truncatingIfNeeded: y)) &- stripStarts
    return StripLanes.clamp(v, to: Int16(one / refinement))
  }

  /// `stripProfile(y)` for a pass keeping strips, zero for the others, which add no strip
  /// covers: the pass is known when it is compiled, so the others skip what they would
  /// compute for every piece and never read (a `swift_once` call for `stripStarts` and a
  /// vector clamp).
  @inline(__always)
  static func stripProfile<D: PieceDetail>(_: D.Type, _ y: Int) -> SIMD8<Int16> {
    D.keepsStrips ? stripProfile(y) : SIMD8()
  }

  /// Where each strip starts in the row (`k · one / 8` for strip `k`), made once: building
  /// a vector lane by lane is generic code in a debug build.
  static let stripStarts = SIMD8<Int16>(0, 1, 2, 3, 4, 5, 6, 7) &* Int16(one / refinement)

  /// The most pieces of edges one cell takes: then another cell for the same pixel takes
  /// over, so that no strip cover overflows 16 bits, nor the cover or area 32.
  static let maximumPieces = 200

  /// Adds a piece's strip covers (a difference of two profiles) to the current cell, when
  /// kept, and counts the piece (see `maximumPieces`).
  @inline(__always)
  mutating func addStrips<D: PieceDetail>(_ detail: D.Type, _ covers: SIMD8<Int16>) {
    if D.keepsStrips { curStrips &+= covers }
    curPieces &+= 1
    if curPieces >= CellRasterizer.maximumPieces {
      let (x, y) = (curX, curY)
      flushCell(detail)
      curX = x
      curY = y
    }
  }

  /// Notes a piece for `cellShapes`: whether it goes on from the last one, and how it
  /// turns from it.
  @inline(__always)
  mutating func noteShape(_ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int) {
    let dx = xb &- xa
    let dy = yb &- ya
    if xa == shapeEnd.x && ya == shapeEnd.y {
      let cross = shapeDirection.dx &* dy &- shapeDirection.dy &* dx
      if cross > 0 { shapeTurns |= 1 } else if cross < 0 { shapeTurns |= 2 }
      if (dy > 0) != (shapeDirection.dy > 0) { shapeReversals &+= 1 }
    } else {
      shapeChains &+= 1
    }
    shapeEnd = (xb, yb)
    shapeDirection = (dx, dy)
  }
}
