import Components
import Foundation
import Raster
import Testing

@Suite("Continuous corners")
struct ContinuousCornerTests {
  /// The points of a 0.25-step grid over `rect` inside `path` (pixel-centre sampling).
  func inside(_ path: BezierPath, _ rect: CGRect, step: Double = 0.25) -> [Bool] {
    var result: [Bool] = []
    var y = Double(rect.minY) + step / 2
    while y < Double(rect.maxY) {
      var x = Double(rect.minX) + step / 2
      while x < Double(rect.maxX) {
        result.append(path.contains(CGPoint(x: x, y: y)))
        x += step
      }
      y += step
    }
    return result
  }

  func area(_ path: BezierPath, _ rect: CGRect) -> Double {
    Double(inside(path, rect).filter { $0 }.count) / 16
  }

  @Test func theCurveLeavesEachEdgeWithoutCurvatureAndJoinsTheArcTangentially() throws {
    let corner = try #require(ContinuousCorner(radius: 10))
    #expect(abs(corner.extent - 15.28) < 1e-9)
    // The first three control points lie on the edge: no curvature where the curve leaves.
    #expect(corner.control1.y == 0 && corner.control2.y == 0)
    #expect(corner.extent > corner.control1.x && corner.control1.x > corner.control2.x)
    #expect(corner.control2.x > corner.arcStart.x)
    // At the arc's start the cubic arrives along the arc's tangent, perpendicular to the
    // radius.
    let arrival = (
      x: corner.arcStart.x - corner.control2.x, y: corner.arcStart.y - corner.control2.y
    )
    let radius = (x: corner.arcStart.x - corner.arcCentre, y: corner.arcStart.y - corner.arcCentre)
    let length = (arrival.x * arrival.x + arrival.y * arrival.y).squareRoot()
    #expect(abs(arrival.x * radius.x + arrival.y * radius.y) / length < 1e-9)
    let distance = (radius.x * radius.x + radius.y * radius.y).squareRoot()
    #expect(abs(distance - corner.arcRadius) < 1e-9)
  }

  @Test func aRoundedRectIsSymmetricAndInsideTheCircularOne() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
    let continuous = BezierPath(roundedRect: rect, cornerRadius: 10)
    var circular = Path()
    circular.addRoundedRect(Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10)
    let circle = BezierPath(path: circular)
    let grid = inside(continuous, rect)
    let n = 160
    var cutMore = 0
    for row in 0..<n {
      for column in 0..<n {
        let value = grid[row * n + column]
        // Mirror images across both axes and the diagonal.
        #expect(value == grid[row * n + (n - 1 - column)])
        #expect(value == grid[(n - 1 - row) * n + column])
        #expect(value == grid[column * n + row])
        let point = CGPoint(x: (Double(column) + 0.5) / 4, y: (Double(row) + 0.5) / 4)
        if value { #expect(circle.contains(point), "\(point)") }
        if !value && circle.contains(point) { cutMore += 1 }
      }
    }
    // The continuous corner takes away more than the circular one, along the edges most.
    #expect(cutMore > 4 * 16)
    #expect(!continuous.contains(CGPoint(x: 10.5, y: 0.1)))
    #expect(circle.contains(CGPoint(x: 10.5, y: 0.1)))
    #expect(continuous.contains(CGPoint(x: 16, y: 0.001)))
  }

  @Test func uikitSwitchesToACapsuleWhenTheCornersDoNotFit() {
    // Height 49 with radius 16 keeps its corners; 48 becomes a capsule (UIKit's behaviour).
    let kept = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 49), cornerRadius: 16)
    let capsule = BezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 48), cornerRadius: 16)
    #expect(kept.contains(CGPoint(x: 2, y: 10)) && kept.contains(CGPoint(x: 1, y: 24)))
    #expect(!capsule.contains(CGPoint(x: 2, y: 10)))
    #expect(capsule.contains(CGPoint(x: 24, y: 0.5)))
    // A 208 × 50 rectangle with radius 20 gets round ends of radius 25.
    let wide = CGRect(x: 0, y: 0, width: 208, height: 50)
    let ends = BezierPath(roundedRect: wide, cornerRadius: 20)
    var round = Path()
    round.addRoundedRect(Rect(x: 0, y: 0, width: 208, height: 50), cornerRadius: 25)
    #expect(inside(ends, wide, step: 0.5) == inside(BezierPath(path: round), wide, step: 0.5))
  }

  @Test func byRoundingCornersRoundsOnlyThoseAndUsesTheRadiusWidth() {
    let rect = CGRect(x: 0, y: 0, width: 60, height: 60)
    let some = BezierPath(
      roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
      cornerRadii: CGSize(width: 10, height: 2))
    let all = BezierPath(roundedRect: rect, cornerRadius: 10)
    #expect(!some.contains(CGPoint(x: 0.5, y: 0.5)))
    #expect(!some.contains(CGPoint(x: 59.5, y: 59.5)))
    #expect(some.contains(CGPoint(x: 59.9, y: 0.1)))
    #expect(some.contains(CGPoint(x: 0.1, y: 59.9)))
    // Where it rounds, it rounds as the all-corner path does, with radius 10, not 2.
    let corner = CGRect(x: 0, y: 0, width: 20, height: 20)
    #expect(inside(some, corner) == inside(all, corner))
  }

  @Test func aContinuousLayerCornerEasesIntoACircleWithoutAJump() throws {
    let full = try #require(ContinuousCorner(radius: 10, limit: 10))
    #expect(full.trim == 0 && full.arcCentre == 10 && full.arcRadius == 10 && full.extent == 10)
    // Control points stay in order however little room there is.
    for step in 0...100 {
      let limit = 10 + 5.28 * Double(step) / 100
      let corner = try #require(ContinuousCorner(radius: 10, limit: limit))
      #expect(corner.extent >= corner.control1.x && corner.control1.x >= corner.control2.x)
      #expect(corner.control2.x >= corner.arcStart.x - 1e-12 && corner.arcStart.y >= 0)
    }
    // The shape's area shrinks steadily as the radius grows (about 1.7 × radius per point
    // of radius, as for circular corners), where UIKit's rounded rectangle jumps to a circle.
    let rect = Rect(x: 0, y: 0, width: 40, height: 40)
    let radii = Array(stride(from: 12.0, through: 20.0, by: 0.5))
    let layer = radii.map { radius in
      area(
        BezierPath(path: Path(continuousRoundedRect: rect, cornerRadii: CornerRadii(all: radius))),
        rect.cgRect)
    }
    let uikit = radii.map {
      area(BezierPath(roundedRect: rect.cgRect, cornerRadius: $0), rect.cgRect)
    }
    let steps = zip(layer, layer.dropFirst()).map { $0 - $1 }
    #expect(steps.allSatisfy { $0 > 5 && $0 < 20 }, "\(layer)")
    #expect(zip(uikit, uikit.dropFirst()).contains { $0 - $1 > 100 }, "\(uikit)")
  }

  @Test func oddRadiiAndRectanglesDrawWhatTheyCan() {
    let rect = CGRect(x: 0, y: 0, width: 30, height: 20)
    for radius in [CGFloat.nan, -4, 0] {
      let path = BezierPath(roundedRect: rect, cornerRadius: radius)
      #expect(path.contains(CGPoint(x: 0.1, y: 0.1)) && path.bounds == rect, "\(radius)")
    }
    let huge = BezierPath(roundedRect: rect, cornerRadius: .infinity)
    #expect(huge.bounds == rect && !huge.contains(CGPoint(x: 1, y: 1)))
    #expect(huge.contains(CGPoint(x: 10, y: 0.2)))
    let broken = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 20)
    #expect(BezierPath(roundedRect: broken, cornerRadius: 5).isEmpty)
    let endless = Path(
      continuousRoundedRect: Rect(x: 0, y: 0, width: .infinity, height: 5),
      cornerRadii: CornerRadii(all: 2))
    #expect(endless.isEmpty)
    #expect(ContinuousCorner(radius: .nan) == nil && ContinuousCorner(radius: 0) == nil)
    let squeezed = ContinuousCorner(radius: 10, limit: .nan)
    #expect(squeezed?.trim == 0 && squeezed?.extent == 10)
  }

  @Test func aLayersCornerCurveAndMaskedCornersShapeItsBackground() {
    func render(_ curve: LayerCornerCurve, _ corners: CornerMask = .all) -> Bitmap {
      let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      root.backgroundColor = .white
      let box = View(frame: root.bounds)
      box.backgroundColor = .black
      box.layer.cornerRadius = 10
      box.layer.cornerCurve = curve
      box.layer.maskedCorners = corners
      root.addSubview(box)
      return Lifecycle.render(root, scale: 1)
    }
    let circular = render(.circular)
    let continuous = render(.continuous)
    // Along the top edge, 8 pt from the corner, the continuous curve lies further from the
    // edge than the circular one; 12 pt from it, both have nearly met the edge.
    #expect(Int(continuous[8, 0].red) > Int(circular[8, 0].red) + 30)
    #expect(Int(continuous[0, 8].red) > Int(circular[0, 8].red) + 30)
    #expect(continuous[12, 0].red < 20 && circular[12, 0].red == 0)
    #expect(continuous[0, 0] == .white && continuous[20, 20].red == 0)
    let one = render(.continuous, .layerMaxXMaxYCorner)
    #expect(one[0, 0].red == 0 && one[39, 0].red == 0 && one[0, 39].red == 0)
    #expect(one[39, 39] == continuous[39, 39] && one[28, 39] == continuous[28, 39])
  }
}
