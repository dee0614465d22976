import PNGCodec
import Testing

/// A byte changed after writing (in a chunk's body or its stored CRC) throws badCRC naming
/// the chunk, for critical and ancillary chunks alike.
@Suite("CRC mismatches")
struct ChecksumTests {
  struct Damage: Sendable, CustomTestStringConvertible {
    enum Part: Sendable { case firstBodyByte, lastBodyByte, crc }
    var chunk: String
    var part: Part
    var testDescription: String { "\(chunk) \(part)" }
  }

  static let damages: [Damage] = [
    Damage(chunk: "IHDR", part: .crc), Damage(chunk: "sRGB", part: .firstBodyByte),
    Damage(chunk: "sRGB", part: .crc), Damage(chunk: "PLTE", part: .firstBodyByte),
    Damage(chunk: "PLTE", part: .crc), Damage(chunk: "tRNS", part: .lastBodyByte),
    Damage(chunk: "tEXt", part: .lastBodyByte), Damage(chunk: "IDAT", part: .firstBodyByte),
    Damage(chunk: "IDAT", part: .lastBodyByte), Damage(chunk: "IDAT", part: .crc),
    Damage(chunk: "IEND", part: .crc),
  ]

  /// The hand-made file with one bit flipped at the damaged place (of the first such chunk).
  static func damaged(_ damage: Damage) -> [UInt8] {
    var file = BadInputFiles.handMade
    guard let chunk = TestChunk.list(file)?.first(where: { $0.type == damage.chunk }) else {
      return file
    }
    let offset: Int
    switch damage.part {
    case .firstBodyByte: offset = chunk.bodyStart
    case .lastBodyByte: offset = chunk.crcOffset - 1
    case .crc: offset = chunk.crcOffset + 1
    }
    file[offset] ^= 0x10
    return file
  }

  @Test("Throws badCRC for the damaged chunk", arguments: damages)
  func flipped(_ damage: Damage) {
    #expect(throws: PNGError.badCRC(chunk: damage.chunk)) {
      try PNGDecoder().decode(Self.damaged(damage))
    }
  }

  @Test("Every single-bit flip in the encoder's IDAT data is caught")
  func everyIDATBit() throws {
    let file = BadInputFiles.encoded
    let idat = try #require(TestChunk.list(file)?.first { $0.type == "IDAT" })
    for offset in idat.bodyStart..<idat.end {
      for bit in 0..<8 {
        var damaged = file
        damaged[offset] ^= UInt8(1 << bit)
        #expect(throws: PNGError.badCRC(chunk: "IDAT"), "byte \(offset) bit \(bit)") {
          try PNGDecoder().decode(damaged)
        }
      }
    }
  }
}
