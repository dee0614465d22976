import TestSupport
import Testing

@testable import Raster

/// `EdgeChord`: the straight edge of a pixel crossed by one chain, which the region store
/// samples instead of the shape's outline.
@Suite struct EdgeChordTests {
  /// The mask holds exactly the sample centres on the inside of the line, a centre on the
  /// line counting as left of it, whichever way the chord was packed.
  @Test func maskSamplesTheLine() {
    var random = SplitMix64(seed: 41)
    for round in 0..<2000 {
      // Coarse coordinates in some rounds, so that lines pass through sample centres.
      let grain = round % 2 == 0 ? 1 : 64
      let coordinate = { (r: inout SplitMix64) in Int(r.next() % UInt64(1024 / grain + 1)) * grain }
      var (x0, y0, x1, y1) = (coordinate(&random), coordinate(&random), coordinate(&random), 0)
      repeat { y1 = coordinate(&random) } while y1 == y0
      if y1 < y0 { swap(&y0, &y1) }
      let insideLeft = random.next() % 2 == 0
      let chord = EdgeChord(x0: x0, y0: y0, x1: x1, y1: y1, insideLeft: insideLeft)
      var expected: UInt64 = 0
      for bit in 0..<64 {
        let sx = 128 * (bit % 8) + 64
        let sy = 128 * (bit / 8) + 64
        let right = (sx - x0) * (y1 - y0) - (sy - y0) * (x1 - x0) > 0
        if right != insideLeft { expected |= 1 << UInt64(bit) }
      }
      #expect(chord.mask == expected, "(\(x0), \(y0)) → (\(x1), \(y1)), inside left: \(insideLeft)")
      if chord.mask != expected { return }
      // The same line packed running up, as a chain running up is kept.
      let reversed = EdgeChord(x0: x1, y0: y1, x1: x0, y1: y0, insideLeft: insideLeft)
      #expect(reversed.mask == expected)
      if reversed.mask != expected { return }
    }
  }

  /// Collects the chords the sweep reports, by pixel.
  struct ChordSink: CoverageSink {
    var width: Int
    var chords: [Int: (coverage: UInt32, chord: EdgeChord)] = [:]
    var wantsEdgeChords: Bool { true }

    mutating func span(y: Int, x: Int, count: Int, coverage: UInt32) {}

    mutating func edgePixel(y: Int, x: Int, coverage: UInt32, chord: EdgeChord) {
      chords[y * width + x] = (coverage, chord)
    }
  }

  /// On the edges of polygons of either orientation, under either rule and at any winding,
  /// a chord's mask is the outline's own sample mask but for samples the edge passes
  /// within a hair of (the chord's ends are rounded to 1/1024 pixel); at corners it is
  /// close. It never takes the outside for the inside.
  @Test(arguments: [FillRule.nonZero, .evenOdd])
  func chordsSampleAsTheOutlineDoes(rule: FillRule) {
    var random = SplitMix64(seed: rule == .nonZero ? 43 : 44)
    let size = 32
    var compared = 0
    var identical = 0
    for shape in 0..<60 {
      // A rotated rectangle, reversed in odd shapes, and in every third a second one
      // around it of the same orientation, which raises the winding inside to 2.
      let center = Point(x: 16, y: 16)
      let angle = Double(random.next() % 1000) / 1000 * DeterministicMath.twoPi
      let (c, s) = (DeterministicMath.cos(angle), DeterministicMath.sin(angle))
      func rectangle(_ w: Double, _ h: Double) -> [Point] {
        var corners = [(-w, -h), (w, -h), (w, h), (-w, h)].map { p in
          Point(x: center.x + p.0 * c - p.1 * s, y: center.y + p.0 * s + p.1 * c)
        }
        if shape % 2 == 1 { corners.reverse() }
        return corners
      }
      var polygons = [rectangle(7.3, 4.1)]
      if shape % 3 == 0 { polygons.append(rectangle(12.2, 9.7)) }
      var rasterizer = CellRasterizer(width: size, height: size)
      var outline = FlattenedPath()
      for polygon in polygons {
        polygon.withUnsafeBufferPointer { rasterizer.addPolygon($0) }
        outline.beginSubpath(at: polygon[0])
        for p in polygon.dropFirst() { outline.append(p) }
        outline.subpaths[outline.subpaths.count - 1].isClosed = true
      }
      var sink = ChordSink(width: size)
      rasterizer.sweep(rule: rule, into: &sink)
      let geometry = CoverageGeometry(outline: outline, rule: rule, clip: nil, canvasHeight: size)
      for (offset, edge) in sink.chords {
        guard let mask = edge.chord.mask(checkedAgainst: edge.coverage),
          let exact = geometry.sampleMask(x: offset % size, y: offset / size)
        else { continue }
        let (x, y) = (Double(offset % size), Double(offset / size))
        let corner = polygons.joined().contains { p in
          p.x >= x && p.x < x + 1 && p.y >= y && p.y < y + 1
        }
        let differing = (mask ^ exact).nonzeroBitCount
        // At a corner the chord cuts across: its check bounds the difference.
        #expect(differing <= (corner ? 16 : 2), "shape \(shape) pixel \(offset): \(differing)")
        guard !corner else { continue }
        compared += 1
        if mask == exact { identical += 1 }
      }
    }
    #expect(compared > 2000)
    #expect(identical * 100 >= compared * 95, "\(identical) of \(compared)")
  }

  /// A chain that bends inside its pixel (a polygon's corner) is not taken for a straight
  /// edge when the line through its ends misses the pixel's coverage by more than an
  /// eighth.
  @Test func bentChainsAreRefused() throws {
    // A triangle whose tip lies inside pixel (5, 5): one chain enters through the top at
    // x = 5.3, runs right to the tip and leaves through the bottom at x = 5.3, so its
    // chord is vertical while the pixel is 0.55 covered.
    let triangle = [Point(x: 0.5, y: 0.2), Point(x: 5.8, y: 5.5), Point(x: 0.5, y: 10.8)]
    var rasterizer = CellRasterizer(width: 12, height: 12)
    triangle.withUnsafeBufferPointer { rasterizer.addPolygon($0) }
    var sink = ChordSink(width: 12)
    rasterizer.sweep(rule: .nonZero, into: &sink)
    let tip = try #require(sink.chords[5 * 12 + 5])
    #expect(tip.coverage == 140)
    #expect(tip.chord.mask(checkedAgainst: tip.coverage) == nil)
    // Beside it, where the edges are straight, the chords pass.
    let above = try #require(sink.chords[4 * 12 + 4])
    #expect(above.chord.mask(checkedAgainst: above.coverage) != nil)
  }
}

extension EdgeChord {
  /// The chord from `(x0, y0)` to `(x1, y1)` (`y0 ≠ y1`) with the inside left of the line
  /// (towards smaller x) or right of it, packed as `bits` describes.
  init(x0: Int, y0: Int, x1: Int, y1: Int, insideLeft: Bool) {
    let packed = CellRasterizer.chainPoint(x0, y0) | CellRasterizer.chainPoint(x1, y1) << 32
    self.init(bits: UInt64(truncatingIfNeeded: packed) | ((y1 > y0) != insideLeft ? 0x8000 : 0))
  }
}
