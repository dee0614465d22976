import DesignableUIKit
import Foundation
import PNGCodec
import Testing

/// The objects of a PDF file written here, found through its cross-reference table, and
/// the pixels of its pictures, decompressed.
private struct WrittenPDF {
  let text: String
  let bytes: [UInt8]

  init(_ data: Data) {
    bytes = Array(data)
    text = String(decoding: data, as: UTF8.self)
  }

  /// Each object's number at the offset the table gives for it.
  var objectsWhereTheTableSaysTheyAre: Bool {
    guard let start = text.range(of: "startxref\n"),
      let table = Int(text[start.upperBound...].prefix { $0.isNumber }),
      text.utf8.count > table
    else { return false }
    let lines = String(decoding: bytes[table...], as: UTF8.self).split(separator: "\n")
    guard lines.first == "xref", let count = lines.dropFirst().first?.split(separator: " ").last,
      let total = Int(count)
    else { return false }
    return (1..<total).allSatisfy { number in
      guard let offset = Int(lines[2 + number].prefix(10)) else { return false }
      return String(decoding: bytes[offset..<min(offset + 12, bytes.count)], as: UTF8.self)
        .hasPrefix("\(number) 0 obj")
    }
  }

  /// The bytes of the `index`th picture stream (colour, then alpha, per page), `count` of
  /// them.
  func picture(_ index: Int, count: Int) -> [UInt8]? {
    var searchFrom = bytes.startIndex
    var found = -1
    while let range = bytes[searchFrom...].firstRange(of: Array("/Filter /FlateDecode".utf8)) {
      found += 1
      guard
        let lengthStart = bytes[range.upperBound...].firstRange(of: Array("/Length ".utf8)),
        let stream = bytes[range.upperBound...].firstRange(of: Array("stream\n".utf8)),
        let length = Int(
          String(decoding: bytes[lengthStart.upperBound...].prefix { $0 != 32 }, as: UTF8.self))
      else { return nil }
      if found == index {
        let data = Array(bytes[stream.upperBound..<(stream.upperBound + length)])
        return ZlibStream.decompressed(data, size: count)
      }
      searchFrom = stream.upperBound
    }
    return nil
  }
}

@Suite("PDF contexts")
struct PDFContextTests {
  @Test func aCoreGraphicsPDFContextWritesItsPageAsAPicture() throws {
    let data = try #require(CFDataCreateMutable(nil, 0))
    let consumer = try #require(CGDataConsumer(data: data))
    var box = CGRect(x: 0, y: 0, width: 10, height: 5)
    let context = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
    context.setFillColor(UIColor.red.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))  // before any page: dropped
    context.beginPDFPage(nil)
    // Core Graphics' page: origin at the bottom left, so this square is at the bottom left.
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    context.endPDFPage()
    context.closePDF()
    let pdf = WrittenPDF(data as Data)
    #expect(pdf.text.hasPrefix("%PDF-1.4") && pdf.text.hasSuffix("%%EOF\n"))
    #expect(pdf.text.contains("/MediaBox [0 0 10 5]") && pdf.text.contains("/Count 1"))
    #expect(pdf.objectsWhereTheTableSaysTheyAre)
    #expect(pdf.text.contains("/Width 20 /Height 10"))
    let colour = try #require(pdf.picture(0, count: 20 * 10 * 3))
    let alpha = try #require(pdf.picture(1, count: 20 * 10))
    // Two pixels per point: the square covers the 4 × 4 pixels at the bottom left.
    #expect(alpha[9 * 20] == 255 && Array(colour[(9 * 20 * 3)..<(9 * 20 * 3 + 3)]) == [255, 0, 0])
    #expect(alpha[6 * 20 + 3] == 255 && alpha[5 * 20] == 0 && alpha[9 * 20 + 4] == 0)
    // Written once: closing again or drawing after adds nothing.
    context.closePDF()
    #expect((data as Data).count == pdf.bytes.count)
  }

  @Test func uiKitPDFPagesGoDownFromTheTop() throws {
    let data = NSMutableData()
    UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 4, height: 4), nil)
    UIGraphicsBeginPDFPage()
    UIColor.blue.setFill()
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 1)).fill()
    #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 4, height: 4))
    UIGraphicsBeginPDFPage()
    UIGraphicsEndPDFContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    let pdf = WrittenPDF(data as Data)
    #expect(pdf.text.contains("/Count 2") && pdf.objectsWhereTheTableSaysTheyAre)
    let alpha = try #require(pdf.picture(1, count: 8 * 8))
    // The top two pixel rows of the first page are blue, the rest see-through.
    #expect(alpha[0] == 255 && alpha[8 + 7] == 255 && alpha[2 * 8] == 0)
    #expect(try #require(pdf.picture(3, count: 8 * 8)).allSatisfy { $0 == 0 })
  }

  @Test func anEmptyOrEndlessMediaBoxMakesNoContext() throws {
    let consumer = try #require(CGDataConsumer(data: NSMutableData()))
    var empty = CGRect(x: 0, y: 0, width: 0, height: 10)
    var endless = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
    #expect(CGContext(consumer: consumer, mediaBox: &empty, nil) == nil)
    #expect(CGContext(consumer: consumer, mediaBox: &endless, nil) == nil)
    #expect(CGDataConsumer(url: URL(string: "https://example.com/a.pdf")! as NSURL) == nil)
  }
}
