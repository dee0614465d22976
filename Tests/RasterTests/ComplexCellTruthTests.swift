import TestSupport
import Testing

@testable import Raster

/// The complex-cell search (`searchesComplexCells`, the default) and refining every touched
/// row (`refinesEveryRow`) held to the exact area, on the smallest scene where the shortcut
/// differential test sees them disagree most: random scene 0x5EED + 178 (2x) shrunk to the
/// one operation that keeps a colour channel apart by 128, a translucent even-odd fill of a
/// four-point polygon that reaches off the canvas. Its winding is simple, so the exact area
/// of each pixel is the truth.
///
/// The two paths round the same area differently (exact-area cells against strips cut in
/// fixed point), so they may land a level apart where the area lies near half a level;
/// neither strays further from the exact area. The large figures come from comparing
/// bitmaps, whose colours are not premultiplied: where a pixel's alpha is 1 or 2, one level
/// of alpha moves its colour by up to 255.
@Suite struct ComplexCellTruthTests {
  static let scale = 2.0
  static let size = (width: 80, height: 64)
  static let color = RGBA8(red: 0x55, green: 0xB9, blue: 0x5F, alpha: 0x58)

  /// The polygon in points, as the scene draws it.
  static let path = Path.polyline(
    [
      (47.38183635587349, 24.313368249297525), (27.723472900721, 14.995698706522536),
      (-1.2348898093330192, -2.9825383606483555), (18.746976158002077, 12.041684469934786),
    ], closed: true)

  /// What the rasterizer receives: the polygon in device pixels.
  static var flat: FlattenedPath {
    Canvas.flatten(
      path, transform: Raster.AffineTransform(scaleX: scale, y: scale),
      halvingThreshold: FlattenedPath.halvingThreshold(flatness: Canvas.defaultFlatness))
  }

  /// The polygon's points in device pixels.
  static var points: [Point] { Array(flat.points[0..<4]) }

  /// Where segments `ab` and `cd` cross inside both, if they do.
  static func crossing(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Point? {
    let r = b - a
    let s = d - c
    let denominator = Point.cross(r, s)
    guard denominator != 0 else { return nil }
    let t = Point.cross(c - a, s) / denominator
    let u = Point.cross(c - a, r) / denominator
    guard t > 0, t < 1, u > 0, u < 1 else { return nil }
    return Point.lerp(a, b, t)
  }

  /// The exact coverage of each pixel, in levels (0...255).
  static let exact: [Double] = {
    let polygon = ComplexCellTruthTests.points
    var values: [Double] = []
    for y in 0..<size.height {
      for x in 0..<size.width {
        values.append(TestSupport.exactCoverage(polygon, px: x, py: y) * 255)
      }
    }
    return values
  }()

  /// The 8-bit coverage of the polygon under the even-odd rule, with `shortcuts` alone.
  static func coverage(_ shortcuts: _RasterShortcuts) -> [UInt32] {
    var r = CellRasterizer(width: size.width, height: size.height)
    r.shortcuts = shortcuts
    r.addPolygons(flat, rule: .evenOdd)
    var sink = TestSupport.CollectingSink(width: size.width, height: size.height)
    r.sweep(rule: .evenOdd, into: &sink)
    return sink.values
  }

  /// The scene itself, with `shortcuts` alone.
  static func render(_ shortcuts: _RasterShortcuts) -> Canvas? {
    _RasterShortcuts.$current.withValue(shortcuts) {
      let canvas = Canvas(width: 40, height: 32, scale: scale)
      canvas?.fill(path, with: .solid(color), rule: .evenOdd)
      return canvas
    }
  }

  /// The polygon, though drawn as one that may cross itself, does not: no two edges that
  /// do not meet at a vertex cross, so its winding is 0 or 1 everywhere, over which every
  /// fill rule is linear, and the exact area of each pixel is the truth. Its corners and
  /// its part off the canvas are what rows refined whole meet besides.
  @Test func theSceneIsOneSimplePolygon() {
    let p = Self.points
    #expect(p.count == 4 && Self.flat.subpaths.count == 1)
    #expect(Self.crossing(p[0], p[1], p[2], p[3]) == nil)
    #expect(Self.crossing(p[1], p[2], p[3], p[0]) == nil)
    #expect(p.contains { $0.x < 0 || $0.y < 0 })
    #expect(Self.exact.reduce(0, +) > 255 * 100)
  }

  /// Each path, in every pixel, within rounding of the exact area (half a level, plus the
  /// polygon's rounding to 1/1024 pixel).
  @Test(arguments: [true, false])
  func eachPathIsWithinRoundingOfTheExactArea(searches: Bool) {
    let values = Self.coverage(searches ? .searchesComplexCells : [])
    var worst = (error: 0.0, x: 0, y: 0)
    for (i, exact) in Self.exact.enumerated() {
      let error = abs(Double(values[i]) - exact)
      if error > worst.error { worst = (error, i % Self.size.width, i / Self.size.width) }
    }
    #expect(worst.error <= 0.75, "searches \(searches): \(worst)")
    print("searches \(searches): worst error against the exact area \(worst)")
  }

  /// Where the two paths differ, they are one level apart and the exact area lies between
  /// them, within rounding: one rounds it down, the other up.
  @Test func thePathsDifferOnlyInRounding() {
    let search = Self.coverage(.searchesComplexCells)
    let everyRow = Self.coverage([])
    var errors = (search: [Double](), everyRow: [Double]())
    for i in search.indices where search[i] != everyRow[i] {
      errors.search.append(abs(Double(search[i]) - Self.exact[i]))
      errors.everyRow.append(abs(Double(everyRow[i]) - Self.exact[i]))
      let (low, high) = (Double(min(search[i], everyRow[i])), Double(max(search[i], everyRow[i])))
      let at = "pixel \(i % Self.size.width),\(i / Self.size.width): \(search[i]) \(everyRow[i])"
      #expect(high - low == 1, "\(at)")
      #expect(Self.exact[i] > low + 0.25 && Self.exact[i] < high - 0.25, "\(at) \(Self.exact[i])")
    }
    for (name, e) in [("search", errors.search), ("every row", errors.everyRow)] {
      let mean = e.reduce(0, +) / Double(max(e.count, 1))
      print("\(name) over the \(e.count) differing pixels: mean error \(mean), max \(e.max() ?? 0)")
    }
  }

  /// On the canvas the paths stay within a level of each other in premultiplied values;
  /// unpremultiplied, as bitmaps hold them, a level of alpha `a` moves a colour by about
  /// 255 / `a`, which reaches 255 (or 128) where the alpha is 1 (or 2).
  @Test func bitmapsMagnifyALevelWhereAlphaIsSmall() throws {
    let search = try #require(Self.render(.searchesComplexCells))
    let everyRow = try #require(Self.render([]))
    let (a, b) = (search.premultipliedPixels.pixels, everyRow.premultipliedPixels.pixels)
    let (bitmapA, bitmapB) = (search.makeBitmap().bytes, everyRow.makeBitmap().bytes)
    var drawn = 0
    var largest = 0
    for i in a.indices {
      if a[i] != 0 { drawn += 1 }
      var premultiplied = 0
      var straight = 0
      for k in 0..<4 {
        let (pa, pb) = (Int(a[i] >> (8 * k) & 0xFF), Int(b[i] >> (8 * k) & 0xFF))
        premultiplied = max(premultiplied, abs(pa - pb))
        straight = max(straight, abs(Int(bitmapA[4 * i + k]) - Int(bitmapB[4 * i + k])))
      }
      let alpha = Int(min(a[i] >> 24, b[i] >> 24))
      largest = max(largest, straight)
      #expect(premultiplied <= 1, "pixel \(i): \(premultiplied)")
      #expect(straight <= 255 / max(alpha, 1) + 1, "pixel \(i): \(straight) at alpha \(alpha)")
    }
    #expect(drawn > 200)
    print("bitmaps of the scene differ by up to \(largest) in a channel")
  }
}
