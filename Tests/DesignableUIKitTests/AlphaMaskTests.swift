import DesignableUIKit
import Testing

/// Core Animation masks by the alpha of the mask as it draws: gradients fade, images and
/// text let through what they ink, sublayers count, and a mask that draws nothing hides all.
/// A mask view that shapes itself when laid out: a shape sublayer over its left half.
private final class HalfMaskView: UIView {
  let shape = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.addSublayer(shape)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    layer.addSublayer(shape)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let half = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
    shape.path = CGPath(rect: half, transform: nil)
  }
}

@Suite("Masks by their alpha")
struct AlphaMaskTests {
  /// A red 40 × 10 layer with `mask`, drawn at 1x.
  func masked(by mask: CALayer) -> Picture {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
    layer.backgroundColor = UIColor.red.cgColor
    mask.frame = layer.bounds
    layer.mask = mask
    return render([layer], width: 40, height: 10)
  }

  /// The usual fading edge: a gradient from clear to black across the mask.
  @Test func aGradientMaskFades() {
    let fade = CAGradientLayer()
    fade.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
    fade.startPoint = CGPoint(x: 0, y: 0.5)
    fade.endPoint = CGPoint(x: 1, y: 0.5)
    let drawn = masked(by: fade)
    let alphas = [1, 10, 20, 30, 38].map { Int(drawn[$0, 5].alpha) }
    #expect(alphas == alphas.sorted() && alphas[0] < 20 && alphas[4] > 235, "\(alphas)")
    #expect((110...145).contains(alphas[2]), "half way: \(alphas)")
  }

  @Test func aTranslucentBackgroundLetsThatShareThrough() {
    let half = CALayer()
    half.backgroundColor = UIColor(white: 0, alpha: 0.5).cgColor
    #expect((126...129).contains(masked(by: half)[20, 5].alpha))
  }

  @Test func anImageMaskLetsThroughWhatItsAlphaCovers() {
    let size = CGSize(width: 40, height: 10)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
      UIColor.black.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
    }
    let mask = CALayer()
    mask.contents = image.cgImage
    let drawn = masked(by: mask)
    #expect(drawn[5, 5].alpha == 255 && drawn[30, 5].alpha == 0)
  }

  @Test func aTextMaskLetsThroughItsGlyphsOnly() {
    let text = CATextLayer()
    text.string = "IIII"
    text.fontSize = 10
    text.foregroundColor = UIColor.black.cgColor
    let drawn = masked(by: text)
    let inked = (0..<40).flatMap { x in (0..<10).map { drawn[x, $0].alpha } }.filter { $0 > 0 }
    #expect(!inked.isEmpty && inked.count < 200, "\(inked.count) of 400 pixels")
  }

  @Test func sublayersOfAMaskCount() {
    let mask = CALayer()
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    dot.backgroundColor = UIColor.black.cgColor
    mask.addSublayer(dot)
    let drawn = masked(by: mask)
    #expect(drawn[5, 5].alpha == 255 && drawn[25, 5].alpha == 0)
  }

  @Test func aMaskThatDrawsNothingHidesEverything() {
    let drawn = masked(by: CALayer())
    #expect((0..<40).allSatisfy { drawn[$0, 5].alpha == 0 })
  }

  /// Masks kept as they were: an opaque background lets the bounds through, a shape layer
  /// its path.
  @Test func opaqueAndShapeMasksClipByTheirOutline() {
    let opaque = CALayer()
    opaque.backgroundColor = UIColor.black.cgColor
    #expect(masked(by: opaque)[20, 5].alpha == 255)
    let shape = CAShapeLayer()
    shape.path = CGPath(rect: CGRect(x: 20, y: 0, width: 20, height: 10), transform: nil)
    let drawn = masked(by: shape)
    #expect(drawn[30, 5].alpha == 255 && drawn[10, 5].alpha == 0)
  }

  @Test func aMaskViewsSubviewsShapeIt() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    view.backgroundColor = .red
    let mask = UIView(frame: view.bounds)
    let part = UIView(frame: CGRect(x: 30, y: 0, width: 10, height: 10))
    part.backgroundColor = .black
    mask.addSubview(part)
    view.mask = mask
    let drawn = Lifecycle.render(view, scale: 1)
    #expect(drawn[35, 5].alpha == 255 && drawn[5, 5].alpha == 0)
  }

  /// A mask is laid out with the layer it masks, whether it is a view's `mask` or a view's
  /// layer set as a layer's `mask` (a progress ring's shape view outside the hierarchy).
  @Test func aMaskIsLaidOutWithTheLayerItMasks() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    view.backgroundColor = .red
    view.mask = HalfMaskView(frame: view.bounds)
    let drawn = Lifecycle.render(view, scale: 1)
    #expect(drawn[5, 5].alpha == 255 && drawn[30, 5].alpha == 0)
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    let shapeView = HalfMaskView(frame: gradient.bounds)
    gradient.mask = shapeView.layer
    let ring = render([gradient], width: 40, height: 10)
    #expect(ring[5, 5].alpha == 255 && ring[30, 5].alpha == 0)
  }

  /// Two layers masking each other, and a layer masked by its superlayer: each renders, and
  /// a mask met again while it is drawn clips by its outline.
  @Test func cyclesOfMasksEnd() {
    let first = CALayer()
    let second = CALayer()
    second.backgroundColor = UIColor(white: 0, alpha: 0.5).cgColor
    first.mask = second
    second.mask = first
    #expect(masked(by: first).width == 40)
    let outer = CALayer()
    outer.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
    outer.backgroundColor = UIColor(white: 0, alpha: 0.5).cgColor
    let inner = CALayer()
    inner.frame = outer.bounds
    inner.backgroundColor = UIColor.red.cgColor
    outer.addSublayer(inner)
    inner.mask = outer
    #expect(render([outer], width: 40, height: 10)[20, 5].alpha > 0)
  }
}
