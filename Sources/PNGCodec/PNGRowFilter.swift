/// The five PNG row filters (PNG specification, section 9.2) and the adaptive choice
/// between them.
///
/// For byte `x` of a row, `a` is the byte one pixel to the left (0 at the row's start), `b`
/// the byte above (0 on the first row) and `c` the byte above-left.
enum PNGRowFilter: UInt8 {
  case none = 0, sub, up, average, paeth

  /// The filter whose output has the smallest sum of absolute values, reading each byte
  /// as signed: the heuristic of the PNG specification, section 12.8. Ties go to the
  /// lower filter type. One pass computes all five sums.
  static func choose(
    current: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, distance: Int,
    isFirstRow: Bool
  ) -> PNGRowFilter {
    var sums = (0, 0, 0, 0, 0)
    var i = 0
    while i < count {
      let x = current[i]
      let a = i >= distance ? current[i &- distance] : 0
      let b = isFirstRow ? 0 : previous[i]
      let c = (i >= distance && !isFirstRow) ? previous[i &- distance] : 0
      sums.0 &+= magnitude(x)
      sums.1 &+= magnitude(x &- a)
      sums.2 &+= magnitude(x &- b)
      sums.3 &+= magnitude(x &- UInt8((UInt16(a) &+ UInt16(b)) >> 1))
      sums.4 &+= magnitude(x &- paeth(a, b, c))
      i &+= 1
    }
    var best = PNGRowFilter.none
    var bestSum = sums.0
    for (filter, sum) in [(PNGRowFilter.sub, sums.1), (.up, sums.2), (.average, sums.3), (.paeth, sums.4)]
    where sum < bestSum {
      best = filter
      bestSum = sum
    }
    return best
  }

  /// Writes `count` filtered bytes of `current` to `target`.
  static func apply(
    _ filter: PNGRowFilter, current: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>,
    count: Int, distance: Int, isFirstRow: Bool, into target: UnsafeMutablePointer<UInt8>
  ) {
    switch filter {
    case .none:
      target.update(from: current, count: count)
    case .sub:
      for i in 0..<count {
        target[i] = current[i] &- (i >= distance ? current[i &- distance] : 0)
      }
    case .up:
      if isFirstRow {
        target.update(from: current, count: count)
      } else {
        for i in 0..<count { target[i] = current[i] &- previous[i] }
      }
    case .average:
      for i in 0..<count {
        let a = UInt16(i >= distance ? current[i &- distance] : 0)
        let b = UInt16(isFirstRow ? 0 : previous[i])
        target[i] = current[i] &- UInt8((a &+ b) >> 1)
      }
    case .paeth:
      for i in 0..<count {
        let a = i >= distance ? current[i &- distance] : 0
        let b = isFirstRow ? 0 : previous[i]
        let c = (i >= distance && !isFirstRow) ? previous[i &- distance] : 0
        target[i] = current[i] &- paeth(a, b, c)
      }
    }
  }

  /// The Paeth predictor: whichever of a, b, c is closest to a + b − c, preferring a, then b.
  @inline(__always)
  static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let ia = Int(a)
    let ib = Int(b)
    let ic = Int(c)
    let pa = abs(ib &- ic)
    let pb = abs(ia &- ic)
    let pc = abs(ia &+ ib &- 2 &* ic)
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }

  /// |v| with v read as a signed byte.
  @inline(__always)
  private static func magnitude(_ value: UInt8) -> Int {
    value < 128 ? Int(value) : 256 &- Int(value)
  }
}
