/// The five PNG row filters (PNG specification, section 9.2) and the adaptive choice
/// between them.
///
/// For byte `x` of a row, `a` is the byte one pixel to the left (0 at the row's start), `b`
/// the byte above (0 on the first row) and `c` the byte above-left.
enum PNGRowFilter: UInt8 {
  case none = 0
  case sub, up, average, paeth

  /// The filter whose output has the smallest sum of absolute values, reading each byte
  /// as signed: the heuristic of the PNG specification, section 12.8. Ties go to the
  /// lower filter type. One pass computes all five sums.
  static func choose(
    current: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, distance: Int,
    isFirstRow: Bool
  ) -> PNGRowFilter {
    let sums =
      isFirstRow
      ? filterSums(
        current: current, previous: previous, count: count, distance: distance, hasPrevious: false)
      : filterSums(
        current: current, previous: previous, count: count, distance: distance, hasPrevious: true)
    var best = PNGRowFilter.none
    var bestSum = sums.0
    if sums.1 < bestSum { (best, bestSum) = (.sub, sums.1) }
    if sums.2 < bestSum { (best, bestSum) = (.up, sums.2) }
    if sums.3 < bestSum { (best, bestSum) = (.average, sums.3) }
    if sums.4 < bestSum { best = .paeth }
    return best
  }

  /// The five sums of ``choose(current:previous:count:distance:isFirstRow:)``. The first
  /// `distance` bytes, which have no left neighbour, run in their own loop so that the main
  /// loop has no bounds tests; `hasPrevious` is a constant at each call, so each row kind
  /// gets its own loop. The main loop takes 16 bytes at a time
  /// (``PNGRowFilter/vectorSums(current:previous:from:to:distance:hasPrevious:)``), and
  /// ``scalarSums(current:previous:from:to:distance:hasPrevious:)`` does the rest.
  @inline(__always)
  private static func filterSums(
    current: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, distance: Int,
    hasPrevious: Bool
  ) -> (Int, Int, Int, Int, Int) {
    var sums = (0, 0, 0, 0, 0)
    let head = min(distance, count)
    var i = 0
    while i < head {
      let x = current[i]
      let b = hasPrevious ? previous[i] : 0
      sums.0 &+= magnitude(x)
      sums.1 &+= magnitude(x)
      sums.2 &+= magnitude(x &- b)
      sums.3 &+= magnitude(x &- (b >> 1))
      sums.4 &+= magnitude(x &- b)
      i &+= 1
    }
    // Unoptimized builds (swift test's default) run SIMD through generic code, about 50
    // times slower than the scalar loop; the sums are the same either way, so are the bytes.
    #if DEBUG
      let vectorEnd = head
    #else
      let vectorEnd = head &+ (count &- head) / 16 &* 16
    #endif
    let vector = vectorSums(
      current: current, previous: previous, from: head, to: vectorEnd, distance: distance,
      hasPrevious: hasPrevious)
    let tail = scalarSums(
      current: current, previous: previous, from: vectorEnd, to: count, distance: distance,
      hasPrevious: hasPrevious)
    return (
      sums.0 &+ vector.0 &+ tail.0, sums.1 &+ vector.1 &+ tail.1, sums.2 &+ vector.2 &+ tail.2,
      sums.3 &+ vector.3 &+ tail.3, sums.4 &+ vector.4 &+ tail.4
    )
  }

  /// The five sums over bytes `start..<end`, all at least `distance`: the scalar reference
  /// for ``vectorSums(current:previous:from:to:distance:hasPrevious:)``.
  @inline(__always)
  static func scalarSums(
    current: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, from start: Int, to end: Int,
    distance: Int, hasPrevious: Bool
  ) -> (Int, Int, Int, Int, Int) {
    var sums = (0, 0, 0, 0, 0)
    var i = start
    while i < end {
      let x = current[i]
      let a = current[i &- distance]
      let b = hasPrevious ? previous[i] : 0
      let c = hasPrevious ? previous[i &- distance] : 0
      sums.0 &+= magnitude(x)
      sums.1 &+= magnitude(x &- a)
      sums.2 &+= magnitude(x &- b)
      sums.3 &+= magnitude(x &- UInt8((UInt16(a) &+ UInt16(b)) >> 1))
      sums.4 &+= magnitude(x &- paeth(a, b, c))
      i &+= 1
    }
    return sums
  }

  /// ``scalarSums(current:previous:from:to:distance:hasPrevious:)`` 16 bytes at a time;
  /// `end − start` is a multiple of 16.
  ///
  /// Per lane: the Average predictor is `(a & b) + ((a ^ b) >> 1)`, which is ⌊(a + b) / 2⌋
  /// without widening; Paeth's distances are taken in 16 bits. |v| of a byte read as signed
  /// is `min(v, 0 − v)` in 8-bit wrapping arithmetic (128 stays 128). Each lane adds at most
  /// 128 per step to a 16-bit counter, so the counters are emptied every 256 steps and
  /// summed in 32 bits.
  @inline(__always)
  static func vectorSums(
    current: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, from start: Int, to end: Int,
    distance: Int, hasPrevious: Bool
  ) -> (Int, Int, Int, Int, Int) {
    typealias Bytes = SIMD16<UInt8>
    typealias Wide = SIMD16<Int16>
    var totals = (0, 0, 0, 0, 0)
    var i = start
    while i < end {
      let blockEnd = min(end, i &+ 256 &* 16)
      var s0 = SIMD16<UInt16>()
      var s1 = SIMD16<UInt16>()
      var s2 = SIMD16<UInt16>()
      var s3 = SIMD16<UInt16>()
      var s4 = SIMD16<UInt16>()
      while i < blockEnd {
        let x = UnsafeRawPointer(current + i).loadUnaligned(as: Bytes.self)
        let a = UnsafeRawPointer(current + (i &- distance)).loadUnaligned(as: Bytes.self)
        let b = hasPrevious ? UnsafeRawPointer(previous + i).loadUnaligned(as: Bytes.self) : Bytes()
        let c =
          hasPrevious
          ? UnsafeRawPointer(previous + (i &- distance)).loadUnaligned(as: Bytes.self) : Bytes()
        let average = (a & b) &+ ((a ^ b) &>> 1)
        let wa = Wide(truncatingIfNeeded: a)
        let wb = Wide(truncatingIfNeeded: b)
        let wc = Wide(truncatingIfNeeded: c)
        let db = wb &- wc
        let da = wa &- wc
        let pa = pointwiseMax(db, 0 &- db)
        let pb = pointwiseMax(da, 0 &- da)
        let sum = db &+ da
        let pc = pointwiseMax(sum, 0 &- sum)
        let predicted = wc.replacing(with: wb, where: pb .<= pc)
          .replacing(with: wa, where: (pa .<= pb) .& (pa .<= pc))
        let paeth = Bytes(truncatingIfNeeded: predicted)
        s0 &+= SIMD16<UInt16>(truncatingIfNeeded: vectorMagnitude(x))
        s1 &+= SIMD16<UInt16>(truncatingIfNeeded: vectorMagnitude(x &- a))
        s2 &+= SIMD16<UInt16>(truncatingIfNeeded: vectorMagnitude(x &- b))
        s3 &+= SIMD16<UInt16>(truncatingIfNeeded: vectorMagnitude(x &- average))
        s4 &+= SIMD16<UInt16>(truncatingIfNeeded: vectorMagnitude(x &- paeth))
        i &+= 16
      }
      totals.0 &+= Int(SIMD16<UInt32>(truncatingIfNeeded: s0).wrappedSum())
      totals.1 &+= Int(SIMD16<UInt32>(truncatingIfNeeded: s1).wrappedSum())
      totals.2 &+= Int(SIMD16<UInt32>(truncatingIfNeeded: s2).wrappedSum())
      totals.3 &+= Int(SIMD16<UInt32>(truncatingIfNeeded: s3).wrappedSum())
      totals.4 &+= Int(SIMD16<UInt32>(truncatingIfNeeded: s4).wrappedSum())
    }
    return totals
  }

  @inline(__always)
  private static func vectorMagnitude(_ value: SIMD16<UInt8>) -> SIMD16<UInt8> {
    pointwiseMin(value, 0 &- value)
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
    let signed = Int(Int8(bitPattern: value))
    let sign = signed &>> 63
    return (signed ^ sign) &- sign
  }
}
