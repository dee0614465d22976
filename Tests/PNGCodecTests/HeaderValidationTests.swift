import PNGCodec
import Testing

/// IHDR values the PNG specification does not allow throw invalidHeader.
@Suite("Header validation")
struct HeaderValidationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var header: [UInt8]
    var reasonFragment: String
    var testDescription: String { name }
  }

  static func header(
    width: UInt32 = 4, height: UInt32 = 4, bitDepth: UInt8 = 8, colorType: UInt8 = 2,
    compression: UInt8 = 0, filter: UInt8 = 0, interlace: UInt8 = 0
  ) -> [UInt8] {
    TestPNGFile.header(
      width: width, height: height, bitDepth: bitDepth, colorType: colorType,
      compression: compression, filter: filter, interlace: interlace)
  }

  static let cases: [Case] = [
    Case(name: "width 0", header: header(width: 0), reasonFragment: "size 0×4"),
    Case(name: "height 0", header: header(height: 0), reasonFragment: "size 4×0"),
    Case(
      name: "width 2³¹", header: header(width: 0x8000_0000), reasonFragment: "size 2147483648×4"),
    Case(
      name: "gray at 3 bits", header: header(bitDepth: 3, colorType: 0),
      reasonFragment: "bit depth 3"),
    Case(
      name: "gray at 0 bits", header: header(bitDepth: 0, colorType: 0),
      reasonFragment: "bit depth 0"),
    Case(
      name: "gray at 32 bits", header: header(bitDepth: 32, colorType: 0),
      reasonFragment: "bit depth 32"),
    Case(
      name: "palette at 16 bits", header: header(bitDepth: 16, colorType: 3),
      reasonFragment: "bit depth 16"),
    Case(
      name: "RGB at 4 bits", header: header(bitDepth: 4, colorType: 2),
      reasonFragment: "bit depth 4"),
    Case(
      name: "gray+alpha at 1 bit", header: header(bitDepth: 1, colorType: 4),
      reasonFragment: "bit depth 1"),
    Case(
      name: "RGBA at 2 bits", header: header(bitDepth: 2, colorType: 6),
      reasonFragment: "bit depth 2"),
    Case(name: "colour type 1", header: header(colorType: 1), reasonFragment: "colour type 1"),
    Case(name: "colour type 5", header: header(colorType: 5), reasonFragment: "colour type 5"),
    Case(name: "colour type 7", header: header(colorType: 7), reasonFragment: "colour type 7"),
    Case(
      name: "compression 1", header: header(compression: 1),
      reasonFragment: "compression method 1"),
    Case(name: "filter method 1", header: header(filter: 1), reasonFragment: "filter method 1"),
    Case(name: "interlace 2", header: header(interlace: 2), reasonFragment: "interlace method 2"),
    Case(name: "IHDR of 12 bytes", header: Array(header().prefix(12)), reasonFragment: "12 bytes"),
    Case(name: "IHDR of 14 bytes", header: header() + [0], reasonFragment: "14 bytes"),
  ]

  @Test("Throws invalidHeader saying which value is wrong", arguments: cases)
  func rejected(_ headerCase: Case) {
    let file = TestPNGFile.file([
      ("IHDR", headerCase.header), ("IDAT", StoredZlib.wrap([0, 0, 0, 0])), ("IEND", []),
    ])
    let error = thrownError { () throws(PNGError) in try PNGDecoder().decode(file) }
    guard case .invalidHeader(let reason)? = error else {
      Issue.record("expected invalidHeader, got \(String(describing: error))")
      return
    }
    #expect(reason.contains(headerCase.reasonFragment), "\(reason)")
  }

  @Test("The largest sides PNG allows pass the header check (and then hit the size limits)")
  func largestAllowedSides() {
    let file = TestPNGFile.file([
      ("IHDR", Self.header(width: 0x7FFF_FFFF, height: 1)), ("IDAT", StoredZlib.wrap([0])),
      ("IEND", []),
    ])
    #expect(throws: PNGError.tooLarge(width: 0x7FFF_FFFF, height: 1, limits: .default)) {
      try PNGDecoder().decode(file)
    }
  }
}
