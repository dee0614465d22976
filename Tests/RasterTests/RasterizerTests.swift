import TestSupport
import Testing

@testable import Raster

@Suite struct RasterizerTests {
  @Test func convexPolygonsMatchExactArea() {
    let polygons: [[Point]] = [
      [Point(x: 10.3, y: 10.1), Point(x: 60.7, y: 20.2), Point(x: 30.1, y: 60.9)],
      [
        Point(x: 5.25, y: 30.6), Point(x: 60.4, y: 50.3), Point(x: 5.9, y: 63.15),
        Point(x: 20.7, y: 50.05),
      ],
      [
        Point(x: 1.5, y: 40.2), Point(x: 63.3, y: 37.7), Point(x: 63.3, y: 38.1),
        Point(x: 1.5, y: 41),
      ],
    ]
    for polygon in polygons {
      let got = TestSupport.coverage([polygon], width: 64, height: 64)
      var worst = 0.0
      for y in 0..<64 {
        for x in 0..<64 {
          let exact = TestSupport.exactCoverage(polygon, px: x, py: y) * 255
          worst = max(worst, abs(Double(got[y * 64 + x]) - exact))
        }
      }
      #expect(worst <= 1.5, "worst coverage error \(worst) / 255")
    }
  }

  /// A polygon's edges with both ends inside the canvas skip clipping, each point rounded
  /// once; the polygon must give the cells that adding its edges one by one, all through
  /// the clipping, gives, whether all, some or none of its points lie inside.
  @Test func polygonsMatchTheirEdgesAddedOneByOne() {
    var random = SplitMix64(seed: 5)
    for round in 0..<400 {
      // Every other polygon reaches past each side of the canvas.
      let margin = round % 2 == 0 ? 0.0 : 6.0
      let count = 3 + Int(random.next() % 8)
      var polygon: [Point] = []
      for _ in 0..<count {
        // Quarter-pixel grid points now and then, so edges also run along rows and
        // columns and between points that round alike.
        let grid = random.next() % 3 == 0
        let x = Double(random.next() % 4097) / 4096 * (30 + 2 * margin) - margin
        let y = Double(random.next() % 4097) / 4096 * (20 + 2 * margin) - margin
        polygon.append(
          grid ? Point(x: (x * 4).rounded() / 4, y: (y * 4).rounded() / 4) : Point(x: x, y: y))
      }
      var whole = CellRasterizer(width: 30, height: 20)
      polygon.withUnsafeBufferPointer { whole.addPolygon($0) }
      var edges = CellRasterizer(width: 30, height: 20)
      for i in polygon.indices {
        edges.addLine(polygon[(i + polygon.count - 1) % polygon.count], polygon[i])
      }
      whole.flushCell()
      edges.flushCell()
      #expect(whole.lineCount == edges.lineCount)
      let linesA = whole.lines.map { [$0.x0, $0.y0, $0.x1, $0.y1] }
      let linesB = edges.lines.map { [$0.x0, $0.y0, $0.x1, $0.y1] }
      #expect(linesA == linesB, "\(polygon)")
      let a = whole.cells.map { [$0.x, $0.y, $0.cover, $0.area, $0.down, $0.up] }
      let b = edges.cells.map { [$0.x, $0.y, $0.cover, $0.area, $0.down, $0.up] }
      #expect(a == b, "\(polygon)")
    }
  }

  /// Each pixel's sums, chains down and up and (with one chain) chain, over its cells.
  func pixelSums(_ cells: UnsafeBufferPointer<Cell>) -> [[Int32]: [Int64]] {
    var sums: [[Int32]: [Int64]] = [:]
    for cell in cells {
      var sum = sums[[cell.x, cell.y]] ?? [0, 0, 0, 0, 0]
      sum[0] += Int64(cell.cover)
      sum[1] += Int64(cell.area)
      sum[2] += Int64(cell.down)
      sum[3] += Int64(cell.up)
      if cell.down + cell.up > 0 { sum[4] = Int64(bitPattern: cell.chain) }
      sums[[cell.x, cell.y]] = sum
    }
    return sums.filter { $0.value != [0, 0, 0, 0, 0] }.mapValues {
      $0[2] + $0[3] == 1 ? $0 : Array($0[0..<4])
    }
  }

  /// Without strips, an edge's pieces between its first and its last are stored as cells
  /// at once; the pixels must sum to what adding every piece to the current cell, as the
  /// pass with strips does, gives: the same cover, area and chains, so the same coverage
  /// and chords. (Left of the canvas, pieces may go to the rows' covers instead.)
  @Test func cellsStoredAtOnceSumAsTheCurrentCellDoes() {
    var random = SplitMix64(seed: 11)
    for round in 0..<300 {
      var polygon: [Point] = []
      for _ in 0..<(3 + Int(random.next() % 9)) {
        // Whole and half pixels now and then: edges along columns and rows, and vertices
        // on pixel corners and sides; every third polygon reaches past the canvas.
        let margin = round % 3 == 0 ? 4.0 : 0.0
        let x = Double(random.next() % 4097) / 4096 * (24 + 2 * margin) - margin
        let y = Double(random.next() % 4097) / 4096 * (16 + 2 * margin) - margin
        let snap = random.next() % 3 == 0
        polygon.append(
          snap ? Point(x: (x * 2).rounded() / 2, y: (y * 2).rounded() / 2) : Point(x: x, y: y))
      }
      var plain = CellRasterizer(width: 24, height: 16)
      var general = CellRasterizer(width: 24, height: 16)
      general.keepsStrips = true
      polygon.withUnsafeBufferPointer {
        plain.addPolygon($0)
        general.addPolygon($0)
      }
      plain.flushCell()
      general.flushCell()
      // Inside the canvas; left of it, the pass without strips keeps the rows' covers.
      #expect(
        pixelSums(plain.cells).filter { $0.key[0] >= 0 }
          == pixelSums(general.cells).filter { $0.key[0] >= 0 }, "\(polygon)")
      func coverLeft(of cells: UnsafeBufferPointer<Cell>, row: Int) -> Int {
        cells.filter { $0.x < 0 && $0.y == row }.reduce(0) { $0 + Int($1.cover) }
      }
      for row in 0..<16 {
        #expect(
          plain.rowCovers[row] + coverLeft(of: plain.cells, row: row)
            == coverLeft(of: general.cells, row: row), "\(polygon)")
      }
    }
  }

  /// Coverage and, where the sweep gives one, the chord of every pixel.
  struct ChordSink: CoverageSink {
    let width: Int
    var values: [UInt32]
    var chords: [UInt64?]

    init(width: Int, height: Int) {
      self.width = width
      values = [UInt32](repeating: 0, count: width * height)
      chords = [UInt64?](repeating: nil, count: width * height)
    }

    var wantsEdgeChords: Bool { true }

    mutating func span(y: Int, x: Int, count: Int, coverage: UInt32) {
      for i in x..<(x + count) { values[y * width + i] += coverage }
    }

    mutating func edgePixel(y: Int, x: Int, coverage: UInt32, chord: EdgeChord) {
      values[y * width + x] += coverage
      chords[y * width + x] = chord.bits
    }
  }

  /// A rasterizer kept to some columns makes no cells outside them, the pieces on their
  /// left adding to the rows' covers instead; inside them it must give what rendering every
  /// column gives, chords and refined pixels included, under both rules, even where no
  /// edge crosses them at all.
  @Test func columnsGiveWhatTheWholeWidthGivesInThem() {
    var random = SplitMix64(seed: 31)
    for round in 0..<300 {
      var polygons: [[Point]] = []
      for _ in 0..<(1 + Int(random.next() % 3)) {
        var polygon: [Point] = []
        for _ in 0..<(3 + Int(random.next() % 6)) {
          let x = Double(random.next() % 4097) / 4096 * 44 - 7
          let y = Double(random.next() % 4097) / 4096 * 26 - 3
          polygon.append(Point(x: x, y: y))
        }
        polygons.append(polygon)
      }
      if round % 10 == 0 {
        // The whole canvas, its only edge in it left of every column: no cells at all.
        polygons = [
          [Point(x: -2, y: -3), Point(x: 35, y: -3), Point(x: 35, y: 25), Point(x: -2, y: 25)]
        ]
      }
      let first = Int(random.next() % 15)
      let columns = first..<(first + 1 + Int(random.next() % UInt64(30 - first)))
      let rule: FillRule = round % 2 == 0 ? .nonZero : .evenOdd
      func sweep(_ columns: Range<Int>) -> ChordSink {
        var r = CellRasterizer(width: 30, height: 20)
        r.columns = columns
        for polygon in polygons { polygon.withUnsafeBufferPointer { r.addPolygon($0) } }
        var sink = ChordSink(width: 30, height: 20)
        r.sweep(rule: rule, into: &sink)
        return sink
      }
      let kept = sweep(columns)
      let whole = sweep(0..<30)
      for y in 0..<20 {
        for x in columns {
          let i = y * 30 + x
          #expect(kept.values[i] == whole.values[i], "round \(round), pixel \(x), \(y)")
          #expect(kept.chords[i] == whole.chords[i], "round \(round), pixel \(x), \(y)")
        }
      }
    }
  }

  /// Thousands of copies of one triangle inside one pixel add up exactly: a cell takes at
  /// most `maximumPieces` pieces, so its 32-bit area (which grows by the triangle's with
  /// every copy) does not overflow.
  @Test func manyPiecesInOnePixelAddUp() {
    let triangle = [Point(x: 5.1, y: 5.1), Point(x: 5.9, y: 5.2), Point(x: 5.3, y: 5.9)]
    func areaSum(copies: Int) -> (cover: Int, area: Int, cells: Int) {
      var r = CellRasterizer(width: 10, height: 10)
      for _ in 0..<copies { triangle.withUnsafeBufferPointer { r.addPolygon($0) } }
      r.flushCell()
      var cover = 0
      var area = 0
      for cell in r.cells {
        cover += Int(cell.cover)
        area += Int(cell.area)
      }
      return (cover, area, r.cellCount)
    }
    let one = areaSum(copies: 1)
    let many = areaSum(copies: 6000)
    #expect(one.area != 0)
    #expect(many.cover == 6000 * one.cover)
    #expect(many.area == 6000 * one.area)
    #expect(many.cells >= 6000 * 3 / CellRasterizer.maximumPieces)
  }

  @Test(arguments: [FillRule.nonZero, .evenOdd])
  func selfIntersectionsAreRefined(rule: FillRule) {
    let star = TestSupport.pentagram(center: Point(x: 20.3, y: 21.1), radius: 18.7)
    let got = TestSupport.coverage([star], width: 40, height: 40, rule: rule)
    var worst = 0.0
    for y in 0..<40 {
      for x in 0..<40 {
        let sampled = TestSupport.sampledCoverage(star, px: x, py: y, n: 64, rule: rule) * 255
        worst = max(worst, abs(Double(got[y * 40 + x]) - sampled))
      }
    }
    #expect(worst <= 6, "worst coverage error \(worst) / 255")
  }

  /// With `rows` set, the rows inside come out as they do without it (a self-overlapping
  /// star, so that refinement is in play), and nothing is reported outside.
  @Test(arguments: [FillRule.nonZero, .evenOdd])
  func rowsLimitWhatIsRendered(rule: FillRule) {
    let star = TestSupport.pentagram(center: Point(x: 20.3, y: 21.1), radius: 18.7)
    let whole = TestSupport.coverage([star], width: 40, height: 40, rule: rule)
    var r = CellRasterizer(width: 40, height: 40)
    r.rows = 9..<27
    star.withUnsafeBufferPointer { r.addPolygon($0) }
    var sink = TestSupport.CollectingSink(width: 40, height: 40)
    r.sweep(rule: rule, into: &sink)
    for y in 0..<40 {
      let row = Array(sink.values[(y * 40)..<(y * 40 + 40)])
      let expected =
        r.rows.contains(y) ? Array(whole[(y * 40)..<(y * 40 + 40)]) : Array(repeating: 0, count: 40)
      #expect(row == expected, "row \(y)")
    }
  }

  /// A clip's rows bound where later drawing is rendered, and the clipped picture is the
  /// same as drawing everything and clipping afterwards would give.
  @Test func clipRowsBoundDrawing() throws {
    let canvas = try #require(Canvas(width: 40, height: 40))
    canvas.clear(.white)
    canvas.clip(
      toRoundedRect: Rect(x: 6.5, y: 10.25, width: 27, height: 12.5),
      cornerRadii: CornerRadii(all: 4))
    #expect(canvas.state.clip?.rows == 10..<23)
    var stripes = Path()
    for k in 0..<8 {
      stripes.move(to: Point(x: Double(k) * 6 - 10, y: 40))
      stripes.addLine(to: Point(x: Double(k) * 6 + 30, y: 0))
    }
    canvas.stroke(stripes, style: StrokeStyle(width: 2), with: .solid(.black))
    // Nested: the inner clip's rows lie within the outer one's.
    canvas.clip(to: Rect(x: 0, y: 0, width: 40, height: 15.5))
    #expect(canvas.state.clip?.rows == 10..<16)
    let unbounded = try #require(Canvas(width: 40, height: 40))
    unbounded.clear(.white)
    unbounded.clip(
      toRoundedRect: Rect(x: 6.5, y: 10.25, width: 27, height: 12.5),
      cornerRadii: CornerRadii(all: 4))
    unbounded.state.clip?.rows = 0..<40
    unbounded.stroke(stripes, style: StrokeStyle(width: 2), with: .solid(.black))
    let differing = zip(canvas.premultipliedPixels.pixels, unbounded.premultipliedPixels.pixels)
      .filter { $0 != $1 }.count
    #expect(differing == 0)
  }
}
