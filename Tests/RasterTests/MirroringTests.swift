import TestSupport
import Testing

@testable import Raster

/// Polygons that are their own mirror images across a row or column boundary are rendered
/// half and mirrored (`CellRasterizer.addPolygonMirroring`): the coverage is then exactly
/// symmetric, within one step of the whole polygon's, with the same chords; anything else
/// is drawn as before.
@Suite struct MirroringTests {
  static let size = 64

  /// A shape's outline in device pixels, as `Canvas.fill` flattens it.
  static func flat(_ path: Path, halvingCubics: Bool = true) -> FlattenedPath {
    Canvas.flatten(path, transform: .identity, halvingCubics: halvingCubics)
  }

  /// The outline of `path` stroked `width` wide, as `Canvas.stroke` makes it of lines and
  /// arcs.
  static func stroked(_ path: Path, width: Double) -> FlattenedPath {
    var outline = flat(
      ArcStroker(halfWidth: width / 2, cap: .butt, epsilon: 1e-6).outline(of: path)!,
      halvingCubics: false)
    outline.removeSpecks()
    return outline
  }

  /// Symmetric shapes about a row boundary at height `axis`, at x `x`, of size `r`.
  static func shapes(axis: Double, x: Double, r: Double) -> [(String, FlattenedPath)] {
    let box = Rect(x: x - r, y: axis - r, width: 2 * r, height: 2 * r)
    let wide = Rect(x: x - r, y: axis - r / 2, width: 2 * r, height: r)
    var diamond = Path()
    diamond.move(to: Point(x: x - r, y: axis))
    diamond.addLine(to: Point(x: x, y: axis - r / 3))
    diamond.addLine(to: Point(x: x + r / 2, y: axis))
    diamond.addLine(to: Point(x: x, y: axis + r / 3))
    diamond.closeSubpath()
    return [
      ("circle", flat(Path(ovalIn: box))),
      ("ellipse", flat(Path(ovalIn: wide))),
      ("rounded rect", flat(Path(roundedRect: wide, cornerRadii: CornerRadii(all: r / 3)))),
      ("diamond", flat(diamond)),
      ("ring", stroked(Path(ovalIn: box), width: r / 3)),
    ]
  }

  /// Coverage and chords of a sweep.
  struct ChordSink: CoverageSink {
    var values: [UInt32]
    var chords: [Int: EdgeChord] = [:]
    var wantsEdgeChords: Bool { true }

    init() { values = [UInt32](repeating: 0, count: MirroringTests.size * MirroringTests.size) }

    mutating func span(y: Int, x: Int, count: Int, coverage: UInt32) {
      for i in x..<(x + count) { values[y * MirroringTests.size + i] = coverage }
    }

    mutating func edgePixel(y: Int, x: Int, coverage: UInt32, chord: EdgeChord) {
      values[y * MirroringTests.size + x] = coverage
      chords[y * MirroringTests.size + x] = chord
    }
  }

  /// `outline` filled with and without mirroring, with the rows `rows` rendered.
  static func drawn(_ outline: FlattenedPath, rows: Range<Int>? = nil)
    -> (mirrored: ChordSink, whole: ChordSink, simple: Bool)
  {
    func draw(mirroring: Bool) -> (ChordSink, Bool) {
      var r = CellRasterizer(width: size, height: size)
      if !mirroring { r.shortcuts.subtract([.mirrorsAcrossRows, .mirrorsAcrossColumns]) }
      if let rows { r.rows = rows }
      r.addPolygons(outline, rule: .nonZero)
      let simple = r.windingIsSimple
      var sink = ChordSink()
      r.sweep(rule: .nonZero, into: &sink)
      return (sink, simple)
    }
    let (mirrored, simple) = draw(mirroring: true)
    return (mirrored, draw(mirroring: false).0, simple)
  }

  /// `outline` with x and y swapped: its mirror image across the diagonal.
  static func transposed(_ outline: FlattenedPath) -> FlattenedPath {
    var t = outline
    for i in t.points.indices { t.points[i] = Point(x: t.points[i].y, y: t.points[i].x) }
    return t
  }

  /// `values` (a square picture) with rows and columns swapped.
  static func transposed(_ values: [UInt32]) -> [UInt32] {
    (0..<(size * size)).map { i in values[(i % size) * size + i / size] }
  }

  /// Whether row `y` and row `axisRow·2 − 1 − y` hold the same coverage throughout.
  static func isSymmetric(_ values: [UInt32], axisRow: Int) -> Bool {
    (0..<size).allSatisfy { y in
      let m = 2 * axisRow - 1 - y
      guard m >= 0 && m < size else { return true }
      return (0..<size).allSatisfy { values[y * size + $0] == values[m * size + $0] }
    }
  }

  /// Whether every subpath of `outline` is its own mirror image across height `axis`
  /// once rounded to fixed point as the rasterizer rounds it, its points in reverse order.
  static func mirrorsItself(_ outline: FlattenedPath, axis: Int) -> Bool {
    outline.subpaths.allSatisfy { sub in
      var points = outline.points[sub.start..<(sub.start + sub.count)].map { p in
        [Int(p.x * 1024 + 0.5), Int(p.y * 1024 + 0.5)]
      }
      if points.first == points.last { points.removeLast() }
      let n = points.count
      return (0..<n).contains { s in
        (0..<n).allSatisfy { i in
          points[((s - i) % n + n) % n] == [points[i][0], 2048 * axis - points[i][1]]
        }
      }
    }
  }

  /// Shapes symmetric across a row boundary, and the same shapes transposed (symmetric
  /// across a column boundary, and not across a row one).
  @Test(arguments: [true, false])
  func symmetricShapesAreMirroredWithinAStepOfTheWhole(acrossRows: Bool) {
    var random = SplitMix64(seed: acrossRows ? 17 : 18)
    var mirrored = 0
    var asymmetricWholes = 0
    var chordsCompared = 0
    for round in 0..<40 {
      let axisRow = 24 + Int(random.next() % 16)
      let r = 3 + random.unit() * 17
      let x = 26 + random.unit() * 12
      for (name, shape) in Self.shapes(axis: Double(axisRow), x: x, r: r) {
        let label = "\(name), round \(round)"
        let outline = acrossRows ? shape : Self.transposed(shape)
        var drawn = Self.drawn(outline)
        if !acrossRows {
          drawn.mirrored.values = Self.transposed(drawn.mirrored.values)
          drawn.whole.values = Self.transposed(drawn.whole.values)
        }
        // Only a polygon with a simple winding is mirrored.
        if drawn.simple && Self.mirrorsItself(shape, axis: axisRow) {
          mirrored += 1
          #expect(Self.isSymmetric(drawn.mirrored.values, axisRow: axisRow), "\(label)")
          if !Self.isSymmetric(drawn.whole.values, axisRow: axisRow) { asymmetricWholes += 1 }
        } else {
          #expect(drawn.mirrored.values == drawn.whole.values, "\(label)")
        }
        let worst = zip(drawn.mirrored.values, drawn.whole.values).map { abs(Int($0) - Int($1)) }
        #expect(worst.max()! <= 1, "\(label)")
        // Chords along the same line, inside on the same side, but where the whole
        // polygon's first edge meets its last, or an edge across the boundary meets one
        // above or below it, in a pixel (which then has two chains, and no chord, in one
        // of them).
        var unmatched = 0
        for (pixel, chord) in drawn.whole.chords {
          guard let other = drawn.mirrored.chords[pixel] else {
            unmatched += 1
            continue
          }
          #expect(chord.sharesLine(with: other) == true, "\(label) at \(pixel)")
          chordsCompared += 1
        }
        unmatched += drawn.mirrored.chords.keys.count { drawn.whole.chords[$0] == nil }
        #expect(unmatched <= 6, "\(label)")
      }
    }
    #expect(mirrored > 150)
    // The whole polygon's crossings are rounded down, so it is rarely exactly symmetric.
    #expect(asymmetricWholes > 50)
    #expect(chordsCompared > 5000)
  }

  /// A mirrored cell counts its chain the way its pieces run: a cell of one chain covers
  /// downwards where the chain runs down, upwards where it runs up (across a column
  /// boundary the images run the other way).
  @Test(arguments: [true, false])
  func mirroredChainsRunTheWayTheirPiecesDo(acrossRows: Bool) {
    let ring = Self.stroked(Path(ovalIn: Rect(x: 10.3, y: 12, width: 40, height: 40)), width: 5)
    var r = CellRasterizer(width: Self.size, height: Self.size)
    r.addPolygons(acrossRows ? ring : Self.transposed(ring), rule: .nonZero)
    r.flushCell()
    let single = r.cells.filter { $0.down + $0.up == 1 && $0.cover != 0 }
    #expect(single.count > 100)
    #expect(single.allSatisfy { ($0.down == 1) == ($0.cover > 0) })
  }

  /// Edges added after a mirrored polygon make the sweep refine every row from the edges
  /// kept, mirrored ones among them: it draws what the whole polygon and those edges draw.
  @Test func edgesAfterAMirroredPolygonAreRefinedWithIt() {
    let circle = Self.flat(Path(ovalIn: Rect(x: 10.4, y: 12, width: 40, height: 40)))
    let triangle = Self.flat(Path.polyline([(5, 20), (60, 35.5), (25, 58)], closed: true))
    func draw(mirroring: Bool) -> [UInt32] {
      var r = CellRasterizer(width: Self.size, height: Self.size)
      if !mirroring { r.shortcuts.subtract([.mirrorsAcrossRows, .mirrorsAcrossColumns]) }
      r.addPolygons(circle, rule: .evenOdd)
      r.addPolygons(triangle, rule: .evenOdd)
      var sink = ChordSink()
      r.sweep(rule: .evenOdd, into: &sink)
      return sink.values
    }
    #expect(Self.mirrorsItself(circle, axis: 32))
    let mirrored = draw(mirroring: true)
    let whole = draw(mirroring: false)
    #expect(zip(mirrored, whole).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
    // The triangle's inside, less the circle's.
    #expect(mirrored[40 * Self.size + 50] == 255 && mirrored[32 * Self.size + 30] == 0)
  }

  /// Shapes that are not mirror images of themselves across a row boundary in fixed point,
  /// or not wholly rendered, are drawn as the whole polygon is: the same coverage and
  /// chords.
  @Test func otherShapesAreDrawnWhole() {
    func oval(x: Double = 12.3, y: Double) -> FlattenedPath {
      Self.flat(Path(ovalIn: Rect(x: x, y: y, width: 36, height: 36)))
    }
    var nudged = oval(y: 14)
    nudged.points[7].y += 1.0 / 1024
    let pentagon = Path.polyline([(10, 32), (30, 20), (50, 28), (50, 36), (30, 45)], closed: true)
    let cases: [(String, FlattenedPath, Range<Int>?)] = [
      ("centred in a row", oval(y: 14.5), nil),
      ("centred a step off", oval(y: 14.001), nil),
      ("a point moved", nudged, nil),
      ("partly outside", oval(x: 40.3, y: 14), nil),
      ("rows clipped", oval(y: 14), 0..<40),
      ("pentagon", Self.flat(pentagon), nil),
    ]
    for (name, outline, rows) in cases {
      let (mirrored, whole, _) = Self.drawn(outline, rows: rows)
      #expect(mirrored.values == whole.values, "\(name)")
      #expect(mirrored.chords.mapValues(\.bits) == whole.chords.mapValues(\.bits), "\(name)")
    }
  }
}
