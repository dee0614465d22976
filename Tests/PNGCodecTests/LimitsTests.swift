import PNGCodec
import Raster
import Testing

/// The size limits are checked against IHDR before any pixel memory is allocated.
@Suite("Size limits")
struct LimitsTests {
  /// A file of a few dozen bytes whose IHDR claims `width` × `height` RGB pixels.
  static func claiming(width: UInt32, height: UInt32) -> [UInt8] {
    TestPNGFile.file([
      ("IHDR", TestPNGFile.header(width: width, height: height, bitDepth: 8, colorType: 2)),
      ("IDAT", StoredZlib.wrap([0, 0, 0, 0])), ("IEND", []),
    ])
  }

  @Test(
    "A small file claiming a huge image fails fast with tooLarge",
    arguments: [
      (100_000, 100_000), (32_769, 1), (1, 32_769), (20_000, 20_000), (0x7FFF_FFFF, 0x7FFF_FFFF),
    ])
  func decompressionBomb(width: Int, height: Int) {
    let file = Self.claiming(width: UInt32(width), height: UInt32(height))
    #expect(file.count < 100)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      #expect(throws: PNGError.tooLarge(width: width, height: height, limits: .default)) {
        try PNGDecoder().decode(file)
      }
    }
    #expect(elapsed < .seconds(5), "took \(elapsed)")
  }

  @Test("A custom maxWidth rejects one pixel more, on either side")
  func customWidth() throws {
    let limits = PNGLimits(maxWidth: 10)
    for (width, height) in [(11, 1), (1, 11)] {
      let file = TestPNGFile.black(width: width, height: height)
      #expect(throws: PNGError.tooLarge(width: width, height: height, limits: limits)) {
        try PNGDecoder(limits: limits).decode(file)
      }
      #expect(throws: Never.self) { try PNGDecoder().decode(file) }
    }
    let bitmap = try PNGDecoder(limits: limits).decode(TestPNGFile.black(width: 10, height: 10))
    #expect(bitmap == Bitmap(width: 10, height: 10, fill: .black))
  }

  @Test("A custom maxPixels rejects one row more")
  func customPixels() throws {
    let limits = PNGLimits(maxPixels: 100)
    #expect(throws: PNGError.tooLarge(width: 10, height: 11, limits: limits)) {
      try PNGDecoder(limits: limits).decode(TestPNGFile.black(width: 10, height: 11))
    }
    #expect(
      try PNGDecoder(limits: limits).decode(TestPNGFile.black(width: 10, height: 10)).pixelCount
        == 100)
  }

  @Test("check(width:height:) on its own, including sizes whose product overflows")
  func check() {
    let limits = PNGLimits(maxWidth: .max, maxPixels: .max)
    #expect(throws: PNGError.tooLarge(width: .max, height: 2, limits: limits)) {
      try limits.check(width: .max, height: 2)
    }
    #expect(throws: Never.self) { try limits.check(width: 1 << 20, height: 1 << 20) }
    #expect(throws: Never.self) { try PNGLimits.default.check(width: 32_768, height: 2_048) }
    #expect(throws: (any Error).self) { try PNGLimits.default.check(width: 32_768, height: 2_049) }
    #expect(throws: (any Error).self) { try PNGLimits.default.check(width: 16_384, height: 16_384) }
  }

  @Test("The defaults are 32768 a side, 64 Mpx (the renderer's canvas) and 8 MiB a chunk")
  func defaults() {
    #expect(
      PNGLimits.default == PNGLimits(maxWidth: 32_768, maxPixels: 1 << 26, maxChunkBytes: 8 << 20))
  }

  @Test("Allowing more pixels raises the side limit with them, up to libpng's 2³¹ − 1")
  func allowing() {
    #expect(PNGLimits.allowing(pixels: 100).maxWidth == 32_768)
    #expect(PNGLimits.allowing(pixels: 100).maxPixels == 100)
    #expect(PNGLimits.allowing(pixels: 1 << 30).maxWidth == 1 << 30)
    #expect(PNGLimits.allowing(pixels: .max).maxWidth == 0x7FFF_FFFF)
    #expect(throws: Never.self) {
      try PNGLimits.allowing(pixels: 1 << 28).check(width: 16_384, height: 16_384)
    }
  }

  @Test("A compressed text chunk that inflates past maxChunkBytes is skipped, not decoded")
  func ancillaryChunkLimit() throws {
    let value = String(repeating: "x", count: 5_000)
    // zTXt: key, NUL, compression method 0, then the zlib stream of the Latin-1 text.
    let ztxt = Array("Big".utf8) + [0, 0] + StoredZlib.wrap(Array(value.utf8))
    let raw = [UInt8](repeating: 0, count: 3 * (1 + 3 * 3))
    let file = TestPNGFile.file([
      ("IHDR", TestPNGFile.header(width: 3, height: 3, bitDepth: 8, colorType: 2)),
      ("zTXt", ztxt), ("IDAT", StoredZlib.wrap(raw)), ("IEND", []),
    ])
    let roomy = try PNGDecoder().decodeImage(file)
    #expect(roomy.info.text == [PNGTextEntry(key: "Big", value: value)])
    let tight = try PNGDecoder(limits: PNGLimits(maxChunkBytes: 1_000)).decodeImage(file)
    #expect(tight.bitmap == Bitmap(width: 3, height: 3, fill: .black))
    #expect(tight.info.text(forKey: "Big") == nil)
  }
}
