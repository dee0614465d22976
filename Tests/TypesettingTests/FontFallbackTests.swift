import Foundation
import Raster
import Testing
import Typesetting

@Suite struct FontFallbackTests {
  /// The glyph ids of a layout.
  func glyphs(_ layout: AttributedTextLayout) -> [UInt32] {
    layout.lines.flatMap { $0.glyphs.map(\.glyph) }
  }

  @Test func arabicMissingFromTheRunFontIsSetInDejaVuSans() throws {
    guard let liberation = try FontRegistry.shared.substituteFace(for: "ArialMT"),
      liberation.fileName.hasPrefix("Liberation"), !liberation.hasGlyph(for: 0x0645)
    else {
      print("Skipped: Liberation Sans (fonts-liberation2) is not installed")
      return
    }
    let font = Font(face: liberation, size: 14)
    let plain = AttributedText([("Salam ", TextRunStyle(font: font))])
    #expect(AttributedTextLayout(plain).text == plain)
    let mixed = AttributedText([
      (
        "Salam \u{0645}\u{0631}\u{062D}\u{0628}\u{0627} \u{05E9}\u{05DC}\u{05D5}\u{05DD}!",
        TextRunStyle(font: font)
      )
    ])
    let layout = AttributedTextLayout(mixed)
    #expect(!glyphs(layout).contains(0))
    let faces = layout.text.styles.map(\.font.face.fileName)
    #expect(faces == ["LiberationSans-Regular.ttf", "DejaVuSans.ttf"])
    // Latin, Arabic in DejaVu Sans, then the space, Hebrew (Liberation Sans has it) and "!"
    // in the run's font.
    #expect(layout.text.runs.map(\.style) == [0, 1, 0])
    #expect(layout.text.styles.allSatisfy { $0.font.pointSize == 14 })
    // Without fallback the Arabic letters would be .notdef.
    let shaped = TextShaper.shape("\u{0645}", face: liberation)
    #expect(shaped.glyphs.first?.glyph == 0)
  }

  @Test func chineseIsSetInAnInstalledCJKFace() throws {
    let font = try TextTestSupport.font(14)
    let han: UInt32 = 0x6F22
    guard FontFallback.face(for: han, instead: font.face) != nil else {
      print(
        "Skipped: no CJK fallback installed (apt-get install fonts-wqy-microhei, 5 MB); "
          + "Chinese draws .notdef boxes")
      let layout = AttributedTextLayout(AttributedText([("\u{6F22}", TextRunStyle(font: font))]))
      #expect(glyphs(layout) == [0])
      return
    }
    let text = AttributedText([("Kanji \u{6F22}\u{5B57}", TextRunStyle(font: font))])
    let layout = AttributedTextLayout(text)
    #expect(!glyphs(layout).contains(0))
    #expect(layout.text.styles.count == 2)
    let bitmap = try TextTestSupport.render(width: 100, height: 24) {
      $0.drawText(text, at: Point(x: 2, y: 2))
    }
    #expect(TextTestSupport.inkCount(bitmap) > 60)
  }

  @Test func marksStayWithTheirBase() throws {
    let font = try TextTestSupport.font(14)
    // "e" and a combining acute: both in DejaVu Sans, one run.
    let layout = AttributedTextLayout(AttributedText([("e\u{0301}", TextRunStyle(font: font))]))
    #expect(layout.text.runs.count == 1)
  }
}
