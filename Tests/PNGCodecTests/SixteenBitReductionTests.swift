import PNGCodec
import Raster
import Testing

/// Every one of the 65536 sixteen-bit sample values, reduced to 8 bits by rounding
/// v · 255 / 65535 to nearest.
@Suite("16-bit to 8-bit reduction")
struct SixteenBitReductionTests {
  /// A 256 × 256 image whose pixel (x, y) holds the 16-bit value 256·y + x in every sample
  /// (its alpha the complement, for gray+alpha and RGBA).
  static func exhaustive(colorType: PNGColorType, channels: Int) -> (
    file: [UInt8], expected: Bitmap
  ) {
    var values: [UInt16] = []
    var expected = Bitmap(width: 256, height: 256)
    for y in 0..<256 {
      for x in 0..<256 {
        let v = UInt16(y * 256 + x)
        let hasAlpha = colorType == .grayAlpha || colorType == .rgba
        values += (0..<channels).map { hasAlpha && $0 == channels - 1 ? ~v : v }
        let s = GeneratedPNG.to8Bit(v, depth: 16)
        let a = hasAlpha ? GeneratedPNG.to8Bit(~v, depth: 16) : 255
        expected[x, y] = RGBA8(red: s, green: s, blue: s, alpha: a)
      }
    }
    let samples = TestSamples(
      width: 256, height: 256, channels: channels, bitDepth: 16, values: values)
    let file = TestPNGFile.file([
      (
        "IHDR",
        TestPNGFile.header(
          width: 256, height: 256, bitDepth: 16, colorType: UInt8(colorType.rawValue))
      ),
      ("IDAT", StoredZlib.wrap(TestImageData.filtered(samples, interlaced: false, plan: .none))),
      ("IEND", []),
    ])
    return (file, expected)
  }

  @Test(
    "Every 16-bit value rounds to nearest",
    arguments: [(PNGColorType.gray, 1), (.grayAlpha, 2), (.rgb, 3), (.rgba, 4)])
  func everyValue(colorType: PNGColorType, channels: Int) throws {
    let image = Self.exhaustive(colorType: colorType, channels: channels)
    let decoded = try PNGDecoder().decode(image.file)
    #expect(decoded == image.expected, "\(bitmapDifference(decoded, image.expected))")
  }

  @Test("The rounding rule itself, at its boundaries")
  func roundingRule() {
    // 257·k is exactly k·65535/255; k + 0.5 lies at 257·k + 128.5.
    #expect(GeneratedPNG.to8Bit(0, depth: 16) == 0)
    #expect(GeneratedPNG.to8Bit(128, depth: 16) == 0)
    #expect(GeneratedPNG.to8Bit(129, depth: 16) == 1)
    #expect(GeneratedPNG.to8Bit(257, depth: 16) == 1)
    #expect(GeneratedPNG.to8Bit(32_767, depth: 16) == 127)
    #expect(GeneratedPNG.to8Bit(32_768, depth: 16) == 128)
    #expect(GeneratedPNG.to8Bit(65_407, depth: 16) == 255)
    #expect(GeneratedPNG.to8Bit(65_406, depth: 16) == 254)
    #expect(GeneratedPNG.to8Bit(10, depth: 4) == 0xAA)
    #expect(GeneratedPNG.to8Bit(2, depth: 2) == 0xAA)
    #expect(GeneratedPNG.to8Bit(1, depth: 1) == 0xFF)
  }
}
