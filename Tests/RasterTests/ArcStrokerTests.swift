import TestSupport
import Testing

@testable import Raster

/// Strokes along lines and circular arcs are outlined as arcs of the offset radii: the
/// cubics paths are built of are recognized, anything else is left to `Stroker`, and the
/// outlines draw what `Stroker`'s do.
@Suite struct ArcStrokerTests {
  private static func stroker(width: Double, cap: LineCap = .butt) -> ArcStroker {
    ArcStroker(halfWidth: width / 2, cap: cap, epsilon: 1e-6)
  }

  /// The cubics of a path of one arc.
  private static func cubics(_ path: Path) -> [(Point, Point, Point, Point)] {
    var current = Point.zero
    var out: [(Point, Point, Point, Point)] = []
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p): current = p
      case .curve(let p, let c1, let c2):
        out.append((current, c1, c2, p))
        current = p
      default: break
      }
    }
    return out
  }

  @Test(arguments: [
    (Point(x: 40, y: 30), 17.5, 0.3, 4.0, true), (Point(x: -1e3, y: 2e3), 0.25, -2.0, 1.0, false),
    (Point(x: 5, y: 5), 300, 1.0, 1.0 + 2 * DeterministicMath.pi, true),
  ])
  func theArcsOfPathsAreRecognized(
    center: Point, radius: Double, start: Double, end: Double, clockwise: Bool
  ) throws {
    let path = Path(
      arcCenter: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
    let cubics = Self.cubics(path)
    #expect(cubics.count >= 4)
    for (p0, c1, c2, p3) in cubics {
      let arc = try #require(ArcStroker.Arc(p0, c1, c2, p3))
      #expect(Point.distance(arc.center, center) < 1e-9 * radius)
      #expect(abs(arc.radius - radius) < 1e-9 * radius)
      // Clockwise on a y-down screen turns towards positive cross products, the centre on
      // the left of `Stroker.normal`.
      #expect(arc.centerOnLeft == clockwise)
    }
  }

  @Test func otherCubicsAreNot() {
    let path = Path(
      arcCenter: Point(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: 0.7, clockwise: true)
    let (p0, c1, c2, p3) = Self.cubics(path)[0]
    #expect(ArcStroker.Arc(p0, c1, c2, p3) != nil)
    // Arms a little too long, or uneven.
    #expect(ArcStroker.Arc(p0, p0 + (c1 - p0) * 1.001, p3 + (c2 - p3) * 1.001, p3) == nil)
    #expect(ArcStroker.Arc(p0, p0 + (c1 - p0) * 1.01, c2, p3) == nil)
    #expect(ArcStroker.Arc(p0, c1, p3 + (c2 - p3) * 0.99, p3) == nil)
    // Ends at different distances from where the normals meet.
    #expect(ArcStroker.Arc(p0, c1, c2 + Point(x: 0.01, y: 0), p3 + Point(x: 0.01, y: 0)) == nil)
    // A straight cubic, and a quarter turn in one cubic (wider than π/4).
    let a = Point(x: 0, y: 0)
    let b = Point(x: 9, y: 3)
    #expect(ArcStroker.Arc(a, Point.lerp(a, b, 0.3), Point.lerp(a, b, 0.6), b) == nil)
    let k = 4.0 / 3.0 * DeterministicMath.tan(DeterministicMath.pi / 8) * 10
    #expect(
      ArcStroker.Arc(
        Point(x: 10, y: 0), Point(x: 10, y: k), Point(x: k, y: 10), Point(x: 0, y: 10)) == nil)
    // An S-bend: the tangents turn one way, the ends lie on the other side.
    #expect(
      ArcStroker.Arc(Point(x: 0, y: 0), Point(x: 3, y: 1), Point(x: 6, y: -1), Point(x: 9, y: 0))
        == nil)
  }

  /// `path` stroked in black on white with `ArcStroker` and with `Stroker`, plain or under
  /// a rotation with an uneven scale.
  private static func drawnBothWays(_ path: Path, style: StrokeStyle, transformed: Bool = false)
    throws -> (arcs: Canvas, stroker: Canvas)
  {
    func draw(_ arcs: Bool) throws -> Canvas {
      let canvas = try #require(Canvas.white(64, 64))
      if !arcs { canvas.shortcuts.subtract(.strokesArcs) }
      if transformed {
        canvas.translate(x: 32, y: 32)
        canvas.rotate(by: 0.4)
        canvas.scale(x: 1.1, y: 0.8)
        canvas.translate(x: -30, y: -30)
      }
      canvas.stroke(path, style: style, with: .solid(.black))
      return canvas
    }
    return (try draw(true), try draw(false))
  }

  /// The largest difference in red between two canvases' pixels.
  private static func largestDifference(_ a: Canvas, _ b: Canvas) -> Int {
    zip(a.premultipliedPixels.pixels, b.premultipliedPixels.pixels)
      .map { abs(Int($0 & 0xFF) - Int($1 & 0xFF)) }.max() ?? 0
  }

  /// Paths that run smoothly along lines and arcs at least as wide as the half width.
  static let smoothPaths: [(String, Path, LineCap)] = {
    var capsule = Path()
    capsule.move(to: Point(x: 14, y: 20))
    capsule.addLine(to: Point(x: 40, y: 20))
    capsule.addArc(
      center: Point(x: 40, y: 30), radius: 10, startAngle: -DeterministicMath.pi / 2,
      endAngle: DeterministicMath.pi / 2, clockwise: true)
    capsule.addLine(to: Point(x: 14, y: 40))
    var two = Path(ovalIn: Rect(x: 6, y: 6, width: 20, height: 20))
    two.append(
      Path(
        arcCenter: Point(x: 40, y: 40), radius: 12, startAngle: 3, endAngle: 0.5,
        clockwise: false))
    return [
      ("circle", Path(ovalIn: Rect(x: 8.3, y: 7.9, width: 40, height: 40)), .butt),
      (
        "rounded rect",
        Path(roundedRect: Rect(x: 6.5, y: 9, width: 44, height: 30), cornerRadii: .init(all: 7)),
        .butt
      ),
      (
        "round-capped arc",
        Path(
          arcCenter: Point(x: 28, y: 28), radius: 19, startAngle: 2.4, endAngle: 0.8,
          clockwise: true), .round
      ),
      (
        "square-capped arc",
        Path(
          arcCenter: Point(x: 28.2, y: 27.7), radius: 15, startAngle: 0.1, endAngle: 5,
          clockwise: false), .square
      ),
      ("capsule", capsule, .round),
      ("oval and arc", two, .butt),
    ]
  }()

  /// Each drawn with `ArcStroker` (checked to take it) and with `Stroker`, at several
  /// widths and under a rotation with an uneven scale: the same pixels to within two
  /// steps, and the same ink to within a tenth of a pixel in all.
  @Test(arguments: 0..<6)
  func outlinesDrawWhatTheStrokersDo(index: Int) throws {
    let (name, path, cap) = Self.smoothPaths[index]
    for width in [0.6, 3.0, 7.5] {
      #expect(Self.stroker(width: width, cap: cap).outline(of: path) != nil, "\(name)")
      for transformed in [false, true] {
        let drawn = try Self.drawnBothWays(
          path, style: StrokeStyle(width: width, cap: cap), transformed: transformed)
        let worst = Self.largestDifference(drawn.arcs, drawn.stroker)
        #expect(worst <= 2, "\(name) width \(width) transformed \(transformed)")
        #expect(abs(drawn.arcs.inkArea - drawn.stroker.inkArea) < 0.1, "\(name) width \(width)")
        #expect(drawn.arcs.inkArea > 10)
      }
    }
  }

  /// A circle's ring holds `4π·r·d` of ink, an arc of sweep θ with round caps `2θ·r·d +
  /// π·d²`.
  @Test func ringsAndArcsHaveTheirAreas() throws {
    let ring = try #require(Canvas.white(64, 64))
    ring.stroke(
      Path(ovalIn: Rect(x: 10.2, y: 9.7, width: 44, height: 44)), style: StrokeStyle(width: 5),
      with: .solid(.black))
    #expect(abs(ring.inkArea - 4 * DeterministicMath.pi * 22 * 2.5) < 0.05)
    let arc = try #require(Canvas.white(64, 64))
    arc.stroke(
      Path(
        arcCenter: Point(x: 31.6, y: 32.3), radius: 21, startAngle: 2.4, endAngle: 0.7,
        clockwise: true), style: StrokeStyle(width: 6, cap: .round), with: .solid(.black))
    let sweep = 0.7 - 2.4 + 2 * DeterministicMath.pi
    #expect(abs(arc.inkArea - (2 * sweep * 21 * 3 + DeterministicMath.pi * 9)) < 0.05)
  }

  /// An arc stroked as wide as its diameter is a pie slice, a circle a disc: drawn as the
  /// stroker draws them, with the area of a sector of twice the radius.
  @Test(arguments: [0.9, 3.1, 5.5, 2 * DeterministicMath.pi])
  func slicesAsWideAsTheirDiameterAreSectors(sweep: Double) throws {
    let center = Point(x: 31.7, y: 32.2)
    let path =
      sweep < 6
      ? Path(arcCenter: center, radius: 14, startAngle: 0.4, endAngle: 0.4 + sweep, clockwise: true)
      : Path(ovalIn: Rect(x: center.x - 14, y: center.y - 14, width: 28, height: 28))
    #expect(Self.stroker(width: 28).outline(of: path) != nil)
    let drawn = try Self.drawnBothWays(path, style: StrokeStyle(width: 28))
    #expect(Self.largestDifference(drawn.arcs, drawn.stroker) <= 2)
    #expect(abs(drawn.arcs.inkArea - sweep * 28 * 28 / 2) < 0.05)
  }

  /// A pie slice's point is one point of its outline, wherever rounding puts the arc's
  /// radius or its pieces' centres (a hair over the half width, or apart): so the slice,
  /// rotated and scaled as a canvas draws it, is seen to be star-shaped, and filled without
  /// refining the rows where its outline turns.
  @Test func aSlicesPointIsOnePoint() throws {
    let centre = Point(x: 60, y: 60)
    var slices = 0
    // Up to nine tenths of a turn: nearer a whole turn the points the star test looks from
    // (a mean of the outline's) can fall outside the narrow wedge the slice is seen whole
    // from.
    for sweep in stride(from: 0.3, through: 5.7, by: 0.3) {
      for start in [0, 0.4, -DeterministicMath.pi / 2, 2.1] {
        for clockwise in [true, false] {
          let path = Path(
            arcCenter: .zero, radius: 30, startAngle: start,
            endAngle: clockwise ? start + sweep : start - sweep, clockwise: clockwise)
          for (angle, scale) in [(0.0, 1.0), (-DeterministicMath.pi / 2, 2.0), (0.3, 3.0)] {
            let outline = try #require(Self.stroker(width: 60).outline(of: path))
            let nearCentre = outline.elements.filter { element in
              switch element {
              case .move(let p), .line(let p), .curve(let p, _, _), .quadCurve(let p, _):
                return Point.distance(p, .zero) < 1e-3
              case .close: return false
              }
            }
            // The outline begins or ends its loop there: one move and the line back.
            #expect(nearCentre.count <= 2, "sweep \(sweep) from \(start)")
            let ctm = AffineTransform(translationX: centre.x * scale, y: centre.y * scale)
              .rotated(by: angle).scaledBy(x: scale, y: scale)
            var flat = Canvas.flatten(outline, transform: ctm, halvingThreshold: nil)
            flat.removeSpecks()
            let simple = flat.hasSimpleWinding
            #expect(simple, "sweep \(sweep) from \(start) at \(angle)")
            slices += 1
          }
        }
      }
    }
    #expect(slices == 19 * 4 * 2 * 3)
  }

  @Test func anythingElseIsLeftToTheStroker() {
    let stroker = Self.stroker(width: 4, cap: .round)
    // Corners.
    #expect(stroker.outline(of: Path(rect: Rect(x: 1, y: 1, width: 20, height: 20))) == nil)
    #expect(stroker.outline(of: Path.polyline([(0, 0), (10, 0), (10, 10)])) == nil)
    var corner = Path(
      arcCenter: Point(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: 1, clockwise: true)
    corner.addLine(to: Point(x: 0, y: 0))
    #expect(stroker.outline(of: corner) == nil)
    // A closed subpath whose last piece does not go on into its first: an S of three half
    // circles from (0, 0) heading right back to it heading left.
    let pi = DeterministicMath.pi
    var s = Path(
      arcCenter: Point(x: 0, y: 10), radius: 10, startAngle: -pi / 2, endAngle: pi / 2,
      clockwise: true)
    s.addArc(
      center: Point(x: 0, y: 15), radius: 5, startAngle: pi / 2, endAngle: 3 * pi / 2,
      clockwise: true)
    s.addArc(
      center: Point(x: 0, y: 5), radius: 5, startAngle: pi / 2, endAngle: -pi / 2,
      clockwise: false)
    #expect(stroker.outline(of: s) != nil)
    s.closeSubpath()
    #expect(stroker.outline(of: s) == nil)
    // Quadratic curves, ellipses, arcs narrower than the half width.
    var quad = Path()
    quad.move(to: Point(x: 0, y: 0))
    quad.addQuadCurve(to: Point(x: 10, y: 0), controlPoint: Point(x: 5, y: 5))
    #expect(stroker.outline(of: quad) == nil)
    #expect(stroker.outline(of: Path(ovalIn: Rect(x: 0, y: 0, width: 30, height: 20))) == nil)
    #expect(stroker.outline(of: Path(ovalIn: Rect(x: 0, y: 0, width: 3.8, height: 3.8))) == nil)
    #expect(stroker.outline(of: Path(ovalIn: Rect(x: 0, y: 0, width: 4, height: 4))) != nil)
    #expect(
      Self.stroker(width: 3.9).outline(of: Path(ovalIn: Rect(x: 0, y: 0, width: 4, height: 4)))
        != nil)
    // A dot (its cap is the stroker's), unless the caps are butt.
    var dotted = Path(ovalIn: Rect(x: 0, y: 0, width: 30, height: 30))
    dotted.append(Path.polyline([(50, 50), (50, 50)]))
    #expect(stroker.outline(of: dotted) == nil)
    #expect(Self.stroker(width: 4).outline(of: dotted) != nil)
    // Nothing to stroke.
    #expect(stroker.outline(of: Path()) == nil)
    #expect(Self.stroker(width: 0).outline(of: Path.polyline([(0, 0), (10, 0)])) == nil)
  }

  /// A closed subpath gives two loops going round opposite ways, an open one a single loop
  /// with its caps.
  @Test func closedSubpathsGiveTwoLoopsAndOpenOnesOne() throws {
    let ring = try #require(
      Self.stroker(width: 4).outline(of: Path(ovalIn: Rect(x: 0, y: 0, width: 40, height: 40))))
    let flatRing = Canvas.flatten(ring, transform: .identity, halvingThreshold: nil)
    #expect(flatRing.subpaths.count == 2)
    #expect(flatRing.hasSimpleWinding)
    let area = SimpleWindingTests.doubleArea(flatRing) / 2
    #expect(abs(abs(area) - 4 * DeterministicMath.pi * 20 * 2) < 0.01)
    let arc = try #require(
      Self.stroker(width: 4, cap: .round).outline(
        of: Path(
          arcCenter: Point(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: 2,
          clockwise: true)))
    let flatArc = Canvas.flatten(arc, transform: .identity, halvingThreshold: nil)
    #expect(flatArc.subpaths.count == 1)
    // The band and its two half-disc caps.
    let expected = 2 * 15 * 2 * 2 + DeterministicMath.pi * 4
    #expect(abs(abs(SimpleWindingTests.doubleArea(flatArc) / 2) - expected) < 0.01)
  }
}
