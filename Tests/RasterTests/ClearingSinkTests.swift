import TestSupport
import Testing

@testable import Raster

/// A clear still pending when an unclipped solid draw comes is written with the draw
/// (`ClearingSink`); the picture must be the one clearing first gives.
@Suite struct ClearingSinkTests {
  /// Draws `draw` on a canvas cleared to `clear`, once with the clear pending and once
  /// written first (reading the picture writes it), and returns both pictures.
  static func pictures(
    clear: RGBA8, regions: Bool, _ draw: (Canvas) -> Void
  ) -> (fused: Bitmap, settled: Bitmap)? {
    guard let fused = Canvas(width: 37, height: 29, scale: 1),
      let settled = Canvas(width: 37, height: 29, scale: 1)
    else { return nil }
    fused.blendsEdgesByRegion = regions
    settled.blendsEdgesByRegion = regions
    fused.clear(clear)
    settled.clear(clear)
    _ = settled.makeBitmap()
    draw(fused)
    draw(settled)
    return (fused.makeBitmap(), settled.makeBitmap())
  }

  @Test(arguments: [false, true])
  func drawingOverAPendingClearGivesTheClearedPicture(regions: Bool) throws {
    var random = SplitMix64(seed: regions ? 91 : 92)
    for round in 0..<60 {
      let opaque = round % 2 == 0
      let color = RGBA8(
        red: UInt8(random.next() % 256), green: UInt8(random.next() % 256),
        blue: UInt8(random.next() % 256), alpha: opaque ? 255 : UInt8(random.next() % 255))
      let clear = RGBA8(
        red: UInt8(random.next() % 256), green: 40, blue: 200,
        alpha: round % 3 == 0 ? 0 : 255)
      // Random polygons (self-crossing ones are refined, their rows out of order), and a
      // shape reaching past the canvas.
      var path = Path()
      let corners = 3 + Int(random.next() % 6)
      path.move(to: random.point(in: 37))
      for _ in 1..<corners { path.addLine(to: random.point(in: 37)) }
      path.closeSubpath()
      if round % 5 == 0 { path.addEllipse(in: Rect(x: -10, y: 20, width: 30, height: 30)) }
      let rule: FillRule = round % 4 == 0 ? .evenOdd : .nonZero
      let pictures = try #require(
        Self.pictures(clear: clear, regions: regions) { canvas in
          if round % 3 == 1 {
            canvas.stroke(path, style: StrokeStyle(width: 3.5), with: .solid(color))
          } else {
            canvas.fill(path, with: .solid(color), rule: rule)
          }
          // A second draw, over the first.
          canvas.fill(
            Path(ovalIn: Rect(x: 5.5, y: 3.25, width: 20, height: 17)),
            with: .solid(RGBA8(red: 9, green: 200, blue: 30, alpha: 180)))
        })
      #expect(pictures.fused == pictures.settled, "round \(round)")
    }
  }

  /// Nothing drawn, a draw wholly off the canvas, and a glyph-like stamp: the clear is
  /// still written everywhere.
  @Test func theClearReachesEveryPixel() throws {
    let clear = RGBA8(red: 12, green: 34, blue: 56, alpha: 255)
    let off = try #require(
      Self.pictures(clear: clear, regions: true) { canvas in
        canvas.fill(
          Path(rect: Rect(x: 50, y: 50, width: 5, height: 5)),
          with: .solid(RGBA8(red: 255, green: 0, blue: 0, alpha: 255)))
      })
    #expect(off.fused == off.settled)
    let everywhere = repeatElement([UInt8]([12, 34, 56, 255]), count: 37 * 29).joined()
    #expect(off.fused.bytes == Array(everywhere))
    let stamp = try #require(
      CoverageStamp(Path(ovalIn: Rect(x: 0.3, y: 0.6, width: 9, height: 5)), transform: .identity))
    let stamped = try #require(
      Self.pictures(clear: clear, regions: false) { canvas in
        let black = RGBA8(red: 0, green: 0, blue: 0, alpha: 200)
        canvas.fill(stamp, atPixelX: 4, y: 5, with: .solid(black))
      })
    #expect(stamped.fused == stamped.settled)
  }

  /// Only a sweep that refines no row reports its rows in order (and writes a pending
  /// clear with itself).
  @Test func refiningSweepsAreNotInOrder() {
    var convex = CellRasterizer(width: 40, height: 40)
    convex.addPolygons(ConvexPolygonTests.flat([ConvexPolygonTests.regular(6)]), rule: .nonZero)
    let convexInOrder = convex.sweepsInOrder
    #expect(convexInOrder)
    var star = CellRasterizer(width: 40, height: 40)
    star.shortcuts.remove(.resolvesCrossings)
    star.addPolygons(
      ConvexPolygonTests.flat([ConvexPolygonTests.regular(5, step: 2)]), rule: .nonZero)
    let starInOrder = star.sweepsInOrder
    #expect(!starInOrder)
    star.refinesComplexRows = false
    let unrefinedInOrder = star.sweepsInOrder
    #expect(unrefinedInOrder)
  }

  /// Spans out of order, over pixels holding anything: each ends up drawn over the clear
  /// colour, and the rest is cleared.
  @Test func spansOutOfOrderDrawOverTheClear() {
    let width = 10
    var pixels = [UInt32](repeating: 0xDEAD_BEEF, count: 40)
    let clear: UInt32 = 0xFF10_2030
    let color = PremultipliedRGBA8(packed: 0x8040_4040)
    let opaque = PremultipliedRGBA8(packed: 0xFF00_00FF)
    pixels.withUnsafeMutableBufferPointer { buffer in
      let base = buffer.baseAddress!
      var clearing = ClearingSink(
        base: SolidColorSink(pixels: base, mask: nil, width: width, color: color), pixels: base,
        width: width, count: 40, clear: clear, overwritesWhole: false)
      clearing.span(y: 2, x: 3, count: 2, coverage: 255)
      clearing.pixel(y: 0, x: 1, coverage: 128)
      clearing.span(y: 2, x: 7, count: 1, coverage: 64)
      clearing.finish()
      var whole = ClearingSink(
        base: SolidColorSink(pixels: base + 30, mask: nil, width: width, color: opaque),
        pixels: base + 30, width: width, count: 10, clear: clear, overwritesWhole: true)
      whole.span(y: 0, x: 2, count: 5, coverage: 255)
      whole.finish()
    }
    var expected = [UInt32](repeating: clear, count: 40)
    expected[23] = SourceOver.over(color.packed, clear)
    expected[24] = expected[23]
    expected[1] = SourceOver.over(SourceOver.scale(color.packed, by: 128), clear)
    expected[27] = SourceOver.over(SourceOver.scale(color.packed, by: 64), clear)
    for i in 32..<37 { expected[i] = opaque.packed }
    #expect(pixels == expected)
  }
}
