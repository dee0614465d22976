/// One of the three equal passes of a blur that approximates a Gaussian: an "extended box"
/// of `2 × radius + 1` taps of weight 1 plus one tap of weight `endWeight / 256` at each
/// end (Gwosdek, Grewenig, Bruhn and Weickert, "Theoretical Foundations of Gaussian
/// Convolution by Extended Box Filtering", 2011). The end taps let the variance grow
/// continuously with σ, where a plain box only steps between odd widths; three passes of
/// variance σ²/3 each make a kernel of variance σ² whose shape is within about 1% of the
/// Gaussian's, and each pass costs the same per pixel whatever the radius (a running sum).
///
/// All weights are integers (the end weight in 1/256ths), and a pass divides by the
/// kernel's sum through a 32-bit fixed-point reciprocal: the same bytes on every platform
/// and build.
struct BoxBlurKernel: Equatable {
  /// The inner taps reach `radius` pixels each side of the centre.
  let radius: Int
  /// The weight of each end tap, in 1/256ths of an inner tap's (0..<256).
  let endWeight: UInt64
  /// `round(2³² / sum)`, where `sum = 256 × (2 × radius + 1) + 2 × endWeight`.
  let reciprocal: UInt64

  /// How far one pass spreads a pixel: the end taps' distance.
  var reach: Int { radius + 1 }

  /// The kernel for a third of the variance of a Gaussian of standard deviation `sigma`
  /// (device pixels, finite and non-negative).
  init(sigma: Double) {
    let variance = sigma * sigma / 3
    // The widest plain box whose variance, r(r + 1)/3, does not exceed the target.
    var r = Int((((12 * variance + 1).squareRoot() - 1) / 2).rounded(.down))
    if Double(r * (r + 1)) / 3 > variance { r -= 1 }
    r = max(r, 0)
    let inner = Double(r * (r + 1)) / 3
    let next = Double((r + 1) * (r + 1))
    let alpha = Double(2 * r + 1) * (variance - inner) / (2 * (next - variance))
    let weight = UInt64(min(max((alpha * 256).rounded(), 0), 255))
    radius = r
    endWeight = weight
    let sum = 256 * UInt64(2 * r + 1) + 2 * weight
    reciprocal = ((1 << 32) + sum / 2) / sum
  }

  /// The kernel's variance, in square pixels, as its integer weights give it.
  var variance: Double {
    let r = Double(radius)
    let a = Double(endWeight) / 256
    return (r * (r + 1) * (2 * r + 1) / 3 + 2 * a * (r + 1) * (r + 1)) / (2 * r + 1 + 2 * a)
  }

  /// One pass along a line: `output[j]` for `j` in `0 ..< count + 2 × reach` is the
  /// weighted mean of `input` centred on `j − reach`, where `input` holds `count` values
  /// (16-bit coverage) preceded and followed by `2 × reach` zeros.
  ///
  /// - Parameters:
  ///   - input: the first of the leading zeros.
  ///   - output: where the `count + 2 × reach` results go.
  @inline(__always)
  func pass(
    _ input: UnsafePointer<UInt16>, count: Int, into output: UnsafeMutablePointer<UInt16>
  ) {
    let span = 2 &* reach
    let end = endWeight
    let scale = reciprocal
    var sum: UInt64 = 0
    var j = 0
    let total = count &+ span
    while j < total {
      let ends = UInt64(input[j]) &+ UInt64(input[j &+ span])
      let value = ((sum &<< 8) &+ end &* ends) &* scale &+ (1 << 31)
      output[j] = UInt16(truncatingIfNeeded: min(value &>> 32, 0xFFFF))
      sum = sum &+ UInt64(input[j &+ span]) &- UInt64(input[j &+ 1])
      j &+= 1
    }
  }

  /// One pass across rows: row `j` of `output` (for `j` in `0 ..< rows + 2 × reach`) is the
  /// weighted mean of `input`'s rows centred on row `j − reach`, each row `width` values
  /// wide. `input` has `rows` rows, with no padding (rows outside it count as zero, read
  /// from `zeros`, a row of zeros); `sums` is scratch for `width` values.
  func passAcrossRows(
    _ input: UnsafePointer<UInt16>, rows: Int, width: Int, zeros: UnsafePointer<UInt16>,
    into output: UnsafeMutablePointer<UInt16>, sums: UnsafeMutablePointer<UInt64>
  ) {
    sums.update(repeating: 0, count: width)
    let span = 2 &* reach
    let end = endWeight
    let scale = reciprocal
    let total = rows &+ span
    var j = 0
    while j < total {
      // The input rows of the end taps, j − 2·reach and j, in the padded numbering.
      let low = j &- span
      let lowRow = low >= 0 && low < rows ? input + low &* width : zeros
      let highRow = j < rows ? input + j &* width : zeros
      let line = output + j &* width
      var x = 0
      while x < width {
        let ends = UInt64(lowRow[x]) &+ UInt64(highRow[x])
        let value = ((sums[x] &<< 8) &+ end &* ends) &* scale &+ (1 << 31)
        line[x] = UInt16(truncatingIfNeeded: min(value &>> 32, 0xFFFF))
        x &+= 1
      }
      // The inner window moves on: row j enters, row j + 1 − 2·reach leaves.
      let leaving = j &+ 1 &- span
      if j < rows { add(highRow, to: sums, width: width) }
      if leaving >= 0 && leaving < rows {
        subtract(input + leaving &* width, from: sums, width: width)
      }
      j &+= 1
    }
  }

  @inline(__always)
  private func add(
    _ row: UnsafePointer<UInt16>, to sums: UnsafeMutablePointer<UInt64>, width: Int
  ) {
    var x = 0
    while x < width {
      sums[x] = sums[x] &+ UInt64(row[x])
      x &+= 1
    }
  }

  @inline(__always)
  private func subtract(
    _ row: UnsafePointer<UInt16>, from sums: UnsafeMutablePointer<UInt64>, width: Int
  ) {
    var x = 0
    while x < width {
      sums[x] = sums[x] &- UInt64(row[x])
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
