import Foundation
import Raster
import Testing

@testable import DesignableUIKit

@Suite struct TextAttachmentTests {
  func square(_ color: UIColor, _ side: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image {
      context in
      color.setFill()
      context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    }
  }

  @Test func aLabelShowsAnIconBesideItsText() throws {
    let icon = NSTextAttachment(image: square(.red, 10))
    let font = UIFont.systemFont(ofSize: 12)
    icon.bounds = CGRect(x: 0, y: font.descender, width: 12, height: 12)
    let text = NSMutableAttributedString(attachment: icon)
    text.append(NSAttributedString(string: " 4.5", attributes: [.font: font]))
    let label = UILabel()
    label.attributedText = text
    let size = label.intrinsicContentSize
    let plain = NSAttributedString(string: " 4.5", attributes: [.font: font]).size()
    #expect(abs(size.width - (plain.width + 12)) < 1)
    label.frame = CGRect(origin: .zero, size: size)
    let picture = Lifecycle.render(label, scale: 1)
    func at(_ x: Int, _ y: Int) -> [UInt8] {
      Array(picture.bytes[(y * picture.width + x) * 4..<(y * picture.width + x) * 4 + 4])
    }
    let rows = (0..<picture.height).filter { at(6, $0) == [255, 0, 0, 255] }
    #expect(rows.count >= 11)  // the 10-point image scaled into the 12-point box
    #expect(at(size.width > 20 ? 20 : 13, rows.first ?? 0) != [255, 0, 0, 255])
  }

  @Test func aTemplateImageTakesTheTextsColour() {
    let icon = NSTextAttachment(image: square(.black, 8).withRenderingMode(.alwaysTemplate))
    let text = NSAttributedString(attachment: icon)
    let tinted = NSMutableAttributedString(attributedString: text)
    tinted.addAttribute(
      .foregroundColor, value: UIColor.blue, range: NSRange(location: 0, length: 1))
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 20), format: format).image {
      _ in tinted.draw(at: .zero)
    }
    let bytes = image.bitmap.bytes
    let inked = stride(from: 0, to: bytes.count, by: 4).filter { bytes[$0 + 3] > 0 }
    let opaque = inked.filter { bytes[$0 + 3] == 255 }
    // An 8-point square standing on a fractional baseline: 7 whole rows, every pixel blue.
    #expect(opaque.count >= 56 && inked.count <= 72)
    #expect(inked.allSatisfy { bytes[$0] == 0 && bytes[$0 + 1] == 0 && bytes[$0 + 2] == 255 })
    #expect(NSAttributedString(attachment: NSTextAttachment()).size().width == 0)
  }
}
