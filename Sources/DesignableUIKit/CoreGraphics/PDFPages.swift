import PNGCodec
import Raster

/// A PDF file of pictures, one page each: what a PDF context writes here. Each page is its
/// media box in points showing its picture (drawn at ``PDFPages/pixelsPerPoint``) as an
/// image with its alpha as a soft mask, so what was not drawn stays see-through. The image
/// data is compressed as PNG compresses it (`FlateDecode`); the file has no dates or
/// identifiers, so the same drawing gives the same bytes.
struct PDFPages {
  /// The pixels each point of a page is drawn at.
  static let pixelsPerPoint = 2

  /// One page: its size in points and its picture.
  struct Page {
    var width: Double
    var height: Double
    var picture: Bitmap
  }

  var pages: [Page] = []

  /// The file's bytes.
  func bytes() -> [UInt8] {
    var file = Array("%PDF-1.4\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".utf8)
    var offsets: [Int] = []
    func object(_ body: [UInt8]) {
      offsets.append(file.count)
      file += Array("\(offsets.count) 0 obj\n".utf8) + body + Array("\nendobj\n".utf8)
    }
    // Objects 1 and 2 are the catalog and the page tree; each page then takes four.
    let kids = pages.indices.map { "\(3 + 4 * $0) 0 R" }.joined(separator: " ")
    object(Array("<< /Type /Catalog /Pages 2 0 R >>".utf8))
    object(Array("<< /Type /Pages /Kids [\(kids)] /Count \(pages.count) >>".utf8))
    for (index, page) in pages.enumerated() {
      let first = 3 + 4 * index
      let (width, height) = (Self.number(page.width), Self.number(page.height))
      object(
        Array(
          ("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] "
            + "/Resources << /XObject << /Picture \(first + 2) 0 R >> >> "
            + "/Contents \(first + 1) 0 R >>").utf8))
      object(Self.stream(Array("q \(width) 0 0 \(height) 0 0 cm /Picture Do Q".utf8)))
      let (colour, alpha) = Self.planes(page.picture)
      let size = "/Width \(page.picture.width) /Height \(page.picture.height)"
      object(
        Self.stream(
          Self.flate(colour),
          "/Type /XObject /Subtype /Image \(size) /ColorSpace /DeviceRGB "
            + "/BitsPerComponent 8 /SMask \(first + 3) 0 R /Filter /FlateDecode"))
      object(
        Self.stream(
          Self.flate(alpha),
          "/Type /XObject /Subtype /Image \(size) /ColorSpace /DeviceGray "
            + "/BitsPerComponent 8 /Filter /FlateDecode"))
    }
    let table = file.count
    var xref = "xref\n0 \(offsets.count + 1)\n0000000000 65535 f \n"
    for offset in offsets {
      let digits = String(offset)
      xref += String(repeating: "0", count: max(0, 10 - digits.count)) + digits + " 00000 n \n"
    }
    xref += "trailer\n<< /Size \(offsets.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
    return file + Array(xref.utf8)
  }

  /// A stream object's body: its dictionary (with `/Length`) and its bytes.
  private static func stream(_ data: [UInt8], _ dictionary: String = "") -> [UInt8] {
    let entries = (dictionary.isEmpty ? "" : dictionary + " ") + "/Length \(data.count)"
    return Array("<< \(entries) >>\nstream\n".utf8) + data + Array("\nendstream".utf8)
  }

  /// The picture's colour bytes (RGB) and alpha bytes, row by row from the top.
  private static func planes(_ picture: Bitmap) -> (colour: [UInt8], alpha: [UInt8]) {
    var colour: [UInt8] = []
    var alpha: [UInt8] = []
    colour.reserveCapacity(picture.width * picture.height * 3)
    alpha.reserveCapacity(picture.width * picture.height)
    var index = 0
    while index < picture.bytes.count {
      colour += picture.bytes[index..<index + 3]
      alpha.append(picture.bytes[index + 3])
      index += 4
    }
    return (colour, alpha)
  }

  /// `data` as a zlib stream.
  private static func flate(_ data: [UInt8]) -> [UInt8] {
    guard let compressed = ZlibStream.compressed(data) else {
      preconditionFailure("zlib failed to compress a page")
    }
    return compressed
  }

  /// `value` as PDF writes a number: without a fraction when whole.
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
