import DesignableUIKit
import Testing

/// A text layer that sizes itself to its string with Core Text, as step labels do.
final class FittingTextLayer: CATextLayer {
  func fitWidth() {
    let font = self.font as! CTFont
    let name = CTFontCopyPostScriptName(font) as String
    let attributes: [NSAttributedString.Key: Any] = [
      .font: UIFont(name: name, size: fontSize) as Any
    ]
    let text = NSAttributedString(string: string as! String, attributes: attributes)
    var ascent: CGFloat = 0
    var descent: CGFloat = 0
    let line = CTLineCreateWithAttributedString(text as CFAttributedString)
    let width = ceil(CGFloat(CTLineGetTypographicBounds(line, &ascent, &descent, nil)))
    bounds = CGRect(x: 0, y: 0, width: width, height: ceil(ascent + descent))
  }
}

@Suite("Core Text basics")
struct CoreTextTests {
  @Test func fontsAreUIKitFonts() {
    let font = CTFontCreateWithName("Helvetica-Bold" as CFString, 20, nil)
    #expect(CTFontGetSize(font) == 20)
    #expect(CTFontCopyPostScriptName(font) as String == font.fontName)
    #expect(CTFontGetAscent(font) == font.ascender && CTFontGetDescent(font) == -font.descender)
    #expect(CTFontGetLeading(font) == font.leading)
    #expect(CTFontGetSize(CTFontCreateWithName("Helvetica" as CFString, 0, nil)) == 12)
  }

  @Test func aFontComesFromADescriptor() {
    let bold = UIFont.boldSystemFont(ofSize: 17)
    let font = CTFontCreateWithFontDescriptor(bold.fontDescriptor, 24, nil)
    #expect(CTFontGetSize(font) == 24 && font.fontName == bold.fontName)
    #expect(CTFontGetSize(CTFontCreateWithFontDescriptor(bold.fontDescriptor, 0, nil)) == 17)
  }

  @Test func aLineMeasuresAsUIKitDoes() {
    let font = UIFont.systemFont(ofSize: 16)
    let text = NSAttributedString(string: "Step 12", attributes: [.font: font])
    var ascent: CGFloat = 0
    var descent: CGFloat = 0
    var leading: CGFloat = -1
    let width = CTLineGetTypographicBounds(
      CTLineCreateWithAttributedString(text), &ascent, &descent, &leading)
    #expect(width == Double(text.size().width) && width > 40)
    #expect(ascent == font.ascender && descent == -font.descender && leading == font.leading)
    // The largest font on the line sets its height; a run without one is 12-point.
    let mixed = NSMutableAttributedString(string: "a", attributes: [.font: font])
    mixed.append(NSAttributedString(string: "b"))
    mixed.append(NSAttributedString(string: "C", attributes: [.font: font.withSize(30)]))
    _ = CTLineGetTypographicBounds(CTLineCreateWithAttributedString(mixed), &ascent, nil, nil)
    #expect(ascent == font.withSize(30).ascender)
  }

  @Test func aTextLayerSizesItselfToItsString() {
    let layer = FittingTextLayer()
    layer.font = UIFont.systemFont(ofSize: 14)
    layer.fontSize = 14
    layer.string = "Done"
    layer.fitWidth()
    let expected = NSAttributedString(
      string: "Done", attributes: [.font: UIFont.systemFont(ofSize: 14)]
    ).size()
    #expect(layer.bounds.width == ceil(expected.width))
    #expect(layer.bounds.height > 14 && layer.bounds.height < 20)
  }
}
