import Components
import Foundation
import Raster
import Testing

/// Text shadows (a label's `shadowColor`, a run's `.shadow`), outlines (`.strokeWidth`) and
/// decoration colours, drawn as UIKit draws them.
@Suite("Text shadows, outlines and decoration colours")
struct TextEffectsTests {
  func label(_ text: NSAttributedString? = nil) -> Label {
    let label = build(Label.self, 120, 40)
    label.font = Font.systemFont(ofSize: 24)
    label.textColor = .black
    label.textAlignment = .center
    label.attributedText = text ?? NSAttributedString(string: "Og")
    return label
  }

  func alpha(_ picture: Bitmap, _ x: Int, _ y: Int) -> UInt8? {
    guard x >= 0, y >= 0, x < picture.width, y < picture.height else { return nil }
    return picture[x, y].alpha
  }

  func count(_ picture: Bitmap, where test: (RGBA8) -> Bool) -> Int {
    var n = 0
    for y in 0..<picture.height {
      for x in 0..<picture.width where test(picture[x, y]) { n += 1 }
    }
    return n
  }

  /// A hard shadow is the text moved by the offset, in the shadow's colour, under the text:
  /// wherever the text does not reach, a pixel shows the shadow exactly where the moved
  /// text is solid, and nothing where neither is.
  func expectHardShadow(
    _ shadowed: Bitmap, of plain: Bitmap, dx: Int, dy: Int, color: RGBA8,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var solid = 0
    for y in 0..<plain.height {
      for x in 0..<plain.width where plain[x, y].alpha == 0 {
        switch alpha(plain, x - dx, y - dy) {
        case 255:
          solid += 1
          #expect(shadowed[x, y] == color, "(\(x), \(y))", sourceLocation: sourceLocation)
        case 0, nil:
          #expect(shadowed[x, y].alpha == 0, "(\(x), \(y))", sourceLocation: sourceLocation)
        default: break
        }
      }
    }
    #expect(solid > 20, sourceLocation: sourceLocation)
  }

  @Test func aLabelsShadowIsItsTextMovedUnderIt() {
    let plain = Lifecycle.render(label(), scale: 1)
    let view = label()
    view.shadowColor = .red
    view.shadowOffset = CGSize(width: 3, height: 2)
    expectHardShadow(
      Lifecycle.render(view, scale: 1), of: plain, dx: 3, dy: 2,
      color: RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
    // At 2x the offset is in points: four pixels down.
    let defaultOffset = label()
    defaultOffset.shadowColor = .blue
    #expect(defaultOffset.shadowOffset == CGSize(width: 0, height: -1))
    expectHardShadow(
      Lifecycle.render(defaultOffset, scale: 2), of: Lifecycle.render(label(), scale: 2), dx: 0,
      dy: -2, color: RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
  }

  @Test func aRunsShadowDrawsAsALabelsShadow() {
    let shadow = TextShadow()
    shadow.shadowColor = Color.red
    shadow.shadowOffset = CGSize(width: 3, height: 2)
    let runs = label(NSAttributedString(string: "Og", attributes: [.shadow: shadow]))
    let labelShadow = label()
    labelShadow.shadowColor = .red
    labelShadow.shadowOffset = CGSize(width: 3, height: 2)
    let picture = Lifecycle.render(runs, scale: 2)
    #expect(picture == Lifecycle.render(labelShadow, scale: 2))
    #expect(picture != Lifecycle.render(label(), scale: 2))
  }

  @Test func aShadowWithoutAColourIsAThirdOpaqueBlackAndBlurs() {
    let shadow = TextShadow()
    shadow.shadowOffset = CGSize(width: 0, height: 4)
    shadow.shadowBlurRadius = 4
    let picture = Lifecycle.render(
      label(NSAttributedString(string: "Og", attributes: [.shadow: shadow])), scale: 1)
    let plain = Lifecycle.render(label(), scale: 1)
    // Below the text only the shadow shows: grey, never darker than a third of black.
    let lowest = (0..<plain.height).last { y in
      (0..<plain.width).contains { plain[$0, y].alpha > 0 }
    }
    let below = (try? #require(lowest)).map { $0 + 2 } ?? 0
    var shadowPixels = 0
    for y in below..<picture.height {
      for x in 0..<picture.width where picture[x, y].alpha > 0 {
        shadowPixels += 1
        #expect(picture[x, y].red == 0 && picture[x, y].alpha <= 86)
      }
    }
    #expect(shadowPixels > 10)
    // Blurred: some shadow pixels lie where the moved text has no coverage at all.
    #expect(
      count(picture) { $0.alpha > 0 } > count(plain) { $0.alpha > 0 } + 20)
  }

  @Test func aPositiveStrokeWidthOutlinesWithoutFilling() {
    let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
    let blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)
    func picture(_ attributes: [NSAttributedString.Key: Any]) -> Bitmap {
      var all = attributes
      all[.foregroundColor] = Color.red
      return Lifecycle.render(label(NSAttributedString(string: "Og", attributes: all)), scale: 2)
    }
    let filled = picture([:])
    let outlined = picture([.strokeWidth: 6, .strokeColor: Color.blue])
    let both = picture([.strokeWidth: -6, .strokeColor: Color.blue])
    #expect(count(filled) { $0 == red } > 100)
    #expect(count(outlined) { $0 == red } == 0)
    #expect(count(outlined) { $0 == blue } > 50)
    #expect(count(both) { $0 == red } > 20 && count(both) { $0 == blue } > 50)
    // Without a stroke colour the outline takes the text's colour.
    #expect(count(picture([.strokeWidth: 6])) { $0 == red } > 50)
    #expect(picture([.strokeWidth: 0]) == filled)
    #expect(picture([.strokeWidth: Double.nan]) == filled)
  }

  @Test func underlinesAndStrikethroughsTakeTheirOwnColours() {
    func blues(_ attributes: [NSAttributedString.Key: Any]) -> Int {
      let text = NSAttributedString(string: "Og", attributes: attributes)
      let picture = Lifecycle.render(label(text), scale: 2)
      return count(picture) { $0 == RGBA8(red: 0, green: 0, blue: 255, alpha: 255) }
    }
    #expect(blues([.underlineStyle: 1]) == 0)
    #expect(blues([.underlineStyle: 1, .underlineColor: Color.blue]) > 20)
    #expect(blues([.strikethroughStyle: 1, .strikethroughColor: Color.blue]) > 20)
    // A colour without its line draws nothing.
    #expect(blues([.underlineColor: Color.blue]) == 0)
  }

  @Test func trackingSpacesLikeKern() {
    func picture(_ attributes: [NSAttributedString.Key: Any]) -> Bitmap {
      Lifecycle.render(label(NSAttributedString(string: "Og", attributes: attributes)), scale: 1)
    }
    #expect(picture([.tracking: 6]) == picture([.kern: 6]))
    #expect(picture([.tracking: 6]) != picture([:]))
    #expect(picture([.tracking: 6, .kern: 2]) == picture([.kern: 2]))
  }

  @Test func badShadowsDrawNoShadow() {
    let plain = Lifecycle.render(label(), scale: 1)
    let nan = TextShadow()
    nan.shadowOffset = CGSize(width: CGFloat.nan, height: 1)
    let clear = TextShadow()
    clear.shadowColor = Color.clear
    for value in [nan, clear, "a shadow", 3] as [Any] {
      let text = NSAttributedString(string: "Og", attributes: [.shadow: value])
      #expect(Lifecycle.render(label(text), scale: 1) == plain)
    }
    let huge = TextShadow()
    huge.shadowBlurRadius = 10_000
    huge.shadowColor = Color.red
    let text = NSAttributedString(string: "Og", attributes: [.shadow: huge])
    #expect(Lifecycle.render(label(text), scale: 1).width == 120)
  }

  @Test func aButtonsTitleCastsItsStatesShadowColour() {
    func button() -> Button {
      let button = Button(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
      button.setTitle("Og", for: .normal)
      button.setTitleColor(.black, for: .normal)
      button.titleLabel?.font = .systemFont(ofSize: 24)
      return button
    }
    let plain = Lifecycle.render(button(), scale: 1)
    let shadowed = button()
    shadowed.setTitleShadowColor(.red, for: .normal)
    shadowed.setTitleShadowColor(.blue, for: .highlighted)
    // Up and right, where the label's line leaves room: a shadow past the label's bounds is
    // cut off, as by its backing store.
    shadowed.titleLabel?.shadowOffset = CGSize(width: 2, height: -2)
    #expect(shadowed.titleShadowColor(for: .selected) == .red)
    let picture = Lifecycle.render(shadowed, scale: 1)
    #expect(shadowed.titleLabel?.shadowColor == .red)
    expectHardShadow(
      picture, of: plain, dx: 2, dy: -2, color: RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
    shadowed.isHighlighted = true
    shadowed.layoutIfNeeded()
    #expect(shadowed.currentTitleShadowColor == .blue)
    #expect(shadowed.titleLabel?.shadowColor == .blue)
  }
}
