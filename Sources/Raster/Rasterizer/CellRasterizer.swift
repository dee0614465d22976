/// An exact-area-coverage scanline rasterizer in the manner of FreeType's "smooth"
/// rasterizer (ftgrays.c, D. Turner and the FreeType project).
///
/// Edges are added in device pixels (pixel `(x, y)` covers `[x, x+1) × [y, y+1)`, so its
/// centre is `(x + 0.5, y + 0.5)`), quantized to 1/`one` pixel. Each edge adds its signed
/// `cover` (height) and `area` to the cells it crosses. `sweep` sorts the cells by row and
/// column and walks each row accumulating cover: a cell's coverage is the accumulated
/// cover minus the part of the cell left of its edges; pixels between cells share the
/// accumulated cover and are reported as one span, so interiors cost one call per run.
///
/// Edges outside the canvas are clipped: parts above or below are dropped, parts left of
/// `x = 0` are moved onto `x = 0` (where they still contribute cover), parts right of the
/// canvas are dropped. Non-finite edges are skipped.
struct CellRasterizer: ~Copyable {
  /// Sub-pixel bits: positions are multiples of 1/1024 pixel.
  static let shift = 10
  static let one = 1 << shift
  static let fraction = one - 1
  /// The accumulated value of a fully covered pixel: cover `one` × `2·one`.
  static let full = one * one * 2
  static let fullShift = shift * 2 + 1

  let width: Int
  let height: Int
  /// Where cells and edges are kept; their first `cellCount` and `lineCount` are valid. The
  /// addresses and capacities are copies of the buffers' own, read without reference
  /// counting in the hot loops (the rasterizer is not copyable, so nothing else writes
  /// there).
  private var buffers = RasterizerBuffers()
  private var cellBase: UnsafeMutablePointer<Cell>
  private var cellCapacity = 0
  private(set) var cellCount = 0
  /// The cells' strip covers and shapes (`cellShapes`), kept while `keepsStrips`;
  /// `stripCapacity` of each fit.
  private var stripBase: UnsafeMutablePointer<SIMD8<Int16>>
  private var shapeBase: UnsafeMutablePointer<CellShape>
  private var stripCapacity = 0
  private var lineBase: UnsafeMutablePointer<FixedLine>
  private var lineCapacity = 0
  private(set) var lineCount = 0
  /// The horizontal edges inside rows (`noteHorizontal`), `horizontalCount` of them.
  private var horizontalBase: UnsafeMutablePointer<FixedLine>
  private var horizontalCapacity = 0
  private(set) var horizontalCount = 0
  /// Per pixel row, 1 where the winding may not be linear over some pixel: set as edges
  /// are added where a chain of edges begins or ends strictly inside the row (a vertex
  /// where the edges turn back in y, or a break between edges), and by the sweep where a
  /// pixel holds two chains or more. Rows `minRow...maxRow` are cleared by `reset`.
  private(set) var rowFlags: UnsafeMutablePointer<UInt8>
  /// Per pixel row, the cells made there inside the canvas (left of its right side), which
  /// the sweep's row sort starts from. Rows `minRow...maxRow` are cleared by `reset`.
  private(set) var rowCells: UnsafeMutablePointer<Int32>
  /// Per pixel row, the cover of the pieces left of `columns`, which passes without strips
  /// add up here instead of making cells: they only move the winding of the columns on
  /// their right, where the sweep starts from it. Rows `minRow...maxRow` are cleared by
  /// `reset`.
  private(set) var rowCovers: UnsafeMutablePointer<Int>
  /// Whether a piece added to `rowCovers` since the last sweep.
  private(set) var hasRowCovers = false
  /// Where the last edge added ended and whether it ran down (`x` is `Int.min` before
  /// any), to tell a chain going on from one turning back.
  private var lastEnd = (x: Int.min, y: 0, down: false)
  /// Whether pieces add to the cells' strip covers. Until the next sweep, set for a first
  /// polygon set of many polygons (`addPolygons`); otherwise the sweep has them computed,
  /// by a second rasterizer, for the flagged rows alone.
  var keepsStrips = false
  /// When set, only the rows flagged here are rendered (the strip pass, `renderStrips`;
  /// passes that keep no strips do not look at it).
  private var rowFilter: UnsafePointer<UInt8>?
  /// The cells' sort keys (`sortKey`: column and number), by row and then by x (see
  /// `sweep`).
  var order: [UInt64] = []
  var rowOffsets: [Int] = []
  /// The current cell. Its sums are kept apart in memory, each next to a field not
  /// stored with it, so that a cell is stored from them field by field: loading two
  /// neighbours as one vector, as the compiler otherwise does, waits for both of their
  /// last stores to reach the cache (they cannot be forwarded to a wider load).
  private var curX = Int.min
  private var curY = 0
  private var curCover = 0
  private var curArea = 0
  private var curPieces = 0
  private var curDown = 0
  private var curStrips = SIMD8<Int16>()
  private var curUp = 0
  /// Where the last piece counted in the current cell ended, and whether it ran down: a
  /// piece going on from there the same way continues a chain monotone in y, which never
  /// holds two pieces at one height, so it is not counted again.
  private var curChainEnd = -1
  private var curChainDown = false
  /// While strips are kept, what `cellShapes` is decided from: where the last piece
  /// counted in the current cell ended and which way it ran, the polylines of pieces
  /// (a piece not starting where the last ended begins another), whether they turned
  /// left (bit 0), right (bit 1) and back in y, and whether pieces lie on its right side.
  private var shapeOnRightSide = false
  private var shapeEnd = (x: Int.min, y: 0)
  private var shapeDirection = (dx: 0, dy: 0)
  private var shapeChains = 0
  private var shapeTurns: UInt8 = 0
  private var shapeReversals = 0
  /// Where the current cell's last chain entered and where it has left so far (see
  /// `chainEnds`).
  private var curChainFrom = 0
  private var curChainTo = 0
  /// Every edge added, in fixed point, for re-rendering complex rows.
  var lines: UnsafeBufferPointer<FixedLine> {
    UnsafeBufferPointer(start: lineBase, count: lineCount)
  }
  /// The horizontal edges strictly inside rows, kept for `cellShapes` when refining: they
  /// make no pieces, but split the pixels they cross.
  var horizontals: UnsafeBufferPointer<FixedLine> {
    UnsafeBufferPointer(start: horizontalBase, count: horizontalCount)
  }
  /// The cells made since the last sweep, in the order they were made.
  var cells: UnsafeBufferPointer<Cell> { UnsafeBufferPointer(start: cellBase, count: cellCount) }
  /// Their strip covers, cell by cell, when kept (`keepsStrips`); undefined otherwise.
  var strips: UnsafePointer<SIMD8<Int16>> { UnsafePointer(stripBase) }
  /// What else is known of each cell's pieces, when strips are kept: whether some lie on
  /// the pixel's right side, and whether those inside make one simple chain: one polyline
  /// of pieces, each going on from where the one before ended, that runs one way in y or
  /// turns back once while turning one way only, so that it does not cross itself. With
  /// no other edge inside the pixel (no other cell there, and no horizontal edge, which
  /// makes no pieces), that splits the pixel in two where the winding differs by one, over
  /// which every fill rule is linear.
  var cellShapes: UnsafePointer<CellShape> { UnsafePointer(shapeBase) }
  /// Whether the sweep re-renders rows whose winding is not simple (see `sweep`).
  var refinesComplexRows = true
  /// The shortcuts this rasterizer takes (see `_RasterShortcuts`); the per-edge ones are
  /// copied to flags of their own when set.
  var shortcuts = _RasterShortcuts.all {
    didSet {
      skipsColumnChecks = shortcuts.contains(.skipsColumnChecks)
      refinesEveryRow = !shortcuts.contains(.searchesComplexCells)
    }
  }
  /// `_RasterShortcuts.skipsColumnChecks`, read for every edge.
  private(set) var skipsColumnChecks = true
  /// Refines every touched row over its whole width, not only its complex cells: slow, the
  /// reference that tests hold the complex-cell search to (`searchesComplexCells` off).
  private(set) var refinesEveryRow = false
  /// Set while the edges since the last sweep are one convex polygon's or ring's, or the
  /// boundary `FillBoundary` resolved polygons to (see `addPolygons`): its winding is 0 or
  /// ±1 everywhere, where every fill rule is linear, so cells keep no strip covers and
  /// the sweep refines nothing.
  private(set) var windingIsSimple = false
  /// Whether the sweep reports its rows in order: it refines none (which it reports
  /// first).
  var sweepsInOrder: Bool { !refinesComplexRows || windingIsSimple }
  /// Set once that polygon is added: any edge after it clears `windingIsSimple` and sets
  /// `refinesAllRowsOnce`.
  private var simplePolygonsAdded = false
  /// Set when edges were added after such a polygon's: the sweep then refines every
  /// touched row, which needs no strip covers.
  private(set) var refinesAllRowsOnce = false
  private(set) var minRow = Int.max
  private(set) var maxRow = Int.min
  /// Whether an edge was added since the last sweep (every edge widens the rows).
  private var hasEdges: Bool { minRow <= maxRow }

  /// The rows the next sweep may report coverage in: those the edges added reach, inside
  /// `rows` and the canvas.
  var rowsReached: Range<Int> {
    let first = Swift.max(minRow, rows.lowerBound, 0)
    let last = Swift.min(maxRow, rows.upperBound &- 1, height &- 1)
    return first <= last ? first..<(last &+ 1) : 0..<0
  }

  /// The rows whose coverage is wanted (those a clip leaves open); edges are not rendered
  /// in the others, which the sweep then reports nothing for. Every row unless set; set it
  /// before adding edges.
  var rows: Range<Int>
  /// The columns whose coverage is wanted (those a clip leaves open, `0..<width` unless
  /// set; set it before adding edges). Passes without strips make no cells outside them:
  /// pieces right of them change nothing there, pieces left of them only the winding
  /// (`rowCovers`). Coverage is reported for these columns; outside them it may be
  /// missing or wrong.
  var columns: Range<Int> {
    didSet { keepsToColumns = columns != 0..<Swift.max(width, 0) }
  }
  /// Whether `columns` leaves some of the canvas's out.
  private(set) var keepsToColumns = false

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    rows = 0..<max(height, 0)
    columns = 0..<max(width, 0)
    cellBase = buffers.cells.base
    stripBase = buffers.strips.base
    shapeBase = buffers.cellShapes.base
    lineBase = buffers.lines.base
    horizontalBase = buffers.horizontals.base
    buffers.prepareRows(max(height, 0))
    rowFlags = buffers.rowFlags.base
    rowCells = buffers.rowCells.base
    rowCovers = buffers.rowCovers.base
  }

  /// A rasterizer whose storage comes from the process's pools (see `StoragePool`).
  static func pooled(width: Int, height: Int) -> CellRasterizer {
    var rasterizer = CellRasterizer(width: width, height: height)
    rasterizer.use(StoragePools.rasterizerBuffers.take())
    rasterizer.order = StoragePools.sortKeys.take()
    rasterizer.order.removeAll(keepingCapacity: true)
    return rasterizer
  }

  /// Gives the storage back to the pools; the rasterizer is empty afterwards.
  mutating func returnStorage() {
    clearRows()
    StoragePools.rasterizerBuffers.give(buffers)
    StoragePools.sortKeys.give(order)
    use(RasterizerBuffers())
    order = []
  }

  /// Keeps cells and edges in `storage` from now on (forgetting any made).
  private mutating func use(_ storage: RasterizerBuffers) {
    buffers = storage
    storage.prepareRows(max(height, 0))
    rowFlags = storage.rowFlags.base
    rowCells = storage.rowCells.base
    rowCovers = storage.rowCovers.base
    cellBase = storage.cells.base
    cellCapacity = storage.cells.capacity
    stripBase = storage.strips.base
    shapeBase = storage.cellShapes.base
    stripCapacity = Swift.min(storage.strips.capacity, storage.cellShapes.capacity)
    lineBase = storage.lines.base
    lineCapacity = storage.lines.capacity
    horizontalBase = storage.horizontals.base
    horizontalCapacity = storage.horizontals.capacity
    cellCount = 0
    lineCount = 0
    horizontalCount = 0
  }

  /// Makes room for more cells, keeping those made.
  @inline(never)
  private mutating func growCells() {
    buffers.cells.reserve(Swift.max(cellCapacity &* 2, 256), keeping: cellCount)
    cellBase = buffers.cells.base
    cellCapacity = buffers.cells.capacity
  }

  /// Makes room for the strip covers of as many cells as `cells` holds, keeping those
  /// made.
  @inline(never)
  private mutating func growStrips() {
    let count = Swift.max(cellCapacity, 256)
    buffers.strips.reserve(count, keeping: cellCount)
    buffers.cellShapes.reserve(count, keeping: cellCount)
    stripBase = buffers.strips.base
    shapeBase = buffers.cellShapes.base
    stripCapacity = Swift.min(buffers.strips.capacity, buffers.cellShapes.capacity)
  }

  /// Makes room for more horizontal edges, keeping those noted.
  @inline(never)
  private mutating func growHorizontals() {
    buffers.horizontals.reserve(Swift.max(horizontalCapacity &* 2, 16), keeping: horizontalCount)
    horizontalBase = buffers.horizontals.base
    horizontalCapacity = buffers.horizontals.capacity
  }

  /// Makes room for more edges, keeping those added.
  @inline(never)
  private mutating func growLines() {
    buffers.lines.reserve(Swift.max(lineCapacity &* 2, 64), keeping: lineCount)
    lineBase = buffers.lines.base
    lineCapacity = buffers.lines.capacity
  }

  /// Clears the row flags and cell counts of rows `minRow...maxRow`, the only ones set.
  private func clearRows() {
    let low = Swift.max(minRow, 0)
    let high = Swift.min(maxRow, height &- 1)
    guard low <= high else { return }
    (rowFlags + low).update(repeating: 0, count: high &- low &+ 1)
    (rowCells + low).update(repeating: 0, count: high &- low &+ 1)
    (rowCovers + low).update(repeating: 0, count: high &- low &+ 1)
  }

  /// Forgets every edge, keeping the storage.
  mutating func reset() {
    clearRows()
    lastEnd.x = Int.min
    keepsStrips = false
    cellCount = 0
    lineCount = 0
    horizontalCount = 0
    hasRowCovers = false
    curX = Int.min
    curDown = 0
    curUp = 0
    curStrips = SIMD8()
    curPieces = 0
    curChainEnd = -1
    shapeOnRightSide = false
    shapeEnd.x = Int.min
    shapeChains = 0
    shapeTurns = 0
    shapeReversals = 0
    curCover = 0
    curArea = 0
    minRow = Int.max
    maxRow = Int.min
    windingIsSimple = false
    simplePolygonsAdded = false
    refinesAllRowsOnce = false
  }

  /// Adds every subpath of `flat` (device pixels) as a closed polygon, to be swept with
  /// `rule`.
  ///
  /// Polygons with a simple winding (`FlattenedPath.hasSimpleWinding`: one convex polygon
  /// or a ring of two), added first since the last sweep, need no refinement; nor do a
  /// few polygons crossing each other in general position, which are replaced by the
  /// boundary of what `rule` fills (`FillBoundary`). Anything added after such polygons
  /// makes the sweep refine every touched row instead. A polygon with a simple winding
  /// that is its own mirror image across a row or column boundary is rendered half and
  /// mirrored (`addPolygonMirroring`).
  mutating func addPolygons(_ flat: FlattenedPath, rule: FillRule) {
    let first = !hasEdges && !simplePolygonsAdded && refinesComplexRows
    let simple = first && shortcuts.contains(.classifiesWinding) && flat.hasSimpleWinding
    if simple { windingIsSimple = true }
    if first && !simple && shortcuts.contains(.resolvesCrossings) && !refinesEveryRow {
      // Set before adding, so that the pieces, which do not follow each other, flag no
      // chain ends.
      windingIsSimple = true
      let resolved = FillBoundary.resolve(flat, rule: rule) { a, b in addSegment(a, b) }
      if resolved {
        simplePolygonsAdded = true
        return
      }
      windingIsSimple = false
    }
    // Many polygons (text, dashes) begin and end chains in most rows, where strips made
    // as the edges are rendered cost less than making them again for those rows.
    if !simple && !hasEdges && refinesComplexRows
      && shortcuts.contains(.keepsStrips) && flat.subpaths.count > 2
    {
      keepsStrips = true
    }
    let mirrors =
      simple && !shortcuts.isDisjoint(with: [.mirrorsAcrossRows, .mirrorsAcrossColumns])
    let clipsEveryEdge = !shortcuts.contains(.skipsClippingInsideCanvas)
    flat.points.withUnsafeBufferPointer { points in
      for sub in flat.subpaths where sub.count > 1 {
        let polygon = UnsafeBufferPointer(rebasing: points[sub.start..<(sub.start + sub.count)])
        if mirrors && addPolygonMirroring(polygon) { continue }
        if clipsEveryEdge { addPolygonClippingEveryEdge(polygon) } else { addPolygon(polygon) }
      }
    }
    if simple { simplePolygonsAdded = true }
  }

  /// Adds the edge from `a` to `b` (device pixels), as `addPolygon` adds each of its
  /// edges: rounded to fixed point at once when both ends lie inside the canvas.
  private mutating func addSegment(_ a: Point, _ b: Point) {
    let w = Double(width)
    let h = Double(height)
    guard
      a.x >= 0 && a.x <= w && a.y >= 0 && a.y <= h && b.x >= 0 && b.x <= w && b.y >= 0
        && b.y <= h
    else { return addLine(a, b) }
    let p = FixedPoint(rounding: a)
    let q = FixedPoint(rounding: b)
    if p.y != q.y { addFixedLine(p.x, p.y, q.x, q.y) }
  }

  /// Adds the closed polygon through `points` (a line joins the last point to the first).
  /// Out of line: inlined into `addPolygons`, its loop runs more instructions (text 0.6%).
  @inline(never)
  mutating func addPolygon(_ points: UnsafeBufferPointer<Point>) {
    guard points.count > 1 else { return }
    // An edge with both ends inside the canvas has nothing to clip: each such point is
    // rounded to fixed point once, as `addClipped` rounds it, and edges that round to no
    // height are skipped as there. Only the others go through `addLine`.
    let w = Double(width)
    let h = Double(height)
    let outside = FixedPoint(x: 0, y: 0)
    var previous = points[points.count - 1]
    // False for NaN as well.
    var inside = previous.x >= 0 && previous.x <= w && previous.y >= 0 && previous.y <= h
    var a = inside ? FixedPoint(rounding: previous) : outside
    for p in points {
      let pInside = p.x >= 0 && p.x <= w && p.y >= 0 && p.y <= h
      let b = pInside ? FixedPoint(rounding: p) : outside
      if inside && pInside {
        addFixedEdge(a, b)
      } else {
        addLine(previous, p)
      }
      previous = p
      inside = pInside
      a = b
    }
  }

  /// Adds the closed polygon through `points` as `addPolygon` does, each edge clipped to
  /// the canvas (`addLine`), inside it or not: the general path that
  /// `_RasterShortcuts.skipsClippingInsideCanvas` skips.
  mutating func addPolygonClippingEveryEdge(_ points: UnsafeBufferPointer<Point>) {
    guard var previous = points.last, points.count > 1 else { return }
    for p in points {
      addLine(previous, p)
      previous = p
    }
  }

  /// Adds one directed edge in device pixels, clipped to the canvas as described above.
  mutating func addLine(_ a: Point, _ b: Point) {
    guard a.isFinite, b.isFinite else { return }
    let h = Double(height)
    if a.y == b.y {
      if a.y > 0 && a.y < h { addClipped(a, b) }
      return
    }
    if (a.y <= 0 && b.y <= 0) || (a.y >= h && b.y >= h) { return }
    var p0 = a
    var p1 = b
    if p0.y < 0 || p0.y > h { p0 = Point(x: xAt(p0.y < 0 ? 0 : h, a, b), y: p0.y < 0 ? 0 : h) }
    if p1.y < 0 || p1.y > h { p1 = Point(x: xAt(p1.y < 0 ? 0 : h, a, b), y: p1.y < 0 ? 0 : h) }
    let w = Double(width)
    if p0.x >= w && p1.x >= w { return }
    if p0.x <= 0 && p1.x <= 0 {
      return addClipped(Point(x: 0, y: p0.y), Point(x: 0, y: p1.y))
    }
    if p0.x >= 0 && p0.x <= w && p1.x >= 0 && p1.x <= w { return addClipped(p0, p1) }
    // Split at x = 0 and x = w (at most two crossings), in order along the edge.
    var cut0 = 2.0
    var cut1 = 2.0
    let dx = p1.x - p0.x
    if (p0.x < 0) != (p1.x < 0) { cut0 = (0 - p0.x) / dx }
    if (p0.x > w) != (p1.x > w) { cut1 = (w - p0.x) / dx }
    if cut1 < cut0 { swap(&cut0, &cut1) }
    var from = p0
    var k = 0
    while k < 3 {
      let t = k == 0 ? cut0 : (k == 1 ? cut1 : 1.0)
      k += 1
      guard t <= 1 else { continue }
      let to = t == 1 ? p1 : Point(x: p0.x + dx * t, y: p0.y + (p1.y - p0.y) * t)
      let mid = (from.x + to.x) * 0.5
      if mid < 0 {
        addClipped(Point(x: 0, y: from.y), Point(x: 0, y: to.y))
      } else if mid <= w {
        addClipped(from, to)
      }
      from = to
    }
  }

  private func xAt(_ y: Double, _ a: Point, _ b: Point) -> Double {
    a.x + (b.x - a.x) * ((y - a.y) / (b.y - a.y))
  }

  /// Adds an edge already inside `[0, w] × [0, h]`.
  private mutating func addClipped(_ a: Point, _ b: Point) {
    let w = Double(width)
    let h = Double(height)
    // Clamped into the canvas, not negative, as `FixedPoint(rounding:)` needs.
    let p = FixedPoint(rounding: Point(x: min(max(a.x, 0), w), y: min(max(a.y, 0), h)))
    let q = FixedPoint(rounding: Point(x: min(max(b.x, 0), w), y: min(max(b.y, 0), h)))
    addFixedEdge(p, q)
  }

  /// Adds the edge from `a` to `b` (fixed point, inside the canvas): a line when it has
  /// height, else a horizontal edge (see `noteHorizontal`).
  @inline(__always)
  mutating func addFixedEdge(_ a: FixedPoint, _ b: FixedPoint) {
    if a.y != b.y {
      addFixedLine(a.x, a.y, b.x, b.y)
    } else {
      noteHorizontal(a.x, b.x, a.y)
    }
  }

  /// Keeps an edge that rounds to height `y` from `x0` to `x1` (fixed point, inside the
  /// canvas) when it lies strictly inside a row and the sweep may refine: it adds nothing
  /// to the cells, but splits the pixels it crosses (see `horizontals`).
  private mutating func noteHorizontal(_ x0: Int, _ x1: Int, _ y: Int) {
    guard refinesComplexRows, !windingIsSimple, x0 != x1, y & CellRasterizer.fraction != 0
    else { return }
    if horizontalCount == horizontalCapacity { growHorizontals() }
    horizontalBase[horizontalCount] = FixedLine(x0: x0, y0: y, x1: x1, y1: y)
    horizontalCount &+= 1
  }

  /// Adds an edge in fixed point, already inside the canvas.
  mutating func addFixedLine(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
    guard y0 != y1 else { return }
    if simplePolygonsAdded {
      simplePolygonsAdded = false
      windingIsSimple = false
      refinesAllRowsOnce = true
    }
    minRow = min(minRow, min(y0, y1) >> CellRasterizer.shift)
    maxRow = max(maxRow, max(y0, y1) >> CellRasterizer.shift)
    if refinesComplexRows {
      if lineCount == lineCapacity { growLines() }
      lineBase[lineCount] = FixedLine(x0: x0, y0: y0, x1: x1, y1: y1)
      lineCount &+= 1
      // Only a sweep that looks for complex rows itself needs them flagged.
      if !windingIsSimple && !keepsStrips { noteChainEnds(x0, y0, x1, y1) }
    }
    if keepsStrips {
      renderLine(StripPieces.self, x0, y0, x1, y1)
    } else if skipsColumnChecks
      && (!keepsToColumns
        || (Swift.min(x0, x1) > columns.lowerBound << CellRasterizer.shift
          && Swift.max(x0, x1) < columns.upperBound << CellRasterizer.shift))
    {
      // Strictly inside the columns an edge's pieces are too (one on the first column's
      // left side belongs to the column before).
      renderLine(PlainPieces.self, x0, y0, x1, y1)
    } else {
      renderLine(ColumnPieces.self, x0, y0, x1, y1)
    }
  }

  /// Room for `count` vertices in fixed point, which hold nothing set before (the storage
  /// is only `addPolygonMirroring`'s, for one polygon at a time).
  mutating func vertexScratch(_ count: Int) -> UnsafeMutablePointer<FixedPoint> {
    buffers.vertices.reserve(count)
    return buffers.vertices.base
  }

  /// Appends the mirror images of the cells made since `cellStart` (flushed) and of the
  /// edges kept since `lineStart` across the row boundary at height `doubledAxis / 2`
  /// (fixed point, `doubledAxis` a multiple of `2·one`), each edge reversed so that the
  /// outline keeps its orientation (see `addMirrorImage`).
  ///
  /// A reversed mirror image of a piece spans the same height the same way up or down, at
  /// the same x: its cell keeps its column, cover, area and chain counts and moves to the
  /// mirrored row, and its chain enters where the mirror of the original left, and leaves
  /// where the mirror of the original entered.
  mutating func appendRowMirrorImages(
    cellsSince cellStart: Int, linesSince lineStart: Int, doubledAxis: Int
  ) {
    let rowSum = Int32(truncatingIfNeeded: (doubledAxis >> CellRasterizer.shift) &- 1)
    // The chain's ends swap halves, and each height h becomes one − h (no field borrows).
    let heights: UInt64 = 0xFFFF_0000_FFFF_0000
    let ones = UInt64(CellRasterizer.one) << 16 | UInt64(CellRasterizer.one) << 48
    appendCellImages(since: cellStart) { cell in
      cell.y = rowSum &- cell.y
      let swapped = cell.chain << 32 | cell.chain >> 32
      cell.chain = (swapped & ~heights) | (ones &- (swapped & heights))
    }
    let lowest = appendLineImages(since: lineStart) { line in
      FixedLine(x0: line.x1, y0: doubledAxis &- line.y1, x1: line.x0, y1: doubledAxis &- line.y0)
    }
    if let lowest { maxRow = max(maxRow, (doubledAxis &- lowest) >> CellRasterizer.shift) }
  }

  /// Appends the mirror images of the cells made since `cellStart` (flushed) and of the
  /// edges kept since `lineStart` across the column boundary at `doubledAxis / 2` (fixed
  /// point, `doubledAxis` a multiple of `2·one`), each edge reversed so that the outline
  /// keeps its orientation (see `addMirrorImage`).
  ///
  /// A reversed mirror image of a piece spans the same height the other way, its x
  /// mirrored within the pixel: its cell moves to the mirrored column, its cover changes
  /// sign, its area becomes `area − 2·one·cover` (that of the piece at `one − x`, reversed),
  /// chains running down run up and the other way, and its chain enters where the mirror
  /// of the original left, and leaves where the mirror of the original entered. A piece
  /// on a pixel boundary, which `renderScanline` keeps on the right side of the cell on its
  /// left (outside every chain), lands on the left side of the mirrored cell: the coverage
  /// of every pixel is the same.
  mutating func appendColumnMirrorImages(
    cellsSince cellStart: Int, linesSince lineStart: Int, doubledAxis: Int
  ) {
    let columnSum = Int32(truncatingIfNeeded: (doubledAxis >> CellRasterizer.shift) &- 1)
    let twoOne = Int32(2 &* CellRasterizer.one)
    // The chain's ends swap halves, and each x becomes one − x (no field borrows).
    let xs: UInt64 = 0x0000_FFFF_0000_FFFF
    let ones = UInt64(CellRasterizer.one) | UInt64(CellRasterizer.one) << 32
    appendCellImages(since: cellStart) { cell in
      cell.x = columnSum &- cell.x
      cell.area = cell.area &- twoOne &* cell.cover
      cell.cover = 0 &- cell.cover
      swap(&cell.down, &cell.up)
      let swapped = cell.chain << 32 | cell.chain >> 32
      cell.chain = (swapped & ~xs) | (ones &- (swapped & xs))
    }
    _ = appendLineImages(since: lineStart) { line in
      FixedLine(x0: doubledAxis &- line.x1, y0: line.y1, x1: doubledAxis &- line.x0, y1: line.y0)
    }
  }

  /// Appends `image` of each cell made since `start`, counting them in their rows.
  @inline(__always)
  private mutating func appendCellImages(since start: Int, _ image: (inout Cell) -> Void) {
    let count = cellCount &- start
    while cellCount &+ count > cellCapacity { growCells() }
    let source = cellBase + start
    let target = cellBase + cellCount
    let rowCells = self.rowCells
    let width = self.width
    for i in 0..<count {
      var cell = source[i]
      image(&cell)
      target[i] = cell
      if Int(cell.x) < width { rowCells[Int(cell.y)] &+= 1 }
    }
    cellCount &+= count
  }

  /// Appends `image` of each edge kept since `start`; returns the least height of those
  /// edges (`nil` for none).
  @inline(__always)
  private mutating func appendLineImages(since start: Int, _ image: (FixedLine) -> FixedLine)
    -> Int?
  {
    let count = lineCount &- start
    guard count > 0 else { return nil }
    while lineCount &+ count > lineCapacity { growLines() }
    var lowest = Int.max
    for j in start..<(start &+ count) {
      let line = lineBase[j]
      lineBase[j &+ count] = image(line)
      lowest = min(lowest, line.y0, line.y1)
    }
    lineCount &+= count
    return lowest
  }

  /// Flags the rows where the chain of this edge begins or the one before ends: where an
  /// edge does not go on from the last one's end the same way in y.
  @inline(__always)
  private mutating func noteChainEnds(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
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
  private func flagRow(containing y: Int) {
    guard y & CellRasterizer.fraction != 0 else { return }
    let row = y >> CellRasterizer.shift
    if row >= 0 && row < height { rowFlags[row] = 1 }
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

  @inline(__always)
  private mutating func setCell<D: PieceDetail>(_ detail: D.Type, _ ex: Int, _ ey: Int) {
    if ex != curX || ey != curY {
      flushCell(detail)
      curX = ex
      curY = ey
    }
  }

  /// Stores the current cell, if anything was added to it, and starts an empty one.
  mutating func flushCell() {
    if keepsStrips { flushCell(StripPieces.self) } else { flushCell(PlainPieces.self) }
  }

  @inline(__always)
  private mutating func flushCell<D: PieceDetail>(_: D.Type) {
    // Strip covers can be non-zero alone: edges on the cell's right side that cancel in
    // cover at different heights.
    if curCover != 0 || curArea != 0 || curDown != 0 || curUp != 0
      || (D.keepsStrips && curStrips != SIMD8())
    {
      if cellCount == cellCapacity { growCells() }
      cellBase[cellCount] = Cell(
        x: Int32(truncatingIfNeeded: curX), y: Int32(truncatingIfNeeded: curY),
        cover: Int32(truncatingIfNeeded: curCover), area: Int32(truncatingIfNeeded: curArea),
        down: Int32(truncatingIfNeeded: curDown), up: Int32(truncatingIfNeeded: curUp),
        chain: UInt64(truncatingIfNeeded: curChainFrom | curChainTo << 32))
      if D.keepsStrips {
        if cellCount >= stripCapacity { growStrips() }
        stripBase[cellCount] = curStrips
        // By raw bits: `OptionSet`'s own operations are generic code in a debug build.
        var shape = shapeOnRightSide ? CellShape.rightSidePieces.rawValue : 0
        if shapeChains <= 1 && (shapeReversals == 0 || (shapeReversals == 1 && shapeTurns != 3)) {
          shape |= CellShape.simpleChain.rawValue
        }
        shapeBase[cellCount] = CellShape(rawValue: shape)
      }
      cellCount &+= 1
      if curX < width { rowCells[curY] &+= 1 }
    }
    curCover = 0
    curArea = 0
    curDown = 0
    curUp = 0
    curPieces = 0
    curChainEnd = -1
    // Without strips kept the strip covers stay zero (`reset` clears them between passes).
    if D.keepsStrips {
      curStrips = SIMD8()
      shapeOnRightSide = false
      shapeEnd.x = Int.min
      shapeChains = 0
      shapeTurns = 0
      shapeReversals = 0
    }
  }

  /// The height of sub-row `0...y` inside each strip of the row (each 0...`one / 8`).
  /// A piece from height `a` to `b` covers `stripProfile(b) − stripProfile(a)` of each.
  @inline(__always)
  static func stripProfile(_ y: Int) -> SIMD8<Int16> {
    let v = SIMD8<Int16>(repeating: Int16(truncatingIfNeeded: y)) &- stripStarts
    return StripLanes.clamp(v, to: Int16(one / refinement))
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
  private mutating func addStrips<D: PieceDetail>(_ detail: D.Type, _ covers: SIMD8<Int16>) {
    if D.keepsStrips { curStrips &+= covers }
    curPieces &+= 1
    if curPieces >= CellRasterizer.maximumPieces {
      let (x, y) = (curX, curY)
      flushCell(detail)
      curX = x
      curY = y
    }
  }

  /// Counts a piece from `(xa, ya)` to `(xb, yb)` (x in the canvas, y in the row) in the
  /// current cell by its direction, unless it continues the chain of the piece before,
  /// and notes where the chain entered and has left the cell.
  @inline(__always)
  private mutating func countPiece<D: PieceDetail>(
    _: D.Type, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int
  ) {
    guard ya != yb else { return }
    let down = yb > ya
    let left = curX &<< CellRasterizer.shift
    if ya != curChainEnd || down != curChainDown {
      if down { curDown &+= 1 } else { curUp &+= 1 }
      curChainFrom = CellRasterizer.chainPoint(xa &- left, ya)
    }
    curChainTo = CellRasterizer.chainPoint(xb &- left, yb)
    curChainEnd = yb
    curChainDown = down
    if D.keepsStrips { noteShape(xa, ya, xb, yb) }
  }

  /// Notes a piece for `cellShapes`: whether it goes on from the last one, and how it
  /// turns from it.
  @inline(__always)
  private mutating func noteShape(_ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int) {
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

  /// A point of a chain inside its cell (both coordinates 0...`one`), packed in 32 bits.
  @inline(__always)
  static func chainPoint(_ x: Int, _ y: Int) -> Int {
    (x & 0xFFFF) | (y & 0xFFFF) << 16
  }

  /// Where the chain of a cell holding one chain enters and leaves the pixel, relative to
  /// the pixel's top left corner in 1/`one` pixel.
  @inline(__always)
  static func chainEnds(_ chain: UInt64) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
    (
      Int(chain & 0xFFFF), Int(chain >> 16 & 0xFFFF), Int(chain >> 32 & 0xFFFF),
      Int(chain >> 48 & 0xFFFF)
    )
  }

  /// Floor division and non-negative remainder, for a positive divisor.
  @inline(__always)
  static func divMod(_ p: Int, _ q: Int) -> (Int, Int) {
    var d = p / q
    var r = p % q
    if r < 0 {
      d -= 1
      r += q
    }
    return (d, r)
  }

  /// Renders an edge in fixed point, one scanline at a time (ftgrays.c `gray_render_line`).
  ///
  /// Fixed-point values stay far inside 64 bits (a canvas side is at most 2¹⁵ pixels,
  /// 2²⁵ units), so the arithmetic wraps rather than checks.
  private mutating func renderLine<D: PieceDetail>(
    _ detail: D.Type, _ x1: Int, _ y1: Int, _ x2: Int, _ y2: Int
  ) {
    let shift = CellRasterizer.shift
    let one = CellRasterizer.one
    let ey2 = y2 >> shift
    let fy2 = y2 & CellRasterizer.fraction
    var ey = y1 >> shift
    var fromX = x1
    var fromY = y1 & CellRasterizer.fraction
    var toX = x2
    var toY = fy2
    var first = one
    var incr = 1
    var dy = y2 &- y1
    var mod = 0
    var lift = 0
    var rem = 0
    if ey != ey2 {
      let dx = x2 &- x1
      var p = (one &- fromY) &* dx
      if dy < 0 {
        p = fromY &* dx
        first = 0
        incr = -1
        dy = 0 &- dy
      }
      let delta: Int
      (delta, mod) = CellRasterizer.divMod(p, dy)
      toX = x1 &+ delta
      toY = first
      if ey &+ incr != ey2 {
        (lift, rem) = CellRasterizer.divMod(one &* dx, dy)
        mod &-= dy
      }
    }
    // Each row once, from where the edge enters it to where it leaves.
    let firstRow = ey
    while true {
      renderScanlineInRows(
        detail, ey, fromX, fromY, toX, toY, firstRow: ey == firstRow, lastRow: ey == ey2)
      if ey == ey2 { break }
      ey &+= incr
      fromX = toX
      fromY = one &- first
      if ey == ey2 {
        toX = x2
        toY = fy2
      } else {
        var delta = lift
        mod &+= rem
        if mod >= 0 {
          mod &-= dy
          delta &+= 1
        }
        toX = fromX &+ delta
        toY = first
      }
    }
  }

  /// `renderScanline` for a row in `rows` (and, keeping strips, flagged by `rowFilter`
  /// if set); nothing for the others (the line's steps from row to row are the same
  /// either way, so rendered rows do not depend on which are left out).
  @inline(__always)
  private mutating func renderScanlineInRows<D: PieceDetail>(
    _ detail: D.Type, _ ey: Int, _ x1: Int, _ y1: Int, _ x2: Int, _ y2: Int, firstRow: Bool,
    lastRow: Bool
  ) {
    if ey >= rows.lowerBound && ey < rows.upperBound
      && (!D.keepsStrips || (rowFilter.map { $0[ey] != 0 } ?? true))
    {
      if D.keepsStrips {
        renderStripScanline(ey, x1, y1, x2, y2)
      } else {
        renderScanline(detail, ey, x1, y1, x2, y2, firstRow: firstRow, lastRow: lastRow)
      }
    }
  }

  /// `renderScanline` keeping strips, out of line: every piece of it goes through the
  /// current cell, which makes a large body that is best kept apart from the edge's steps.
  @inline(never)
  private mutating func renderStripScanline(_ ey: Int, _ x1: Int, _ y1: Int, _ x2: Int, _ y2: Int) {
    renderScanline(StripPieces.self, ey, x1, y1, x2, y2, firstRow: true, lastRow: true)
  }

  /// Renders the part of an edge inside row `ey`, from sub-row `y1` to `y2` (0...one),
  /// cell by cell (ftgrays.c `gray_render_scanline`); `firstRow` and `lastRow` tell
  /// whether the edge begins and ends in the row (see `addPiece`).
  @inline(__always)
  private mutating func renderScanline<D: PieceDetail>(
    _ detail: D.Type, _ ey: Int, _ x1: Int, _ y1In: Int, _ x2: Int, _ y2: Int, firstRow: Bool,
    lastRow: Bool
  ) {
    let shift = CellRasterizer.shift
    let one = CellRasterizer.one
    var ex1 = x1 >> shift
    let ex2 = x2 >> shift
    let fx1 = x1 & CellRasterizer.fraction
    let fx2 = x2 & CellRasterizer.fraction
    var y1 = y1In
    // A row the edge only touches is where it begins or ends.
    if y1 == y2 { return setCell(detail, ex2, ey) }
    let ends = firstRow || lastRow
    if ex1 == ex2 && fx1 == 0 && fx2 == 0 {
      // On the cell's left side the edge adds nothing inside the cell: it is kept as the
      // right side of the cell before (area = cover × 2·one), so that it counts as left
      // of this pixel and does not widen its winding range. Left of x = 1 that cell is
      // x = −1, whose coverage is always 0.
      return addPiece(
        detail, ex1 &- 1, ey, cover: y2 &- y1, area: 2 &* one &* (y2 &- y1), x1, y1, x2, y2,
        CellRasterizer.stripProfile(y2) &- CellRasterizer.stripProfile(y1), onRightSide: true,
        toCurrentCell: ends)
    }
    if ex1 == ex2 {
      return addPiece(
        detail, ex1, ey, cover: y2 &- y1, area: (fx1 &+ fx2) &* (y2 &- y1), x1, y1, x2, y2,
        CellRasterizer.stripProfile(y2) &- CellRasterizer.stripProfile(y1), toCurrentCell: ends)
    }
    var dx = x2 &- x1
    var p = (one &- fx1) &* (y2 &- y1)
    var first = one
    var incr = 1
    if dx < 0 {
      p = fx1 &* (y2 &- y1)
      first = 0
      incr = -1
      dx = 0 &- dx
    }
    var (delta, mod) = CellRasterizer.divMod(p, dx)
    // Each piece's strip covers, from the profiles of its ends (see `stripProfile`).
    var profile = CellRasterizer.stripProfile(y1)
    var nextProfile = CellRasterizer.stripProfile(y1 &+ delta)
    addPiece(
      detail, ex1, ey, cover: delta, area: (fx1 &+ first) &* delta, x1, y1,
      (ex1 << shift) &+ first, y1 &+ delta, nextProfile &- profile, toCurrentCell: firstRow)
    profile = nextProfile
    y1 &+= delta
    ex1 &+= incr
    if ex1 != ex2 {
      let (lift, rem) = CellRasterizer.divMod(one &* (y2 &- y1 &+ delta), dx)
      mod &-= dx
      while ex1 != ex2 {
        delta = lift
        mod &+= rem
        if mod >= 0 {
          mod &-= dx
          delta &+= 1
        }
        nextProfile = CellRasterizer.stripProfile(y1 &+ delta)
        addPiece(
          detail, ex1, ey, cover: delta, area: one &* delta, (ex1 << shift) &+ one &- first, y1,
          (ex1 << shift) &+ first, y1 &+ delta, nextProfile &- profile, toCurrentCell: false)
        profile = nextProfile
        y1 &+= delta
        ex1 &+= incr
      }
    }
    delta = y2 &- y1
    addPiece(
      detail, ex1, ey, cover: delta, area: (fx2 &+ one &- first) &* delta,
      (ex1 << shift) &+ one &- first, y1, x2, y2, CellRasterizer.stripProfile(y2) &- profile,
      toCurrentCell: lastRow)
  }

  /// A piece without strips in cell `(ex, ey)` outside `columns`: its cover goes to the
  /// row's if it lies left of them. The current cell moves there as if the piece were
  /// added, so that the cells in the columns and their chains are the same either way.
  @inline(never)
  private mutating func addPieceOutsideColumns(
    _ ex: Int, _ ey: Int, cover: Int, toCurrentCell: Bool
  ) {
    if toCurrentCell { setCell(ColumnPieces.self, ex, ey) }
    if ex < columns.lowerBound {
      rowCovers[ey] &+= cover
      hasRowCovers = true
    }
  }

  /// Adds a piece of the edge being rendered, from `(xa, ya)` to `(xb, yb)` (x in the
  /// canvas, y in the row), to cell `(ex, ey)`: its cover and area, its strip covers
  /// (`covers`) when kept, and its chain unless it lies on the cell's right side.
  ///
  /// Strip covers are added to the current cell, and so is an edge's first piece, which
  /// may share its cell with the edge before, and its last, which the edge after may
  /// share. Any other piece lies in a cell of its own that the edge passes through once,
  /// so it is stored as a cell at once (before the current cell, which the cells' sums
  /// and chain counts do not depend on).
  @inline(__always)
  private mutating func addPiece<D: PieceDetail>(
    _ detail: D.Type, _ ex: Int, _ ey: Int, cover: Int, area: Int, _ xa: Int, _ ya: Int,
    _ xb: Int, _ yb: Int, _ covers: SIMD8<Int16>, onRightSide: Bool = false,
    toCurrentCell: Bool
  ) {
    if D.checksColumns && (ex < columns.lowerBound || ex >= columns.upperBound) {
      return addPieceOutsideColumns(ex, ey, cover: cover, toCurrentCell: toCurrentCell)
    }
    if D.keepsStrips || toCurrentCell {
      setCell(detail, ex, ey)
      if D.keepsStrips && onRightSide { shapeOnRightSide = true }
      curCover &+= cover
      curArea &+= area
      if !onRightSide { countPiece(detail, xa, ya, xb, yb) }
      addStrips(detail, covers)
      return
    }
    let chained = !onRightSide && ya != yb
    guard cover != 0 || area != 0 || chained else { return }
    if cellCount == cellCapacity { growCells() }
    let left = ex &<< CellRasterizer.shift
    let chain =
      CellRasterizer.chainPoint(xa &- left, ya) | CellRasterizer.chainPoint(xb &- left, yb) << 32
    cellBase[cellCount] = Cell(
      x: Int32(truncatingIfNeeded: ex), y: Int32(truncatingIfNeeded: ey),
      cover: Int32(truncatingIfNeeded: cover), area: Int32(truncatingIfNeeded: area),
      down: chained && yb > ya ? 1 : 0, up: chained && yb < ya ? 1 : 0,
      chain: UInt64(truncatingIfNeeded: chain))
    cellCount &+= 1
    if ex < width { rowCells[ey] &+= 1 }
  }
}

/// Whether a rendering pass keeps strip covers and cell shapes beside the cells
/// (`CellRasterizer.keepsStrips`), and whether it looks for pieces outside the rasterizer's
/// columns (passes without strips, for edges that may reach outside them), known when the
/// pass is compiled, so that a pass does none of the work it needs not.
protocol PieceDetail {
  static var keepsStrips: Bool { get }
  static var checksColumns: Bool { get }
}

/// Cells alone, of an edge inside the columns.
enum PlainPieces: PieceDetail {
  static var keepsStrips: Bool { false }
  static var checksColumns: Bool { false }
}

/// Cells alone, of an edge that may reach outside the columns.
enum ColumnPieces: PieceDetail {
  static var keepsStrips: Bool { false }
  static var checksColumns: Bool { true }
}

/// Cells with their strip covers and shapes, in every column.
enum StripPieces: PieceDetail {
  static var keepsStrips: Bool { true }
  static var checksColumns: Bool { false }
}
