import Foundation
import IBDocument
import TestSupport
import Testing

/// Random bytes in an attribute value: the reader calls them invalid UTF-8 exactly when the
/// standard library's validating decoder does, at the offset where its longest valid prefix
/// ends (the scalar reference for ``XMLReader``'s word-at-a-time check).
@Suite struct UTF8CheckReferenceTests {
  /// Lead bytes at the edges of Table 3-7 of the Unicode Standard, and bytes around the
  /// continuation range (not 0xBE: EF BF BE is U+FFFE, which XML forbids).
  static let leads: [UInt8] = [
    0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF3, 0xF4, 0xF5, 0xFF,
  ]
  static let trails: [UInt8] = [0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBD, 0xBF, 0xC0]

  /// A letter, a valid character of one to four bytes, or a lead byte with one to three
  /// bytes chosen near the edges.
  static func piece(_ random: inout SplitMix64) -> [UInt8] {
    switch Int.random(in: 0..<3, using: &random) {
    case 0: return [UInt8.random(in: 0x61...0x7A, using: &random)]
    case 1:
      let ranges: [ClosedRange<UInt32>] = [
        0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF,
      ]
      let range = ranges[Int.random(in: 0..<4, using: &random)]
      let scalar = Unicode.Scalar(UInt32.random(in: range, using: &random)) ?? "x"
      return Array(String(scalar).utf8)
    default:
      let count = Int.random(in: 1...3, using: &random)
      return [leads.randomElement(using: &random) ?? 0xC0]
        + (0..<count).map { _ in trails.randomElement(using: &random) ?? 0x80 }
    }
  }

  @Test func agreesWithTheStandardLibrary() {
    var random = SplitMix64(seed: 41)
    let prefix = Array("<document type=\"t\" userLabel=\"".utf8)
    var invalid = 0
    for _ in 0..<4_000 {
      let value = (0..<Int.random(in: 0...4, using: &random)).flatMap { _ in
        Self.piece(&random)
      }
      let data = Data(prefix + value + Array("\"/>".utf8))
      let valid =
        value.indices.reversed().first { String(validating: value[..<$0], as: UTF8.self) != nil }
        ?? 0
      let result = Result { () throws(IBDocumentError) in try IBDocument.parse(data, file: "r") }
      if String(validating: value, as: UTF8.self) != nil {
        if case .failure(let error) = result,
          case .invalidUTF8 = error
        {
          Issue.record("valid \(value) reported as \(error)")
        }
        continue
      }
      invalid += 1
      let before = String(decoding: value[..<valid], as: UTF8.self).unicodeScalars
      if before.contains(where: { $0.value == 0xFFFE || $0.value == 0xFFFF }) { continue }
      guard case .failure(.invalidUTF8(_, 1, _, let byte)) = result else {
        Issue.record("invalid \(value) gave \(result)")
        continue
      }
      #expect(byte == value[valid], "\(value)")
    }
    #expect(invalid > 1_000 && invalid < 3_500, "\(invalid) invalid of 4000")
  }
}
