import Testing

@testable import Raster

/// The span fast paths (memset-like opaque runs, one blend factor per run) against the
/// per-pixel shader path, which blends every pixel on its own.
@Suite struct FastPathTests {
  private func render(_ paint: (RGBA8) -> Paint, _ color: RGBA8, rule: FillRule) throws -> Bitmap {
    let canvas = try #require(Canvas(width: 48, height: 40))
    // Both sides blend by coverage: the solid spans are what is under test.
    canvas.blendsEdgesByRegion = false
    canvas.clear(RGBA8(red: 30, green: 200, blue: 90, alpha: 180))
    canvas.clip(to: Path(ovalIn: Rect(x: 3.3, y: 2.1, width: 44, height: 36)))
    var path = Path(ovalIn: Rect(x: 1.25, y: 1.5, width: 30, height: 30))
    path.append(Path(rect: Rect(x: 10.5, y: 8.25, width: 35, height: 20)))
    canvas.fill(path, with: paint(color), rule: rule)
    canvas.stroke(
      Path.polyline([(2, 38), (24, 3), (46, 37)]), style: StrokeStyle(width: 3.5, join: .round),
      with: paint(color))
    return canvas.makeBitmap()
  }

  @Test(arguments: [
    RGBA8(red: 0, green: 122, blue: 255), RGBA8(red: 255, green: 59, blue: 48, alpha: 128),
    RGBA8(red: 1, green: 2, blue: 3, alpha: 1),
  ])
  func solidSpansMatchPerPixelBlending(color: RGBA8) throws {
    let constant = { (c: RGBA8) -> Paint in
      .linearGradient(Gradient(colors: [c, c]), start: .zero, end: Point(x: 48, y: 0))
    }
    for rule in [FillRule.nonZero, .evenOdd] {
      #expect(try render(Paint.solid, color, rule: rule) == render(constant, color, rule: rule))
    }
  }
}
