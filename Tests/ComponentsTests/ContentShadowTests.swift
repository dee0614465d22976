import Components
import Foundation
import Raster
import Testing

/// A view that draws a filled circle of diameter 20 in the middle of its clear bounds.
final class DrawnDot: View {
  override func draw(_ rect: CGRect) {
    Color.red.setFill()
    BezierPath(ovalIn: CGRect(x: 10, y: 10, width: 20, height: 20)).fill()
  }
}

@Suite("Layer shadows of what a layer draws")
struct ContentShadowTests {
  /// A white 80 × 80 picture holding `child` at (20, 20), whose layer casts a hard black
  /// shadow moved by `offset` unless `configure` says otherwise.
  func render(
    _ child: View, offset: CGSize = CGSize(width: 10, height: 0),
    _ configure: (Layer) -> Void = { _ in }
  ) -> Bitmap {
    let root = build(View.self, 80, 80)
    root.backgroundColor = .white
    child.layer.shadowColor = .black
    child.layer.shadowOpacity = 1
    child.layer.shadowOffset = offset
    child.layer.shadowRadius = 0
    configure(child.layer)
    root.addSubview(child)
    return Lifecycle.render(root, scale: 1)
  }

  func darkness(_ picture: Bitmap, _ x: Int, _ y: Int) -> Int {
    let pixel = picture[x, y]
    return 255 - Int(max(pixel.red, pixel.green, pixel.blue))
  }

  @Test func whatDrawRectDrawsCastsAShadowOfItsShape() {
    let picture = render(DrawnDot(frame: CGRect(x: 20, y: 20, width: 40, height: 40)))
    // The dot: centre (40, 40), radius 10; its shadow: centre (50, 40).
    #expect(darkness(picture, 58, 40) == 255, "inside the moved dot, outside the dot")
    #expect(darkness(picture, 58, 48) == 0, "the moved dot's square corner stays light")
    #expect(darkness(picture, 40, 52) == 0, "nothing below the dot")
    #expect(picture[40, 40] == RGBA8(red: 255, green: 0, blue: 0), "the dot over its shadow")
  }

  @Test func aShapeLayersPathCastsTheShadow() {
    let child = View(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    let triangle = ShapeLayer()
    let path = BezierPath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 20, y: 0))
    path.addLine(to: CGPoint(x: 0, y: 20))
    path.close()
    triangle.path = path.cgPath
    triangle.fillColor = .blue
    child.layer.addSublayer(triangle)
    let picture = render(child, offset: CGSize(width: 0, height: 10))
    // The triangle (20…40, 20…40 in the root, hypotenuse x + y = 60); its shadow 10 lower.
    #expect(darkness(picture, 22, 45) == 255, "below the triangle, inside its shadow")
    #expect(darkness(picture, 36, 48) == 0, "past the moved hypotenuse")
  }

  @Test func aSublayerOutsideTheBackgroundCastsAShadowToo() {
    let card = View(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
    card.backgroundColor = .white
    let tab = View(frame: CGRect(x: 20, y: 0, width: 10, height: 5))
    tab.backgroundColor = .white
    card.addSubview(tab)
    let picture = render(card, offset: CGSize(width: 0, height: 10))
    // The tab at (40…50, 20…25) in the root; its shadow at (40…50, 30…35).
    #expect(darkness(picture, 45, 32) == 255)
    #expect(darkness(picture, 45, 37) == 0)
  }

  @Test func aTranslucentBackgroundCastsAFainterShadow() {
    func shadow(_ alpha: CGFloat) -> Int {
      let card = View(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
      card.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: alpha)
      return darkness(render(card), 45, 30)
    }
    #expect(shadow(1) == 255)
    #expect((126...129).contains(shadow(0.5)), "\(shadow(0.5))")
  }

  /// Drawing through a shadow canvas of its own must not move or blur the shape: an opaque
  /// box whose shadow comes from what it draws (it has an empty sublayer) casts the shadow
  /// of its outline.
  @Test(arguments: [0, 3, 8] as [CGFloat])
  func theShadowOfWhatIsDrawnMatchesTheOutlinesShadow(radius: CGFloat) {
    func picture(withSublayer: Bool) -> Bitmap {
      let card = View(frame: CGRect(x: 20, y: 20, width: 30, height: 20))
      card.backgroundColor = .blue
      card.layer.cornerRadius = 6
      if withSublayer { card.layer.addSublayer(Layer()) }
      return render(card, offset: CGSize(width: 3, height: 5)) { $0.shadowRadius = radius }
    }
    let outline = picture(withSublayer: false)
    let drawn = picture(withSublayer: true)
    var worst = 0
    for y in 0..<80 {
      for x in 0..<80 { worst = max(worst, abs(darkness(outline, x, y) - darkness(drawn, x, y))) }
    }
    #expect(worst <= 1, "worst difference \(worst)")
  }

  @Test func aMaskClipsTheShadow() {
    let card = View(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
    card.backgroundColor = .white
    let mask = Layer()
    mask.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    mask.backgroundColor = .black
    card.layer.mask = mask
    let picture = render(card)
    #expect(darkness(picture, 45, 30) == 0, "the shadow lies outside the mask")
  }
}
