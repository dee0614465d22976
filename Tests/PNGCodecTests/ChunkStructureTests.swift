import PNGCodec
import Raster
import Testing

/// Chunk framing and order: lengths, types, IHDR first, IDAT present and consecutive.
@Suite("Chunk structure")
struct ChunkStructureTests {
  static let ihdr = TestPNGFile.header(width: 2, height: 2, bitDepth: 8, colorType: 2)
  static let idat = StoredZlib.wrap([UInt8](repeating: 0, count: 2 * 7))

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var file: [UInt8]
    var chunk: String
    var reasonFragment: String
    var testDescription: String { name }
  }

  /// The file with the length field of its first `type` chunk replaced.
  static func withLength(_ length: UInt32, of type: String) -> [UInt8] {
    var file = TestPNGFile.file([("IHDR", ihdr), ("IDAT", idat), ("IEND", [])])
    let chunk = TestChunk.list(file)?.first { $0.type == type }
    let start = chunk?.start ?? 8
    file.replaceSubrange(start..<(start + 4), with: bigEndian(length))
    return file
  }

  static let cases: [Case] = [
    Case(
      name: "IDAT length 2³¹", file: withLength(0x8000_0000, of: "IDAT"), chunk: "IDAT",
      reasonFragment: "length 2147483648"),
    Case(
      name: "IHDR length 2³²−1", file: withLength(0xFFFF_FFFF, of: "IHDR"), chunk: "IHDR",
      reasonFragment: "length 4294967295"),
    Case(
      name: "first chunk not IHDR",
      file: TestPNGFile.file([("sRGB", [0]), ("IHDR", ihdr), ("IDAT", idat), ("IEND", [])]),
      chunk: "sRGB", reasonFragment: "first chunk must be IHDR"),
    Case(
      name: "IDAT first", file: TestPNGFile.file([("IDAT", idat), ("IEND", [])]), chunk: "IDAT",
      reasonFragment: "first chunk must be IHDR"),
    Case(
      name: "no IDAT", file: TestPNGFile.file([("IHDR", ihdr), ("IEND", [])]), chunk: "IDAT",
      reasonFragment: "no IDAT"),
    Case(
      name: "second IHDR",
      file: TestPNGFile.file([("IHDR", ihdr), ("IHDR", ihdr), ("IDAT", idat), ("IEND", [])]),
      chunk: "IHDR", reasonFragment: "second IHDR"),
    Case(
      name: "IDAT chunks not consecutive",
      file: TestPNGFile.file([
        ("IHDR", ihdr), ("IDAT", Array(idat.prefix(5))), ("tEXt", Array("a\0b".utf8)),
        ("IDAT", Array(idat.dropFirst(5))), ("IEND", []),
      ]),
      chunk: "IDAT", reasonFragment: "consecutive"),
    Case(
      name: "chunk type with a digit",
      file: TestPNGFile.file([("IHDR", ihdr), ("ID4T", idat), ("IEND", [])]), chunk: "ID4T",
      reasonFragment: "four ASCII letters"),
  ]

  @Test("Throws badChunk naming the chunk", arguments: cases)
  func rejected(_ structureCase: Case) {
    let error = thrownError { () throws(PNGError) in try PNGDecoder().decode(structureCase.file) }
    guard case .badChunk(let chunk, let reason)? = error else {
      Issue.record("expected badChunk, got \(String(describing: error))")
      return
    }
    #expect(chunk == structureCase.chunk)
    #expect(reason.contains(structureCase.reasonFragment), "\(reason)")
  }

  @Test("No IEND: the data ends before the PNG does")
  func missingIEND() {
    let file = TestPNGFile.file([("IHDR", Self.ihdr), ("IDAT", Self.idat)])
    #expect(throws: PNGError.truncated(offset: file.count, inChunk: nil)) {
      try PNGDecoder().decode(file)
    }
  }

  @Test("Unknown ancillary chunks and bytes after IEND are ignored")
  func tolerated() throws {
    let file =
      TestPNGFile.file([
        ("IHDR", Self.ihdr), ("teSt", [1, 2, 3]), ("IDAT", Self.idat), ("IEND", []),
      ]) + [0, 1, 2]
    let image = try PNGDecoder().decodeImage(file)
    #expect(image.bitmap == Bitmap(width: 2, height: 2, fill: .black))
    #expect(image.info.chunkTypes == ["IHDR", "teSt", "IDAT", "IEND"])
  }
}
