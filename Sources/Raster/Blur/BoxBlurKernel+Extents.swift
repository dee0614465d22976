extension BoxBlurKernel {
  /// One pass along a line where it matters: `output[x]` is the weighted mean of
  /// `input[x − reach ... x + reach]` for every `x` in `need` that can differ from 0
  /// (``BlurExtent``); runs of the input known to be full give full output without a sum.
  ///
  /// `input` must hold zeros outside `extent.low ..< extent.high` from `need` grown by two
  /// reaches (in practice: the whole buffer), and `output` from `dirty`'s range too: zeros
  /// outside it. Everything of `output` outside the returned extent is zero afterwards,
  /// and `dirty` becomes the returned extent's range.
  ///
  /// - Returns: the output's extent: nonzero only inside `low ..< high` within `need`,
  ///   full in `fullLow ..< fullHigh`.
  func pass(
    _ input: UnsafePointer<UInt16>, extent: BlurExtent, need: (low: Int, high: Int),
    into output: UnsafeMutablePointer<UInt16>, dirty: inout (low: Int, high: Int)
  ) -> BlurExtent {
    let low = max(extent.low &- reach, need.low)
    let high = min(extent.high &+ reach, need.high)
    BoxBlurKernel.clear(output, keeping: (low, high), dirty: dirty)
    guard low < high else {
      dirty = (0, 0)
      return .empty
    }
    dirty = (low, high)
    // The outputs whose taps all lie in the full run.
    var fullLow = max(extent.fullLow &+ reach, low)
    var fullHigh = min(extent.fullHigh &- reach, high)
    if fullLow >= fullHigh { (fullLow, fullHigh) = (high, high) }
    run(input, from: low, to: fullLow, sum: innerSum(input, at: low, extent: extent), into: output)
    BoxBlurKernel.fill(output + fullLow, with: 65535, count: fullHigh &- fullLow)
    if fullHigh < high {
      // The inner taps of `fullHigh` still lie in the full run (it reaches a whole
      // window past `fullLow`), so they sum to 65535 each.
      let full = UInt32(2 &* radius &+ 1) &* 65535
      run(input, from: fullHigh, to: high, sum: full, into: output)
    }
    return BlurExtent(low: low, high: high, fullLow: fullLow, fullHigh: fullHigh)
  }

  /// The sum of the inner taps centred on `x`: `input[x − radius ... x + radius]`, read
  /// inside `extent` only.
  private func innerSum(_ input: UnsafePointer<UInt16>, at x: Int, extent: BlurExtent) -> UInt32 {
    var i = max(x &- radius, extent.low)
    let end = min(x &+ radius &+ 1, extent.high)
    var sum: UInt32 = 0
    while i < end {
      sum = sum &+ UInt32(input[i])
      i &+= 1
    }
    return sum
  }

  /// The running sum of ``pass(_:count:into:)`` from `start` to `end`, given the sum of
  /// the inner taps centred on `start`.
  @inline(__always)
  private func run(
    _ input: UnsafePointer<UInt16>, from start: Int, to end: Int, sum initial: UInt32,
    into output: UnsafeMutablePointer<UInt16>
  ) {
    let reach = self.reach
    let radius = self.radius
    let inner = innerWeight
    let ends = endWeight
    let half: UInt32 = 1 << (BoxBlurKernel.sumShift - 1)
    var sum = initial
    var x = start
    while x < end {
      let entering = UInt32(input[x &+ reach])
      let value = inner &* sum &+ ends &* (UInt32(input[x &- reach]) &+ entering) &+ half
      output[x] = UInt16(truncatingIfNeeded: value &>> BoxBlurKernel.sumShift)
      // The inner window moves on: x + reach enters, x − radius leaves.
      sum = sum &+ entering &- UInt32(input[x &- radius])
      x &+= 1
    }
  }

  /// One output row of a pass across rows, over `start ..< end` of its columns: the inner
  /// sums `sums`, the end rows `low` and `high`; the sums move on (`high` enters,
  /// `leaving` leaves).
  @inline(__always)
  func passRow(
    low: UnsafePointer<UInt16>, high: UnsafePointer<UInt16>, leaving: UnsafePointer<UInt16>,
    sums: UnsafeMutablePointer<UInt32>, from start: Int, to end: Int,
    into line: UnsafeMutablePointer<UInt16>
  ) {
    let inner = innerWeight
    let ends = endWeight
    let half: UInt32 = 1 << (BoxBlurKernel.sumShift - 1)
    var x = start
    while x < end {
      let entering = UInt32(high[x])
      let sum = sums[x]
      let value = inner &* sum &+ ends &* (UInt32(low[x]) &+ entering) &+ half
      line[x] = UInt16(truncatingIfNeeded: value &>> BoxBlurKernel.sumShift)
      sums[x] = sum &+ entering &- UInt32(leaving[x])
      x &+= 1
    }
  }

  /// Zeros `line` over `dirty` outside `keeping` (both half-open ranges of indices).
  @inline(__always)
  static func clear(
    _ line: UnsafeMutablePointer<UInt16>, keeping: (Int, Int), dirty: (low: Int, high: Int)
  ) {
    guard dirty.low < dirty.high else { return }
    if keeping.0 >= keeping.1 {
      fill(line + dirty.low, with: 0, count: dirty.high &- dirty.low)
      return
    }
    if dirty.low < keeping.0 {
      fill(line + dirty.low, with: 0, count: min(keeping.0, dirty.high) &- dirty.low)
    }
    if dirty.high > keeping.1 {
      let from = max(keeping.1, dirty.low)
      fill(line + from, with: 0, count: dirty.high &- from)
    }
  }

  /// Sets `count` values from `line` to `value`, four at a time.
  @inline(__always)
  static func fill(_ line: UnsafeMutablePointer<UInt16>, with value: UInt16, count: Int) {
    var i = 0
    let word = UInt64(value) &* 0x0001_0001_0001_0001
    while i &+ 4 <= count {
      UnsafeMutableRawPointer(line + i).storeBytes(of: word, as: UInt64.self)
      i &+= 4
    }
    while i < count {
      line[i] = value
      i &+= 1
    }
  }
}
