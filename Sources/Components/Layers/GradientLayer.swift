import Foundation
import Raster

/// A layer filled with a gradient (`CAGradientLayer`): `colors` at `locations` (evenly
/// spaced when `nil`), from `startPoint` to `endPoint` in unit coordinates of the bounds.
/// Axial gradients run along that line; radial ones are ellipses centred on `startPoint`
/// that reach `endPoint`; conic ones turn about `startPoint` clockwise from the direction
/// of `endPoint` (drawn as 360 solid wedges). `colors` holds `CGColor`s; other values are
/// skipped. Like the background, the gradient keeps inside `cornerRadius`.
open class GradientLayer: Layer {
  open var colors: [Any]?
  open var locations: [NSNumber]?
  open var startPoint = CGPoint(x: 0.5, y: 0)
  open var endPoint = CGPoint(x: 0.5, y: 1)
  open var type: GradientType = .axial

  /// A gradient fills the bounds.
  override func contentExtent() -> CGRect? {
    let colors = (self.colors ?? []).compactMap { $0 as? Color }
    return colors.isEmpty ? super.contentExtent() : bounds
  }

  override func renderContent(into canvas: Canvas) {
    super.renderContent(into: canvas)
    let colors = (self.colors ?? []).compactMap { $0 as? Color }
    guard !colors.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
    let count = colors.count
    let stops = colors.enumerated().map { index, color in
      let location =
        locations.flatMap { $0.indices.contains(index) ? $0[index].doubleValue : nil }
        ?? (count == 1 ? 0 : Double(index) / Double(count - 1))
      return Gradient.Stop(location: location, color: color.rgba8)
    }
    let gradient = Gradient(stops: stops)
    let rect = bounds.raster
    let unit = { (p: CGPoint) in
      Point(x: rect.minX + Double(p.x) * rect.width, y: rect.minY + Double(p.y) * rect.height)
    }
    // Core Animation draws a gradient as it draws a background: inside the rounded corners,
    // with or without `masksToBounds`.
    let rounded = cornerRadius > 0
    if rounded {
      canvas.save()
      canvas.clip(to: roundedOutline(rect, cornerRadii: cornerRadii))
    }
    defer { if rounded { canvas.restore() } }
    switch type {
    case .radial:
      // An ellipse in the bounds is a circle in unit space stretched by the bounds' size.
      let dx = Double(endPoint.x - startPoint.x)
      let dy = Double(endPoint.y - startPoint.y)
      let radius = (dx * dx + dy * dy).squareRoot()
      canvas.save()
      canvas.translate(x: rect.minX, y: rect.minY)
      canvas.scale(x: rect.width, y: rect.height)
      canvas.fill(
        Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)),
        with: .radialGradient(
          gradient, center: Point(x: Double(startPoint.x), y: Double(startPoint.y)), startRadius: 0,
          endRadius: radius))
      canvas.restore()
    case .conic:
      renderConic(gradient, into: canvas, center: unit(startPoint), toward: unit(endPoint))
    default:
      canvas.fill(
        Path(rect: rect),
        with: .linearGradient(gradient, start: unit(startPoint), end: unit(endPoint)))
    }
  }
}

/// `CAGradientLayerType`: any string makes one, and an unknown one draws as `.axial`.
public struct GradientType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let axial = GradientType(rawValue: "axial")
  public static let radial = GradientType(rawValue: "radial")
  public static let conic = GradientType(rawValue: "conic")
}
