import Foundation
import IBDocument
import Testing

/// Every hostile or broken IB input of `../shared/corpus/bad-inputs` (ib/ and ib-crashers/),
/// read from there: each gives a document or its exact error, never a crash or a hang.
@Suite(
  .enabled(
    if: Corpus.badInputsAreAvailable, "../shared/corpus/bad-inputs is not beside the repository"
  ))
struct BadInputCorpusTests {
  /// What reading a bad input must give.
  enum Outcome {
    /// A document with this many custom-class elements and warnings.
    case document(instances: Int, warnings: Int)
    /// An entity declaration refused at line and column.
    case entities(Int, Int)
    case xinclude(Int, Int)
    /// Byte `0xE5` (or another) at line and column.
    case utf8(UInt8, Int, Int)
    /// Malformed XML at line and column, with a message containing the text.
    case malformed(Int, Int, String)
  }

  static let expected: [String: Outcome] = [
    "ib/billion-laughs-attr.storyboard": .entities(3, 1),
    "ib/billion-laughs-text.storyboard": .entities(3, 1),
    "ib/dash-ids.storyboard": .document(instances: 5, warnings: 0),
    "ib/dup-ids.storyboard": .document(instances: 5, warnings: 0),
    "ib/hang-only.storyboard": .document(instances: 1, warnings: 0),
    "ib/internal-entity.storyboard": .entities(2, 21),
    "ib/laughs-1e5-attr.storyboard": .entities(3, 1),
    "ib/laughs-1e5-text.storyboard": .entities(3, 1),
    "ib/quadratic-attr.storyboard": .entities(2, 21),
    "ib/quadratic-text.storyboard": .entities(2, 21),
    "ib/trap-hang.storyboard": .document(instances: 5, warnings: 0),
    "ib/wrong-values.xib": .document(instances: 33, warnings: 9),
    "ib/xinclude.storyboard": .xinclude(2, 11),
    "ib/xxe-file-attr.storyboard": .entities(2, 21),
    "ib/xxe-file-param.storyboard": .entities(2, 21),
    "ib/xxe-file-text.storyboard": .entities(2, 21),
    // The DOCTYPE names an external DTD on 127.0.0.1 and declares nothing: it is skipped
    // with a warning and the DTD is never fetched.
    "ib/xxe-http-dtd.storyboard": .document(instances: 1, warnings: 1),
    "ib/xxe-http-param.storyboard": .entities(2, 21),
    "ib/xxe-http-text.storyboard": .entities(2, 21),
    "ib-crashers/ib-invalid-utf8-attribute-name.xib": .utf8(0xE5, 1, 41),
    "ib-crashers/ib-invalid-utf8-comment.xib": .utf8(0xE5, 1, 25),
    "ib-crashers/ib-invalid-utf8-element-name.xib": .utf8(0xE5, 1, 23),
    "ib-crashers/ib-invalid-utf8-root-attribute-name.xib": .utf8(0xE5, 1, 12),
    "ib-crashers/ib-fuzz-samples/check-29-mutate_attribute_values.storyboard":
      .document(instances: 5, warnings: 3),
    "ib-crashers/ib-fuzz-samples/inspect-1080-mutate_bytes.storyboard": .utf8(0xE5, 6, 67),
    "ib-crashers/ib-fuzz-samples/inspect-1083-mutate_bytes.storyboard":
      .malformed(25, 29, "character U+001F is not allowed in XML"),
    "ib-crashers/ib-fuzz-samples/inspect-1861-mutate_bytes.storyboard": .utf8(0x93, 28, 81),
  ]

  @Test func everyBadInputHasAnExpectation() {
    let found = Corpus.badIBInputs
    #expect(found.count >= Self.expected.count)
    #expect(Set(found) == Set(Self.expected.keys))
  }

  @Test(arguments: Corpus.badIBInputs)
  func readsToTheExpectedOutcome(_ relative: String) throws {
    let outcome = try #require(Self.expected[relative], "no expectation for \(relative)")
    let path = Corpus.badInputsFolder + "/" + relative
    let result = Result { () throws(IBDocumentError) in try IBDocument.read(contentsOfFile: path) }
    switch (outcome, result) {
    case (.document(let instances, let warnings), .success(let document)):
      #expect(document.instances.count == instances)
      #expect(document.warnings.count == warnings, "\(document.warnings)")
    case (.entities(let line, let column), .failure(let error)):
      let message = "entity declarations are refused: Interface Builder documents have none"
      #expect(error == .refused(file: path, line: line, column: column, message: message))
    case (.xinclude(let line, let column), .failure(let error)):
      let message = "XInclude is refused: Interface Builder documents include no other files"
      #expect(error == .refused(file: path, line: line, column: column, message: message))
    case (.utf8(let byte, let line, let column), .failure(let error)):
      #expect(error == .invalidUTF8(file: path, line: line, column: column, byte: byte))
      let hex = String(byte, radix: 16, uppercase: true)
      #expect(error.description.contains("invalid UTF-8 byte 0x\(hex) at line \(line), column"))
    case (.malformed(let line, let column, let text), .failure(let error)):
      guard case .malformed(path, line, column, let message) = error else {
        Issue.record("expected malformed XML at \(line):\(column), got \(error)")
        return
      }
      #expect(message.contains(text))
    default:
      Issue.record("\(relative): expected \(outcome), got \(result)")
    }
  }
}
