import Testing

@testable import Raster

@Suite struct CanvasTests {
  @Test func clearingIsWrittenBeforeAnythingReadsOrDraws() throws {
    // A new canvas is transparent, and a clear is only written when the surface is next
    // used: every way of using it must see the cleared colour.
    let fresh = try #require(Canvas(width: 3, height: 2))
    #expect(fresh.premultipliedPixels.pixels == [UInt32](repeating: 0, count: 6))
    let red = RGBA8(red: 255, green: 0, blue: 0)
    let canvas = try #require(Canvas(width: 4, height: 4))
    canvas.clear(.white)
    canvas.clear(red)
    #expect(canvas.makeBitmap()[0, 0] == red)
    canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 2, height: 4)), with: .solid(.black))
    #expect(canvas.makeBitmap()[0, 0] == .black)
    #expect(canvas.makeBitmap()[3, 3] == red)
    canvas.clear(.white)
    canvas.beginLayer(opacity: 1)
    canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), with: .solid(red))
    canvas.endLayer()
    #expect(canvas.makeBitmap()[0, 0] == red)
    #expect(canvas.makeBitmap()[1, 1] == .white)
    canvas.beginLayer(opacity: 1)
    canvas.clear(.black)
    canvas.endLayer()
    #expect(canvas.makeBitmap()[2, 2] == .black)
  }

  @Test func pixelAlignedFillsAreExact() throws {
    let canvas = try #require(Canvas.white(16, 16))
    canvas.fill(Path(rect: Rect(x: 2, y: 3, width: 4, height: 5)), with: .solid(.black))
    let bitmap = canvas.makeBitmap()
    for y in 0..<16 {
      for x in 0..<16 {
        let inside = (2..<6).contains(x) && (3..<8).contains(y)
        #expect(bitmap[x, y] == (inside ? .black : .white))
      }
    }
  }

  @Test func scaleMapsPointsToPixels() throws {
    let canvas = try #require(Canvas(width: 10, height: 10, scale: 3))
    #expect(canvas.pixelWidth == 30 && canvas.pixelHeight == 30)
    canvas.fill(Path(rect: Rect(x: 1, y: 1, width: 2, height: 2)), with: .solid(.black))
    let bitmap = canvas.makeBitmap()
    #expect(bitmap[3, 3] == .black && bitmap[8, 8] == .black && bitmap[9, 9] == .clear)
  }

  @Test func clippingLimitsDrawingAndRestores() throws {
    let canvas = try #require(Canvas.white(16, 16))
    canvas.save()
    canvas.clip(to: Rect(x: 4, y: 4, width: 4.5, height: 4))
    canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 16, height: 16)), with: .solid(.black))
    canvas.restore()
    canvas.fill(Path(rect: Rect(x: 12, y: 12, width: 2, height: 2)), with: .solid(.black))
    let bitmap = canvas.makeBitmap()
    #expect(bitmap[4, 4] == .black && bitmap[3, 4] == .white && bitmap[4, 8] == .white)
    #expect(bitmap[8, 5] == RGBA8(red: 127, green: 127, blue: 127))
    #expect(bitmap[12, 12] == .black)
  }

  /// A path clip knows it is empty from what its rasterization wrote: nested clips that do
  /// not meet leave nothing to draw, and a clip down in the last row is not empty.
  @Test func pathClipsKnowWhenTheyAreEmpty() throws {
    let canvas = try #require(Canvas.white(16, 16))
    canvas.save()
    canvas.clip(to: Path(ovalIn: Rect(x: 0, y: 0, width: 6, height: 6)))
    #expect(!canvas.state.clipIsEmpty)
    canvas.clip(to: Path(ovalIn: Rect(x: 9, y: 9, width: 6, height: 6)))
    #expect(canvas.state.clipIsEmpty)
    canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 16, height: 16)), with: .solid(.black))
    canvas.restore()
    #expect(canvas.makeBitmap()[3, 3] == .white)

    canvas.save()
    canvas.clip(to: Path(rect: Rect(x: 2, y: 15.5, width: 4, height: 0.5)))
    #expect(!canvas.state.clipIsEmpty)
    canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 16, height: 16)), with: .solid(.black))
    canvas.restore()
    #expect(canvas.makeBitmap()[3, 15] == RGBA8(red: 127, green: 127, blue: 127))
  }

  @Test func layersApplyOpacityToTheGroup() throws {
    let canvas = try #require(Canvas.white(16, 16))
    canvas.beginLayer(opacity: 0.5)
    canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 8, height: 16)), with: .solid(.black))
    canvas.fill(Path(rect: Rect(x: 4, y: 0, width: 8, height: 16)), with: .solid(.black))
    canvas.endLayer()
    let bitmap = canvas.makeBitmap()
    #expect(bitmap[2, 2] == bitmap[6, 2])
    #expect(bitmap[6, 2] == RGBA8(red: 127, green: 127, blue: 127))
    #expect(bitmap[14, 2] == .white)
  }

  /// A layer's storage goes back cleared for the next layer, which starts transparent:
  /// after layers drawn over the whole canvas (composited each way, and at opacity 0) and
  /// a clear, empty layers leave the canvas white.
  @Test(arguments: [true, false])
  func layersStartTransparentAfterOthers(regions: Bool) throws {
    let canvas = try #require(Canvas.white(24, 16))
    canvas.blendsEdgesByRegion = regions
    let disc = Path(ovalIn: Rect(x: 2.5, y: 1.5, width: 13, height: 13))
    for opacity in [0.5, 0, 1] {
      canvas.beginLayer(opacity: opacity)
      canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 24, height: 16)), with: .solid(.black))
      canvas.fill(disc, with: .solid(RGBA8(red: 255, green: 0, blue: 0, alpha: 128)))
      canvas.endLayer()
    }
    canvas.clear(.white)
    let white = canvas.makeBitmap()
    for opacity in [1.0, 0.5] {
      canvas.beginLayer(opacity: opacity)
      canvas.endLayer()
      #expect(canvas.makeBitmap() == white)
    }
  }

  /// A layer composites the rows drawn in on it, whatever drew there (a fill, a gradient, a
  /// stamp, a bitmap, a layer inside it), and leaves the others as they were.
  @Test(arguments: [true, false])
  func layersCompositeEveryRowDrawnIn(regions: Bool) throws {
    let canvas = try #require(Canvas.white(16, 48))
    canvas.blendsEdgesByRegion = regions
    func band(_ top: Int) -> Rect { Rect(x: 0, y: Double(top), width: 16, height: 4) }
    let stamp = try #require(CoverageStamp(Path(rect: band(0)), transform: .identity))
    var image = Bitmap(width: 1, height: 1)
    image[0, 0] = .black
    let black = Gradient(colors: [.black, .black])
    // Each in a layer of its own, in a band of rows below a band left white.
    let draws: [() -> Void] = [
      { canvas.fill(Path(rect: band(4)), with: .solid(.black)) },
      {
        canvas.fill(
          Path(rect: band(12)),
          with: .linearGradient(black, start: Point(x: 0, y: 0), end: Point(x: 16, y: 0)))
      },
      { canvas.fill(stamp, atPixelX: 0, y: 20, with: .solid(.black)) },
      { canvas.draw(image, in: band(28), interpolation: .nearest) },
      {
        canvas.beginLayer(opacity: 1)
        canvas.fill(Path(rect: band(36)), with: .solid(.black))
        canvas.endLayer()
      },
    ]
    for draw in draws {
      canvas.beginLayer(opacity: 1)
      draw()
      canvas.endLayer()
    }
    let bitmap = canvas.makeBitmap()
    for y in 0..<48 {
      let drawn = y < 40 && y % 8 >= 4
      #expect(bitmap[5, y] == (drawn ? .black : .white), "row \(y)")
    }
    // The layers' storage went back cleared: an empty layer changes nothing.
    canvas.beginLayer(opacity: 1)
    canvas.endLayer()
    #expect(canvas.makeBitmap() == bitmap)
  }

  @Test func linearGradientsRunBetweenTheirEnds() throws {
    let canvas = try #require(Canvas(width: 64, height: 4))
    let gradient = Gradient(colors: [.black, .white])
    canvas.fill(
      Path(rect: Rect(x: 0, y: 0, width: 64, height: 4)),
      with: .linearGradient(gradient, start: Point(x: 0, y: 0), end: Point(x: 64, y: 0)))
    let bitmap = canvas.makeBitmap()
    #expect(bitmap[0, 1].red < 4 && bitmap[63, 1].red > 251)
    #expect((1..<64).allSatisfy { bitmap[$0, 1].red >= bitmap[$0 - 1, 1].red })
    let radial = try #require(Canvas(width: 32, height: 32))
    radial.fill(
      Path(rect: Rect(x: 0, y: 0, width: 32, height: 32)),
      with: .radialGradient(
        gradient, center: Point(x: 16, y: 16), startRadius: 0, endRadius: 16))
    let r = radial.makeBitmap()
    #expect(r[16, 16].red < 16 && r[0, 0].red == 255 && r[16, 2].red > r[16, 10].red)
  }

  @Test func bitmapsDrawNearestAndBilinear() throws {
    var image = Bitmap(width: 2, height: 2)
    image[0, 0] = .black
    image[1, 0] = .white
    image[0, 1] = .white
    image[1, 1] = .black
    let canvas = try #require(Canvas(width: 8, height: 8))
    canvas.draw(image, in: Rect(x: 0, y: 0, width: 8, height: 8), interpolation: .nearest)
    let nearest = canvas.makeBitmap()
    #expect(nearest[1, 1] == .black && nearest[6, 1] == .white && nearest[6, 6] == .black)
    let smooth = try #require(Canvas(width: 8, height: 8))
    smooth.draw(image, in: Rect(x: 0, y: 0, width: 8, height: 8), interpolation: .bilinear)
    let bilinear = smooth.makeBitmap()
    #expect(bilinear[0, 0] == .black && bilinear[3, 3].red > 0 && bilinear[3, 3].red < 255)
  }
}
