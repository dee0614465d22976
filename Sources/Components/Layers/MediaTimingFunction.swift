/// The pacing of an animation (`CAMediaTimingFunction`): a cubic Bézier from (0, 0) to
/// (1, 1). Stored only: renders show model values.
public final class MediaTimingFunction: @unchecked Sendable {
  /// The two inner control points.
  public let controlPoints: (Float, Float, Float, Float)

  /// One of the named curves, with Core Animation's control points.
  public convenience init(name: MediaTimingFunctionName) {
    switch name {
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    default: self.init(controlPoints: 0, 0, 1, 1)
    }
  }

  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    controlPoints = (c1x, c1y, c2x, c2y)
  }

  /// Control point `index` (0 to 3) into `values` (`getControlPoint(at:values:)`).
  public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    let (ax, ay, bx, by) = controlPoints
    let points: [(Float, Float)] = [(0, 0), (ax, ay), (bx, by), (1, 1)]
    guard points.indices.contains(index) else { return }
    values[0] = points[index].0
    values[1] = points[index].1
  }
}

/// Timing functions are equal when their curves are: the same control points.
extension MediaTimingFunction: Hashable {
  public static func == (lhs: MediaTimingFunction, rhs: MediaTimingFunction) -> Bool {
    lhs.controlPoints == rhs.controlPoints
  }

  public func hash(into hasher: inout Hasher) {
    let (ax, ay, bx, by) = controlPoints
    for value in [ax, ay, bx, by] { hasher.combine(value) }
  }
}

/// The named timing curves (`CAMediaTimingFunctionName`).
public struct MediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = MediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = MediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = MediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = MediaTimingFunctionName(rawValue: "easeInEaseOut")
  public static let `default` = MediaTimingFunctionName(rawValue: "default")
}

/// What an animation shows outside its active time (`CAMediaTimingFillMode`); stored only.
public struct MediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let removed = MediaTimingFillMode(rawValue: "removed")
  public static let forwards = MediaTimingFillMode(rawValue: "forwards")
  public static let backwards = MediaTimingFillMode(rawValue: "backwards")
  public static let both = MediaTimingFillMode(rawValue: "both")
}
