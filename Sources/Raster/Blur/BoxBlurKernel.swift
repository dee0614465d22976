/// One of the three equal passes of a blur that approximates a Gaussian: an "extended box"
/// of `2 × radius + 1` taps of one weight plus a lighter tap at each end (Gwosdek,
/// Grewenig, Bruhn and Weickert, "Theoretical Foundations of Gaussian Convolution by
/// Extended Box Filtering", 2011). The end taps let the variance grow continuously with σ,
/// where a plain box only steps between odd widths; three passes of variance σ²/3 each make
/// a kernel of variance σ² within about 1% of the Gaussian's values across an edge, and
/// each pass costs the same per pixel whatever the radius (a running sum).
///
/// The weights are integers summing to 2¹⁶, so that a pass over 16-bit coverage stays in
/// 32-bit integers (at most 65535 × 2¹⁶ before the shift) and divides by a shift: the same
/// bytes on every platform and build, and loops the compiler can vectorize.
struct BoxBlurKernel: Equatable {
  /// The inner taps reach `radius` pixels each side of the centre.
  let radius: Int
  /// The weight of each inner tap.
  let innerWeight: UInt32
  /// The weight of each end tap (at most `innerWeight`).
  let endWeight: UInt32

  /// The weights' sum, `innerWeight × (2 × radius + 1) + 2 × endWeight`, as a shift.
  static let sumShift: UInt32 = 16

  /// How far one pass spreads a pixel: the end taps' distance.
  var reach: Int { radius + 1 }

  /// The kernel for a third of the variance of a Gaussian of standard deviation `sigma`
  /// (device pixels, finite, positive and at most a few hundred).
  init(sigma: Double) {
    let variance = sigma * sigma / 3
    // The widest plain box whose variance, r(r + 1)/3, does not exceed the target.
    var r = Int((((12 * variance + 1).squareRoot() - 1) / 2).rounded(.down))
    if Double(r * (r + 1)) / 3 > variance { r -= 1 }
    r = max(r, 0)
    // The end taps' weight relative to the inner ones for the rest of the variance.
    let inner = Double(r * (r + 1)) / 3
    let next = Double((r + 1) * (r + 1))
    let alpha = min(max(Double(2 * r + 1) * (variance - inner) / (2 * (next - variance)), 0), 1)
    // An even inner weight leaves an even remainder, split between the two ends; of the
    // two even weights nearest the ideal one, the one whose end weight is closer to alpha.
    let total = UInt32(1) << BoxBlurKernel.sumShift
    let taps = UInt32(2 * r + 1)
    let ideal = Double(total) / (Double(taps) + 2 * alpha)
    var best = (inner: UInt32(0), end: UInt32(0), error: Double.infinity)
    let low = UInt32(ideal / 2) * 2
    for w in [low, low + 2] where w > 0 && w * taps <= total {
      let end = (total - w * taps) / 2
      let error = abs(Double(end) / Double(w) - alpha)
      if end <= w && error < best.error { best = (w, end, error) }
    }
    radius = r
    innerWeight = best.inner
    endWeight = best.end
  }

  /// The kernel's variance, in square pixels, as its integer weights give it.
  var variance: Double {
    let r = Double(radius)
    let w = Double(innerWeight)
    let a = Double(endWeight)
    return (w * r * (r + 1) * (2 * r + 1) / 3 + 2 * a * (r + 1) * (r + 1))
      / Double(UInt32(1) << BoxBlurKernel.sumShift)
  }

  /// One pass along a line: `output[j]` for `j` in `0 ..< count + 2 × reach` is the
  /// weighted mean of `input` centred on `j − reach`, rounded, where `input` holds `count`
  /// values (16-bit coverage) preceded and followed by `2 × reach` zeros.
  ///
  /// - Parameters:
  ///   - input: the first of the leading zeros.
  ///   - output: where the `count + 2 × reach` results go.
  @inline(__always)
  func pass(
    _ input: UnsafePointer<UInt16>, count: Int, into output: UnsafeMutablePointer<UInt16>
  ) {
    let span = 2 &* reach
    let inner = innerWeight
    let end = endWeight
    let half: UInt32 = 1 << (BoxBlurKernel.sumShift - 1)
    var sum: UInt32 = 0
    var j = 0
    let total = count &+ span
    while j < total {
      let entering = UInt32(input[j &+ span])
      let ends = UInt32(input[j]) &+ entering
      let value = inner &* sum &+ end &* ends &+ half
      output[j] = UInt16(truncatingIfNeeded: value &>> BoxBlurKernel.sumShift)
      // The inner window moves on: input j + span enters, j + 1 leaves.
      sum = sum &+ entering &- UInt32(input[j &+ 1])
      j &+= 1
    }
  }

  /// One pass across rows: row `j` of `output` (for `j` in `0 ..< rows + 2 × reach`) is the
  /// weighted mean of `input`'s rows centred on row `j − reach`, each row `width` values
  /// wide. `input` has `rows` rows, with no padding (rows outside it count as zero, read
  /// from `zeros`, a row of zeros); `sums` is scratch for `width` values.
  func passAcrossRows(
    _ input: UnsafePointer<UInt16>, rows: Int, width: Int, zeros: UnsafePointer<UInt16>,
    into output: UnsafeMutablePointer<UInt16>, sums: UnsafeMutablePointer<UInt32>
  ) {
    sums.update(repeating: 0, count: width)
    let span = 2 &* reach
    let total = rows &+ span
    var j = 0
    while j < total {
      // In the padded numbering, the end taps are rows j and j + span: input rows
      // j − span and j. Input row j enters the inner window, row j + 1 − span leaves.
      let low = j &- span
      let leaving = j &+ 1 &- span
      passRow(
        low: low >= 0 && low < rows ? input + low &* width : zeros,
        high: j < rows ? input + j &* width : zeros,
        leaving: leaving >= 0 && leaving < rows ? input + leaving &* width : zeros,
        sums: sums, width: width, into: output + j &* width)
      j &+= 1
    }
  }

  /// One output row of `passAcrossRows`: the sums of the inner window, the end rows
  /// `low` and `high`, and the sums moved on (`high` enters, `leaving` leaves).
  @inline(__always)
  private func passRow(
    low: UnsafePointer<UInt16>, high: UnsafePointer<UInt16>, leaving: UnsafePointer<UInt16>,
    sums: UnsafeMutablePointer<UInt32>, width: Int, into line: UnsafeMutablePointer<UInt16>
  ) {
    let inner = innerWeight
    let end = endWeight
    let half: UInt32 = 1 << (BoxBlurKernel.sumShift - 1)
    var x = 0
    while x < width {
      let entering = UInt32(high[x])
      let sum = sums[x]
      let value = inner &* sum &+ end &* (UInt32(low[x]) &+ entering) &+ half
      line[x] = UInt16(truncatingIfNeeded: value &>> BoxBlurKernel.sumShift)
      sums[x] = sum &+ entering &- UInt32(leaving[x])
      x &+= 1
    }
  }
}

extension BoxBlurKernel {
  /// The kernel for `sigma` clamped to `CoverageStamp.maximumBlurDeviation`, or `nil` when
  /// `sigma` asks for no blur (zero, negative or not finite).
  static func clamped(sigma: Double) -> BoxBlurKernel? {
    guard sigma.isFinite, sigma > 0 else { return nil }
    return BoxBlurKernel(sigma: min(sigma, CoverageStamp.maximumBlurDeviation))
  }
}
