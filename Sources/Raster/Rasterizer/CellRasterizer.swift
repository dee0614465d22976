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
  /// Where cells, edges and row tables are kept (see `RasterizerStorage`).
  var storage: RasterizerStorage
  /// Whether a piece added to `rowCovers` since the last sweep.
  var hasRowCovers = false
  /// Where the last edge added ended and whether it ran down (`x` is `Int.min` before
  /// any), to tell a chain going on from one turning back.
  var lastEnd = (x: Int.min, y: 0, down: false)
  /// Whether pieces add to the cells' strip covers. Until the next sweep, set for a first
  /// polygon set of many polygons (`addPolygons`); otherwise the sweep has them computed,
  /// by a second rasterizer, for the flagged rows alone.
  var keepsStrips = false
  /// When set, only the rows flagged here are rendered (the strip pass, `renderStrips`;
  /// passes that keep no strips do not look at it).
  var rowFilter: UnsafePointer<UInt8>?
  /// The cells' sort keys (`sortKey`: column and number), by row and then by x (see
  /// `sweep`).
  var order: [UInt64] = []
  var rowOffsets: [Int] = []
  /// The current cell. Its sums are kept apart in memory, each next to a field not
  /// stored with it, so that a cell is stored from them field by field: loading two
  /// neighbours as one vector, as the compiler otherwise does, waits for both of their
  /// last stores to reach the cache (they cannot be forwarded to a wider load).
  var curX = Int.min
  var curY = 0
  var curCover = 0
  var curArea = 0
  var curPieces = 0
  var curDown = 0
  var curStrips = SIMD8<Int16>()
  var curUp = 0
  /// Where the last piece counted in the current cell ended, and whether it ran down: a
  /// piece going on from there the same way continues a chain monotone in y, which never
  /// holds two pieces at one height, so it is not counted again.
  var curChainEnd = -1
  var curChainDown = false
  /// While strips are kept, what `cellShapes` is decided from: where the last piece
  /// counted in the current cell ended and which way it ran, the polylines of pieces
  /// (a piece not starting where the last ended begins another), whether they turned
  /// left (bit 0), right (bit 1) and back in y, and whether pieces lie on its right side.
  var shapeOnRightSide = false
  var shapeEnd = (x: Int.min, y: 0)
  var shapeDirection = (dx: 0, dy: 0)
  var shapeChains = 0
  var shapeTurns: UInt8 = 0
  var shapeReversals = 0
  /// Where the current cell's last chain entered and where it has left so far (see
  /// `chainEnds`).
  var curChainFrom = 0
  var curChainTo = 0
  /// The cells made since the last sweep (see `cells`).
  var cellCount: Int { storage.cellCount }
  /// The edges added since the last sweep (see `lines`).
  var lineCount: Int { storage.lineCount }
  /// Per pixel row, the cover of the pieces left of `columns` (`RasterizerStorage.rowCovers`).
  var rowCovers: UnsafeMutablePointer<Int> { storage.rowCovers }
  /// Every edge added, in fixed point, for re-rendering complex rows.
  var lines: UnsafeBufferPointer<FixedLine> {
    UnsafeBufferPointer(start: storage.lines, count: storage.lineCount)
  }
  /// The horizontal edges strictly inside rows, kept for `cellShapes` when refining: they
  /// make no pieces, but split the pixels they cross.
  var horizontals: UnsafeBufferPointer<FixedLine> {
    UnsafeBufferPointer(start: storage.horizontals, count: storage.horizontalCount)
  }
  /// The cells made since the last sweep, in the order they were made.
  var cells: UnsafeBufferPointer<Cell> {
    UnsafeBufferPointer(start: storage.cells, count: storage.cellCount)
  }
  /// Their strip covers, cell by cell, when kept (`keepsStrips`); undefined otherwise.
  var strips: UnsafePointer<SIMD8<Int16>> { UnsafePointer(storage.strips) }
  /// What else is known of each cell's pieces, when strips are kept: whether some lie on
  /// the pixel's right side, and whether those inside make one simple chain: one polyline
  /// of pieces, each going on from where the one before ended, that runs one way in y or
  /// turns back once while turning one way only, so that it does not cross itself. With
  /// no other edge inside the pixel (no other cell there, and no horizontal edge, which
  /// makes no pieces), that splits the pixel in two where the winding differs by one, over
  /// which every fill rule is linear.
  var cellShapes: UnsafePointer<CellShape> { UnsafePointer(storage.shapes) }
  /// Whether the sweep re-renders rows whose winding is not simple (see `sweep`).
  var refinesComplexRows = true
  /// The shortcuts this rasterizer takes (see `_RasterShortcuts`); the complex-cell search
  /// is copied to a flag of its own when set.
  var shortcuts = _RasterShortcuts.all {
    didSet { refinesEveryRow = !shortcuts.contains(.searchesComplexCells) }
  }
  /// Refines every touched row over its whole width, not only its complex cells: slow, the
  /// reference that tests hold the complex-cell search to (`searchesComplexCells` off).
  var refinesEveryRow = false
  /// Set while the edges since the last sweep are one convex polygon's or ring's, or the
  /// boundary `FillBoundary` resolved polygons to (see `addPolygons`): its winding is 0 or
  /// ±1 everywhere, where every fill rule is linear, so cells keep no strip covers and
  /// the sweep refines nothing.
  var windingIsSimple = false
  /// Whether the sweep reports its rows in order: it refines none (which it reports
  /// first).
  var sweepsInOrder: Bool { !refinesComplexRows || windingIsSimple }
  /// Set once that polygon is added: any edge after it clears `windingIsSimple` and sets
  /// `refinesAllRowsOnce`.
  var simplePolygonsAdded = false
  /// Set when edges were added after such a polygon's: the sweep then refines every
  /// touched row, which needs no strip covers.
  var refinesAllRowsOnce = false
  var minRow = Int.max
  var maxRow = Int.min
  /// Whether an edge was added since the last sweep (every edge widens the rows).
  var hasEdges: Bool { minRow <= maxRow }

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
  var columns: Range<Int>

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    rows = 0..<max(height, 0)
    columns = 0..<max(width, 0)
    storage = RasterizerStorage(RasterizerBuffers(), height: height)
  }

  /// Forgets every edge, keeping the storage.
  mutating func reset() {
    clearRows()
    lastEnd.x = Int.min
    keepsStrips = false
    storage.cellCount = 0
    storage.lineCount = 0
    storage.horizontalCount = 0
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
  /// makes the sweep refine every touched row instead.
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
    let clipsEveryEdge = !shortcuts.contains(.skipsClippingInsideCanvas)
    flat.points.withUnsafeBufferPointer { points in
      for sub in flat.subpaths where sub.count > 1 {
        let polygon = UnsafeBufferPointer(rebasing: points[sub.start..<(sub.start + sub.count)])
        if clipsEveryEdge { addPolygonClippingEveryEdge(polygon) } else { addPolygon(polygon) }
      }
    }
    if simple { simplePolygonsAdded = true }
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
  mutating func noteHorizontal(_ x0: Int, _ x1: Int, _ y: Int) {
    guard refinesComplexRows, !windingIsSimple, x0 != x1, y & CellRasterizer.fraction != 0
    else { return }
    if storage.horizontalCount == storage.horizontalCapacity { growHorizontals() }
    storage.horizontals[storage.horizontalCount] = FixedLine(x0: x0, y0: y, x1: x1, y1: y)
    storage.horizontalCount &+= 1
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
      if storage.lineCount == storage.lineCapacity { growLines() }
      storage.lines[storage.lineCount] = FixedLine(x0: x0, y0: y0, x1: x1, y1: y1)
      storage.lineCount &+= 1
      // Only a sweep that looks for complex rows itself needs them flagged.
      if !windingIsSimple && !keepsStrips { noteChainEnds(x0, y0, x1, y1) }
    }
    if keepsStrips {
      renderLine(StripPieces.self, x0, y0, x1, y1)
    } else {
      renderLine(ColumnPieces.self, x0, y0, x1, y1)
    }
  }

  @inline(__always)
  mutating func setCell<D: PieceDetail>(_ detail: D.Type, _ ex: Int, _ ey: Int) {
    if ex != curX || ey != curY {
      flushCell(detail)
      curX = ex
      curY = ey
    }
  }

  /// Stores the current cell, if anything was added to it, and starts an empty one.
  mutating func flushCell() {
    if keepsStrips { flushCell(StripPieces.self) } else { flushCell(ColumnPieces.self) }
  }

  @inline(__always)
  mutating func flushCell<D: PieceDetail>(_: D.Type) {
    // Strip covers can be non-zero alone: edges on the cell's right side that cancel in
    // cover at different heights.
    if curCover != 0 || curArea != 0 || curDown != 0 || curUp != 0
      || (D.keepsStrips && curStrips != SIMD8())
    {
      if storage.cellCount == storage.cellCapacity { growCells() }
      storage.cells[storage.cellCount] = Cell(
        x: Int32(truncatingIfNeeded: curX), y: Int32(truncatingIfNeeded: curY),
        cover: Int32(truncatingIfNeeded: curCover), area: Int32(truncatingIfNeeded: curArea),
        down: Int32(truncatingIfNeeded: curDown), up: Int32(truncatingIfNeeded: curUp),
        chain: UInt64(truncatingIfNeeded: curChainFrom | curChainTo << 32))
      if D.keepsStrips {
        if storage.cellCount >= storage.stripCapacity { growStrips() }
        storage.strips[storage.cellCount] = curStrips
        // By raw bits: `OptionSet`'s own operations are generic code in a debug build.
        var shape = shapeOnRightSide ? CellShape.rightSidePieces.rawValue : 0
        if shapeChains <= 1 && (shapeReversals == 0 || (shapeReversals == 1 && shapeTurns != 3)) {
          shape |= CellShape.simpleChain.rawValue
        }
        storage.shapes[storage.cellCount] = CellShape(rawValue: shape)
      }
      storage.cellCount &+= 1
      if curX < width { storage.rowCells[curY] &+= 1 }
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

  /// Counts a piece from `(xa, ya)` to `(xb, yb)` (x in the canvas, y in the row) in the
  /// current cell by its direction, unless it continues the chain of the piece before,
  /// and notes where the chain entered and has left the cell.
  @inline(__always)
  mutating func countPiece<D: PieceDetail>(
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
  mutating func renderLine<D: PieceDetail>(
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
  mutating func renderScanlineInRows<D: PieceDetail>(
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
  mutating func renderStripScanline(_ ey: Int, _ x1: Int, _ y1: Int, _ x2: Int, _ y2: Int) {
    renderScanline(StripPieces.self, ey, x1, y1, x2, y2, firstRow: true, lastRow: true)
  }

  /// Renders the part of an edge inside row `ey`, from sub-row `y1` to `y2` (0...one),
  /// cell by cell (ftgrays.c `gray_render_scanline`); `firstRow` and `lastRow` tell
  /// whether the edge begins and ends in the row (see `addPiece`).
  @inline(__always)
  mutating func renderScanline<D: PieceDetail>(
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
        CellRasterizer.stripProfile(detail, y2) &- CellRasterizer.stripProfile(detail, y1),
        onRightSide: true,
        toCurrentCell: ends)
    }
    if ex1 == ex2 {
      return addPiece(
        detail, ex1, ey, cover: y2 &- y1, area: (fx1 &+ fx2) &* (y2 &- y1), x1, y1, x2, y2,
        CellRasterizer.stripProfile(detail, y2) &- CellRasterizer.stripProfile(detail, y1),
        toCurrentCell: ends)
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
    var profile = CellRasterizer.stripProfile(detail, y1)
    var nextProfile = CellRasterizer.stripProfile(detail, y1 &+ delta)
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
        nextProfile = CellRasterizer.stripProfile(detail, y1 &+ delta)
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
      (ex1 << shift) &+ one &- first, y1, x2, y2,
      CellRasterizer.stripProfile(detail, y2) &- profile,
      toCurrentCell: lastRow)
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
  mutating func addPiece<D: PieceDetail>(
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
    if storage.cellCount == storage.cellCapacity { growCells() }
    let left = ex &<< CellRasterizer.shift
    let chain =
      CellRasterizer.chainPoint(xa &- left, ya) | CellRasterizer.chainPoint(xb &- left, yb) << 32
    storage.cells[storage.cellCount] = Cell(
      x: Int32(truncatingIfNeeded: ex), y: Int32(truncatingIfNeeded: ey),
      cover: Int32(truncatingIfNeeded: cover), area: Int32(truncatingIfNeeded: area),
      down: chained && yb > ya ? 1 : 0, up: chained && yb < ya ? 1 : 0,
      chain: UInt64(truncatingIfNeeded: chain))
    storage.cellCount &+= 1
    if ex < width { storage.rowCells[ey] &+= 1 }
  }
}
