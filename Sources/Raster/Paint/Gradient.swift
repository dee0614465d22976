/// Colour stops along a gradient's parameter `t` in [0, 1].
///
/// Colours are interpolated linearly in straight-alpha sRGB between neighbouring stops,
/// then premultiplied; outside the first and last stop the end colours extend (pad).
/// Stops are used in the order given after a stable sort by location; locations are
/// clamped to [0, 1] and non-finite ones dropped.
public struct Gradient: Hashable, Sendable {
  /// One colour at one location.
  public struct Stop: Hashable, Sendable {
    public var location: Double
    public var color: RGBA8

    public init(location: Double, color: RGBA8) {
      self.location = location
      self.color = color
    }
  }

  public var stops: [Stop]

  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// Evenly spaced stops from the first colour to the last.
  public init(colors: [RGBA8]) {
    let n = colors.count
    stops = colors.enumerated().map { i, c in
      Stop(location: n > 1 ? Double(i) / Double(n - 1) : 0, color: c)
    }
  }

  /// Entries in the lookup table that shaders index with `t·(count − 1)` rounded.
  static let tableSize = 256

  /// The gradient sampled at `tableSize` evenly spaced `t`, premultiplied and packed.
  func lookupTable() -> [UInt32] {
    let clean = stops.filter { $0.location.isFinite }
      .map { Stop(location: min(max($0.location, 0), 1), color: $0.color) }
      .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
    let n = Gradient.tableSize
    guard let first = clean.first, let last = clean.last else {
      return [UInt32](repeating: 0, count: n)
    }
    var table = [UInt32](repeating: 0, count: n)
    var k = 0
    for i in 0..<n {
      let t = Double(i) / Double(n - 1)
      while k < clean.count && clean[k].location <= t { k += 1 }
      let color: RGBA8
      if k == 0 {
        color = first.color
      } else if k == clean.count {
        color = last.color
      } else {
        let a = clean[k - 1]
        let b = clean[k]
        let span = b.location - a.location
        color = Gradient.mix(a.color, b.color, span > 0 ? (t - a.location) / span : 1)
      }
      table[i] = PremultipliedRGBA8(color).packed
    }
    return table
  }

  private static func mix(_ a: RGBA8, _ b: RGBA8, _ f: Double) -> RGBA8 {
    func m(_ x: UInt8, _ y: UInt8) -> UInt8 {
      UInt8(min(255, max(0, (Double(x) + (Double(y) - Double(x)) * f).rounded())))
    }
    return RGBA8(
      red: m(a.red, b.red), green: m(a.green, b.green), blue: m(a.blue, b.blue),
      alpha: m(a.alpha, b.alpha))
  }
}
