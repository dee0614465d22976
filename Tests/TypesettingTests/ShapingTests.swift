import Raster
import Testing
import Typesetting

@Suite struct ShapingTests {
  @Test func kerningPairAVIsTighter() throws {
    let face = try Font.systemFont(ofSize: 10).face
    let pair = TextShaper.shape("AV", face: face)
    let a = TextShaper.shape("A", face: face)
    let v = TextShaper.shape("V", face: face)
    #expect(pair.glyphs.count == 2)
    #expect(pair.advance < a.advance + v.advance)
  }

  @Test func ligaturesAsTheFontDefinesThem() throws {
    let face = try Font.systemFont(ofSize: 10).face
    // DejaVu Sans maps "fi" and "fl" to the ligature glyphs of U+FB01 and U+FB02.
    let fi = TextShaper.shape("fi", face: face)
    let ligature = TextShaper.shape("\u{FB01}", face: face)
    #expect(fi.glyphs.count == 1)
    #expect(fi.glyphs.map(\.glyph) == ligature.glyphs.map(\.glyph))
    #expect(TextShaper.shape("fl", face: face).glyphs.count == 1)
  }

  @Test func combiningMarksArePositionedOnTheirBase() throws {
    let face = try Font.systemFont(ofSize: 10).face
    let run = TextShaper.shape("e\u{0301}", face: face)
    #expect(run.glyphs.count >= 1)
    #expect(run.glyphs.allSatisfy { $0.cluster == 0 })
    #expect(run.glyphs.allSatisfy { $0.glyph != 0 })
    #expect(run.advance == TextShaper.shape("e", face: face).advance)
  }

  @Test func rightToLeftRunsAreInLogicalOrder() throws {
    let face = try Font.systemFont(ofSize: 10).face
    let hebrew = TextShaper.shape("שלום", face: face)
    #expect(hebrew.isRightToLeft)
    #expect(hebrew.glyphs.map(\.cluster) == [0, 1, 2, 3])
    let arabic = TextShaper.shape("سلام", face: face)
    #expect(arabic.isRightToLeft)
    #expect(!TextShaper.shape("Latin", face: face).isRightToLeft)
  }

  @Test func missingCharactersBecomeNotdef() throws {
    let face = try Font.systemFont(ofSize: 10).face
    // DejaVu Sans has no CJK ideographs.
    let run = TextShaper.shape("\u{4E2D}", face: face)
    #expect(run.glyphs.map(\.glyph) == [0])
    #expect(run.glyphs[0].advance > 0)
  }

  @Test func positionsDoNotDependOnSize() throws {
    let face = try Font.systemFont(ofSize: 10).face
    let a = try Font.systemFont(ofSize: 9)
    let b = try Font.systemFont(ofSize: 31)
    let text = "Wavy AVA kerning"
    let ratio =
      text.size(withAttributes: TextAttributes(font: b)).width
      / text.size(withAttributes: TextAttributes(font: a)).width
    #expect(abs(ratio - 31.0 / 9.0) < 1e-12)
    #expect(TextShaper.shape(text, face: face) == TextShaper.shape(text, face: face))
  }
}
