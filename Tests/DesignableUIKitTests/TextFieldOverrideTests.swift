import DesignableUIKit
import Raster
import Testing

/// A field whose `draw(_:)` paints its own panel and does not call `super`, as effect
/// fields do (they draw borders and panels and leave the text to UIKit).
final class PanelField: UITextField {
  override func draw(_ rect: CGRect) {
    UIColor.yellow.setFill()
    UIBezierPath(rect: bounds).fill()
  }
}

/// A field that keeps its own text colour and shows an error through `super.textColor`, as
/// floating-label fields do: its getter answers with the kept colour, not the shown one.
final class CachedColorField: UITextField {
  var cachedTextColor: UIColor?
  override var textColor: UIColor? {
    get { cachedTextColor }
    set { cachedTextColor = newValue }
  }

  func showError(_ shown: Bool) {
    super.textColor = shown ? .red : cachedTextColor
  }
}

/// A field with a coloured panel layer inserted below its subviews, as effect fields fill
/// themselves when they hold text.
final class PanelLayerField: UITextField {
  let panel = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    panel.backgroundColor = UIColor.cyan.cgColor
    layer.insertSublayer(panel, at: 0)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func layoutSubviews() {
    super.layoutSubviews()
    panel.frame = bounds
  }
}

@Suite("Text fields whose subclasses override drawing")
struct TextFieldOverrideTests {
  /// Dark pixels: text drawn in black over a light colour.
  static func ink(_ picture: Bitmap) -> Int {
    UIKitTestSupport.count(0..<picture.width, 0..<picture.height) { x, y in
      picture[x, y].red < 100 && picture[x, y].blue < 100 && picture[x, y].alpha > 200
    }
  }

  @Test func theTextIsAboveALayerInsertedBelowTheSubviewsAndBelowALaterSubview() {
    let field = PanelLayerField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    field.text = "HHHH"
    let picture = Lifecycle.render(field, scale: 1)
    #expect(Self.ink(picture) > 20)
    #expect(picture[1, 1].green == 255 && picture[1, 1].blue == 255 && picture[1, 1].red == 0)
    let cover = UIView(frame: field.bounds)
    cover.backgroundColor = .white
    field.addSubview(cover)
    #expect(Self.ink(Lifecycle.render(field, scale: 1)) == 0)
  }

  @Test func theTextIsDrawnOverADrawThatDoesNotCallSuper() {
    let field = PanelField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    field.text = "HHHH"
    let picture = Lifecycle.render(field, scale: 1)
    let ink = UIKitTestSupport.count(0..<120, 0..<30) { x, y in
      picture[x, y].blue < 100 && picture[x, y].red < 100
    }
    let panel = UIKitTestSupport.count(0..<120, 0..<30) { x, y in
      picture[x, y].red == 255 && picture[x, y].green == 255 && picture[x, y].blue == 0
    }
    #expect(ink > 20)
    #expect(panel > 120 * 30 / 2)
    field.text = nil
    field.placeholder = "Name"
    let placeholder = Lifecycle.render(field, scale: 1)
    let grey = UIKitTestSupport.count(0..<120, 0..<30) { x, y in
      placeholder[x, y].blue > 100 && placeholder[x, y].blue < 250
    }
    #expect(grey > 10)
  }

  @Test func theTextIsDrawnInTheColourTheFieldStored() {
    let field = CachedColorField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    field.text = "HHHH"
    field.showError(true)
    let red = Lifecycle.render(field, scale: 1)
    let reddish = UIKitTestSupport.count(0..<120, 0..<30) { x, y in
      red[x, y].red > 200 && red[x, y].green < 80 && red[x, y].alpha > 200
    }
    #expect(reddish > 20)
    #expect(field.textColor == nil)
    #expect(
      field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        == .red)
    field.showError(false)
    let plain = Lifecycle.render(field, scale: 1)
    let dark = UIKitTestSupport.count(0..<120, 0..<30) { x, y in
      plain[x, y].red < 80 && plain[x, y].alpha > 200
    }
    #expect(dark > 20)
  }
}
