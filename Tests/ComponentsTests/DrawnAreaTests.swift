import Components
import Foundation
import Raster
import Testing

@Suite("Drawn area: the bounds and what shows past them")
struct DrawnAreaTests {
  /// A 20 × 20 red view whose layer casts Spring's DesignableView shadow: opacity 0.5,
  /// radius 6, offset (0, 4).
  func shadowed() -> View {
    let view = build(View.self, 20, 20)
    view.backgroundColor = .red
    view.layer.shadowColor = .black
    view.layer.shadowOpacity = 0.5
    view.layer.shadowRadius = 6
    view.layer.shadowOffset = CGSize(width: 0, height: 4)
    return view
  }

  /// The pixels of `picture` from (`x`, `y`), `width` × `height`.
  func crop(_ picture: Bitmap, x: Int, y: Int, width: Int, height: Int) -> [RGBA8] {
    (y..<(y + height)).flatMap { row in (x..<(x + width)).map { picture[$0, row] } }
  }

  func alphas(_ picture: Bitmap, row: Int) -> [UInt8] {
    (0..<picture.width).map { picture[$0, row].alpha }
  }

  @Test(arguments: [1, 2, 3] as [CGFloat])
  func theShadowIsDrawnWholeAndTheBoundsKeepTheirPixels(scale: CGFloat) throws {
    let bounds = Lifecycle.render(shadowed(), scale: scale)
    let whole = Lifecycle.render(shadowed(), scale: scale, area: .boundsAndOverflow)
    let side = Int(20 * scale)
    #expect(bounds.width == side && bounds.height == side)
    #expect(whole.width > side && whole.height > side)
    // The offset moves the shadow down: more room below than above, none lost each side.
    let left = (whole.width - side) / 2
    #expect((whole.width - side) % 2 == 0)
    let top = try #require((0..<whole.height).first { whole[left + side / 2, $0].alpha > 0 })
    let below = whole.height - side
    #expect(top < left, "the shadow starts \(top) rows above a top margin of \(left)")
    let first = try #require(
      (0...below).first { dy in
        crop(whole, x: left, y: dy, width: side, height: side)
          == crop(bounds, x: 0, y: 0, width: side, height: side)
      })
    #expect(first < below - first, "more room below (\(below - first)) than above (\(first))")
    // The blur has faded out before the picture's edges.
    for row in [0, whole.height - 1] { #expect(alphas(whole, row: row).allSatisfy { $0 == 0 }) }
    #expect((0..<whole.height).allSatisfy { whole[0, $0].alpha == 0 })
    let under = whole[left + side / 2, first + side + Int(scale)].alpha
    #expect(under > 40 && under < 128, "the shadow just under the view: \(under)")
  }

  @Test func theBoundsAloneAreTheDefault() {
    let view = shadowed()
    #expect(Lifecycle.render(view, scale: 2) == Lifecycle.render(view, scale: 2, area: .bounds))
  }

  @Test func aSubviewOutsideShowsUnlessTheViewClips() {
    func container(clips: Bool) -> View {
      let view = build(View.self, 20, 20)
      view.backgroundColor = .white
      view.clipsToBounds = clips
      let badge = View(frame: CGRect(x: 15, y: -5, width: 10, height: 10))
      badge.backgroundColor = .blue
      view.addSubview(badge)
      return view
    }
    let free = Lifecycle.render(container(clips: false), scale: 1, area: .boundsAndOverflow)
    #expect(free.width == 25 && free.height == 25)
    #expect(free[24, 0] == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
    #expect(free[0, 0].alpha == 0, "nothing shows left of the view above it")
    let clipped = Lifecycle.render(container(clips: true), scale: 1, area: .boundsAndOverflow)
    #expect(clipped.width == 20 && clipped.height == 20)
  }

  @Test func aShapeLayersPathAndStrokeCountWhereverTheyLie() {
    let view = build(View.self, 10, 10)
    let ring = ShapeLayer()
    ring.path = GraphicsPath(ellipseIn: CGRect(x: -10, y: 0, width: 10, height: 10), transform: nil)
    ring.fillColor = nil
    ring.strokeColor = .black
    ring.lineWidth = 4
    view.layer.addSublayer(ring)
    let picture = Lifecycle.render(view, scale: 1, area: .boundsAndOverflow)
    // The stroke reaches 2 points past the oval on every side (its curves a hair further,
    // which takes a pixel more); the view itself draws nothing.
    #expect((22...23).contains(picture.width), "\(picture.width)")
    #expect((14...16).contains(picture.height), "\(picture.height)")
    let columns = (0..<picture.width).filter { x in
      (0..<picture.height).contains { picture[x, $0].alpha > 0 }
    }
    #expect(columns.first == picture.width - 22, "the stroke's left edge is in the picture")
  }

  @Test func everyReplicatedInstanceCounts() {
    let view = build(View.self, 10, 10)
    let row = ReplicatorLayer()
    row.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    row.instanceCount = 3
    row.instanceTransform = Transform3D(translationX: 10, y: 0)
    let dot = Layer()
    dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    dot.backgroundColor = .red
    row.addSublayer(dot)
    view.layer.addSublayer(row)
    let picture = Lifecycle.render(view, scale: 1, area: .boundsAndOverflow)
    #expect(picture.width == 30 && picture.height == 10)
    #expect(picture[25, 5] == RGBA8(red: 255, green: 0, blue: 0))
    row.instanceAlphaOffset = -0.5  // the third instance has alpha 0 and is not drawn
    #expect(Lifecycle.render(view, scale: 1, area: .boundsAndOverflow).width == 20)
  }

  @Test func aPictureTooLargeToDrawIsAnErrorThatSaysSo() {
    let view = build(View.self, 20, 20)
    let far = View(frame: CGRect(x: 40_000, y: 0, width: 10, height: 10))
    far.backgroundColor = .red
    view.addSubview(far)
    #expect(throws: RenderError.self) {
      try Lifecycle.renderChecked(view, scale: 1, area: .boundsAndOverflow)
    }
    #expect((try? Lifecycle.renderChecked(view, scale: 1))?.width == 20)
  }
}
