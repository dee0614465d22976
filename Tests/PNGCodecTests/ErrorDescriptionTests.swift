import PNGCodec
import Testing

/// Every error's description states what was found and what to do about it.
@Suite("Error descriptions")
struct ErrorDescriptionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var error: PNGError
    var phrases: [String]
    var testDescription: String { error.caseName }
  }

  static let cases: [Case] = [
    Case(
      error: .notPNG(firstBytes: [0x47, 0x49, 0x46]),
      phrases: ["not a PNG", "89 50 4e 47 0d 0a 1a 0a", "bytes 47 49 46", "Git LFS pointer"]),
    Case(error: .notPNG(firstBytes: []), phrases: ["no bytes at all"]),
    Case(
      error: .truncated(offset: 120, inChunk: "IDAT"),
      phrases: ["truncated", "byte 120", "inside the IDAT chunk", "restore or re-record"]),
    Case(
      error: .truncated(offset: 57, inChunk: nil), phrases: ["byte 57", "before the IEND chunk"]),
    Case(
      error: .badCRC(chunk: "PLTE"), phrases: ["CRC", "PLTE", "damaged", "restore or re-record"]),
    Case(
      error: .badChunk(chunk: "sRGB", reason: "the first chunk must be IHDR"),
      phrases: ["sRGB", "the first chunk must be IHDR", "restore or re-record"]),
    Case(
      error: .invalidHeader(reason: "interlace method 2, only 0 and 1 (Adam7) exist"),
      phrases: ["IHDR", "interlace method 2", "conforming encoder"]),
    Case(
      error: .tooLarge(width: 100_000, height: 100_000, limits: .default),
      phrases: ["100000×100000", "32768", "67108864", "raise PNGLimits", "--max-image-pixels"]),
    Case(
      error: .corruptData(message: "IDAT: invalid distance too far back"),
      phrases: ["IDAT: invalid distance too far back", "restore or re-record"]),
    Case(error: .unencodable(reason: "the bitmap is 0×5"), phrases: ["cannot encode", "0×5"]),
    Case(
      error: .invalidText(key: "Größe ", reason: "a key may not end with a space"),
      phrases: ["\"Größe \"", "may not end with a space"]),
    Case(error: .compressionFailed(code: -4), phrases: ["zlib", "-4", "out of memory"]),
    Case(
      error: .io(path: "/tmp/x.png", operation: "read", reason: "No such file or directory"),
      phrases: ["cannot read /tmp/x.png", "No such file or directory"]),
  ]

  @Test("Names the facts and the remedy", arguments: cases)
  func describes(_ descriptionCase: Case) {
    let text = descriptionCase.error.description
    #expect(!text.isEmpty)
    for phrase in descriptionCase.phrases {
      #expect(text.contains(phrase), "\(phrase) missing from: \(text)")
    }
  }

  @Test("The errors the decoder really throws are described with their facts")
  func thrownErrorsAreDescribed() {
    let inputs: [[UInt8]] = [
      [], Array(BadInputFiles.handMade.prefix(40)), CorruptDataTests.badZlibHeader,
      LimitsTests.claiming(width: 100_000, height: 100_000),
    ]
    for input in inputs {
      let error = thrownError { () throws(PNGError) in try PNGDecoder().decode(input) }
      #expect(error != nil)
      #expect(error.map { $0.description.count > 40 } == true, "\(String(describing: error))")
    }
  }
}
