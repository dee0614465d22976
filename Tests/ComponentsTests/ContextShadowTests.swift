import Components
import Foundation
import Raster
import Testing

/// A white view whose `draw(_:)` runs `drawing` with its context.
final class ContextDrawingView: View {
  var drawing: (GraphicsContext) -> Void = { _ in }

  override func draw(_ rect: CGRect) {
    guard let context = GraphicsContext.current else { return }
    drawing(context)
  }
}

@Suite("Shadows set on a drawing context")
struct ContextShadowTests {
  /// The white `size` × `size` view drawn by `drawing`, at `scale`.
  func render(
    size: CGFloat = 60, scale: CGFloat = 1, _ drawing: @escaping (GraphicsContext) -> Void
  ) -> Bitmap {
    let view = ContextDrawingView(frame: CGRect(x: 0, y: 0, width: size, height: size))
    view.backgroundColor = .white
    view.drawing = drawing
    return Lifecycle.render(view, scale: scale)
  }

  /// How dark a pixel is: 255 minus its brightest channel (a black shadow's alpha on white).
  func darkness(_ picture: Bitmap, _ x: Int, _ y: Int) -> Int {
    let pixel = picture[x, y]
    return 255 - Int(max(pixel.red, pixel.green, pixel.blue))
  }

  /// A red 20 × 20 square at (10, 10) under a black shadow of `offset` and `blur`.
  func square(offset: CGSize, blur: CGFloat, color: Color? = .black) -> (GraphicsContext) -> Void {
    { context in
      context.setShadow(offset: offset, blur: blur, color: color)
      context.setFillColor(.red)
      context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
    }
  }

  static let red = RGBA8(red: 255, green: 0, blue: 0)

  @Test func aHardShadowLiesExactlyUnderTheShapeMovedDown() {
    let picture = render(square(offset: CGSize(width: 0, height: 5), blur: 0))
    for x in [10, 20, 29] {
      for y in 30..<35 { #expect(darkness(picture, x, y) == 255, "shadow at (\(x), \(y))") }
      #expect(darkness(picture, x, 35) == 0, "below the shadow at x \(x)")
      #expect(darkness(picture, x, 9) == 0, "above the square at x \(x)")
      #expect(picture[x, 20] == Self.red, "the square over its shadow")
    }
    #expect(darkness(picture, 9, 32) == 0 && darkness(picture, 30, 32) == 0, "no wider")
  }

  @Test func theBlurSpreadsSymmetricallyAboutTheShadowsEdge() {
    // The shadow of a square 10…30 moved 20 down: its lower edge is y = 50, in the clear.
    let blur: CGFloat = 8
    let picture = render(size: 80, square(offset: CGSize(width: 0, height: 20), blur: blur))
    let edge = 50
    for k in 0..<12 {
      let inside = darkness(picture, 20, edge - 1 - k)
      let outside = darkness(picture, 20, edge + k)
      #expect(abs(inside + outside - 255) <= 3, "rows \(edge - 1 - k) and \(edge + k)")
    }
    // Half coverage where the edge is: the rows either side of it straddle 127.5.
    #expect(darkness(picture, 20, edge - 1) > 128 && darkness(picture, 20, edge) < 128)
    // σ = 0.45 × blur = 3.6 px: the Gaussian's tail 3.5 px past the edge holds 16.6%
    // (42/255); σ 4 (blur / 2) would hold 19% (49).
    let tail = darkness(picture, 20, edge + 3)
    #expect((38...46).contains(tail), "tail \(tail)")
    #expect(darkness(picture, 20, edge + 12) <= 1, "gone past 3σ")
  }

  @Test func aNilOrClearColourDrawsNoShadow() {
    let plain = render { context in
      context.setFillColor(.red)
      context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
    }
    let offset = CGSize(width: 0, height: 5)
    let shadowed = render(square(offset: offset, blur: 2))
    #expect(shadowed != plain, "a black shadow shows")
    #expect(render(square(offset: offset, blur: 2, color: nil)) == plain)
    #expect(render(square(offset: offset, blur: 2, color: Color(white: 0, alpha: 0))) == plain)
    let turnedOff = render { context in
      context.setShadow(offset: offset, blur: 2)
      context.setShadow(offset: offset, blur: 2, color: nil)
      context.setFillColor(.red)
      context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
    }
    #expect(turnedOff == plain)
  }

  @Test func theDefaultShadowIsBlackAtOneThird() {
    let picture = render { context in
      context.setShadow(offset: CGSize(width: 0, height: 5), blur: 0)
      context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
    }
    #expect(darkness(picture, 20, 32) == 85, "a third of 255")
  }

  @Test func savingTheStateScopesTheShadow() {
    let picture = render { context in
      context.setFillColor(.red)
      context.saveGState()
      context.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: .black)
      context.fill(CGRect(x: 5, y: 5, width: 20, height: 20))
      context.restoreGState()
      context.fill(CGRect(x: 35, y: 5, width: 20, height: 20))
    }
    #expect(darkness(picture, 15, 27) == 255, "the first square casts one")
    #expect(darkness(picture, 45, 27) == 0, "the second, drawn after the restore, none")
  }

  @Test func theTransformMovesTheShapeNotTheShadowsOffset() {
    let offset = CGSize(width: 0, height: 5)
    let scaled = render { context in
      context.scaleBy(x: 2, y: 2)
      context.setShadow(offset: offset, blur: 0, color: .black)
      context.setFillColor(.red)
      context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))  // 10…30 in the view
    }
    #expect(darkness(scaled, 20, 34) == 255, "5 points below, not 10")
    #expect(darkness(scaled, 20, 36) == 0)
    let rotated = render { context in
      context.translateBy(x: 20, y: 20)
      context.rotate(by: .pi / 2)
      context.setShadow(offset: offset, blur: 0, color: .black)
      context.setFillColor(.red)
      context.fill(CGRect(x: -10, y: -5, width: 20, height: 10))  // 15…25 × 10…30
    }
    #expect(rotated[20, 20] == Self.red)
    #expect(darkness(rotated, 20, 32) == 255, "down on screen")
    #expect(darkness(rotated, 12, 20) == 0 && darkness(rotated, 28, 20) == 0, "not sideways")
  }

  @Test func theShadowIsClippedWhereItLandsNotWhereItIsCast() {
    // An inner shadow as drawing tools build it: the shape drawn outside the clip casts a
    // shadow moved into it.
    let picture = render { context in
      context.clip(to: CGRect(x: 10, y: 10, width: 40, height: 40))
      context.setShadow(offset: CGSize(width: 40, height: 0), blur: 0, color: .black)
      context.fill(CGRect(x: -20, y: 20, width: 40, height: 20))  // shadow: 20…60 × 20…40
    }
    #expect(darkness(picture, 30, 30) == 255, "the shadow inside the clip")
    #expect(darkness(picture, 55, 30) == 0, "clipped past x 50")
    #expect(darkness(picture, 5, 30) == 0, "the shape, outside the clip, does not show")
  }

  @Test func aStrokeCastsTheShadowOfWhatItPaints() {
    let picture = render { context in
      context.setShadow(offset: CGSize(width: 0, height: 6), blur: 0, color: .black)
      context.setStrokeColor(.red)
      context.setLineWidth(4)
      context.strokeLineSegments(between: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10)])
    }
    #expect(darkness(picture, 30, 16) == 255, "the line's shadow")
    #expect(darkness(picture, 30, 19) == 0, "4 points thick")
    #expect(picture[30, 10] == Self.red)
  }

  @Test func aTranslucentFillCastsAFainterShadow() {
    let picture = render { context in
      context.setShadow(offset: CGSize(width: 0, height: 25), blur: 0, color: .black)
      context.setFillColor(Color(red: 1, green: 0, blue: 0, alpha: 0.5))
      context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
    }
    #expect(abs(darkness(picture, 20, 40) - 128) <= 1)
  }

  @Test func aTransparencyLayerCastsOneShadowOfItsWhole() {
    let halfBlack = Color(white: 0, alpha: 0.5)
    func draw(layered: Bool) -> Bitmap {
      render { context in
        context.setShadow(offset: CGSize(width: 0, height: 20), blur: 0, color: halfBlack)
        context.setFillColor(.red)
        if layered { context.beginTransparencyLayer(auxiliaryInfo: nil) }
        context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        context.fill(CGRect(x: 20, y: 10, width: 20, height: 20))
        if layered { context.endTransparencyLayer() }
        context.fill(CGRect(x: 45, y: 0, width: 10, height: 10))
      }
    }
    let apart = draw(layered: false)
    let layered = draw(layered: true)
    // Below the overlap (x 20…30): two shadows stack, one of the group does not.
    #expect(abs(darkness(apart, 25, 35) - 191) <= 1)
    #expect(abs(darkness(layered, 25, 35) - 128) <= 1)
    #expect(abs(darkness(layered, 15, 35) - 128) <= 1)
    #expect(abs(darkness(layered, 50, 25) - 128) <= 1, "the shadow is set again after it")
  }

  @Test func aTransparencyLayersShadowIsOfWhatItsClipLetsThrough() {
    let picture = render { context in
      context.clip(to: [
        CGRect(x: 0, y: 0, width: 60, height: 30), CGRect(x: 0, y: 40, width: 60, height: 20),
      ])
      context.setShadow(offset: CGSize(width: 0, height: 20), blur: 0, color: .black)
      context.beginTransparencyLayer(auxiliaryInfo: nil)
      context.setFillColor(.red)
      context.fill(CGRect(x: 10, y: 10, width: 20, height: 25))  // shows at 10…30
    }
    // The group holds the square's part above y 30; its shadow, 30…50, shows below 40.
    #expect(darkness(picture, 20, 45) == 255)
    #expect(darkness(picture, 20, 52) == 0, "no shadow of what the clip cut off")
    #expect(picture[20, 20] == Self.red)
  }

  @Test func scaleTwoIsScaleOneWithTwiceThePixels() {
    let drawing = square(offset: CGSize(width: 3, height: 4), blur: 6)
    let one = render(drawing)
    let two = render(scale: 2, drawing)
    #expect(darkness(one, 20, 34) > 60, "the shadow shows")
    var worst = 0
    for y in 0..<60 {
      for x in 0..<60 {
        // The mean of the four pixels of the point at scale 2.
        let sum = [(0, 0), (1, 0), (0, 1), (1, 1)].reduce(0) {
          $0 + darkness(two, 2 * x + $1.0, 2 * y + $1.1)
        }
        worst = max(worst, abs((sum + 2) / 4 - darkness(one, x, y)))
      }
    }
    #expect(worst <= 6, "worst difference \(worst)")
  }

  @Test(arguments: [
    CGFloat(10_000), 20_000, .greatestFiniteMagnitude, .infinity, -.infinity, .nan, -5,
  ])
  func hostileBlursDrawInBoundedTime(blur: CGFloat) {
    let offset = CGSize(width: 0, height: 5)
    let hard = render(square(offset: offset, blur: 0))
    let started = ContinuousClock.now
    let picture = render(square(offset: offset, blur: blur))
    #expect(ContinuousClock.now - started < .seconds(20))
    #expect(darkness(hard, 20, 32) == 255)
    if blur.isFinite, blur > 0 {
      // σ stops at 128 px: a haze, the same however large the blur.
      #expect(picture == render(square(offset: offset, blur: 40_000)))
      #expect(picture != hard)
    } else {
      #expect(picture == hard, "a hard edge")
    }
  }

  @Test(arguments: [CGFloat.nan, .infinity, 1e300])
  func hostileOffsetsDrawNoShadowOrOneOutOfSight(offset: CGFloat) {
    let plain = render(square(offset: .zero, blur: 0, color: nil))
    #expect(render(square(offset: CGSize(width: offset, height: offset), blur: 4)) == plain)
    #expect(render(square(offset: CGSize(width: 0, height: 5), blur: 0)) != plain)
  }
}
