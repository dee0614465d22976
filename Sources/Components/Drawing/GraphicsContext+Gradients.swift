import Foundation
import Raster

/// Core Graphics' gradient drawing, through the current clip.
extension GraphicsContext {
  /// How far a gradient fill reaches when it extends without bound, in points.
  static let gradientReach = 1.0e5

  /// Fills the clip with a gradient along the line `start` → `end`: colours are constant
  /// across it. Without the options, only the band between the perpendiculars through
  /// `start` and `end` is painted.
  public func drawLinearGradient(
    _ gradient: GraphicsGradient, start: CGPoint, end: CGPoint,
    options: GradientDrawingOptions
  ) {
    let s = Point(start)
    let e = Point(end)
    guard s.isFinite, e.isFinite else { return }
    let dx = e.x - s.x
    let dy = e.y - s.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return }
    let (ux, uy) = (dx / length, dy / length)
    let reach = Self.gradientReach
    let back = options.contains(.drawsBeforeStartLocation) ? reach : 0
    let forward = options.contains(.drawsAfterEndLocation) ? reach : 0
    let a = Point(x: s.x - ux * back, y: s.y - uy * back)
    let b = Point(x: e.x + ux * forward, y: e.y + uy * forward)
    var band = Path()
    band.move(to: Point(x: a.x - uy * reach, y: a.y + ux * reach))
    band.addLine(to: Point(x: b.x - uy * reach, y: b.y + ux * reach))
    band.addLine(to: Point(x: b.x + uy * reach, y: b.y - ux * reach))
    band.addLine(to: Point(x: a.x + uy * reach, y: a.y - ux * reach))
    band.closeSubpath()
    fill(band, paint: .linearGradient(gradient.raster, start: s, end: e))
  }

  /// Fills the clip with a gradient between two circles. The renderer's radial gradients
  /// share one centre, so the gradient is drawn about `endCenter` from `startRadius` to
  /// `endRadius` (exact for concentric circles, the usual case). Without the options,
  /// nothing is painted inside the start circle or outside the end circle.
  public func drawRadialGradient(
    _ gradient: GraphicsGradient, startCenter: CGPoint, startRadius: CGFloat,
    endCenter: CGPoint, endRadius: CGFloat, options: GradientDrawingOptions
  ) {
    let center = Point(endCenter)
    let r0 = Double(startRadius)
    let r1 = Double(endRadius)
    guard center.isFinite, Point(startCenter).isFinite, r0.isFinite, r1.isFinite, r0 >= 0,
      r1 >= 0, r0 != r1
    else { return }
    var region = Path()
    let outer = max(r0, r1)
    let inner = min(r0, r1)
    let extendsOut = options.contains(r1 >= r0 ? .drawsAfterEndLocation : .drawsBeforeStartLocation)
    let extendsIn = options.contains(r1 >= r0 ? .drawsBeforeStartLocation : .drawsAfterEndLocation)
    if extendsOut {
      let reach = Self.gradientReach
      region.addRect(
        Rect(x: center.x - reach, y: center.y - reach, width: 2 * reach, height: 2 * reach))
    } else {
      region.addEllipse(
        in: Rect(x: center.x - outer, y: center.y - outer, width: 2 * outer, height: 2 * outer))
    }
    if !extendsIn, inner > 0 {
      region.addEllipse(
        in: Rect(x: center.x - inner, y: center.y - inner, width: 2 * inner, height: 2 * inner))
    }
    fill(
      region,
      paint: .radialGradient(gradient.raster, center: center, startRadius: r0, endRadius: r1),
      rule: .evenOdd)
  }
}
