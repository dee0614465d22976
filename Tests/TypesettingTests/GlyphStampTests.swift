import Raster
import Testing

@testable import Typesetting

/// Text drawn from cached glyph stamps (see `Canvas.draw(_:at:paint:)`).
@Suite struct GlyphStampTests {
  static let ink = RGBA8(red: 20, green: 30, blue: 90)

  /// The glyphs' outlines gathered into one path and filled, as text is drawn under a
  /// transform that rotates.
  func outlineFill(_ text: String, font: Font, at origin: Point, in canvas: Canvas) {
    let layout = TextLayout(text, attributes: TextAttributes(font: font))
    // Flattened as glyphs are, not halved as Core Graphics fills shapes.
    canvas.fill(
      layout.glyphPath(at: origin), with: .solid(Self.ink), rule: .nonZero,
      halvingCubics: false)
  }

  @Test func aColdCacheDrawsTheSameBytesAsAWarmOne() throws {
    let warm = try TextTestSupport.font(17)
    let path = warm.face.filePath
    // Warm the shared face with other text at the same size and phases.
    _ = try TextTestSupport.render(width: 200, height: 40) { canvas in
      canvas.drawText(
        "Waffle 1,299 ½", at: Point(x: 3.3, y: 2.6), attributes: TextAttributes(font: warm))
    }
    let cold = Font(face: try FontFace(fileAt: path), size: 17)
    let draw = { (font: Font) in
      try TextTestSupport.render(width: 200, height: 40, scale: 2) { canvas in
        canvas.drawText(
          "Waffle fluffy", at: Point(x: 4.1, y: 3.7),
          attributes: TextAttributes(font: font, color: Self.ink))
      }
    }
    #expect(try draw(warm) == draw(cold))
  }

  @Test func stampedTextStaysWithinAnEighthOfAPixelOfTheOutlines() throws {
    let font = try TextTestSupport.font(22)
    let origin = Point(x: 5.37, y: 3.81)
    let stamped = try TextTestSupport.render(width: 160, height: 40) { canvas in
      canvas.drawText(
        "Interface", at: origin, attributes: TextAttributes(font: font, color: Self.ink))
    }
    let exact = try TextTestSupport.render(width: 160, height: 40) { canvas in
      outlineFill("Interface", font: font, at: origin, in: canvas)
    }
    // Same ink, at most an eighth of a pixel away: every pixel within 1/8 + rounding of
    // full contrast, and the total ink the same within a fraction of a percent.
    var worst = 0
    var inkStamped = 0
    var inkExact = 0
    for y in 0..<stamped.height {
      for x in 0..<stamped.width {
        worst = max(worst, abs(Int(stamped[x, y].red) - Int(exact[x, y].red)))
        inkStamped += 255 - Int(stamped[x, y].red)
        inkExact += 255 - Int(exact[x, y].red)
      }
    }
    #expect(worst > 0)
    #expect(worst <= (255 - 20) / 8 * 2 + 2)
    #expect(abs(inkStamped - inkExact) * 200 < inkExact)
  }

  @Test func aRotatedCanvasFillsTheExactOutlines() throws {
    let font = try TextTestSupport.font(19)
    let origin = Point(x: 6.2, y: 20.4)
    let draw = { (body: (Canvas) -> Void) in
      try TextTestSupport.render(width: 120, height: 80) { canvas in
        canvas.rotate(by: 0.3)
        body(canvas)
      }
    }
    let text = try draw { canvas in
      canvas.drawText(
        "Page 12", at: origin, attributes: TextAttributes(font: font, color: Self.ink))
    }
    let outlines = try draw { canvas in outlineFill("Page 12", font: font, at: origin, in: canvas) }
    #expect(text == outlines)
  }

  @Test func glyphsPartlyOffTheCanvasAreCut() throws {
    let font = try TextTestSupport.font(30)
    let bitmap = try TextTestSupport.render(width: 40, height: 30) { canvas in
      canvas.drawText(
        "Wide text", at: Point(x: -12.3, y: -9.6), attributes: TextAttributes(font: font))
    }
    #expect(TextTestSupport.inkCount(bitmap) > 50)
  }
}

@Suite struct GlyphStampCacheTests {
  @Test func theCacheStaysWithinItsByteBudget() throws {
    let face = try FontFace(fileAt: try TextTestSupport.font(12).face.filePath)
    let glyph = try #require(
      TextLayout("W", attributes: TextAttributes(font: Font(face: face, size: 12)))
        .lines.first?.glyphs.first?.glyph)
    // Glyphs of about 500 pixels a side, 250 KB each: more than the budget in all.
    var drawn = 0
    for step in 0..<160 {
      let scale = (500 + Double(step)) / Double(face.unitsPerEm)
      if face.glyphStamp(glyph, scale: scale, phaseX: step & 3, phaseY: 0) != nil { drawn += 1 }
      face.lock.lock()
      let bytes = face.stampBytes
      face.lock.unlock()
      #expect(bytes <= FontFace.maximumStampBytes)
    }
    #expect(drawn == 160)
    face.lock.lock()
    defer { face.lock.unlock() }
    #expect(!face.stamps.isEmpty)
    #expect(face.stamps.count < 160)
  }
}
