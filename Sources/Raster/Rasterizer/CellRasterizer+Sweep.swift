extension CellRasterizer {
  /// The 8-bit coverage of an accumulated value under a fill rule, rounded to nearest.
  @inline(__always)
  static func coverage(_ value: Int, evenOdd: Bool) -> UInt32 {
    var c = abs(value)
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
    defer { reset() }
    guard !cells.isEmpty else { return }
    let firstRow = max(minRow, 0)
    let lastRow = min(maxRow, height - 1)
    guard firstRow <= lastRow else { return }
    sortCellsByRow(firstRow, lastRow)
    let evenOdd = rule == .evenOdd
    let width = self.width
    let rows = rowOffsets
    let refining = refinesComplexRows
    var complex: [ComplexSpan] = []
    if refining {
      sorted.withUnsafeMutableBufferPointer { cellBuffer in
        for row in firstRow...lastRow {
          let start = rows[row - firstRow]
          let end = rows[row - firstRow + 1]
          guard start < end else { continue }
          CellRasterizer.sortByX(cellBuffer, start, end)
          CellRasterizer.findComplexSpans(cellBuffer, start, end, row: row, into: &complex)
        }
      }
    }
    // Refine first: a cluster may grow to the right until the winding beside it is
    // uniform again, and the plain sweep must then leave out the grown cluster.
    if !complex.isEmpty { complex = refine(complex, rule: rule, into: &sink) }
    var next = 0
    sorted.withUnsafeMutableBufferPointer { cellBuffer in
      for row in firstRow...lastRow {
        let start = rows[row - firstRow]
        let end = rows[row - firstRow + 1]
        guard start < end else { continue }
        if !refining { CellRasterizer.sortByX(cellBuffer, start, end) }
        let first = next
        while next < complex.count && complex[next].row == row { next += 1 }
        if first == next {
          CellRasterizer.sweepRow(
            cellBuffer, start, end, y: row, width: width, evenOdd: evenOdd, into: &sink)
        } else {
          var outside = ExcludingSink(downstream: sink, excluded: complex[first..<next])
          CellRasterizer.sweepRow(
            cellBuffer, start, end, y: row, width: width, evenOdd: evenOdd, into: &outside)
          sink = outside.downstream
        }
      }
    }
  }

  /// Appends the runs of complex cells of a sorted row (see `isComplexCell`), merging
  /// runs closer than 3 pixels.
  @inline(__always)
  static func findComplexSpans(
    _ cells: UnsafeMutableBufferPointer<Cell>, _ start: Int, _ end: Int, row: Int,
    into spans: inout [ComplexSpan]
  ) {
    let first = spans.count
    var cover = 0
    var i = start
    while i < end {
      let cx = cells[i].x
      var down = 0
      var up = 0
      var net = 0
      while i < end && cells[i].x == cx {
        down &+= Int(cells[i].down)
        up &+= Int(cells[i].up)
        net &+= cells[i].cover
        i &+= 1
      }
      let before = cover
      cover &+= net
      guard isComplexCell(before: before, after: cover, down: down, up: up) else {
        continue
      }
      let x = Int(cx)
      if spans.count > first, let last = spans.last, x - last.x1 <= 3 {
        spans[spans.count - 1].x1 = x
      } else {
        spans.append(ComplexSpan(row: row, x0: x, x1: x))
      }
    }
  }

  /// Whether the winding inside a cell may leave a range on which the fill rule is
  /// linear: an accumulated winding beyond ±1 on either side, edges running one way whose
  /// heights add up to more than the row (so two overlap), or edges running both ways (a
  /// crossing, or a contour turning back). There, applying the rule to the cell's average
  /// winding may be wrong, so the cell is refined.
  @inline(__always)
  static func isComplexCell(before: Int, after: Int, down: Int, up: Int) -> Bool {
    abs(before) > one || abs(after) > one || down > one || up > one || (down > 0 && up > 0)
  }

  /// Counting sort of `cells` by row into `sorted`; `rowOffsets[r − firstRow]` is the first
  /// index of row `r`. Stable, so the result depends only on the order edges were added.
  private mutating func sortCellsByRow(_ firstRow: Int, _ lastRow: Int) {
    let rowCount = lastRow - firstRow + 1
    rowOffsets.removeAll(keepingCapacity: true)
    rowOffsets.append(contentsOf: repeatElement(0, count: rowCount + 1))
    var kept = 0
    for cell in cells {
      let r = Int(cell.y) - firstRow
      if r >= 0 && r < rowCount && Int(cell.x) < width {
        rowOffsets[r + 1] += 1
        kept += 1
      }
    }
    for r in 0..<rowCount { rowOffsets[r + 1] += rowOffsets[r] }
    sorted.removeAll(keepingCapacity: true)
    sorted.append(
      contentsOf: repeatElement(Cell(x: 0, y: 0, cover: 0, area: 0, down: 0, up: 0), count: kept))
    var next = rowOffsets
    for cell in cells {
      let r = Int(cell.y) - firstRow
      if r >= 0 && r < rowCount && Int(cell.x) < width {
        sorted[next[r]] = cell
        next[r] += 1
      }
    }
  }

  /// Sorts `cells[start..<end]` by x: insertion sort for short rows, else the library sort.
  private static func sortByX(_ cells: UnsafeMutableBufferPointer<Cell>, _ start: Int, _ end: Int)
  {
    if end - start > 24 {
      var row = UnsafeMutableBufferPointer(rebasing: cells[start..<end])
      row.sort { $0.x < $1.x }
      return
    }
    var i = start + 1
    while i < end {
      let cell = cells[i]
      var j = i
      while j > start && cells[j - 1].x > cell.x {
        cells[j] = cells[j - 1]
        j -= 1
      }
      cells[j] = cell
      i += 1
    }
  }

  /// Accumulates one sorted row and reports its spans.
  @inline(__always)
  static func sweepRow<Sink: CoverageSink>(
    _ cells: UnsafeMutableBufferPointer<Cell>, _ start: Int, _ end: Int, y: Int, width: Int,
    evenOdd: Bool, into sink: inout Sink
  ) {
    let twoOne = 2 * one
    var cover = 0
    var x = 0
    var i = start
    while i < end {
      let cx = Int(cells[i].x)
      if cx > x && cover != 0 {
        let c = coverage(cover &* twoOne, evenOdd: evenOdd)
        if c != 0 { sink.span(y: y, x: x, count: cx &- x, coverage: c) }
      }
      var area = 0
      while i < end && Int(cells[i].x) == cx {
        cover &+= cells[i].cover
        area &+= cells[i].area
        i &+= 1
      }
      let c = coverage(cover &* twoOne &- area, evenOdd: evenOdd)
      if c != 0 { sink.span(y: y, x: cx, count: 1, coverage: c) }
      x = cx &+ 1
    }
    if cover != 0 && x < width {
      let c = coverage(cover &* twoOne, evenOdd: evenOdd)
      if c != 0 { sink.span(y: y, x: x, count: width &- x, coverage: c) }
    }
  }
}
