import Raster

/// A deterministic picture that looks like a rendered app screen: a card with a soft
/// shadow on a transparent background, a gradient header, list rows with avatars, text-like
/// strokes and toggles, a bar chart with a sparkline, progress rings, and a translucent toast
/// that hangs over the card's edge.
///
/// The layout is in points on a 1024-point square and scaled to `size` pixels, as a @2x or
/// @3x render would be; the seed picks colours, text and chart values.
enum SyntheticScene {
  static func render(size: Int, seed: UInt64) -> Bitmap {
    var scene = Builder(size: size, seed: seed)
    scene.drawCard()
    scene.drawHeader()
    scene.drawRows()
    scene.drawChart()
    scene.drawToast()
    return scene.canvas.bitmap
  }

  private struct Builder {
    var canvas: Canvas
    var random: SplitMix64
    /// Pixels per point.
    let s: Double

    init(size: Int, seed: UInt64) {
      canvas = Canvas(width: size, height: size)
      random = SplitMix64(seed: seed)
      s = Double(size) / 1024
    }

    static let ink = Color(red: 0.11, green: 0.12, blue: 0.15)
    static let secondaryInk = Color(red: 0.45, green: 0.47, blue: 0.52)
    static let white = Color(red: 1, green: 1, blue: 1)

    mutating func roundedRect(
      _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, radius: Double, _ paint: Paint,
      feather: Double = 1
    ) {
      canvas.draw(
        RoundedRect(x0: x0 * s, y0: y0 * s, x1: x1 * s, y1: y1 * s, radius: radius * s), paint,
        feather: feather)
    }

    func vertical(_ top: Color, _ bottom: Color, _ y0: Double, _ y1: Double) -> Paint {
      .linear(top, bottom, from: (0, y0 * s), to: (0, y1 * s))
    }

    mutating func hue() -> Color {
      let palette = [
        Color(red: 0.20, green: 0.47, blue: 0.96), Color(red: 0.95, green: 0.36, blue: 0.31),
        Color(red: 0.18, green: 0.74, blue: 0.45), Color(red: 0.98, green: 0.70, blue: 0.16),
        Color(red: 0.58, green: 0.35, blue: 0.89), Color(red: 0.13, green: 0.71, blue: 0.80),
      ]
      return palette[random.below(palette.count)]
    }

    mutating func drawCard() {
      let shadow = Color(red: 0, green: 0, blue: 0, alpha: 0.35)
      roundedRect(40, 52, 984, 930, radius: 30, .solid(shadow), feather: 22 * s)
      let top = Color(red: 0.97, green: 0.975, blue: 0.99)
      let bottom = Color(red: 0.89, green: 0.91, blue: 0.95)
      roundedRect(32, 32, 992, 920, radius: 28, vertical(top, bottom, 32, 920))
    }

    mutating func drawHeader() {
      let left = Color(red: 0.22, green: 0.40, blue: 0.95)
      let right = Color(red: 0.55, green: 0.30, blue: 0.90)
      let paint = Paint.linear(left, right, from: (32 * s, 0), to: (992 * s, 0))
      roundedRect(32, 32, 992, 128, radius: 28, paint)
      roundedRect(32, 90, 992, 128, radius: 0, paint)
      text(x: 64, y: 62, width: 300, capHeight: 26, stroke: 3.2, color: Self.white)
      for index in 0..<3 {
        let cx = 860 + Double(index) * 40
        canvas.draw(
          Circle(centerX: cx * s, centerY: 80 * s, radius: 13 * s),
          .solid(Self.white.withAlpha(0.28)))
        canvas.draw(
          Ring(circle: Circle(centerX: cx * s, centerY: 80 * s, radius: 7 * s), width: 2 * s),
          .solid(Self.white))
      }
    }

    mutating func drawRows() {
      for row in 0..<9 {
        let y = 152 + Double(row) * 62
        let fill = row % 2 == 0 ? Self.white : Color(red: 0.955, green: 0.96, blue: 0.975)
        roundedRect(52, y, 560, y + 54, radius: 12, .solid(fill))
        let accent = hue()
        let cx = 84 * s
        let cy = (y + 27) * s
        canvas.draw(
          Circle(centerX: cx, centerY: cy, radius: 19 * s),
          .linear(
            accent, accent.mixed(with: Self.white, 0.55), from: (cx - 19 * s, cy - 19 * s),
            to: (cx + 19 * s, cy + 19 * s)))
        text(x: 78, y: y + 20, width: 16, capHeight: 12, stroke: 2.4, color: Self.white)
        text(
          x: 116, y: y + 11, width: random.range(140, 300), capHeight: 14, stroke: 2,
          color: Self.ink)
        text(
          x: 116, y: y + 33, width: random.range(100, 260), capHeight: 10, stroke: 1.4,
          color: Self.secondaryInk)
        toggle(x: 490, y: y + 15, on: random.below(3) != 0, accent: accent)
      }
    }

    mutating func toggle(x: Double, y: Double, on: Bool, accent: Color) {
      let track = on ? accent : Color(red: 0.84, green: 0.85, blue: 0.88)
      roundedRect(x, y, x + 48, y + 26, radius: 13, .solid(track))
      let knobX = (on ? x + 35 : x + 13) * s
      canvas.draw(
        Circle(centerX: knobX, centerY: (y + 14.5) * s, radius: 11.5 * s),
        .solid(Color(red: 0, green: 0, blue: 0, alpha: 0.25)), feather: 2.5 * s)
      canvas.draw(Circle(centerX: knobX, centerY: (y + 13) * s, radius: 11 * s), .solid(Self.white))
    }

    mutating func drawChart() {
      roundedRect(584, 152, 968, 548, radius: 18, .solid(Self.white))
      text(x: 608, y: 172, width: 180, capHeight: 16, stroke: 2.2, color: Self.ink)
      var heights: [Double] = []
      for bar in 0..<10 {
        let height = random.range(60, 260)
        heights.append(height)
        let x = 612 + Double(bar) * 34
        let color = hue()
        roundedRect(
          x, 508 - height, x + 22, 508, radius: 6,
          vertical(color, color.mixed(with: Self.white, 0.6), 508 - height, 508))
      }
      for bar in 1..<heights.count {
        let x0 = 623 + Double(bar - 1) * 34
        let x1 = x0 + 34
        canvas.draw(
          Capsule(
            ax: x0 * s, ay: (490 - heights[bar - 1]) * s, bx: x1 * s, by: (490 - heights[bar]) * s,
            width: 3 * s), .solid(Self.ink.withAlpha(0.8)))
      }
      roundedRect(584, 572, 968, 896, radius: 18, .solid(Self.white))
      for ring in 0..<3 {
        let cx = (650 + Double(ring) * 120) * s
        let cy = 680 * s
        let color = hue()
        canvas.draw(
          Ring(circle: Circle(centerX: cx, centerY: cy, radius: 42 * s), width: 12 * s),
          .solid(color.withAlpha(0.22)))
        canvas.draw(
          Ring(circle: Circle(centerX: cx, centerY: cy, radius: 42 * s), width: 6 * s),
          .linear(
            color, color.mixed(with: Self.ink, 0.4), from: (cx, cy - 48 * s),
            to: (cx, cy + 48 * s)))
        text(
          x: 630 + Double(ring) * 120, y: 748, width: 42, capHeight: 12, stroke: 1.8,
          color: Self.ink)
      }
      for line in 0..<4 {
        text(
          x: 608, y: 790 + Double(line) * 24, width: random.range(200, 330), capHeight: 11,
          stroke: 1.5, color: Self.secondaryInk)
      }
    }

    mutating func drawToast() {
      let shadow = Color(red: 0, green: 0, blue: 0, alpha: 0.3)
      roundedRect(236, 876, 796, 1004, radius: 24, .solid(shadow), feather: 14 * s)
      let top = Color(red: 0.15, green: 0.16, blue: 0.20, alpha: 0.86)
      let bottom = Color(red: 0.10, green: 0.11, blue: 0.14, alpha: 0.92)
      roundedRect(232, 866, 792, 990, radius: 24, vertical(top, bottom, 866, 990))
      canvas.draw(
        Circle(centerX: 280 * s, centerY: 928 * s, radius: 22 * s), .solid(hue().withAlpha(0.9)))
      text(x: 320, y: 904, width: 380, capHeight: 15, stroke: 2.2, color: Self.white)
      text(x: 320, y: 936, width: 300, capHeight: 11, stroke: 1.5, color: Self.white.withAlpha(0.7))
    }

    /// A line of glyph-like marks: each glyph is one to three strokes (stems, bars,
    /// diagonals, bowls) in a box `capHeight` tall, with word gaps.
    mutating func text(
      x: Double, y: Double, width: Double, capHeight: Double, stroke: Double, color: Color
    ) {
      let advance = capHeight * 0.62
      var pen = x
      var lettersLeft = 2 + random.below(6)
      while pen + advance <= x + width {
        if lettersLeft == 0 {
          pen += advance * 0.7
          lettersLeft = 2 + random.below(7)
          continue
        }
        glyph(x: pen, y: y, w: advance * 0.78, h: capHeight, stroke: stroke, color: color)
        pen += advance
        lettersLeft -= 1
      }
    }

    mutating func glyph(x: Double, y: Double, w: Double, h: Double, stroke: Double, color: Color) {
      let paint = Paint.solid(color)
      let strokes = 1 + random.below(3)
      for _ in 0..<strokes {
        let kind = random.below(7)
        let (ax, ay, bx, by): (Double, Double, Double, Double)
        switch kind {
        case 0: (ax, ay, bx, by) = (0.1, 0, 0.1, 1)
        case 1: (ax, ay, bx, by) = (0.9, 0.3, 0.9, 1)
        case 2: (ax, ay, bx, by) = (0.1, 0.5, 0.9, 0.5)
        case 3: (ax, ay, bx, by) = (0.1, 1, 0.9, 1)
        case 4: (ax, ay, bx, by) = (0.1, 1, 0.9, 0)
        case 5: (ax, ay, bx, by) = (0.1, 0.3, 0.9, 0.3)
        default:
          canvas.draw(
            Ring(
              circle: Circle(
                centerX: (x + w * 0.5) * s, centerY: (y + h * 0.68) * s, radius: w * 0.42 * s),
              width: stroke * s), paint)
          continue
        }
        canvas.draw(
          Capsule(
            ax: (x + ax * w) * s, ay: (y + ay * h) * s, bx: (x + bx * w) * s, by: (y + by * h) * s,
            width: stroke * s), paint)
      }
    }
  }
}
