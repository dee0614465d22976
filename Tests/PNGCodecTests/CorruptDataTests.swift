import PNGCodec
import Testing

/// Well-framed files (every CRC valid) whose image data is wrong: libpng's message comes
/// through in corruptData.
@Suite("Corrupt image data")
struct CorruptDataTests {
  static let ihdr = TestPNGFile.header(width: 3, height: 2, bitDepth: 8, colorType: 0)
  /// Two rows of three gray pixels, each row with filter type 0.
  static let raw: [UInt8] = [0, 10, 20, 30, 0, 40, 50, 60]

  static func file(idat: [UInt8], header: [UInt8] = ihdr, extra: [(String, [UInt8])] = [])
    -> [UInt8]
  {
    TestPNGFile.file(
      [("IHDR", header)] + extra.map { ($0.0, $0.1) } + [("IDAT", idat), ("IEND", [])])
  }

  static var badZlibHeader: [UInt8] {
    var stream = StoredZlib.wrap(raw)
    stream[1] = 0x02  // CMF·256 + FLG is then not a multiple of 31.
    return file(idat: stream)
  }

  static var badStoredLength: [UInt8] {
    var stream = StoredZlib.wrap(raw)
    stream[5] ^= 0xFF  // NLEN no longer the complement of LEN.
    return file(idat: stream)
  }

  static var reservedBlockType: [UInt8] {
    var stream = StoredZlib.wrap(raw)
    stream[2] = 0x07  // BTYPE 11 is reserved.
    return file(idat: stream)
  }

  static var badAdler32: [UInt8] {
    var stream = StoredZlib.wrap(raw)
    stream[stream.count - 1] ^= 0x01
    return file(idat: stream)
  }

  static var badFilterType: [UInt8] {
    file(idat: StoredZlib.wrap([5] + raw.dropFirst()))
  }

  static var paletteWithoutPLTE: [UInt8] {
    file(
      idat: StoredZlib.wrap(raw),
      header: TestPNGFile.header(width: 3, height: 2, bitDepth: 8, colorType: 3))
  }

  static let cases: [NamedBytes] = [
    NamedBytes("zlib header check fails", badZlibHeader),
    NamedBytes("stored block length and complement disagree", badStoredLength),
    NamedBytes("reserved deflate block type", reservedBlockType),
    NamedBytes("Adler-32 of the zlib stream wrong", badAdler32),
    NamedBytes("row filter type 5", badFilterType),
    NamedBytes("palette image without PLTE", paletteWithoutPLTE),
  ]

  @Test("Throws corruptData with libpng's message", arguments: cases)
  func corrupt(_ input: NamedBytes) {
    let error = thrownError { () throws(PNGError) in try PNGDecoder().decode(input.bytes) }
    #expect(error?.caseName == "corruptData", "\(String(describing: error))")
    #expect(error?.detail.isEmpty == false)
  }

  @Test("Image data that ends early inside a complete zlib stream throws corruptData")
  func tooLittleData() {
    let file = Self.file(idat: StoredZlib.wrap(Array(Self.raw.prefix(5))))
    #expect(throws: PNGError.corruptData(message: "Not enough image data")) {
      try PNGDecoder().decode(file)
    }
  }

  @Test("The same data, whole, decodes")
  func control() throws {
    let bitmap = try PNGDecoder().decode(Self.file(idat: StoredZlib.wrap(Self.raw)))
    #expect(
      bitmap.bytes.enumerated().filter { $0.offset % 4 == 0 }.map(\.element) == [
        10, 20, 30, 40, 50, 60,
      ])
  }
}
