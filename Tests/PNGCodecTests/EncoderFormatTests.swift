import PNGCodec
import Raster
import Testing

/// The encoder picks the smallest lossless form for the pixels, and decoding gives them back.
@Suite("Encoder format choice")
struct EncoderFormatTests {
  /// A width × 1 bitmap of the given pixels, repeated to fill `width` when there are fewer.
  static func bitmap(_ pixels: [RGBA8], width: Int? = nil, height: Int = 3) -> Bitmap {
    let width = width ?? pixels.count
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        bitmap[x, y] = pixels[(x + y * 7) % pixels.count]
      }
    }
    return bitmap
  }

  static func gray(_ level: Int, alpha: UInt8 = 255) -> RGBA8 {
    RGBA8(red: UInt8(level), green: UInt8(level), blue: UInt8(level), alpha: alpha)
  }

  /// Encodes, checks that decoding gives the same pixels, and returns the header and chunks.
  static func encodedForm(_ bitmap: Bitmap) throws -> (info: PNGInfo, chunks: [TestChunk]) {
    let file = try PNGEncoder().encode(bitmap)
    let image = try PNGDecoder().decodeImage(file)
    #expect(image.bitmap == bitmap, "\(bitmapDifference(image.bitmap, bitmap))")
    return (image.info, try #require(TestChunk.list(file)))
  }

  struct Expectation: Sendable, CustomTestStringConvertible {
    var name: String
    var pixels: [RGBA8]
    var colorType: PNGColorType
    var bitDepth: Int
    var testDescription: String { name }
  }

  static let distinct300: [RGBA8] = (0..<300).map {
    RGBA8(red: UInt8($0 % 256), green: UInt8($0 / 256 * 40), blue: 9)
  }

  static let expectations: [Expectation] = [
    Expectation(
      name: "black and white → 1-bit gray", pixels: [gray(0), gray(255)], colorType: .gray,
      bitDepth: 1),
    Expectation(
      name: "only white → 1-bit gray", pixels: [gray(255)], colorType: .gray, bitDepth: 1),
    Expectation(
      name: "multiples of 85 → 2-bit gray", pixels: [0, 85, 170, 255].map { gray($0) },
      colorType: .gray,
      bitDepth: 2),
    Expectation(
      name: "16 multiples of 17 → 4-bit gray", pixels: (0..<16).map { gray($0 * 17) },
      colorType: .gray,
      bitDepth: 4),
    Expectation(
      name: "17 gray levels → 8-bit gray", pixels: (0..<17).map { gray($0 * 15 + 1) },
      colorType: .gray,
      bitDepth: 8),
    Expectation(
      name: "256 gray levels → 8-bit gray", pixels: (0..<256).map { gray($0) }, colorType: .gray,
      bitDepth: 8),
    Expectation(
      name: "two odd gray levels → 1-bit palette", pixels: [gray(3), gray(100)],
      colorType: .palette,
      bitDepth: 1),
    Expectation(
      name: "two multiples of 85 → 1-bit palette beats 2-bit gray", pixels: [gray(0), gray(85)],
      colorType: .palette, bitDepth: 1),
    Expectation(
      name: "10 odd gray levels → 4-bit palette", pixels: (0..<10).map { gray($0 * 20 + 3) },
      colorType: .palette, bitDepth: 4),
    Expectation(
      name: "2 colours → 1-bit palette", pixels: [.black, RGBA8(red: 255, green: 0, blue: 0)],
      colorType: .palette, bitDepth: 1),
    Expectation(
      name: "3 colours → 2-bit palette",
      pixels: [.black, .white, RGBA8(red: 1, green: 2, blue: 3)], colorType: .palette, bitDepth: 2),
    Expectation(
      name: "5 colours → 4-bit palette",
      pixels: (0..<5).map { RGBA8(red: UInt8($0), green: 0, blue: 0) },
      colorType: .palette, bitDepth: 4),
    Expectation(
      name: "17 colours → 8-bit palette",
      pixels: (0..<17).map { RGBA8(red: UInt8($0), green: 1, blue: 0) },
      colorType: .palette, bitDepth: 8),
    Expectation(
      name: "256 colours → 8-bit palette",
      pixels: (0..<256).map {
        RGBA8(red: UInt8($0), green: UInt8(255 - $0), blue: 7, alpha: UInt8($0 | 1))
      },
      colorType: .palette, bitDepth: 8),
    Expectation(
      name: "translucent gray, few levels → palette",
      pixels: [gray(10, alpha: 0), gray(200, alpha: 128)],
      colorType: .palette, bitDepth: 1),
    Expectation(
      name: "gray with alpha, 300 combinations → gray+alpha",
      pixels: (0..<300).map { gray($0 % 256, alpha: UInt8($0 / 256 * 100)) }, colorType: .grayAlpha,
      bitDepth: 8),
    Expectation(
      name: "300 opaque colours → RGB", pixels: distinct300, colorType: .rgb, bitDepth: 8),
    Expectation(
      name: "257 opaque colours → RGB", pixels: Array(distinct300.prefix(257)), colorType: .rgb,
      bitDepth: 8),
    Expectation(
      name: "300 colours, one translucent → RGBA",
      pixels: distinct300.enumerated().map {
        $0.offset == 299 ? RGBA8(red: 1, green: 1, blue: 1, alpha: 254) : $0.element
      },
      colorType: .rgba, bitDepth: 8),
  ]

  @Test("Colour type and bit depth", arguments: expectations)
  func form(_ expectation: Expectation) throws {
    let bitmap = Self.bitmap(expectation.pixels, height: 2)
    let info = try Self.encodedForm(bitmap).info
    #expect(info.colorType == expectation.colorType)
    #expect(info.bitDepth == expectation.bitDepth)
    #expect(info.isInterlaced == false)
  }

  @Test("A palette gets a tRNS chunk only as long as its last translucent entry needs")
  func shortTransparency() throws {
    let translucent = [
      RGBA8(red: 200, green: 0, blue: 0, alpha: 0), RGBA8(red: 0, green: 9, blue: 0, alpha: 128),
      RGBA8(red: 5, green: 5, blue: 5, alpha: 254),
    ]
    let opaque = (0..<10).map { RGBA8(red: UInt8($0 * 20), green: 77, blue: 3) }
    let form = try Self.encodedForm(Self.bitmap(opaque + translucent, width: 13))
    #expect(form.info.colorType == .palette)
    #expect(form.info.hasTransparencyChunk)
    let palette = try #require(form.chunks.first { $0.type == "PLTE" })
    let transparency = try #require(form.chunks.first { $0.type == "tRNS" })
    #expect(palette.body.count == 13 * 3)
    #expect(transparency.body.count == 3)
    #expect(transparency.body.sorted() == [0, 128, 254])
  }

  @Test("An opaque palette has no tRNS chunk")
  func opaquePalette() throws {
    let form = try Self.encodedForm(Self.bitmap([.black, RGBA8(red: 9, green: 8, blue: 7)]))
    #expect(form.info.colorType == .palette)
    #expect(!form.info.hasTransparencyChunk)
    #expect(!form.chunks.contains { $0.type == "tRNS" })
    #expect(form.chunks.first { $0.type == "PLTE" }?.body.count == 6)
  }

  @Test("Gray images need no PLTE chunk")
  func grayHasNoPalette() throws {
    let form = try Self.encodedForm(Self.bitmap([Self.gray(0), Self.gray(255)]))
    #expect(!form.chunks.contains { $0.type == "PLTE" || $0.type == "tRNS" })
  }

  @Test("Transparent pixels keep their colour")
  func transparentColours() throws {
    let pixels = [
      RGBA8(red: 1, green: 2, blue: 3, alpha: 0), RGBA8(red: 9, green: 8, blue: 7, alpha: 0),
    ]
    _ = try Self.encodedForm(Self.bitmap(pixels))
    var many = Bitmap(width: 20, height: 20)
    for y in 0..<20 {
      for x in 0..<20 {
        many[x, y] = RGBA8(red: UInt8(x * 12), green: UInt8(y * 12), blue: 0, alpha: 0)
      }
    }
    #expect(try Self.encodedForm(many).info.colorType == .rgba)
  }
}
