import Foundation
import PNGCodec
import Raster
import Testing

/// The pixel digest a file can carry, and reading a file unless it holds a given picture.
@Suite("PNG pixel digests")
struct PixelDigestTests {
  /// 7 × 5 translucent pixels: 140 bytes, four 32-byte stripes and a 12-byte tail.
  static func picture(changing index: Int? = nil) -> Bitmap {
    var bitmap = Bitmap(width: 7, height: 5)
    for y in 0..<5 {
      for x in 0..<7 {
        bitmap[x, y] = RGBA8(
          red: UInt8(x * 30), green: UInt8(y * 50), blue: UInt8(x * y), alpha: 180)
      }
    }
    if let index { bitmap.bytes[index] ^= 1 }
    return bitmap
  }

  static func read(_ bytes: [UInt8], unlessIdenticalTo picture: Bitmap) throws -> PNGImage? {
    var image: PNGImage?
    try withTemporaryFolder { (folder: String) throws in
      let path = folder + "/reference.png"
      try AtomicFile.write(bytes, to: path)
      var storage: [UInt8] = []
      image = try PNGFile.readUnlessIdentical(path, to: picture, reusing: &storage)
    }
    return image
  }

  /// The chunks of a PNG file: type, and the whole chunk's bytes (length to CRC).
  static func chunks(_ bytes: [UInt8]) -> [(type: String, bytes: [UInt8])] {
    var result: [(String, [UInt8])] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      result.append((type, Array(bytes[offset..<(offset + 12 + length)])))
      offset += 12 + length
    }
    return result
  }

  static func file(_ chunks: [(type: String, bytes: [UInt8])]) -> [UInt8] {
    TestPNGFile.signature + chunks.flatMap(\.bytes)
  }

  @Test func aFileWithTheDigestOfThePictureIsNotDecoded() throws {
    let bytes = try PNGEncoder(recordsPixelDigest: true).encode(Self.picture())
    #expect(
      Self.chunks(bytes).map(\.type) == ["IHDR", "sRGB", "PLTE", "tRNS", "IDAT", "dgST", "IEND"])
    #expect(try Self.read(bytes, unlessIdenticalTo: Self.picture()) == nil)
  }

  @Test func anotherPictureGetsTheFileDecoded() throws {
    let bytes = try PNGEncoder(recordsPixelDigest: true).encode(Self.picture())
    let other = Self.picture(changing: 139)
    #expect(try Self.read(bytes, unlessIdenticalTo: other)?.bitmap == Self.picture())
    let larger = Bitmap(width: 8, height: 5, fill: .white)
    #expect(try Self.read(bytes, unlessIdenticalTo: larger)?.bitmap == Self.picture())
  }

  @Test func aFileWithoutADigestIsDecoded() throws {
    let bytes = try PNGEncoder().encode(Self.picture())
    #expect(!Self.chunks(bytes).contains { $0.type == "dgST" })
    #expect(try Self.read(bytes, unlessIdenticalTo: Self.picture())?.bitmap == Self.picture())
  }

  /// A digest moved to a file with other image data (as an editor that keeps every chunk
  /// would leave it) no longer matches that data, so the file is decoded.
  @Test func aDigestIsBoundToTheImageDataItWasWrittenWith() throws {
    let original = try PNGEncoder(recordsPixelDigest: true).encode(Self.picture())
    let edited = Self.picture(changing: 0)
    let rewritten = try PNGEncoder(recordsPixelDigest: true).encode(edited)
    let digest = try #require(Self.chunks(original).first { $0.type == "dgST" })
    let spliced = Self.file(Self.chunks(rewritten).map { $0.type == "dgST" ? digest : $0 })
    #expect(spliced != rewritten)
    #expect(try Self.read(spliced, unlessIdenticalTo: Self.picture())?.bitmap == edited)
  }

  @Test func aDigestChunkThisVersionDoesNotReadIsPassedOver() throws {
    let bytes = try PNGEncoder(recordsPixelDigest: true).encode(Self.picture())
    let odd = TestPNGFile.chunk("dgST", [9, 1, 2, 3])
    let file = Self.file(Self.chunks(bytes).map { $0.type == "dgST" ? ("dgST", odd) : $0 })
    #expect(try Self.read(file, unlessIdenticalTo: Self.picture())?.bitmap == Self.picture())
    #expect(try PNGDecoder().decode(file) == Self.picture())
  }

  @Test func everyByteAndTheSizeChangeTheDigest() {
    let base = PNGPixelDigest(Self.picture())
    var seen: Set<UInt64> = [base.value]
    for index in 0..<140 { seen.insert(PNGPixelDigest(Self.picture(changing: index)).value) }
    #expect(seen.count == 141)
    let wide = Bitmap(width: 10, height: 1, fill: .clear)
    let tall = Bitmap(width: 1, height: 10, fill: .clear)
    #expect(PNGPixelDigest(wide).value != PNGPixelDigest(tall).value)
  }

  /// References written on one platform are read on others: the digest of a fixed picture is
  /// a fixed number. If the function ever changes, references recorded before are decoded
  /// again (slower, never wrong); this says so before it happens by accident.
  @Test func theDigestOfAFixedPictureIsTheSameEverywhere() {
    #expect(PNGPixelDigest(Self.picture()).value == 0x359B_4417_FCB0_90D3)
  }
}
