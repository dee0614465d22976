import Testing

@testable import Typesetting

/// `TextShaper.shape` keeps whole strings' shaping per face; what it returns must be what
/// HarfBuzz gives, and the cache must stay bounded.
@Suite struct ShapingCacheTests {
  /// A face of its own, so that other tests' strings are not in its cache.
  func freshFace() throws -> FontFace {
    try FontFace(fileAt: try Font.systemFont(ofSize: 12).face.filePath)
  }

  @Test func cachedShapingIsHarfBuzzShaping() throws {
    let face = try freshFace()
    let strings = [
      "AVATAR Waffle", "fi fl", "e\u{0301}", "שלום", "مرحبا", "5/10", "\u{1F600} ok", "\t",
    ]
    for string in strings {
      let scalars = string.unicodeScalars.map(\.value)
      let direct = TextShaper.shapeWithHarfBuzz(scalars, range: scalars.indices, face: face)
      #expect(TextShaper.shape(scalars, range: scalars.indices, face: face) == direct, "\(string)")
      #expect(face.cachedRun(for: scalars) == direct, "\(string) is kept")
      #expect(TextShaper.shape(scalars, range: scalars.indices, face: face) == direct, "\(string)")
    }
  }

  @Test func partsOfAStringAreShapedInContextAndNotKept() throws {
    let face = try freshFace()
    let scalars = "Kerning: AV To".unicodeScalars.map(\.value)
    let part = 9..<11
    let shaped = TextShaper.shape(scalars, range: part, face: face)
    #expect(shaped == TextShaper.shapeWithHarfBuzz(scalars, range: part, face: face))
    #expect(shaped.glyphs.map(\.cluster) == [9, 10])
    #expect(face.shapedRuns.isEmpty)
  }

  @Test func theCacheStartsAgainWhenFull() throws {
    let face = try freshFace()
    for i in 0..<(FontFace.maximumCachedRuns + 10) {
      _ = TextShaper.shape("label \(i)", face: face)
      #expect(face.shapedRuns.count <= FontFace.maximumCachedRuns)
    }
    #expect(face.shapedRuns.count == 10)
    let long = [UInt32](repeating: 0x61, count: FontFace.maximumCachedScalars / 10 + 1)
    let run = TextShaper.shape(long, range: long.indices, face: face)
    #expect(run.glyphs.count == long.count)
    #expect(face.cachedRun(for: long) == nil)
  }
}
