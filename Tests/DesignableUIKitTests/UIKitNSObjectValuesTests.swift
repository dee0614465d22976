import DesignableUIKit
import Foundation
import Testing

/// Fonts and colours are `NSObject`s, as on iOS: attribute dictionaries infer without a
/// type, and equal values made apart are equal, hash alike and meet in sets and dictionaries.
@Suite("UIFont and UIColor as NSObjects")
struct UIKitNSObjectValuesTests {
  /// The inked pixels whose colour passes `test`.
  func count(_ picture: Picture, where test: (UInt8, UInt8, UInt8) -> Bool) -> Int {
    picture.pixels.filter { $0.alpha > 0 && test($0.red, $0.green, $0.blue) }.count
  }

  @Test func anUnannotatedAttributeLiteralInfersAndDrawsEachAttribute() {
    let style = NSMutableParagraphStyle()
    style.alignment = .right
    let shadow = NSShadow()
    shadow.shadowColor = UIColor.blue
    shadow.shadowOffset = CGSize(width: 3, height: 3)
    let attributes = [
      NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: 20),
      NSAttributedString.Key.foregroundColor: UIColor.red,
      NSAttributedString.Key.paragraphStyle: style,
      NSAttributedString.Key.shadow: shadow,
    ]
    #expect(type(of: attributes) == [NSAttributedString.Key: NSObject].self)
    let text = NSAttributedString(string: "Mixed", attributes: attributes)
    let plain = NSAttributedString(string: "Mixed")
    let bold = NSAttributedString(
      string: "Mixed", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
    #expect(text.size() == bold.size())
    #expect(text.size().height > plain.size().height)

    let view = AttributedBadge(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    view.text = text
    let drawn = picture(of: view)
    #expect(count(drawn) { $0 == 255 && $1 == 0 && $2 == 0 } > 40)  // the colour
    #expect(count(drawn) { $0 == 0 && $1 == 0 && $2 == 255 } > 10)  // the shadow
    // Right-aligned: nothing inked in the left half.
    let leftInk = (0..<40).contains { y in
      (0..<100).contains { x in drawn.pixels[y * 200 + x].alpha > 0 }
    }
    #expect(!leftInk)
  }

  /// Joining runs compares their attribute values through Core Foundation, which must take
  /// these objects for Swift ones whatever their first property holds (sizes such as 30).
  @Test func runsWithDifferentValuesCopyAndCompare() {
    func shadow(_ offset: CGFloat) -> NSShadow {
      let shadow = NSShadow()
      shadow.shadowOffset = CGSize(width: offset, height: offset)
      return shadow
    }
    func style(_ alignment: NSTextAlignment) -> NSParagraphStyle {
      let style = NSMutableParagraphStyle()
      style.alignment = alignment
      return style
    }
    let text = NSMutableAttributedString(
      string: "42",
      attributes: [
        NSAttributedString.Key.font: UIFont.systemFont(ofSize: 30),
        NSAttributedString.Key.foregroundColor: UIColor.red,
        NSAttributedString.Key.paragraphStyle: style(.left),
        NSAttributedString.Key.shadow: shadow(1),
      ])
    text.append(
      NSAttributedString(
        string: " km",
        attributes: [
          .font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.blue,
          .paragraphStyle: style(.right), .shadow: shadow(2),
        ]))
    let copy = NSAttributedString(attributedString: text)
    #expect(copy.string == "42 km")
    #expect(copy.isEqual(to: text))
    var range = NSRange(location: 0, length: 0)
    let first = copy.attributes(at: 0, effectiveRange: &range)
    #expect(range.length == 2)
    #expect(first[.font] as? UIFont == UIFont.systemFont(ofSize: 30))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 40))
    label.attributedText = text
    #expect(label.text == "42 km")
  }

  @Test func equalFontsMadeApartAreEqualAndHashAlike() {
    let a = UIFont.systemFont(ofSize: 12)
    let b = UIFont.systemFont(ofSize: 12)
    #expect(a !== b)
    #expect(a == b)
    #expect(a.isEqual(b))
    #expect(a.hash == b.hash)
    #expect(a.hashValue == b.hashValue)
    #expect(UIFont(name: "Menlo", size: 12) == UIFont(name: "Menlo", size: 12))
    #expect(a.withSize(14) == UIFont.systemFont(ofSize: 14))
    let sizes: [UIFont: String] = [a: "small"]
    #expect(sizes[b] == "small")
    #expect(Set([a, b, UIFont.systemFont(ofSize: 12)]).count == 1)
  }

  @Test func differentFontsDiffer() {
    let fonts: [UIFont?] = [
      UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 13),
      UIFont.boldSystemFont(ofSize: 12), UIFont.italicSystemFont(ofSize: 12),
      UIFont.systemFont(ofSize: 12, weight: .medium), UIFont(name: "Menlo", size: 12),
      UIFont(name: "NoSuchFont", size: 12),
    ]
    let all = fonts.compactMap { $0 }
    #expect(all.count == 7)
    #expect(Set(all).count == 7)
    for (i, font) in all.enumerated() {
      for other in all[(i + 1)...] { #expect(font != other) }
    }
    #expect(!UIFont.systemFont(ofSize: 12).isEqual(UIColor.red))
    #expect(!UIFont.systemFont(ofSize: 12).isEqual(nil))
  }

  @Test func equalColoursMadeApartAreEqualAndHashAlike() {
    let a = UIColor(white: 0.5, alpha: 1)
    let b = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    #expect(a !== b)
    #expect(a == b)
    #expect(a.hash == b.hash)
    #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
    #expect(UIColor(hex: "#FF0000") == .red)
    let names: [UIColor: String] = [a: "grey"]
    #expect(names[b] == "grey")
    #expect(Set([a, b, UIColor.red, UIColor(hex: "f00") ?? .clear]).count == 2)
    #expect(UIColor.red.description == "rgba(1, 0, 0, 1)")
  }

  @Test func differentColoursDiffer() {
    let colours: [UIColor] = [
      .red, .red.withAlphaComponent(0.5), .blue, UIColor(white: 0.5, alpha: 1), .clear,
    ]
    #expect(Set(colours).count == colours.count)
    for (i, colour) in colours.enumerated() {
      for other in colours[(i + 1)...] { #expect(colour != other) }
    }
    #expect(!UIColor.red.isEqual(UIFont.systemFont(ofSize: 12)))
    #expect(!UIColor.red.isEqual("red"))
  }
}
