/// Lane-wise minimum, maximum and clamping of small strip windings, and the lowest and
/// highest lane. The values must be far from overflow (strip windings are).
///
/// Written for debug builds too: comparisons, `&+`, `&-`, `&*` and `init(repeating:)` are
/// the SIMD operations the standard library implements for concrete lane types, so they
/// stay vector instructions without the optimizer, whereas `&`, `~`, shifts, conversions and
/// lane subscripts run lane by lane through generic code there (thousands of instructions a
/// call). A comparison's mask holds −1 where it is true, so it selects by multiplying; and
/// single lanes are read through a tuple of the same layout.
enum StripLanes {
  /// Eight `Int32` lanes as a tuple, to read them one by one.
  typealias Int32Lanes = (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32)
  /// Eight `Int16` lanes as a tuple, to read them one by one.
  typealias Int16Lanes = (Int16, Int16, Int16, Int16, Int16, Int16, Int16, Int16)

  @inline(__always)
  static func max(_ a: SIMD8<Int32>, _ b: SIMD8<Int32>) -> SIMD8<Int32> {
    let greater = unsafeBitCast(b .> a, to: SIMD8<Int32>.self)
    return a &- (b &- a) &* greater
  }

  @inline(__always)
  static func min(_ a: SIMD8<Int32>, _ b: SIMD8<Int32>) -> SIMD8<Int32> {
    let less = unsafeBitCast(b .< a, to: SIMD8<Int32>.self)
    return a &- (b &- a) &* less
  }

  /// The smallest and the largest lane.
  @inline(__always)
  static func bounds(_ v: SIMD8<Int32>) -> (lowest: Int, highest: Int) {
    func low(_ a: Int32, _ b: Int32) -> Int32 { b < a ? b : a }
    func high(_ a: Int32, _ b: Int32) -> Int32 { b > a ? b : a }
    let t = unsafeBitCast(v, to: Int32Lanes.self)
    let lo = low(low(low(t.0, t.1), low(t.2, t.3)), low(low(t.4, t.5), low(t.6, t.7)))
    let hi = high(high(high(t.0, t.1), high(t.2, t.3)), high(high(t.4, t.5), high(t.6, t.7)))
    return (Int(lo), Int(hi))
  }

  /// The first lane, as both bounds of a uniform `v`.
  @inline(__always)
  static func firstTwice(_ v: SIMD8<Int32>) -> (lowest: Int, highest: Int) {
    let first = Int(unsafeBitCast(v, to: Int32Lanes.self).0)
    return (first, first)
  }

  /// Whether every lane holds the same value.
  @inline(__always)
  static func isUniform(_ v: SIMD8<Int32>) -> Bool {
    let t = unsafeBitCast(v, to: Int32Lanes.self)
    return t.0 == t.1 && t.0 == t.2 && t.0 == t.3 && t.0 == t.4 && t.0 == t.5 && t.0 == t.6
      && t.0 == t.7
  }

  /// `v`'s lanes sign-extended to 32 bits.
  @inline(__always)
  static func widened(_ v: SIMD8<Int16>) -> SIMD8<Int32> {
    let t = unsafeBitCast(v, to: Int16Lanes.self)
    let wide: Int32Lanes = (
      Int32(t.0), Int32(t.1), Int32(t.2), Int32(t.3), Int32(t.4), Int32(t.5), Int32(t.6),
      Int32(t.7)
    )
    return unsafeBitCast(wide, to: SIMD8<Int32>.self)
  }

  /// `v` clamped lane-wise to `0...bound`.
  @inline(__always)
  static func clamp(_ v: SIMD8<Int16>, to bound: Int16) -> SIMD8<Int16> {
    // Typed vectors on both sides, so that the concrete comparison is the one chosen.
    let zero = SIMD8<Int16>(repeating: 0)
    let negative = unsafeBitCast(v .< zero, to: SIMD8<Int16>.self)
    let positive = v &+ v &* negative
    let high = SIMD8<Int16>(repeating: bound)
    let over = unsafeBitCast(positive .> high, to: SIMD8<Int16>.self)
    return positive &+ (positive &- high) &* over
  }
}
