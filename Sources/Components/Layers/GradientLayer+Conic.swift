import Foundation
import Raster

extension GradientLayer {
  /// Wedges in a conic gradient: one per degree.
  static let conicWedgeCount = 360
  /// How many wedges each wedge reaches past its own, over the ones after it: 6°, which
  /// 15 pixels from the centre is 1.6 pixels of arc. Edges blended by coverage then lay
  /// each wedge's first edge over pixels the wedges before it cover whole, so the middle
  /// colour beneath does not show through between them (with half a wedge it did, tinting
  /// a red start near the centre of a 40-point layer to 230).
  static let conicWedgeOverlap = 6.0

  /// Fills the bounds with a conic gradient about `center`, starting in the direction of
  /// `toward` and turning clockwise on screen; each wedge is a solid colour sampled at its
  /// middle and reaches `conicWedgeOverlap` wedges on, up to the end of the turn, over the
  /// bounds filled with the middle colour, so that no seam or gap shows (the centre pixel
  /// mixes the colours).
  func renderConic(_ gradient: Gradient, into canvas: Canvas, center: Point, toward: Point) {
    let box = bounds.raster
    let reach = 2 * (box.width + box.height)
    let start = DeterministicMath.atan2(toward.y - center.y, toward.x - center.x)
    let count = Self.conicWedgeCount
    let step = DeterministicMath.twoPi / Double(count)
    canvas.save()
    canvas.clip(to: box)
    canvas.fill(Path(rect: box), with: .color(Self.color(of: gradient.stops, at: 0.5)))
    for index in 0..<count {
      let a0 = start + step * Double(index)
      let a1 = start + step * min(Double(index) + 1 + Self.conicWedgeOverlap, Double(count))
      let (s0, c0) = DeterministicMath.sinCos(a0)
      let (s1, c1) = DeterministicMath.sinCos(a1)
      var wedge = Path()
      wedge.move(to: center)
      wedge.addLine(to: Point(x: center.x + reach * c0, y: center.y + reach * s0))
      wedge.addLine(to: Point(x: center.x + reach * c1, y: center.y + reach * s1))
      wedge.closeSubpath()
      let color = Self.color(of: gradient.stops, at: (Double(index) + 0.5) / Double(count))
      canvas.fill(wedge, with: .color(color))
    }
    canvas.restore()
  }

  /// The colour at `t`, interpolated linearly between the stops around it.
  static func color(of stops: [Gradient.Stop], at t: Double) -> RGBA8 {
    let sorted = stops.sorted { $0.location < $1.location }
    guard let first = sorted.first, let last = sorted.last else { return .clear }
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    for (a, b) in zip(sorted, sorted.dropFirst()) where t <= b.location {
      let span = b.location - a.location
      let f = span > 0 ? (t - a.location) / span : 1
      func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
        UInt8((Double(x) + (Double(y) - Double(x)) * f).rounded())
      }
      return RGBA8(
        red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
        blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }
    return last.color
  }
}
