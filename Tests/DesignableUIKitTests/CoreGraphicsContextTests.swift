import DesignableUIKit
import Testing

/// An arc drawn as HGCircularSlider draws its track: Core Graphics' path API in `draw(_:)`.
final class ContextArcView: UIView {
  var clockwise = true
  var startAngle: CGFloat = 0
  var endAngle: CGFloat = .pi / 2

  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setLineWidth(4)
    context.setLineCap(.round)
    context.setStrokeColor(UIColor.red.cgColor)
    context.beginPath()
    context.addArc(
      center: CGPoint(x: bounds.midX, y: bounds.midY), radius: 12, startAngle: startAngle,
      endAngle: endAngle, clockwise: clockwise)
    context.drawPath(using: .stroke)
  }
}

/// The same arc through UIBezierPath.
final class BezierArcView: UIView {
  var clockwise = true
  var startAngle: CGFloat = 0
  var endAngle: CGFloat = .pi / 2

  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func draw(_ rect: CGRect) {
    let path = UIBezierPath(
      arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: 12, startAngle: startAngle,
      endAngle: endAngle, clockwise: clockwise)
    path.lineWidth = 4
    path.lineCapStyle = .round
    UIColor.red.setStroke()
    path.stroke()
  }
}

/// A view whose whole `draw(_:)` is a closure, for tests of single calls.
final class SketchView: UIView {
  var sketch: (CGContext, CGRect) -> Void = { _, _ in }

  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    sketch(context, bounds)
  }
}

/// One pixel of a rendered picture, straight alpha.
struct Pixel: Equatable {
  var red, green, blue, alpha: UInt8
}

/// A rendered picture, read pixel by pixel.
struct Picture: Equatable {
  let width: Int
  let height: Int
  let pixels: [Pixel]

  subscript(x: Int, y: Int) -> Pixel { pixels[y * width + x] }

  /// The pixels with more than half coverage.
  var inkCount: Int { pixels.filter { $0.alpha > 128 }.count }
}

/// Renders `view` at `scale` as UIKit would show it.
func picture(of view: UIView, scale: CGFloat = 1) -> Picture {
  let bitmap = Lifecycle.render(view, scale: scale)
  var pixels: [Pixel] = []
  for y in 0..<bitmap.height {
    for x in 0..<bitmap.width {
      let p = bitmap[x, y]
      pixels.append(Pixel(red: p.red, green: p.green, blue: p.blue, alpha: p.alpha))
    }
  }
  return Picture(width: bitmap.width, height: bitmap.height, pixels: pixels)
}

func sketch(
  width: CGFloat = 40, height: CGFloat = 40, _ body: @escaping (CGContext, CGRect) -> Void
) -> Picture {
  let view = SketchView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  view.sketch = body
  return picture(of: view)
}

func isInk(_ pixel: Pixel) -> Bool { pixel.alpha > 128 }

@Suite("CGContext")
struct CoreGraphicsContextTests {
  // Apple's documentation of CGContext.addArc(center:radius:startAngle:endAngle:clockwise:):
  // "In a flipped coordinate system (the default for UIView drawing methods in iOS),
  // specifying a clockwise arc results in a counterclockwise arc after the transformation
  // is applied." UIBezierPath's clockwise is clockwise on screen.
  @Test(arguments: [true, false])
  func contextArcIsTheBezierArcOfTheOppositeDirection(clockwise: Bool) {
    let frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    let context = ContextArcView(frame: frame)
    context.clockwise = clockwise
    let bezier = BezierArcView(frame: frame)
    bezier.clockwise = !clockwise
    let a = picture(of: context, scale: 2)
    let b = picture(of: bezier, scale: 2)
    #expect(a == b)
    #expect(a[40 + 24, 40].alpha > 0, "the arc starts at angle 0")
  }

  @Test func aClockwiseContextArcFromZeroToAQuarterPassesOverTheTop() {
    let frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    let view = ContextArcView(frame: frame)
    view.clockwise = true
    let drawn = picture(of: view)
    // Centre (20, 20), radius 12: the top of the circle is (20, 8), the left (8, 20).
    #expect(isInk(drawn[20, 8]))
    #expect(isInk(drawn[8, 20]))
    // The quarter between angle 0 and π/2 is below and to the right: (28, 28) is off it.
    #expect(!isInk(drawn[28, 28]))
    view.clockwise = false
    view.setNeedsDisplay()
    let short = picture(of: view)
    #expect(!isInk(short[20, 8]))
    #expect(isInk(short[Int(20 + 12 * 0.7071), Int(20 + 12 * 0.7071)]))
  }

  @Test func pointsAreMappedByTheTransformCurrentWhenTheyAreAdded() {
    var current = CGPoint.zero
    var emptyAfterFill = false
    let picture = sketch { context, _ in
      context.setFillColor(UIColor.blue.cgColor)
      context.translateBy(x: 20, y: 0)
      context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
      context.translateBy(x: -20, y: 20)
      current = context.currentPointOfPath
      context.fillPath()
      emptyAfterFill = context.isPathEmpty
    }
    #expect(picture[25, 5].blue == 255 && picture[25, 5].alpha == 255)
    #expect(picture[5, 25].alpha == 0 && picture[5, 5].alpha == 0)
    // The rectangle closed at (20, 0) in the view, which is (20, -20) after the second move.
    #expect(current == CGPoint(x: 20, y: -20))
    #expect(emptyAfterFill)
  }

  @Test func drawPathFillsAndStrokesThenEmptiesThePath() {
    var box = CGRect.null
    let picture = sketch { context, _ in
      context.setFillColor(UIColor.green.cgColor)
      context.setStrokeColor(UIColor.red.cgColor)
      context.setLineWidth(4)
      context.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
      box = context.boundingBoxOfPath
      context.drawPath(using: .fillStroke)
      context.drawPath(using: .fill)
    }
    #expect(box == CGRect(x: 10, y: 10, width: 20, height: 20))
    #expect(picture[20, 20].green == 255 && picture[20, 20].red == 0)
    #expect(picture[20, 10].red == 255)
    #expect(picture[2, 2].alpha == 0)
  }

  @Test func stateIsSavedAndRestoredButThePathIsNot() {
    let picture = sketch { context, _ in
      context.setFillColor(UIColor.red.cgColor)
      context.saveGState()
      context.setFillColor(UIColor.blue.cgColor)
      context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 40))
      context.addRect(CGRect(x: 0, y: 0, width: 40, height: 10))
      context.restoreGState()
      context.fillPath()
    }
    #expect(picture[30, 5].red == 255, "the clip and the colour are restored")
    #expect(picture[30, 5].blue == 0)
  }

  @Test func alphaAndDashesApplyToLaterDrawing() {
    let picture = sketch { context, _ in
      context.setAlpha(0.5)
      context.setFillColor(UIColor.black.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      context.setAlpha(1)
      context.setLineDash(phase: 0, lengths: [4, 4])
      context.setLineWidth(2)
      context.strokeLineSegments(between: [CGPoint(x: 0, y: 30), CGPoint(x: 40, y: 30)])
    }
    #expect(abs(Int(picture[10, 10].alpha) - 128) <= 1)
    #expect(picture[2, 30].alpha == 255)
    #expect(picture[6, 30].alpha == 0)
  }

  @Test func linearGradientsPaintOnlyBetweenTheirEndsWithoutOptions() throws {
    let space = CGColorSpaceCreateDeviceRGB()
    let gradient = try #require(
      CGGradient(
        colorsSpace: space, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
        locations: [0, 1]))
    let picture = sketch { context, _ in
      context.drawLinearGradient(
        gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0), options: [])
    }
    #expect(picture[11, 20].red > 200 && picture[11, 20].blue < 50)
    #expect(picture[29, 20].blue > 200 && picture[29, 20].red < 50)
    #expect(picture[5, 20].alpha == 0 && picture[35, 20].alpha == 0)
    let extended = sketch { context, _ in
      context.drawLinearGradient(
        gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0),
        options: CGGradientDrawingOptions([.drawsBeforeStartLocation, .drawsAfterEndLocation]))
    }
    #expect(extended[2, 20].red == 255 && extended[38, 20].blue == 255)
  }

  @Test func radialGradientsStopAtTheEndCircle() throws {
    let gradient = try #require(
      CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(),
        colors: [UIColor.white.cgColor, UIColor.black.cgColor] as CFArray, locations: nil))
    let picture = sketch { context, bounds in
      let center = CGPoint(x: bounds.midX, y: bounds.midY)
      context.drawRadialGradient(
        gradient, startCenter: center, startRadius: 0, endCenter: center, endRadius: 15,
        options: [])
    }
    #expect(picture[20, 20].red > 240)
    #expect(picture[20, 33].red < 60 && picture[20, 33].alpha == 255)
    #expect(picture[2, 2].alpha == 0)
  }

  @Test func clearingTheBoundsDiscardsWhatWasDrawn() {
    let picture = sketch { context, bounds in
      context.fill(bounds)
      context.clear(bounds)
      context.setFillColor(UIColor.red.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    #expect(picture[5, 5].red == 255)
    #expect(picture[20, 20].alpha == 0)
  }

  @Test func nonFiniteGeometryDrawsNothingAndDoesNotTrap() {
    let picture = sketch { context, _ in
      context.move(to: CGPoint(x: CGFloat.nan, y: 0))
      context.addLine(to: CGPoint(x: CGFloat.infinity, y: 3))
      context.addArc(
        center: .zero, radius: .nan, startAngle: 0, endAngle: .infinity, clockwise: true)
      context.addArc(tangent1End: CGPoint(x: 1, y: 1), tangent2End: .zero, radius: .infinity)
      context.strokePath()
      context.scaleBy(x: 0, y: 0)
      context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
      context.fillPath()
      context.fill(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))
    }
    #expect(picture.width == 40)
  }
}

@Suite("UIKit's rectangle functions")
struct CoreGraphicsRectFunctionTests {
  @Test func rectFillAndFrameUseTheFillColour() {
    let drawn = sketch { _, _ in
      UIColor.red.setFill()
      UIRectFrame(CGRect(x: 0, y: 0, width: 10, height: 10))
      UIColor.blue.setFill()
      UIRectClip(CGRect(x: 20, y: 0, width: 5, height: 40))
      UIRectFill(CGRect(x: 15, y: 0, width: 20, height: 10))
    }
    #expect(drawn[0, 5].red == 255 && drawn[9, 5].red == 255 && drawn[5, 0].red == 255)
    #expect(drawn[5, 5].alpha == 0, "a frame, not a fill")
    #expect(drawn[22, 5].blue == 255 && drawn[17, 5].alpha == 0 && drawn[30, 5].alpha == 0)
  }

  @Test func shapeLayerNamesKeepCoreAnimationsStrings() {
    #expect(CAShapeLayerLineCap(rawValue: "round") == .round)
    #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
    #expect(CAGradientLayerType.conic.rawValue == "conic")
  }

  @Test func shapeLayerNamesAreMadeFromAnyString() {
    // As on iOS, these are strings: `init(rawValue:)` never fails.
    let layer = CAShapeLayer()
    layer.lineJoin = CAShapeLayerLineJoin(rawValue: "bevel")
    layer.lineCap = CAShapeLayerLineCap(rawValue: "round")
    #expect(layer.lineJoin == .bevel && layer.lineCap == .round)
    #expect(CAShapeLayerFillRule(rawValue: "even-odd") == .evenOdd)
    #expect(CAGradientLayerType(rawValue: "spiral").rawValue == "spiral")
  }
}
