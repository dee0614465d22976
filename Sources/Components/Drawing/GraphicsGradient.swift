import Foundation
import Raster

/// Colours at locations along a gradient (`CGGradient`), drawn by `CGContext`'s
/// `drawLinearGradient` and `drawRadialGradient`.
public final class GraphicsGradient: @unchecked Sendable {
  /// The colour stops, sorted by location.
  public let stops: [(location: CGFloat, color: Color)]

  /// A gradient of `colors` (each a `CGColor`) at `locations` in [0, 1], evenly spaced
  /// when `locations` is `nil`; `nil` when no colour is given or a location is missing.
  public init?(colorsSpace space: ColorSpace?, colors: [Any], locations: [CGFloat]?) {
    let list = colors.compactMap { $0 as? Color }
    guard !list.isEmpty, list.count == colors.count else { return nil }
    if let locations, locations.count < list.count { return nil }
    let count = list.count
    stops = list.enumerated().map { index, color in
      let location =
        locations?[index] ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1))
      return (location, color)
    }
  }

  /// A gradient of RGBA components, four a colour (`init(colorSpace:colorComponents:...)`).
  public convenience init?(
    colorSpace space: ColorSpace, colorComponents components: [CGFloat], locations: [CGFloat]?,
    count: Int
  ) {
    guard count > 0, components.count >= count * 4 else { return nil }
    let colors = (0..<count).map { i in
      Color(
        red: components[4 * i], green: components[4 * i + 1], blue: components[4 * i + 2],
        alpha: components[4 * i + 3])
    }
    self.init(colorsSpace: space, colors: colors, locations: locations)
  }

  /// The renderer's gradient.
  var raster: Gradient {
    Gradient(
      stops: stops.map {
        Gradient.Stop(
          location: Double($0.location.isFinite ? $0.location : 0), color: $0.color.rgba8)
      })
  }
}
