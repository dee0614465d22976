@testable import Raster

/// A fixed picture drawn with the public Canvas API, compared exactly with a committed PNG.
struct GoldenScene: Sendable, CustomStringConvertible {
  var name: String
  var width: Double
  var height: Double
  var scale: Double
  var draw: @Sendable (Canvas) -> Void

  var description: String { "\(name)@\(Int(scale))x" }

  func render() -> Bitmap? {
    guard let canvas = Canvas(width: width, height: height, scale: scale) else { return nil }
    draw(canvas)
    return canvas.makeBitmap()
  }
}

extension GoldenScene {
  static let blue = RGBA8(red: 0, green: 122, blue: 255)
  static let track = RGBA8(red: 229, green: 229, blue: 234)
  static let pi = DeterministicMath.pi

  static let all: [GoldenScene] = [pie, stepper, clock, card, dashes, star, paints]

  static let pie = GoldenScene(name: "pie", width: 120, height: 120, scale: 1) { c in
    c.clear(.white)
    c.translate(x: 60, y: 60)
    c.rotate(by: -pi / 2)
    let ring = StrokeStyle(width: 60)
    c.stroke(
      Path(ovalIn: Rect(x: -30, y: -30, width: 60, height: 60)), style: ring, with: .solid(track))
    let arc = Path(
      arcCenter: .zero, radius: 30, startAngle: 0, endAngle: 2 * pi * 0.9, clockwise: true)
    c.stroke(arc, style: ring, with: .solid(blue))
  }

  static let stepper = GoldenScene(name: "stepper", width: 100, height: 100, scale: 2) { c in
    c.clear(.white)
    let start = 0.75 * pi
    let style = StrokeStyle(width: 6, cap: .round)
    let center = Point(x: 50, y: 50)
    c.stroke(
      Path(arcCenter: center, radius: 44, startAngle: start, endAngle: pi / 4, clockwise: true),
      style: style, with: .solid(track))
    let full = Path(
      arcCenter: center, radius: 44, startAngle: start, endAngle: pi / 4, clockwise: true)
    c.stroke(
      full.trimmed(from: 0, to: 0.6), style: style,
      with: .solid(RGBA8(red: 255, green: 149, blue: 0)))
  }

  static let clock = GoldenScene(name: "clock", width: 100, height: 100, scale: 1) { c in
    c.clear(RGBA8(red: 242, green: 242, blue: 247))
    let face = Path(ovalIn: Rect(x: 4, y: 4, width: 92, height: 92))
    c.fill(face, with: .solid(.white))
    c.stroke(face, style: StrokeStyle(width: 4), with: .solid(.black))
    for (degrees, width, length) in [(305.0, 4.0, 24.0), (60.0, 3.0, 38.0)] {
      c.save()
      c.translate(x: 50, y: 50)
      c.rotate(by: degrees * pi / 180)
      c.fill(
        Path(rect: Rect(x: -width / 2, y: -length, width: width, height: length + 4)),
        with: .solid(.black))
      c.restore()
    }
    c.fill(
      Path(ovalIn: Rect(x: 47, y: 47, width: 6, height: 6)),
      with: .solid(RGBA8(red: 255, green: 59, blue: 48)))
  }

  static let card = GoldenScene(name: "card", width: 160, height: 100, scale: 1) { c in
    c.clear(.white)
    let card = Path(
      roundedRect: Rect(x: 8, y: 8, width: 144, height: 84), cornerRadii: CornerRadii(all: 12))
    c.save()
    c.clip(to: card)
    c.fill(card, with: .solid(RGBA8(red: 230, green: 240, blue: 255)))
    for i in -8..<22 {
      let x = Double(i) * 12
      c.stroke(
        Path.polyline([(x, 100), (x + 100, 0)]), style: StrokeStyle(width: 4),
        with: .solid(RGBA8(red: 200, green: 220, blue: 255)))
    }
    c.beginLayer(opacity: 0.5)
    c.fill(
      Path(ovalIn: Rect(x: 110, y: -10, width: 60, height: 60)),
      with: .solid(RGBA8(red: 255, green: 59, blue: 48)))
    c.endLayer()
    c.restore()
    c.stroke(
      Path(
        roundedRect: Rect(x: 9, y: 9, width: 142, height: 82), cornerRadii: CornerRadii(all: 11)),
      style: StrokeStyle(width: 2), with: .solid(RGBA8(red: 60, green: 60, blue: 67)))
  }

  static let dashes = GoldenScene(name: "dashes", width: 160, height: 100, scale: 1) { c in
    c.clear(.white)
    c.stroke(
      Path.polyline([(10, 35), (40, 10), (70, 35), (100, 10), (130, 35), (150, 20)]),
      style: StrokeStyle(width: 3, dashPattern: [8, 4]), with: .solid(.black))
    c.stroke(
      Path.polyline([(10, 65), (40, 40), (70, 65), (100, 40), (130, 65), (150, 50)]),
      style: StrokeStyle(width: 3, cap: .round, join: .round, dashPattern: [1, 5]),
      with: .solid(blue))
    c.stroke(
      Path.polyline([
        (12, 92), (30, 72), (34, 92), (52, 72), (56, 92), (100, 75), (104, 92), (148, 78),
      ]),
      style: StrokeStyle(width: 4, cap: .square, miterLimit: 2),
      with: .solid(RGBA8(red: 175, green: 82, blue: 222)))
  }

  static let star = GoldenScene(name: "star", width: 160, height: 80, scale: 2) { c in
    c.clear(.white)
    for (cx, rule) in [(40.0, FillRule.nonZero), (110.0, .evenOdd)] {
      var p = Path()
      for k in 0..<5 {
        let a = -pi / 2 + Double(k) * 4 * pi / 5
        let point = Point(
          x: cx + 30 * DeterministicMath.cos(a), y: 40 + 30 * DeterministicMath.sin(a))
        if k == 0 { p.move(to: point) } else { p.addLine(to: point) }
      }
      p.closeSubpath()
      c.fill(p, with: .solid(RGBA8(red: 52, green: 199, blue: 89)), rule: rule)
    }
    var blob = Path()
    blob.move(to: Point(x: 140, y: 20))
    blob.addCurve(
      to: Point(x: 150, y: 62), controlPoint1: Point(x: 165, y: 20),
      controlPoint2: Point(x: 160, y: 60))
    blob.addCurve(
      to: Point(x: 132, y: 35), controlPoint1: Point(x: 138, y: 64),
      controlPoint2: Point(x: 128, y: 45))
    blob.addQuadCurve(to: Point(x: 140, y: 20), controlPoint: Point(x: 133, y: 22))
    blob.closeSubpath()
    c.fill(blob, with: .solid(RGBA8(red: 255, green: 45, blue: 85, alpha: 200)))
  }

  static let paints = GoldenScene(name: "paints", width: 128, height: 96, scale: 2) { c in
    c.clear(RGBA8(red: 250, green: 250, blue: 250))
    let gradient = Gradient(stops: [
      .init(location: 0, color: blue), .init(location: 0.6, color: .white),
      .init(location: 1, color: RGBA8(red: 255, green: 59, blue: 48, alpha: 128)),
    ])
    c.fill(
      Path(
        roundedRect: Rect(x: 4, y: 4, width: 56, height: 40),
        cornerRadii: CornerRadii(topLeft: 16, topRight: 2, bottomRight: 30, bottomLeft: 0)),
      with: .linearGradient(gradient, start: Point(x: 4, y: 4), end: Point(x: 60, y: 44)))
    c.fill(
      Path(ovalIn: Rect(x: 68, y: 4, width: 56, height: 40)),
      with: .radialGradient(gradient, center: Point(x: 96, y: 24), startRadius: 4, endRadius: 28))
    var image = Bitmap(width: 4, height: 4)
    for y in 0..<4 {
      for x in 0..<4 {
        image[x, y] = RGBA8(
          red: UInt8(x * 80), green: UInt8(y * 80), blue: 160, alpha: UInt8(255 - (x + y) * 20))
      }
    }
    c.save()
    c.clip(to: Path(ovalIn: Rect(x: 2, y: 48, width: 60, height: 46)), rule: .evenOdd)
    c.translate(x: 32, y: 71)
    c.rotate(by: 0.3)
    c.draw(image, in: Rect(x: -24, y: -18, width: 48, height: 36), interpolation: .bilinear)
    c.restore()
    c.draw(
      image, transform: AffineTransform(translationX: 70, y: 50).scaledBy(x: 5, y: 5),
      interpolation: .nearest)
    for (i, width) in [0.25, 0.5, 1, 1.5].enumerated() {
      let y = 52 + Double(i) * 10.3
      c.stroke(
        Path.polyline([(96, y), (124, y + 6)]), style: StrokeStyle(width: width),
        with: .solid(.black))
    }
  }
}
