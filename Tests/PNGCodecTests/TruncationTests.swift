import PNGCodec
import Testing

/// A file cut short anywhere throws (never crashes), naming where the data ended.
@Suite("Truncated files")
struct TruncationTests {
  /// The error a file cut to `length` bytes must give: inside the signature it is not
  /// recognisable as a PNG; elsewhere it is truncated, inside the chunk whose header
  /// (length and type, 8 bytes) was read completely, if any.
  static func expectedError(_ file: [UInt8], cutTo length: Int) -> PNGError {
    if length < 8 { return .notPNG(firstBytes: Array(file.prefix(length))) }
    let chunks = TestChunk.list(file) ?? []
    guard let chunk = chunks.first(where: { $0.start <= length && length < $0.end }) else {
      return .truncated(offset: length, inChunk: nil)
    }
    return .truncated(offset: length, inChunk: length - chunk.start < 8 ? nil : chunk.type)
  }

  @Test("Every cut gives the exact error", arguments: BadInputFiles.all)
  func everyCut(_ input: NamedBytes) {
    let file = input.bytes
    #expect(file.count > 100)
    for length in 0..<file.count {
      let error = thrownError { () throws(PNGError) in
        try PNGDecoder().decode(Array(file.prefix(length)))
      }
      #expect(
        error == Self.expectedError(file, cutTo: length), "cut to \(length) of \(file.count) bytes")
    }
  }

  enum Place: String, CaseIterable, Sendable {
    case insideSignature, afterSignature, insideIHDR, beforeIDAT, insideIDAT, insideIDATCRC,
      beforeIEND, insideIEND
  }

  /// Where each named place is in the hand-made file, and the error a cut there gives.
  static func cut(_ place: Place) -> (length: Int, error: PNGError) {
    let file = BadInputFiles.handMade
    let chunks = TestChunk.list(file) ?? []
    let ihdr = chunks[0]
    let idat = chunks.first { $0.type == "IDAT" } ?? ihdr
    let iend = chunks[chunks.count - 1]
    switch place {
    case .insideSignature: return (5, .notPNG(firstBytes: Array(file.prefix(5))))
    case .afterSignature: return (8, .truncated(offset: 8, inChunk: nil))
    case .insideIHDR:
      return (ihdr.bodyStart + 6, .truncated(offset: ihdr.bodyStart + 6, inChunk: "IHDR"))
    case .beforeIDAT: return (idat.start, .truncated(offset: idat.start, inChunk: nil))
    case .insideIDAT:
      return (idat.bodyStart + 3, .truncated(offset: idat.bodyStart + 3, inChunk: "IDAT"))
    case .insideIDATCRC:
      return (idat.crcOffset + 2, .truncated(offset: idat.crcOffset + 2, inChunk: "IDAT"))
    case .beforeIEND: return (iend.start, .truncated(offset: iend.start, inChunk: nil))
    case .insideIEND: return (iend.start + 9, .truncated(offset: iend.start + 9, inChunk: "IEND"))
    }
  }

  @Test("Named cut positions", arguments: Place.allCases)
  func namedCut(_ place: Place) {
    let (length, expected) = Self.cut(place)
    #expect(throws: expected) {
      try PNGDecoder().decode(Array(BadInputFiles.handMade.prefix(length)))
    }
  }

  @Test("The uncut files decode")
  func wholeFilesDecode() throws {
    for input in BadInputFiles.all {
      #expect(throws: Never.self, "\(input.name)") { try PNGDecoder().decode(input.bytes) }
    }
  }
}
