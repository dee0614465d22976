import PNGCodec
import Raster
import TestSupport
import Testing

/// The encoder's files: byte-stable, no timestamp, chunks in a fixed order with valid CRCs.
@Suite("Encoder output")
struct EncoderOutputTests {
  static func sample(colors: Int, seed: UInt64, alpha: Bool = false) -> Bitmap {
    var rng = SplitMix64(seed: seed)
    let palette = (0..<colors).map { _ in
      RGBA8(red: rng.byte(), green: rng.byte(), blue: rng.byte(), alpha: alpha ? rng.byte() : 255)
    }
    var bitmap = Bitmap(width: 23, height: 19)
    for y in 0..<19 {
      for x in 0..<23 { bitmap[x, y] = rng.element(of: palette) }
    }
    return bitmap
  }

  static let bitmaps: [Bitmap] = [
    sample(colors: 2, seed: 1), sample(colors: 12, seed: 2, alpha: true),
    sample(colors: 400, seed: 3),
    sample(colors: 400, seed: 4, alpha: true), Bitmap(width: 1, height: 1, fill: .white),
  ]

  static let text = [
    PNGTextEntry(key: "Title", value: "Rating"), PNGTextEntry(key: "Comment", value: "größer ✓"),
  ]

  @Test("Encoding the same pixels twice gives the same bytes")
  func byteStable() throws {
    for bitmap in Self.bitmaps {
      let first = try PNGEncoder().encode(bitmap, text: Self.text)
      let second = try PNGEncoder().encode(bitmap, text: Self.text)
      #expect(first == second)
      let copy = try #require(
        Bitmap(width: bitmap.width, height: bitmap.height, bytes: bitmap.bytes))
      #expect(try PNGEncoder.encode(copy, text: Self.text) == first)
    }
  }

  @Test("Chunks are IHDR sRGB [PLTE [tRNS]] [tEXt/iTXt…] IDAT… IEND, each with a valid CRC")
  func chunkOrder() throws {
    for bitmap in Self.bitmaps {
      for text in [[], Self.text] {
        let file = try PNGEncoder().encode(bitmap, text: text)
        let chunks = try #require(TestChunk.list(file))
        let types = chunks.map(\.type)
        #expect(!types.contains("tIME"))
        #expect(Array(types.prefix(2)) == ["IHDR", "sRGB"])
        #expect(types.last == "IEND")
        var rest = Array(types.dropFirst(2).dropLast())
        if rest.first == "PLTE" {
          rest.removeFirst()
          if rest.first == "tRNS" { rest.removeFirst() }
        }
        let textTypes = rest.prefix { $0 == "tEXt" || $0 == "iTXt" }
        #expect(textTypes.count == text.count)
        rest.removeFirst(textTypes.count)
        #expect(!rest.isEmpty && rest.allSatisfy { $0 == "IDAT" }, "\(types)")
        for chunk in chunks {
          #expect(chunk.storedCRC == chunk.computedCRC, "\(chunk.type)")
        }
        #expect(chunks[1].body == [0])
        let header = chunks[0].body
        #expect(header.count == 13)
        #expect(Int(readBigEndian(header, 0)) == bitmap.width)
        #expect(Int(readBigEndian(header, 4)) == bitmap.height)
        #expect(Array(header[10...]) == [0, 0, 0])
        #expect(chunks.last?.body == [])
      }
    }
  }

  @Test("The decoder reports the sRGB chunk the encoder writes")
  func srgbReported() throws {
    let info = try PNGDecoder().decodeImage(try PNGEncoder().encode(Self.bitmaps[0])).info
    #expect(info.color == PNGColorChunks(srgbIntent: 0))
    #expect(info.color.nonSRGBReason == nil)
  }

  @Test("A lower compression level changes the size, not the pixels")
  func compressionLevels() throws {
    var bitmap = Bitmap(width: 64, height: 64)
    for y in 0..<64 {
      for x in 0..<64 {
        bitmap[x, y] = RGBA8(red: UInt8(x * 4), green: UInt8(y * 4), blue: UInt8(x ^ y))
      }
    }
    let stored = try PNGEncoder(compressionLevel: 0).encode(bitmap)
    let smallest = try PNGEncoder(compressionLevel: 9).encode(bitmap)
    #expect(stored.count > smallest.count)
    #expect(try PNGDecoder.decode(stored) == bitmap)
    #expect(try PNGDecoder.decode(smallest) == bitmap)
  }

  @Test(
    "A bitmap without pixels cannot be encoded",
    arguments: [(0, 0), (0, 5), (5, 0)])
  func zeroSize(width: Int, height: Int) {
    let error = thrownError { () throws(PNGError) in
      try PNGEncoder().encode(Bitmap(width: width, height: height))
    }
    #expect(error?.caseName == "unencodable")
    #expect(error?.detail.contains("\(width)×\(height)") == true, "\(String(describing: error))")
  }
}
