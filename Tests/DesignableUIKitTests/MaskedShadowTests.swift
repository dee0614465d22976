import DesignableUIKit
import Testing

/// A view that sinks its content with an inner shadow: a frame around its bounds casts a
/// shadow inward, and a mask of the bounds keeps only the part inside, as soft-UI and
/// inset-field components draw it.
private final class SunkenView: UIView {
  let frameLayer = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    frameLayer.fillColor = UIColor.white.cgColor
    frameLayer.fillRule = .evenOdd
    frameLayer.shadowColor = UIColor.black.cgColor
    frameLayer.shadowOpacity = 1
    frameLayer.shadowRadius = 0
    frameLayer.shadowOffset = CGSize(width: 4, height: 4)
    layer.addSublayer(frameLayer)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func layoutSubviews() {
    super.layoutSubviews()
    let ring = UIBezierPath(rect: bounds.insetBy(dx: -20, dy: -20))
    ring.append(UIBezierPath(rect: bounds))
    frameLayer.path = ring.cgPath
    let mask = CAShapeLayer()
    mask.path = UIBezierPath(rect: bounds).cgPath
    frameLayer.mask = mask
  }
}

@Suite("A mask clips a layer's shadow, not what casts it")
struct MaskedShadowTests {
  @Test func aMaskedFrameCastsAnInnerShadow() {
    let view = SunkenView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let picture = Lifecycle.render(view, scale: 1)
    // The frame's shadow, moved 4 points right and down, lies along the top and left edges.
    #expect(picture[2, 20].red == 0 && picture[2, 20].alpha == 255)
    #expect(picture[20, 2].red == 0)
    #expect(picture[20, 20].red == 255)
    #expect(picture[38, 20].red == 255 && picture[20, 38].red == 255)
  }

  @Test func whatTheMaskHidesOfTheFrameStaysHidden() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    host.backgroundColor = .blue
    let view = SunkenView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    host.addSubview(view)
    let picture = Lifecycle.render(host, scale: 1)
    #expect(picture[5, 30].blue == 255 && picture[5, 30].red == 0)
    #expect(picture[55, 55].blue == 255)
  }
}
