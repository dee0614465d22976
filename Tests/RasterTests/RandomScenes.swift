import TestSupport

@testable import Raster

/// Seeded random pictures for holding the renderer's shortcuts to the general path: fills
/// and strokes of every kind of outline (polygons crossing themselves, many small ones,
/// arcs, ovals, rounded rectangles, lines), clips (some filled again with their own
/// outline), layers, transforms, every join, cap and fill rule, shapes reaching off the
/// canvas and shapes symmetric about a pixel boundary.
enum RandomScenes {
  /// The scene drawn from `seed`: 40 × 32 points at 1x or 2x, blending edges by region
  /// (`Canvas.blendsEdgesByRegion`) when `byRegion`, else by coverage as renders of views do.
  static func scene(seed: UInt64, byRegion: Bool) -> GoldenScene {
    let name = "random-\(seed)" + (byRegion ? "" : "-coverage")
    return GoldenScene(name: name, width: 40, height: 32, scale: Double(1 + seed % 2)) {
      $0.blendsEdgesByRegion = byRegion
      var draw = Drawing(rng: SplitMix64(seed: seed))
      draw.picture(on: $0)
    }
  }

  /// The state of one scene's drawing: the generator and what is open on the canvas.
  struct Drawing {
    var rng: SplitMix64
    var saves = 0
    var layers = 0

    mutating func int(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
    mutating func unit() -> Double { Double(rng.next() >> 11) / Double(1 << 53) }
    mutating func range(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }
    mutating func point() -> Point { Point(x: range(-8, 48), y: range(-8, 40)) }
    mutating func rect() -> Rect {
      Rect(x: range(-6, 34), y: range(-6, 26), width: range(1, 30), height: range(1, 24))
    }

    mutating func picture(on c: Canvas) {
      let backgrounds: [RGBA8] = [.white, .clear, RGBA8(red: 30, green: 40, blue: 50)]
      c.clear(backgrounds[int(3)])
      for _ in 0..<(3 + int(6)) { step(on: c) }
      while layers > 0 {
        c.endLayer()
        layers -= 1
      }
      while saves > 0 {
        c.restore()
        saves -= 1
      }
    }

    mutating func step(on c: Canvas) {
      switch int(12) {
      case 0: transform(c)
      case 1: clip(c)
      case 2:
        if saves > 0 && layers == 0 {
          c.restore()
          saves -= 1
        }
      case 3:
        if layers < 2 && int(2) == 0 {
          c.beginLayer(opacity: [1, 0.5, range(0, 1)][int(3)])
          layers += 1
        } else if layers > 0 {
          c.endLayer()
          layers -= 1
        }
      case 4, 5, 6: c.fill(path(), with: paint(), rule: int(2) == 0 ? .nonZero : .evenOdd)
      case 7: symmetric(c)
      default: c.stroke(path(), style: style(), with: paint())
      }
    }

    mutating func transform(_ c: Canvas) {
      switch int(3) {
      case 0: c.translate(x: range(-6, 6), y: range(-6, 6))
      case 1:
        c.translate(x: 20, y: 16)
        c.rotate(by: range(-3.2, 3.2))
        c.translate(x: -20, y: -16)
      default: c.scale(x: range(0.5, 1.6), y: range(0.5, 1.6))
      }
    }

    /// A clip, inside a save unless a layer is open (a restore may not cross its start);
    /// sometimes its own outline is filled next, as a background in a rounded clip is.
    mutating func clip(_ c: Canvas) {
      if layers == 0 {
        c.save()
        saves += 1
      }
      let outline = path()
      let rule: FillRule = int(3) == 0 ? .evenOdd : .nonZero
      c.clip(to: outline, rule: rule)
      if int(2) == 0 { c.fill(outline, with: paint(), rule: rule) }
    }

    /// An oval or rounded rectangle centred on a pixel boundary, or a rectangle on pixel
    /// edges, with the current transform reset to the canvas's scale.
    mutating func symmetric(_ c: Canvas) {
      c.save()
      c.concatenate(c.transform.inverted() ?? .identity)
      let centre = Point(x: Double(4 + int(32)), y: Double(4 + int(24)))
      let size = (Double(1 + int(24)) + [0, 0.5, 0.25][int(3)], Double(1 + int(20)))
      let box = Rect(
        x: centre.x - size.0 / 2, y: centre.y - size.1 / 2, width: size.0, height: size.1)
      let shape: Path
      switch int(3) {
      case 0: shape = Path(ovalIn: box)
      case 1: shape = Path(roundedRect: box, cornerRadii: CornerRadii(all: range(0, 8)))
      default:
        shape = Path(
          arcCenter: centre, radius: size.0 / 2, startAngle: -range(0, 3), endAngle: range(0, 3),
          clockwise: true)
      }
      if int(2) == 0 {
        c.fill(shape, with: paint())
      } else {
        c.stroke(shape, style: style(), with: paint())
      }
      c.restore()
    }

    mutating func path() -> Path {
      var p = Path()
      switch int(9) {
      case 0: p.addRect(rect())
      case 1: p.addRoundedRect(rect(), cornerRadius: range(0, 12))
      case 2: p.addEllipse(in: rect())
      case 3:
        // A polygon, crossing itself as often as not.
        p.move(to: point())
        for _ in 0..<(2 + int(6)) { p.addLine(to: point()) }
        if int(2) == 0 { p.closeSubpath() }
      case 4:
        // Many small polygons (as text or dashes are).
        for _ in 0..<(3 + int(8)) {
          let r = Rect(
            x: range(-4, 40), y: range(-4, 30), width: range(0.5, 6), height: range(0.5, 6))
          if int(2) == 0 { p.addEllipse(in: r) } else { p.addRect(r) }
        }
      case 5:
        p.addArc(
          center: point(), radius: range(0.5, 20), startAngle: range(-7, 7),
          endAngle: range(-7, 7), clockwise: int(2) == 0)
      case 6:
        p.move(to: point())
        p.addLine(to: point())
      case 7:
        p.move(to: point())
        p.addCurve(to: point(), controlPoint1: point(), controlPoint2: point())
        p.addQuadCurve(to: point(), controlPoint: point())
        if int(2) == 0 { p.closeSubpath() }
      default:
        // A ring: a shape and a smaller one inside, either way round.
        let outer = rect()
        p.addEllipse(in: outer)
        let inset = range(0.5, 6)
        p.addRoundedRect(
          Rect(
            x: outer.origin.x + inset, y: outer.origin.y + inset,
            width: max(outer.size.width - 2 * inset, 0.5),
            height: max(outer.size.height - 2 * inset, 0.5)), cornerRadius: range(0, 4))
      }
      return p
    }

    mutating func paint() -> Paint {
      let color = RGBA8(
        red: UInt8(int(256)), green: UInt8(int(256)), blue: UInt8(int(256)),
        alpha: int(3) == 0 ? UInt8(int(256)) : 255)
      guard int(6) == 0 else { return .solid(color) }
      let gradient = Gradient(colors: [color, RGBA8(red: 255, green: 200, blue: 0, alpha: 160)])
      return .linearGradient(gradient, start: point(), end: point())
    }

    mutating func style() -> StrokeStyle {
      let caps: [LineCap] = [.butt, .round, .square]
      let joins: [LineJoin] = [.miter, .round, .bevel]
      let dashes: [Double] = int(5) == 0 ? [range(0.5, 6), range(0.5, 6)] : []
      return StrokeStyle(
        width: [range(0.2, 1.5), range(1, 6), range(4, 16)][int(3)], cap: caps[int(3)],
        join: joins[int(3)], miterLimit: range(1, 10), dashPattern: dashes,
        dashPhase: range(0, 4))
    }
  }
}
