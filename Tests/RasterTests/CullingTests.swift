import TestSupport
import Testing

@testable import Raster

/// Fills and strokes wholly outside the clip's rows and columns are skipped before any of
/// their work (`Canvas.missesClip`).
@Suite struct CullingTests {
  /// A random small shape near `box` (user space, reaching 12 units round it): a
  /// triangle or a curved blob, a sharp vee (whose miter reaches far) or a single line.
  func randomPath(_ random: inout SplitMix64, near box: Rect) -> Path {
    func unit() -> Double { Double(random.next() % 10_001) / 10_000 }
    let x = box.minX - 12 + unit() * (box.width + 24)
    let y = box.minY - 12 + unit() * (box.height + 24)
    func near() -> Point { Point(x: x + unit() * 6 - 3, y: y + unit() * 6 - 3) }
    var path = Path()
    path.move(to: near())
    switch random.next() % 4 {
    case 0:
      path.addLine(to: near())
      path.addLine(to: near())
      path.closeSubpath()
    case 1:
      path.addCurve(to: near(), controlPoint1: near(), controlPoint2: near())
      path.addQuadCurve(to: near(), controlPoint: near())
      path.closeSubpath()
    case 2:
      let tip = near()
      path.addLine(to: tip)
      path.addLine(to: Point(x: tip.x + unit() - 0.5, y: tip.y + 3))
    default:
      path.addLine(to: near())
    }
    return path
  }

  func randomStyle(_ random: inout SplitMix64) -> StrokeStyle {
    let caps: [LineCap] = [.butt, .round, .square]
    let joins: [LineJoin] = [.miter, .round, .bevel]
    return StrokeStyle(
      width: Double(random.next() % 40) / 10 + 0.3, cap: caps[Int(random.next() % 3)],
      join: joins[Int(random.next() % 3)], miterLimit: Double(random.next() % 8) + 1,
      dashPattern: random.next() % 4 == 0 ? [3, 1.5] : [])
  }

  /// The same shapes drawn with and without the culling, under clips, transforms and
  /// scales, give the same bytes, and many of them are culled.
  @Test func skippingShapesOutsideTheClipChangesNoPixel() throws {
    var random = SplitMix64(seed: 21)
    var culled = 0
    for round in 0..<80 {
      let scale = Double(1 + round % 2)
      let pictures = try [true, false].map { culls in
        var shapes = random
        let canvas = try #require(Canvas(width: 40, height: 30, scale: scale))
        if !culls { canvas.shortcuts.remove(.cullsOutsideClip) }
        canvas.clear(.white)
        if round % 3 != 0 {
          canvas.translate(x: 20, y: 15)
          canvas.rotate(by: Double(round) * 0.37)
          canvas.translate(x: -20, y: -15)
        }
        // Unclipped, the canvas is the box.
        let clip =
          round % 4 == 0
          ? Rect(x: 0, y: 0, width: 40, height: 30)
          : Rect(x: 8.3, y: 6.6, width: 21.2, height: 14.5)
        if round % 4 != 0 {
          if round % 4 == 1 {
            canvas.clip(to: clip)
          } else {
            canvas.clip(to: Path(ovalIn: clip))
          }
        }
        for k in 0..<30 {
          let path = randomPath(&shapes, near: clip)
          let color = RGBA8(red: UInt8(k * 8), green: 90, blue: UInt8(255 - k * 7), alpha: 230)
          if k % 2 == 0 {
            if culls && canvas.missesClip(path, reach: 0) { culled += 1 }
            canvas.fill(path, with: .solid(color), rule: k % 4 == 0 ? .evenOdd : .nonZero)
          } else {
            canvas.stroke(path, style: randomStyle(&shapes), with: .solid(color))
          }
        }
        return canvas.makeBitmap()
      }
      #expect(pictures[0] == pictures[1], "round \(round)")
      random = SplitMix64(seed: random.next())
    }
    #expect(culled > 200)
  }

  @Test func onlyShapesWhollyOutsideAreCulled() throws {
    let canvas = try #require(Canvas(width: 40, height: 30))
    let far = Path.polyline([(50, 5), (60, 5), (55, 12)], closed: true)
    #expect(canvas.missesClip(far, reach: 0))
    // Within a pixel of the canvas, or reached by the stroke.
    let near = Path.polyline([(40.5, 5), (60, 5), (55, 12)], closed: true)
    #expect(!canvas.missesClip(near, reach: 0))
    #expect(!canvas.missesClip(far, reach: 9))
    // A box that is not finite in device space is never culled (a path's non-finite
    // points are dropped when added; these overflow under the scale).
    let scaled = try #require(Canvas(width: 40, height: 30, scale: 2))
    let huge = Path.polyline([(1e308, 5), (1.5e308, 5), (1.2e308, 12)], closed: true)
    #expect(!scaled.missesClip(huge, reach: 0))
    // Under a clip, its box counts.
    canvas.clip(to: Rect(x: 10, y: 10, width: 5, height: 5))
    let beside = Path.polyline([(20, 11), (25, 11), (22, 14)], closed: true)
    #expect(canvas.missesClip(beside, reach: 0))
    #expect(!canvas.missesClip(beside, reach: 5))
  }

  /// A clip mask's rows and columns hold every non-zero value; those of a first clip are
  /// the tightest that do (an intersection may leave them wider).
  @Test func clipMasksKnowTheirRowsAndColumns() throws {
    let canvas = try #require(Canvas(width: 40, height: 30, scale: 2))
    func box(_ mask: CoverageMask) throws -> (rows: Range<Int>, columns: Range<Int>) {
      var rows: [Int] = []
      var columns: [Int] = []
      for y in 0..<mask.height {
        for x in 0..<mask.width where mask.values[y * mask.width + x] != 0 {
          rows.append(y)
          columns.append(x)
        }
      }
      let top = try #require(rows.min())
      let bottom = try #require(rows.max())
      let left = try #require(columns.min())
      let right = try #require(columns.max())
      return (top..<(bottom + 1), left..<(right + 1))
    }
    canvas.clip(to: Path(ovalIn: Rect(x: 5.3, y: 4.1, width: 20.2, height: 11.7)))
    let first = try #require(canvas.state.clip)
    let tight = try box(first)
    #expect(first.rows == tight.rows)
    #expect(first.columns == tight.columns)
    canvas.clip(to: Path.polyline([(0, 0), (30, 2), (12, 28)], closed: true))
    let second = try #require(canvas.state.clip)
    let held = try box(second)
    #expect(
      second.rows.contains(held.rows.lowerBound) && second.rows.contains(held.rows.upperBound - 1))
    #expect(
      second.columns.contains(held.columns.lowerBound)
        && second.columns.contains(held.columns.upperBound - 1))
  }
}
