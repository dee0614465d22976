import Foundation
import PNGCodec
import Raster
import Testing

/// Replays the inputs that the fuzzer (Fuzz/, Scripts/fuzz.sh) found, and a few hand-made
/// hostile inputs, with the fuzzer's checks: decoding either succeeds or throws a
/// ``PNGError``, and a decoded image survives an encode and decode unchanged.
@Suite("Fuzz fail cases")
struct FuzzFailCasesTests {
  /// The fuzzer's limits, so that a replayed input allocates what it did while fuzzing.
  static let decoder = PNGDecoder(
    limits: PNGLimits(maxWidth: 4096, maxPixels: 4 << 20, maxChunkBytes: 1 << 20))

  @Test("Every saved fuzzer input decodes or throws", arguments: FuzzInput.saved())
  func savedInput(_ input: FuzzInput) throws {
    try Self.replay(input)
  }

  @Test("Hand-made hostile inputs throw the exact error", arguments: FuzzInput.handMade)
  func handMadeInput(_ input: FuzzInput) throws {
    let expected = try #require(input.expectedError)
    #expect(throws: expected) { try Self.decoder.decodeImage(input.bytes) }
  }

  @Test("The fail case folder exists beside the fuzzer")
  func folderExists() {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(
      atPath: FuzzInput.failCasesFolder.path, isDirectory: &isDirectory)
    #expect(exists && isDirectory.boolValue, "\(FuzzInput.failCasesFolder.path)")
  }

  /// Decodes `input`; when that succeeds, checks the round trip through the encoder.
  static func replay(_ input: FuzzInput) throws {
    let image: PNGImage
    do {
      image = try decoder.decodeImage(input.bytes)
    } catch {
      return
    }
    #expect(image.bitmap.width == image.info.width && image.bitmap.height == image.info.height)
    let again = try decoder.decode(try PNGEncoder().encode(image.bitmap))
    #expect(again == image.bitmap, "the round trip changed the pixels of \(input.name)")
  }
}

/// One input for the decoder: a file from Fuzz/FailCases or a hand-made byte array.
struct FuzzInput: Sendable, CustomTestStringConvertible {
  var name: String
  var bytes: [UInt8]
  /// For hand-made inputs, the error the decoder must throw.
  var expectedError: PNGError?

  var testDescription: String { name }

  /// Fuzz/FailCases in the repository, found from this file's path.
  static let failCasesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz").appendingPathComponent("FailCases")

  /// Every file in Fuzz/FailCases except hidden files and Markdown notes, by name.
  static func saved() -> [FuzzInput] {
    let folder = failCasesFolder
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().compactMap { name in
      guard !name.hasPrefix("."), !name.hasSuffix(".md"),
        let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
      else { return nil }
      return FuzzInput(name: name, bytes: [UInt8](data))
    }
  }

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  static let handMade: [FuzzInput] = [
    FuzzInput(
      name: "empty", bytes: [], expectedError: .notPNG(firstBytes: [])),
    FuzzInput(
      name: "signature only", bytes: signature,
      expectedError: .truncated(offset: 8, inChunk: nil)),
    FuzzInput(
      name: "truncated after IHDR", bytes: signature + header(width: 1, height: 1),
      expectedError: .truncated(offset: 33, inChunk: nil)),
    FuzzInput(
      name: "truncated inside IDAT",
      bytes: Array(
        (signature + header(width: 1, height: 1) + chunk("IDAT", zlibStored([0, 1, 2, 3, 4])))
          .dropLast(6)),
      expectedError: .truncated(offset: 55, inChunk: "IDAT")),
    FuzzInput(
      name: "IDAT with garbage zlib",
      bytes: signature + header(width: 1, height: 1)
        + chunk("IDAT", [0xDE, 0xAD, 0xBE, 0xEF, 0x00, 0x11, 0x22]) + chunk("IEND", []),
      expectedError: .corruptData(message: "IDAT: invalid window size (libpng)")),
    FuzzInput(
      name: "width 2^31-1",
      bytes: signature + header(width: 0x7FFF_FFFF, height: 1)
        + chunk("IDAT", zlibStored([0, 1, 2, 3, 4])) + chunk("IEND", []),
      expectedError: .tooLarge(
        width: 0x7FFF_FFFF, height: 1, limits: FuzzFailCasesTests.decoder.limits)),
    FuzzInput(
      name: "width 2^31",
      bytes: signature + header(width: 0x8000_0000, height: 1)
        + chunk("IDAT", zlibStored([0, 1, 2, 3, 4])) + chunk("IEND", []),
      expectedError: .invalidHeader(reason: "size 2147483648×1: each side must be 1 to 2³¹−1")),
    FuzzInput(
      name: "4096 × 4096, over the pixel limit",
      bytes: signature + header(width: 4096, height: 4096)
        + chunk("IDAT", zlibStored([0])) + chunk("IEND", []),
      expectedError: .tooLarge(
        width: 4096, height: 4096, limits: FuzzFailCasesTests.decoder.limits)),
    FuzzInput(
      name: "chunk length 2^32-1",
      bytes: signature + header(width: 1, height: 1) + [0xFF, 0xFF, 0xFF, 0xFF]
        + Array("IDAT".utf8) + [0, 0, 0, 0],
      expectedError: .badChunk(
        chunk: "IDAT", reason: "length 4294967295 exceeds the maximum of 2³¹−1")),
    FuzzInput(
      name: "IHDR with a wrong CRC",
      bytes: signature + header(width: 1, height: 1).dropLast(1) + [0]
        + chunk("IDAT", zlibStored([0, 1, 2, 3, 4])) + chunk("IEND", []),
      expectedError: .badCRC(chunk: "IHDR")),
    FuzzInput(
      name: "too little image data",
      bytes: signature + header(width: 8, height: 8)
        + chunk("IDAT", zlibStored([0, 1, 2, 3, 4])) + chunk("IEND", []),
      expectedError: .corruptData(message: "Not enough image data")),
  ]

  /// An IHDR chunk for an 8-bit RGBA image.
  static func header(width: UInt32, height: UInt32) -> [UInt8] {
    chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
  }

  /// A chunk: length, type, body and the CRC-32 of type and body (ISO 3309, as in zlib).
  static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in typed {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return bigEndian(UInt32(body.count)) + typed + bigEndian(~crc)
  }

  /// A zlib stream holding `data` in one stored (uncompressed) block, with its Adler-32.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    let length = UInt16(data.count)
    // 0x78 0x01: deflate, 32 KiB window, no dictionary; then BFINAL = 1, BTYPE = 00 (stored).
    return [
      0x78, 0x01, 0x01, UInt8(length & 255), UInt8(length >> 8),
      UInt8(~length & 255), UInt8(~length >> 8),
    ] + data + bigEndian(b << 16 | a)
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255)]
  }
}
