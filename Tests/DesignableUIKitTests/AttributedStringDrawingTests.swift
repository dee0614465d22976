import DesignableUIKit
import Foundation
import Testing

@Suite("Attributed strings drawn run by run")
struct AttributedStringDrawingTests {
  let font = UIFont.systemFont(ofSize: 14)

  func badge(_ text: NSAttributedString, inRect: Bool = true, width: CGFloat = 160) -> Picture {
    let view = AttributedBadge(frame: CGRect(x: 0, y: 0, width: width, height: 60))
    view.text = text
    view.inRect = inRect
    return picture(of: view)
  }

  /// The inked pixels (straight alpha keeps the colour exact at any coverage) whose
  /// colour passes `test`.
  func count(_ picture: Picture, where test: (UInt8, UInt8, UInt8) -> Bool) -> Int {
    picture.pixels.filter { $0.alpha > 0 && test($0.red, $0.green, $0.blue) }.count
  }

  @Test func mutableStringsDrawEachRunInItsColour() {
    let text = NSMutableAttributedString(string: "red and blue", attributes: [.font: font])
    text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
    text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 8, length: 4))
    for inRect in [true, false] {
      let drawn = badge(text, inRect: inRect)
      #expect(count(drawn) { $0 == 255 && $1 == 0 && $2 == 0 } > 20)
      #expect(count(drawn) { $0 == 0 && $1 == 0 && $2 == 255 } > 20)
      #expect(count(drawn) { $0 == 0 && $1 == 0 && $2 == 0 } > 20)
    }
  }

  @Test func kernWidensTheMeasuredSize() {
    let plain = NSAttributedString(string: "spaced", attributes: [.font: font])
    let kerned = NSAttributedString(string: "spaced", attributes: [.font: font, .kern: 3])
    #expect(abs(kerned.size().width - plain.size().width - 18) < 1e-6)
    let nan = NSAttributedString(string: "spaced", attributes: [.font: font, .kern: CGFloat.nan])
    #expect(nan.size() == plain.size())
  }

  @Test func paragraphStylesSpaceAndTruncateLines() {
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 10
    let text = "one two three four five six seven eight nine"
    let spaced = NSAttributedString(
      string: text, attributes: [.font: font, .paragraphStyle: style])
    let plain = NSAttributedString(string: text, attributes: [.font: font])
    let limit = CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude)
    let a = spaced.boundingRect(with: limit, options: .usesLineFragmentOrigin, context: nil)
    let b = plain.boundingRect(with: limit, options: .usesLineFragmentOrigin, context: nil)
    let lines: CGFloat = (b.height / font.lineHeight).rounded()
    #expect(lines >= 3)
    let extra: CGFloat = a.height - b.height - 10 * (lines - 1)
    #expect(abs(extra) < 1e-6)
    let head = NSMutableParagraphStyle()
    head.lineBreakMode = .byTruncatingHead
    let cut = NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: head])
    let truncated = badge(cut, width: 80)
    #expect(truncated.inkCount > 20)
    #expect(truncated != badge(plain, width: 80))
  }

  @Test func textLayersDrawAttributedRuns() {
    let layer = CATextLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 160, height: 40)
    let text = NSMutableAttributedString(
      string: "Big",
      attributes: [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.red])
    text.append(NSAttributedString(string: " small", attributes: [.foregroundColor: UIColor.blue]))
    layer.string = text
    layer.fontSize = 10
    let drawn = render([layer], width: 160, height: 40)
    #expect(count(drawn) { $0 == 255 && $1 == 0 && $2 == 0 } > 40)
    #expect(count(drawn) { $0 == 0 && $1 == 0 && $2 == 255 } > 10)
    // The run without a font is set in the layer's font at fontSize, not in the first run's.
    let blueRows = (0..<40).filter { y in
      (0..<160).contains { x in
        let p = drawn[x, y]
        return p.alpha > 0 && p.blue == 255 && p.red == 0
      }
    }
    #expect(blueRows.count <= 10)
    let middle = CATextLayer()
    middle.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
    middle.string = "a long string cut in the middle"
    middle.fontSize = 12
    middle.foregroundColor = UIColor.black.cgColor
    let end = CATextLayer()
    end.frame = middle.frame
    end.string = middle.string
    end.fontSize = 12
    end.foregroundColor = UIColor.black.cgColor
    end.truncationMode = .end
    middle.truncationMode = .middle
    let m = render([middle], width: 60, height: 40)
    #expect(m.inkCount > 20)
    #expect(m != render([end], width: 60, height: 40))
  }

  @Test func badValuesDrawNoCrash() {
    let text = NSAttributedString(
      string: "odd", attributes: [.font: "Helvetica", .foregroundColor: "red", .kern: "3"])
    #expect(badge(text).inkCount > 10)
    #expect(badge(NSAttributedString(string: "")).inkCount == 0)
    #expect(NSAttributedString(string: "").size() == .zero)
  }

  @Test func buttonsDrawAttributedTitles() {
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: 0, y: 0, width: 140, height: 40)
    let title = NSMutableAttributedString(
      string: "Buy ", attributes: [.font: UIFont.boldSystemFont(ofSize: 16)])
    title.append(
      NSAttributedString(string: "now", attributes: [.foregroundColor: UIColor.red, .font: font]))
    button.setTitle("plain", for: .normal)
    button.setTitleColor(.blue, for: .normal)
    button.setAttributedTitle(title, for: .normal)
    #expect(button.attributedTitle(for: .highlighted)?.string == "Buy now")
    let drawn = picture(of: button)
    #expect(count(drawn) { $0 == 255 && $1 == 0 && $2 == 0 } > 10)
    #expect(count(drawn) { $0 == 0 && $1 == 0 && $2 == 255 } > 10)
    #expect(button.intrinsicContentSize.width > 40)
  }

  @Test func shadowsOutlinesAndLineColoursAsInUIKit() {
    let shadow = NSShadow()
    shadow.shadowColor = UIColor.red
    shadow.shadowOffset = CGSize(width: 2, height: 2)
    shadow.shadowBlurRadius = 1
    let text = NSAttributedString(
      string: "Shadow",
      attributes: [
        .font: UIFont.boldSystemFont(ofSize: 20), .shadow: shadow, .underlineStyle: 1,
        .underlineColor: UIColor.blue, .strokeWidth: -3, .strokeColor: UIColor.green,
      ])
    for inRect in [true, false] {
      let drawn = badge(text, inRect: inRect)
      #expect(count(drawn) { $0 > 200 && $1 == 0 && $2 == 0 } > 20)  // the shadow
      #expect(count(drawn) { $0 < 50 && $1 < 50 && $2 > 200 } > 40)  // the underline
      #expect(count(drawn) { $0 == 0 && $1 > 100 && $2 == 0 } > 20)  // the outline
      #expect(count(drawn) { $0 == 0 && $1 == 0 && $2 == 0 } > 10)  // the fill
    }
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
    label.text = "Shadow"
    label.textColor = .black
    label.shadowColor = .red
    label.shadowOffset = CGSize(width: 1, height: 1)
    #expect(count(picture(of: label)) { $0 == 255 && $1 == 0 && $2 == 0 } > 10)
  }

  @Test func attributesDrawnAsPlainTextAreAccepted() {
    let plain = NSAttributedString(string: "plain", attributes: [.font: font])
    let stored = NSAttributedString(
      string: "plain",
      attributes: [
        .font: font, .obliqueness: 0.2, .expansion: 0.1, .ligature: 0,
        .link: URL(fileURLWithPath: "/"),
      ])
    #expect(badge(stored) == badge(plain))
  }
}
