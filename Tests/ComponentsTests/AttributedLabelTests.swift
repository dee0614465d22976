import Components
import Foundation
import Raster
import Testing

@Suite("Labels with attributed text")
struct AttributedLabelTests {
  let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
  let blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)

  func label(width: CGFloat = 160, height: CGFloat = 40) -> Label {
    let label = build(Label.self, width, height)
    label.textColor = .black
    label.font = Font.systemFont(ofSize: 14)
    return label
  }

  func count(_ color: RGBA8, in picture: Bitmap) -> Int {
    var n = 0
    for y in 0..<picture.height {
      for x in 0..<picture.width where picture[x, y] == color { n += 1 }
    }
    return n
  }

  /// The lowest row holding exactly `color`.
  func bottom(of color: RGBA8, in picture: Bitmap) -> Int? {
    (0..<picture.height).last { y in (0..<picture.width).contains { picture[$0, y] == color } }
  }

  @Test func runsKeepTheirFontsAndColoursOnOneBaseline() throws {
    let text = NSMutableAttributedString(
      string: "42", attributes: [.font: Font.systemFont(ofSize: 30), .foregroundColor: Color.red])
    text.append(
      NSAttributedString(
        string: " km",
        attributes: [.font: Font.systemFont(ofSize: 12), .foregroundColor: Color.blue]))
    let view = label()
    view.attributedText = text
    #expect(view.text == "42 km")
    let picture = Lifecycle.render(view, scale: 2)
    #expect(count(red, in: picture) > 100)
    #expect(count(blue, in: picture) > 20)
    // "4", "2", "k" and "m" stand on the baseline.
    #expect(try #require(bottom(of: red, in: picture)) == bottom(of: blue, in: picture))
    let size = view.intrinsicContentSize
    let big = NSAttributedString(string: "42", attributes: [.font: Font.systemFont(ofSize: 30)])
    let bigLabel = label()
    bigLabel.attributedText = big
    #expect(size.width > bigLabel.intrinsicContentSize.width)
    #expect(size.height == bigLabel.intrinsicContentSize.height)
  }

  @Test func oneRunDrawsWhatThePlainLabelDraws() {
    let plain = label()
    plain.text = "Designable draws labels"
    plain.textColor = .red
    plain.textAlignment = .center
    let runs = label()
    runs.textColor = .red
    runs.textAlignment = .center
    runs.attributedText = NSAttributedString(string: "Designable draws labels")
    #expect(Lifecycle.render(plain, scale: 2) == Lifecycle.render(runs, scale: 2))
    runs.text = "plain again"
    #expect(runs.attributedText?.string == "plain again")
    let font = runs.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? Font
    #expect(font == runs.font)
    runs.attributedText = nil
    #expect(runs.text == nil && runs.attributedText == nil)
  }

  @Test func wrongAttributeTypesAndUnknownFontsAreIgnored() {
    let reference = label()
    reference.attributedText = NSAttributedString(string: "Fallback")
    let odd = label()
    odd.attributedText = NSAttributedString(
      string: "Fallback",
      attributes: [
        .font: "not a font", .foregroundColor: 12, .kern: "wide", .baselineOffset: Double.nan,
        .paragraphStyle: Color.red, .underlineStyle: "yes",
      ])
    #expect(Lifecycle.render(odd, scale: 1) == Lifecycle.render(reference, scale: 1))
    let missing = label()
    missing.attributedText = NSAttributedString(
      string: "Fallback", attributes: [.font: Font(name: "No-Such-Font", size: 14) as Any])
    let picture = Lifecycle.render(missing, scale: 1)
    #expect(picture.bytes.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 })
  }

  @Test func labelsTruncateAtTheHeadAndInTheMiddle() {
    let text = "start of a line far too long for the label end"
    var pictures: [Bitmap] = []
    for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
      let view = label(width: 120, height: 24)
      view.text = text
      view.lineBreakMode = mode
      pictures.append(Lifecycle.render(view, scale: 1))
    }
    #expect(pictures[0] != pictures[1] && pictures[1] != pictures[2])
    #expect(pictures[0] != pictures[2])
    for picture in pictures {
      #expect(picture.bytes.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 })
    }
  }

  @Test func aHundredThousandCharactersInATenPointLabelAreBounded() {
    let view = label(width: 120, height: 30)
    view.numberOfLines = 0
    let string = String(repeating: "lorem ipsum ", count: 8_400)
    let text = NSMutableAttributedString(
      string: string, attributes: [.font: Font.systemFont(ofSize: 10)])
    text.addAttribute(.foregroundColor, value: Color.red, range: NSRange(location: 6, length: 5))
    let start = Date()
    view.attributedText = text
    let picture = Lifecycle.render(view, scale: 2)
    let elapsed = Date().timeIntervalSince(start)
    print(
      "100,800 attributed characters in a 10-point label: rendered in \(Int(elapsed * 1000)) ms")
    #expect(count(red, in: picture) > 10)
    #expect(elapsed < 20, "rendered in \(elapsed) s")
    let empty = label()
    empty.attributedText = NSAttributedString(string: "")
    #expect(Lifecycle.render(empty, scale: 1).bytes.allSatisfy { $0 == 0 })
  }
}
