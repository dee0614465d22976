extension CellRasterizer {
  /// `|v|` for the rasterizer's bounded values (the standard `abs` is a call here, and
  /// checks for overflow).
  @inline(__always)
  static func magnitude(_ v: Int) -> Int { v < 0 ? 0 &- v : v }

  /// The 8-bit coverage of an accumulated value under a fill rule, rounded to nearest.
  @inline(__always)
  static func coverage(_ value: Int, evenOdd: Bool) -> UInt32 {
    var c = magnitude(value)
    if evenOdd {
      c &= 2 &* full &- 1
      if c > full { c = 2 &* full &- c }
    } else if c > full {
      c = full
    }
    return UInt32(truncatingIfNeeded: (c &* 255 &+ full / 2) >> fullShift)
  }

  /// Reports the coverage of every touched row to `sink`, then forgets the edges.
  ///
  /// - Complexity: O(cells + rows) for the row sort, plus sorting each row's cells by x.
  mutating func sweep<Sink: CoverageSink>(rule: FillRule, into sink: inout Sink) {
    flushCell()
    noteLastChainEnd()
    defer { reset() }
    guard !cells.isEmpty || hasRowCovers else { return }
    let firstRow = max(minRow, rows.lowerBound, 0)
    let lastRow = min(maxRow, rows.upperBound - 1, height - 1)
    guard firstRow <= lastRow else { return }
    sortCellsByRow(firstRow, lastRow)
    sortRowsByX(firstRow, lastRow)
    let evenOdd = rule == .evenOdd
    let width = self.width
    let rows = rowOffsets
    let refining = refinesComplexRows && !windingIsSimple
    let refinesEveryRow = self.refinesEveryRow || refinesAllRowsOnce
    var complex: [ComplexSpan] = []
    let cellBuffer = cells
    if refining && refinesEveryRow {
      // Every row, not only those with cells: pieces left of the columns make none.
      for row in firstRow...lastRow {
        complex.append(ComplexSpan(row: row, x0: 0, x1: width - 1))
      }
    } else if refining && keepsStrips {
      appendComplexSpans(
        firstRow, lastRow, onlyIn: nil, crossedBy: HorizontalEdges(horizontals),
        evenOdd: evenOdd, into: &complex)
    } else if refining && flagRowsWithSharedPixels(firstRow, lastRow) {
      findComplexSpansInFlaggedRows(firstRow, lastRow, evenOdd: evenOdd, into: &complex)
    }
    if !complex.isEmpty { refine(complex, rule: rule, into: &sink) }
    var next = 0
    let covers = storage.rowCovers
    let columns = self.columns
    order.withUnsafeBufferPointer { order in
      complex.withUnsafeBufferPointer { complex in
        withUnsafeMutablePointer(to: &sink) { sink in
          for row in firstRow...lastRow {
            let start = rows[row - firstRow]
            let end = rows[row - firstRow + 1]
            let cover = covers[row]
            // Refined rows need not have cells or a cover here (all their pieces may lie
            // outside the columns): their runs are passed over with the row.
            while next < complex.count && complex[next].row < row { next += 1 }
            guard start < end || cover != 0 else { continue }
            let first = next
            while next < complex.count && complex[next].row == row { next += 1 }
            if first == next {
              CellRasterizer.sweepRow(
                cellBuffer, order, start, end, y: row, cover: cover, columns: columns,
                evenOdd: evenOdd, into: &sink.pointee)
            } else {
              var outside = ExcludingSink(
                downstream: sink, excluded: UnsafeBufferPointer(rebasing: complex[first..<next]))
              CellRasterizer.sweepRow(
                cellBuffer, order, start, end, y: row, cover: cover, columns: columns,
                evenOdd: evenOdd, into: &outside)
            }
          }
        }
      }
    }
  }

  /// Flags (see `rowFlags`) the rows of `firstRow...lastRow` with a pixel that two chains
  /// or more cross, and returns whether any row is flagged.
  ///
  /// In a row left unflagged every chain crosses the row whole, and no two meet in a
  /// pixel, so they do not cross there either: each pixel lies between the same chains at
  /// every height, but for the one crossing it, and its winding takes two adjacent values
  /// at most, over which every fill rule is linear. Those rows need no strips.
  private mutating func flagRowsWithSharedPixels(_ firstRow: Int, _ lastRow: Int) -> Bool {
    let cells = self.cells
    let rows = rowOffsets
    var any = false
    order.withUnsafeBufferPointer { order in
      for row in firstRow...lastRow {
        var i = rows[row &- firstRow]
        let end = rows[row &- firstRow &+ 1]
        guard i < end else { continue }
        if storage.rowFlags[row] == 0 {
          while i < end {
            let x = CellRasterizer.column(order[i])
            var chains = 0
            while i < end && CellRasterizer.column(order[i]) == x {
              let cell = cells[CellRasterizer.cellIndex(order[i])]
              chains &+= Int(cell.down) &+ Int(cell.up)
              i &+= 1
            }
            if chains > 1 {
              storage.rowFlags[row] = 1
              break
            }
          }
        }
        if storage.rowFlags[row] != 0 { any = true }
      }
    }
    return any
  }

  /// Appends the complex spans of the flagged rows (see `findComplexSpans`), from cells
  /// with strip covers that a second rasterizer makes of the edges in those rows alone.
  private mutating func findComplexSpansInFlaggedRows(
    _ firstRow: Int, _ lastRow: Int, evenOdd: Bool, into complex: inout [ComplexSpan]
  ) {
    var strips = CellRasterizer.pooled(width: width, height: height)
    defer { strips.returnStorage() }
    strips.refinesComplexRows = false
    strips.rows = rows
    strips.renderStrips(of: lines, inRows: storage.rowFlags)
    let first = Swift.max(strips.minRow, firstRow)
    let last = Swift.min(strips.maxRow, lastRow)
    guard first <= last else { return }
    strips.sortCellsByRow(first, last)
    strips.sortRowsByX(first, last)
    strips.appendComplexSpans(
      first, last, onlyIn: storage.rowFlags, crossedBy: HorizontalEdges(horizontals),
      evenOdd: evenOdd,
      into: &complex)
  }

  /// Appends the complex spans (see `findComplexSpans`) of rows `first...last` of these
  /// cells, sorted from `first` and kept with their strip covers, in the rows `flags`
  /// marks alone when given; `horizontals` are the horizontal edges of the rasterizer the
  /// rows are refined for.
  private func appendComplexSpans(
    _ first: Int, _ last: Int, onlyIn flags: UnsafePointer<UInt8>?,
    crossedBy horizontals: HorizontalEdges, evenOdd: Bool, into complex: inout [ComplexSpan]
  ) {
    let cells = self.cells
    let covers = strips
    let shapes = cellShapes
    let offsets = rowOffsets
    let width = self.width
    order.withUnsafeBufferPointer { order in
      for row in first...last where flags.map({ $0[row] != 0 }) ?? true {
        let start = offsets[row &- first]
        let end = offsets[row &- first &+ 1]
        guard start < end else { continue }
        CellRasterizer.findComplexSpans(
          cells, covers, shapes, horizontals, order, start, end, row: row, width: width,
          evenOdd: evenOdd, into: &complex)
      }
    }
  }

  /// Appends the runs of pixels of a sorted row where the fill rule may not be linear
  /// over the windings inside the pixel, merging runs closer than 3 pixels. Everywhere
  /// else the rule applied to the pixel's average winding (what `sweepRow` computes) is
  /// the same as applying it strip by strip, which is what refinement computes.
  ///
  /// `strips` holds each cell's strip covers (the rasterizer kept them, `keepsStrips`),
  /// and `shapes` what else is known of its pieces (`CellRasterizer.cellShapes`);
  /// `horizontals`, the edges that split pixels without pieces in them. Pieces on a
  /// pixel's right side count in the column on its right but not inside: such a pixel is
  /// bounded from its left column and its chains alone.
  ///
  /// Walking the row, the strip covers of the cells add up to each strip's winding along
  /// the column left of the next cell. Inside a cell whose chains all run down, a strip's
  /// winding only grows from the column on its left to the one on its right (and the
  /// other way round for chains running up). Where chains run both ways, it differs from
  /// the column on its left by at most the chains running down (above) and up (below),
  /// and from the column on its right the other way round.
  @inline(__always)
  static func findComplexSpans(
    _ cells: UnsafeBufferPointer<Cell>, _ strips: UnsafePointer<SIMD8<Int16>>,
    _ shapes: UnsafePointer<CellShape>, _ horizontals: HorizontalEdges,
    _ order: UnsafeBufferPointer<UInt64>, _ start: Int, _ end: Int, row: Int, width: Int,
    evenOdd: Bool, into spans: inout [ComplexSpan]
  ) {
    let h = one / refinement
    let first = spans.count
    var left = SIMD8<Int32>()
    var leftLo = 0
    var leftHi = 0
    var leftUniform = true
    var column = 0
    var i = start
    while i < end {
      let cx = CellRasterizer.column(order[i])
      if cx > column && !isLinear(leftLo, leftHi, evenOdd: evenOdd) {
        addComplex(row: row, column, cx - 1, first: first, into: &spans)
      }
      var down = 0
      var up = 0
      var right = left
      var cellsHere = 0
      // The shapes' union by their raw bits: `OptionSet`'s own operations are generic code
      // in a debug build.
      var shapeBits: UInt8 = 0
      while i < end && CellRasterizer.column(order[i]) == cx {
        let index = CellRasterizer.cellIndex(order[i])
        let cell = cells[index]
        down &+= Int(cell.down)
        up &+= Int(cell.up)
        right &+= StripLanes.widened(strips[index])
        cellsHere &+= 1
        shapeBits |= shapes[index].rawValue
        i &+= 1
      }
      let rightUniform = StripLanes.isUniform(right)
      let (rightLo, rightHi) =
        rightUniform ? StripLanes.firstTwice(right) : StripLanes.bounds(right)
      // A single chain beside a column of one whole winding moves the winding by at most
      // one, over which every rule is linear; so does one simple chain (which may turn
      // back in y) alone in the pixel, wherever it lies.
      if cx >= 0 && !(leftUniform && leftLo & (h &- 1) == 0 && down &+ up <= 1)
        && !(cellsHere == 1 && shapeBits & CellShape.simpleChain.rawValue != 0
          && !horizontals.cross(row: row, column: cx))
      {
        var lo = leftLo
        var hi = leftHi
        if shapeBits & CellShape.rightSidePieces.rawValue != 0 {
          lo = leftLo &- up &* h
          hi = leftHi &+ down &* h
        } else if up == 0 {
          if down != 0 { hi = rightHi }
        } else if down == 0 {
          lo = rightLo
        } else {
          let d = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: down &* h))
          let u = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: up &* h))
          lo = StripLanes.bounds(StripLanes.max(left &- u, right &- d)).lowest
          hi = StripLanes.bounds(StripLanes.min(left &+ d, right &+ u)).highest
        }
        if !isLinear(lo, hi, evenOdd: evenOdd) {
          addComplex(row: row, cx, cx, first: first, into: &spans)
        }
      }
      left = right
      leftLo = rightLo
      leftHi = rightHi
      leftUniform = rightUniform
      column = cx &+ 1
    }
    if column < width && !isLinear(leftLo, leftHi, evenOdd: evenOdd) {
      addComplex(row: row, column, width - 1, first: first, into: &spans)
    }
  }

  @inline(__always)
  private static func addComplex(
    row: Int, _ x0: Int, _ x1: Int, first: Int, into spans: inout [ComplexSpan]
  ) {
    if spans.count > first, x0 - spans[spans.count - 1].x1 <= 3 {
      spans[spans.count - 1].x1 = x1
    } else {
      spans.append(ComplexSpan(row: row, x0: x0, x1: x1))
    }
  }

  /// Whether the fill rule is linear over windings `lo...hi`, given in strip heights
  /// (1/`one` pixel, a whole winding being `one / refinement`): nonzero on `[-1, 0]`,
  /// `[0, 1]` and beyond ±1 (where it is constant), even-odd between consecutive
  /// integers.
  @inline(__always)
  static func isLinear(_ lo: Int, _ hi: Int, evenOdd: Bool) -> Bool {
    let h = one / refinement
    if evenOdd {
      let floor = lo >= 0 ? lo / h : -((h - 1 - lo) / h)
      return hi <= (floor + 1) * h
    }
    return (lo >= 0 && hi <= h) || (lo >= -h && hi <= 0) || lo >= h || hi <= -h
  }

  /// Counting sort of the cells by row into `order`, as sort keys (`sortKey`);
  /// `rowOffsets[r − firstRow]` is the first position of row `r`. Stable, so the result
  /// depends only on the order edges were added. Cells right of the canvas are left out.
  /// `order` keeps any longer length it had (entries past the last row's end are unused).
  private mutating func sortCellsByRow(_ firstRow: Int, _ lastRow: Int) {
    let cells = self.cells
    let rowCount = lastRow - firstRow + 1
    let width = self.width
    rowOffsets.removeAll(keepingCapacity: true)
    // Arrays of zeros, not repeated elements: appending a lazy sequence goes element by
    // element through generic code in a debug build.
    rowOffsets += [Int](repeating: 0, count: rowCount + 1)
    var kept = 0
    let counts = storage.rowCells + firstRow
    rowOffsets.withUnsafeMutableBufferPointer { offsets in
      // Each row's end; placing the cells last to first steps it back to the row's start.
      for r in 0..<rowCount {
        kept &+= Int(counts[r])
        offsets[r] = kept
      }
      offsets[rowCount] = kept
    }
    counts.update(repeating: 0, count: rowCount)
    if order.count < kept { order += [UInt64](repeating: 0, count: kept - order.count) }
    rowOffsets.withUnsafeMutableBufferPointer { offsets in
      order.withUnsafeMutableBufferPointer { order in
        var i = cells.count
        while i > 0 {
          i &-= 1
          let r = Int(cells[i].y) &- firstRow
          let x = Int(cells[i].x)
          if r >= 0 && r < rowCount && x < width {
            offsets[r] &-= 1
            order[offsets[r]] = CellRasterizer.sortKey(column: x, cell: i)
          }
        }
      }
    }
  }

  /// Sorts every row's keys, so by the cells' x and then the order they were made.
  private mutating func sortRowsByX(_ firstRow: Int, _ lastRow: Int) {
    let rows = rowOffsets
    order.withUnsafeMutableBufferPointer { order in
      for r in 0...(lastRow - firstRow) {
        CellRasterizer.sortKeys(order, rows[r], rows[r + 1])
      }
    }
  }

  /// The key `order` holds for cell number `cell` in column `column` (≥ −1, see
  /// `renderScanline`): the column + 1 above the number, so that keys sort by column and
  /// then by the order cells were made.
  @inline(__always)
  static func sortKey(column: Int, cell: Int) -> UInt64 {
    UInt64(UInt32(truncatingIfNeeded: column &+ 1)) << 32 | UInt64(UInt32(truncatingIfNeeded: cell))
  }

  /// The column of a sort key's cell.
  @inline(__always)
  static func column(_ key: UInt64) -> Int { Int(truncatingIfNeeded: key >> 32) &- 1 }

  /// The number of a sort key's cell.
  @inline(__always)
  static func cellIndex(_ key: UInt64) -> Int { Int(truncatingIfNeeded: key & 0xFFFF_FFFF) }

  @inline(__always)
  private static func sortKeys(_ keys: UnsafeMutableBufferPointer<UInt64>, _ start: Int, _ end: Int)
  {
    let count = end &- start
    guard count > 1 else { return }
    var inOrder = true
    var k = start &+ 1
    while k < end {
      if keys[k] < keys[k &- 1] {
        inOrder = false
        break
      }
      k &+= 1
    }
    if inOrder { return }
    if count > 32 {
      var row = UnsafeMutableBufferPointer(rebasing: keys[start..<end])
      row.sort()
    } else {
      k = start &+ 1
      while k < end {
        let key = keys[k]
        var j = k
        while j > start && keys[j &- 1] > key {
          keys[j] = keys[j &- 1]
          j &-= 1
        }
        keys[j] = key
        k &+= 1
      }
    }
  }

  /// Accumulates one sorted row, starting from `cover` at the first of `columns`, and
  /// reports its spans up to the last of them.
  @inline(__always)
  static func sweepRow<Sink: CoverageSink>(
    _ cells: UnsafeBufferPointer<Cell>, _ order: UnsafeBufferPointer<UInt64>, _ start: Int,
    _ end: Int, y: Int, cover startCover: Int, columns: Range<Int>, evenOdd: Bool,
    into sink: inout Sink
  ) {
    let twoOne = 2 * one
    let wantsChords = sink.wantsEdgeChords
    var cover = startCover
    var x = columns.lowerBound
    var i = start
    while i < end {
      let cx = CellRasterizer.column(order[i])
      if cx > x && cover != 0 {
        let c = coverage(cover &* twoOne, evenOdd: evenOdd)
        if c != 0 { sink.span(y: y, x: x, count: cx &- x, coverage: c) }
      }
      var area = 0
      var chains: Int32 = 0
      var chain: UInt64 = 0
      while i < end && CellRasterizer.column(order[i]) == cx {
        let cell = cells[CellRasterizer.cellIndex(order[i])]
        cover &+= Int(cell.cover)
        area &+= Int(cell.area)
        if cell.down | cell.up != 0 {
          chains &+= cell.down &+ cell.up
          chain = cell.chain
        }
        i &+= 1
      }
      let value = cover &* twoOne &- area
      let c = coverage(value, evenOdd: evenOdd)
      if c == 255 || (c != 0 && (chains != 1 || !wantsChords)) {
        sink.pixel(y: y, x: cx, coverage: c)
      } else if c != 0 {
        let chord = EdgeChord(chain: chain, value: value, evenOdd: evenOdd)
        sink.edgePixel(y: y, x: cx, coverage: c, chord: chord)
      }
      x = cx &+ 1
    }
    if cover != 0 && x < columns.upperBound {
      let c = coverage(cover &* twoOne, evenOdd: evenOdd)
      if c != 0 { sink.span(y: y, x: x, count: columns.upperBound &- x, coverage: c) }
    }
  }
}

/// The horizontal edges of a sweep (`CellRasterizer.horizontals`) by row, to tell the
/// pixels they split.
struct HorizontalEdges {
  /// The edges, by their height.
  private let edges: [FixedLine]

  init(_ edges: UnsafeBufferPointer<FixedLine>) {
    self.edges = edges.isEmpty ? [] : edges.sorted { $0.y0 < $1.y0 }
  }

  /// Whether an edge inside row `row` crosses the inside of the pixel in column `column`.
  func cross(row: Int, column: Int) -> Bool {
    guard !edges.isEmpty else { return false }
    let shift = CellRasterizer.shift
    // The first edge at or below the row's top.
    var low = 0
    var high = edges.count
    while low < high {
      let middle = (low &+ high) >> 1
      if edges[middle].y0 >> shift < row { low = middle &+ 1 } else { high = middle }
    }
    let left = column << shift
    let right = left &+ CellRasterizer.one
    var i = low
    while i < edges.count && edges[i].y0 >> shift == row {
      let edge = edges[i]
      if Swift.min(edge.x0, edge.x1) < right && Swift.max(edge.x0, edge.x1) > left {
        return true
      }
      i &+= 1
    }
    return false
  }
}
