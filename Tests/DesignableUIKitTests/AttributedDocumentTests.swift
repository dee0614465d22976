import DesignableUIKit
import Foundation
import Testing

/// Attributed strings read from documents, as components' helpers read them: plain text is
/// read, HTML throws (its reader is WebKit's on iOS), and `try?` gives `nil` as it would on
/// iOS for a document that cannot be read.
struct AttributedDocumentTests {
  @Test func plainTextIsReadWithTheDefaultAttributes() throws {
    let options: [NSAttributedString.DocumentReadingOptionKey: Any] = [
      .documentType: NSAttributedString.DocumentType.plain,
      .characterEncoding: String.Encoding.utf8.rawValue,
      .defaultAttributes: [NSAttributedString.Key.foregroundColor: UIColor.red],
    ]
    let text = try NSAttributedString(
      data: Data("Café".utf8), options: options, documentAttributes: nil)
    #expect(text.string == "Café")
    let colour = text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
    #expect(colour == .red)
  }

  @Test func htmlIsNotReadAndSaysSo() {
    let html = Data("<b>bold</b>".utf8)
    let error = #expect(throws: NSError.self) {
      try NSAttributedString(
        data: html, options: [.documentType: NSAttributedString.DocumentType.html],
        documentAttributes: nil)
    }
    #expect(error?.localizedDescription.contains("NSHTML documents are not read") == true)
  }

  @Test func aMutableStringAppendsAFormat() {
    let text = NSMutableString(string: "n=")
    text.appendFormat("%d, %@", 3, "x")
    #expect(text as String == "n=3, x")
  }
}
