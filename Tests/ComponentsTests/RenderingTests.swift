import Components
import Foundation
import Raster
import Testing

func build<V: View>(_ type: V.Type, _ width: CGFloat, _ height: CGFloat) -> V {
  do {
    return try Lifecycle.build(
      type, path: .programmatic, frame: CGRect(x: 0, y: 0, width: width, height: height))
  } catch {
    fatalError("\(error)")
  }
}

@Suite("Rendering a view tree")
struct RenderingTests {
  @Test func theBackgroundFillsThePictureAtTheScale() {
    let view = build(View.self, 5, 3)
    view.backgroundColor = .red
    let picture = Lifecycle.render(view, scale: 2)
    #expect(picture.width == 10 && picture.height == 6)
    #expect(picture == Bitmap(width: 10, height: 6, fill: RGBA8(red: 255, green: 0, blue: 0)))
  }

  @Test func subviewsSitAtTheirFramesAboveTheBackground() {
    let view = build(View.self, 8, 8)
    view.backgroundColor = .white
    let child = View(frame: CGRect(x: 2, y: 4, width: 3, height: 2))
    child.backgroundColor = .blue
    view.addSubview(child)
    let picture = Lifecycle.render(view, scale: 1)
    #expect(picture[2, 4] == RGBA8(red: 0, green: 0, blue: 255))
    #expect(picture[4, 5] == RGBA8(red: 0, green: 0, blue: 255))
    #expect(picture[5, 5] == .white)
    #expect(picture[2, 3] == .white)
  }

  @Test func hiddenViewsAndZeroAlphaDrawNothing() {
    let view = build(View.self, 4, 4)
    let hidden = View(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    hidden.backgroundColor = .black
    hidden.isHidden = true
    view.addSubview(hidden)
    let faded = View(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    faded.backgroundColor = .black
    faded.alpha = 0
    view.addSubview(faded)
    #expect(Lifecycle.render(view, scale: 1) == Bitmap(width: 4, height: 4))
  }

  @Test func alphaGroupsTheSubtree() {
    let view = build(View.self, 2, 2)
    view.backgroundColor = .white
    let group = View(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
    group.alpha = 0.5
    let a = View(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
    a.backgroundColor = .black
    let b = View(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
    b.backgroundColor = .black
    group.addSubview(a)
    group.addSubview(b)
    view.addSubview(group)
    // As one group: black at half opacity over white, not two half-black layers.
    let pixel = Lifecycle.render(view, scale: 1)[0, 0]
    #expect(pixel.red == 128 || pixel.red == 127)
    #expect(pixel.alpha == 255)
  }

  @Test func cornerRadiusWithMasksClipsSubviewsAndTheBorderIsOnTop() {
    let view = build(View.self, 20, 20)
    view.layer.cornerRadius = 10
    view.clipsToBounds = true
    let fill = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    fill.backgroundColor = .green
    view.addSubview(fill)
    view.layer.borderWidth = 2
    view.layer.borderColor = .red
    let picture = Lifecycle.render(view, scale: 1)
    #expect(picture[0, 0].alpha == 0)
    #expect(picture[10, 10] == RGBA8(red: 0, green: 255, blue: 0))
    #expect(picture[10, 1] == RGBA8(red: 255, green: 0, blue: 0))
    #expect(picture[1, 10] == RGBA8(red: 255, green: 0, blue: 0))
  }

  @Test func shapeLayersFillBlackByDefaultAndTrimTheirStroke() {
    let view = build(View.self, 20, 20)
    let shape = ShapeLayer()
    shape.path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
    view.layer.addSublayer(shape)
    let line = ShapeLayer()
    let path = BezierPath()
    path.move(to: CGPoint(x: 0, y: 15))
    path.addLine(to: CGPoint(x: 20, y: 15))
    line.path = path.cgPath
    line.fillColor = nil
    line.strokeColor = .blue
    line.lineWidth = 2
    line.strokeEnd = 0.5
    view.layer.addSublayer(line)
    let picture = Lifecycle.render(view, scale: 1)
    #expect(picture[5, 5] == .black)
    #expect(picture[15, 5].alpha == 0)
    #expect(picture[5, 14] == RGBA8(red: 0, green: 0, blue: 255))
    #expect(picture[14, 14].alpha == 0)
  }

  @Test func drawRecordsContentAndRedrawsOnlyWhenAsked() {
    final class Swatch: View, FrameConstructible {
      var color: Color = .red
      override func draw(_ rect: CGRect) {
        color.setFill()
        BezierPath(rect: bounds).fill()
      }
    }
    let view = build(Swatch.self, 3, 3)
    #expect(Lifecycle.render(view, scale: 1)[1, 1] == RGBA8(red: 255, green: 0, blue: 0))
    view.color = .blue
    #expect(Lifecycle.render(view, scale: 1)[1, 1] == RGBA8(red: 255, green: 0, blue: 0))
    view.setNeedsDisplay()
    #expect(Lifecycle.render(view, scale: 1)[1, 1] == RGBA8(red: 0, green: 0, blue: 255))
  }

  @Test func anchorPositionAndTransformPlaceALayer() {
    let view = build(View.self, 20, 20)
    let bar = Layer()
    bar.bounds = CGRect(x: 0, y: 0, width: 10, height: 2)
    bar.anchorPoint = CGPoint(x: 0, y: 0.5)
    bar.position = CGPoint(x: 10, y: 10)
    bar.setAffineTransform(AffineTransform2D(rotationAngle: .pi / 2))
    bar.backgroundColor = .black
    view.layer.addSublayer(bar)
    let picture = Lifecycle.render(view, scale: 1)
    // Rotated a quarter turn clockwise about its left end: it now points down.
    #expect(picture[9, 15] == .black && picture[10, 15] == .black)
    #expect(picture[15, 10].alpha == 0)
  }

  @Test(arguments: [0.0, 1, 2000])
  func anySizeRenders(_ side: Double) {
    let view = build(View.self, CGFloat(side), CGFloat(side))
    view.backgroundColor = .gray
    let picture = Lifecycle.render(view, scale: 1)
    #expect(picture.width == Int(side))
  }
}
