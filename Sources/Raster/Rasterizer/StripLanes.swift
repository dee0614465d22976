/// Lane-wise minimum, maximum and clamping of small strip windings by integer arithmetic,
/// which compiles to a few vector instructions where the generic SIMD comparisons do not.
/// The values must be far from overflow (strip windings are).
enum StripLanes {
  @inline(__always)
  static func max(_ a: SIMD8<Int32>, _ b: SIMD8<Int32>) -> SIMD8<Int32> {
    let d = b &- a
    return a &+ (d & ~(d &>> 31))
  }

  @inline(__always)
  static func min(_ a: SIMD8<Int32>, _ b: SIMD8<Int32>) -> SIMD8<Int32> {
    let d = b &- a
    return a &+ (d & (d &>> 31))
  }

  /// The smallest and the largest lane.
  @inline(__always)
  static func bounds(_ v: SIMD8<Int32>) -> (lowest: Int, highest: Int) {
    var d = v.highHalf &- v.lowHalf
    var lo = v.lowHalf &+ (d & (d &>> 31))
    var hi = v.lowHalf &+ (d & ~(d &>> 31))
    d = SIMD4(lo.z, lo.w, lo.x, lo.y) &- lo
    lo = lo &+ (d & (d &>> 31))
    d = SIMD4(hi.z, hi.w, hi.x, hi.y) &- hi
    hi = hi &+ (d & ~(d &>> 31))
    return (Swift.min(Int(lo.x), Int(lo.y)), Swift.max(Int(hi.x), Int(hi.y)))
  }

  /// Whether every lane holds the same value.
  @inline(__always)
  static func isUniform(_ v: SIMD8<Int32>) -> Bool {
    let d = unsafeBitCast(v &- SIMD8(repeating: v[0]), to: SIMD4<UInt64>.self)
    return (d.x | d.y | d.z | d.w) == 0
  }

  /// `v` clamped lane-wise to `0...bound`.
  @inline(__always)
  static func clamp(_ v: SIMD8<Int16>, to bound: Int16) -> SIMD8<Int16> {
    let positive = v & ~(v &>> 15)
    let room = SIMD8<Int16>(repeating: bound) &- positive
    return SIMD8(repeating: bound) &- (room & ~(room &>> 15))
  }
}
