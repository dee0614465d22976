/// Assembles PNG files chunk by chunk, with any header values, valid or not.
enum TestPNGFile {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// One chunk: length, type, body and the CRC of type and body.
  static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    precondition(typeBytes.count == 4)
    return bigEndian(UInt32(body.count)) + typeBytes + body
      + bigEndian(ReferenceCRC32.checksum(typeBytes + body))
  }

  /// An IHDR body. Every field is raw so that invalid headers can be written too.
  static func header(
    width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, compression: UInt8 = 0,
    filter: UInt8 = 0, interlace: UInt8 = 0
  ) -> [UInt8] {
    bigEndian(width) + bigEndian(height) + [bitDepth, colorType, compression, filter, interlace]
  }

  /// A whole file: the signature, then the chunks in order.
  static func file(_ chunks: [(type: String, body: [UInt8])]) -> [UInt8] {
    chunks.reduce(signature) { $0 + chunk($1.type, $1.body) }
  }

  /// A valid 8-bit RGB file of `width` × `height` black pixels, with one IDAT.
  static func black(width: Int, height: Int, interlace: UInt8 = 0) -> [UInt8] {
    let raw = [UInt8](repeating: 0, count: height * (1 + width * 3))
    return file([
      ("IHDR", header(width: UInt32(width), height: UInt32(height), bitDepth: 8, colorType: 2)),
      ("IDAT", StoredZlib.wrap(raw)),
      ("IEND", []),
    ])
  }
}

/// One chunk found in a PNG file, with the offsets of its parts.
struct TestChunk: Equatable {
  var type: String
  var body: [UInt8]
  /// Offset of the chunk's length field.
  var start: Int
  /// Offset of the CRC, right after the body.
  var crcOffset: Int
  var storedCRC: UInt32

  var bodyStart: Int { start + 8 }
  var end: Int { crcOffset + 4 }
  var computedCRC: UInt32 { ReferenceCRC32.checksum(Array(type.utf8) + body) }

  /// The chunks of a well-formed file, in order; `nil` when the framing is broken.
  static func list(_ file: [UInt8]) -> [TestChunk]? {
    guard file.count >= 8, Array(file[0..<8]) == TestPNGFile.signature else { return nil }
    var chunks: [TestChunk] = []
    var offset = 8
    while offset < file.count {
      guard offset + 12 <= file.count else { return nil }
      let length = Int(readBigEndian(file, offset))
      guard length <= file.count - offset - 12 else { return nil }
      let type = String(decoding: file[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let crcOffset = offset + 8 + length
      chunks.append(
        TestChunk(
          type: type, body: Array(file[(offset + 8)..<crcOffset]), start: offset,
          crcOffset: crcOffset, storedCRC: readBigEndian(file, crcOffset)))
      offset = crcOffset + 4
    }
    return chunks
  }
}

func readBigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
  UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
    | UInt32(bytes[offset + 3])
}
