import Raster
import Testing
import Typesetting

/// Pictures of text compared exactly with `__Fixtures__` (record with `UPDATE=1`).
@Suite struct GoldenTextTests {
  static let ink = RGBA8(red: 20, green: 30, blue: 90)

  @Test(arguments: [1.0, 2.0])
  func kerningPairAV(scale: Double) throws {
    let font = try TextTestSupport.font(32)
    let bitmap = try TextTestSupport.render(width: 100, height: 48, scale: scale) { canvas in
      canvas.drawText(
        "AVA", at: Point(x: 8, y: 4), attributes: TextAttributes(font: font, color: Self.ink))
    }
    try TextTestSupport.assertGolden(bitmap, named: "kerning-AV@\(Int(scale))x")
  }

  @Test(arguments: [1.0, 2.0])
  func ligaturesAndDescenders(scale: Double) throws {
    let font = try TextTestSupport.font(20)
    let bitmap = try TextTestSupport.render(width: 120, height: 32, scale: scale) { canvas in
      canvas.drawText(
        "fluffy gift", at: Point(x: 4, y: 4),
        attributes: TextAttributes(font: font, color: Self.ink))
    }
    try TextTestSupport.assertGolden(bitmap, named: "ligatures@\(Int(scale))x")
  }

  /// The CircleStepper label of seed 001: "5/10" centred in the view, white on black.
  @Test(arguments: [1.0, 2.0])
  func stepperLabel(scale: Double) throws {
    let font = try TextTestSupport.font(26)
    let bitmap = try TextTestSupport.render(width: 100, height: 100, scale: scale) { canvas in
      canvas.clear(.black)
      canvas.drawText(
        "5/10", in: Rect(x: 0, y: 0, width: 100, height: 100),
        attributes: TextAttributes(font: font, color: .white, alignment: .center))
    }
    try TextTestSupport.assertGolden(bitmap, named: "stepper-5of10@\(Int(scale))x")
  }

  @Test(arguments: [1.0, 2.0])
  func centredParagraph(scale: Double) throws {
    let font = try TextTestSupport.font(12)
    let text =
      "Interface Builder renders designable views live, "
      + "so every inspectable attribute shows at once."
    let bitmap = try TextTestSupport.render(width: 160, height: 96, scale: scale) { canvas in
      canvas.drawText(
        text, in: Rect(x: 8, y: 8, width: 144, height: 80),
        attributes: TextAttributes(font: font, color: Self.ink, alignment: .center))
    }
    try TextTestSupport.assertGolden(bitmap, named: "paragraph-centred@\(Int(scale))x")
  }

  @Test(arguments: [1.0, 2.0])
  func truncatedTail(scale: Double) throws {
    let font = try TextTestSupport.font(14, bold: true)
    let bitmap = try TextTestSupport.render(width: 120, height: 48, scale: scale) { canvas in
      canvas.drawText(
        "Page 12 of a very long banner title", in: Rect(x: 4, y: 4, width: 112, height: 40),
        attributes: TextAttributes(
          font: font, color: Self.ink, lineBreakMode: .byTruncatingTail, numberOfLines: 2))
    }
    try TextTestSupport.assertGolden(bitmap, named: "truncated-tail@\(Int(scale))x")
  }
}
