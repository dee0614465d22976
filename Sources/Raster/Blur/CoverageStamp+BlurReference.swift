extension CoverageStamp {
  /// ``blurred(sigma:columns:rows:)`` by the plain passes: every pass over every pixel of
  /// the padded box, zeros and full coverage alike. The fast path skips what it can prove
  /// is 0 or full; the tests hold it to these bytes.
  package func _blurredByFullPasses(
    sigma: Double, columns: Range<Int>? = nil, rows: Range<Int>? = nil
  ) -> CoverageStamp? {
    let plan: BlurPlan
    switch blurPlan(sigma: sigma, columns: columns, rows: rows) {
    case .done(let result): return result
    case .blur(let planned): plan = planned
    }
    let (kernel, grown, tall) = (plan.kernel, plan.grown, plan.tall)
    let (keptColumns, keptRows) = (plan.keptColumns, plan.keptRows)
    let blurred = blurRows(
      kernel, columns: keptColumns.lowerBound - grown.lowerBound, count: keptColumns.count)
    let values = CoverageStamp.blurColumns(
      blurred, kernel: kernel, width: keptColumns.count, height: height,
      rows: (keptRows.lowerBound - tall.lowerBound)..<(keptRows.upperBound - tall.lowerBound))
    return CoverageStamp(
      left: keptColumns.lowerBound, top: keptRows.lowerBound, width: keptColumns.count,
      height: keptRows.count, values: values)
  }

  /// The three passes along each row, at 16 bits: `height` rows of the `count` columns
  /// from `first` of the row grown by three reaches each side.
  private func blurRows(_ kernel: BoxBlurKernel, columns first: Int, count: Int) -> [UInt16] {
    let reach = kernel.reach
    let pad = 2 * reach
    let lineLength = width + 8 * reach
    var lineA = [UInt16](repeating: 0, count: lineLength)
    var lineB = [UInt16](repeating: 0, count: lineLength)
    var lineC = [UInt16](repeating: 0, count: width + 6 * reach)
    var out = [UInt16](repeating: 0, count: count * height)
    let rowWidth = width
    values.withUnsafeBufferPointer { source in
      lineA.withUnsafeMutableBufferPointer { a in
        lineB.withUnsafeMutableBufferPointer { b in
          lineC.withUnsafeMutableBufferPointer { c in
            out.withUnsafeMutableBufferPointer { o in
              guard let s = source.baseAddress, let a = a.baseAddress, let b = b.baseAddress,
                let c = c.baseAddress, let o = o.baseAddress
              else { return }
              for y in 0..<height {
                let row = s + y * rowWidth
                var x = 0
                while x < rowWidth {
                  a[pad &+ x] = UInt16(row[x]) &* 257
                  x &+= 1
                }
                // Clears what the second pass of the previous row left past the values.
                (a + pad + rowWidth).update(repeating: 0, count: lineLength - pad - rowWidth)
                kernel.pass(a, count: rowWidth, into: b + pad)
                kernel.pass(b, count: rowWidth + 2 * reach, into: a + pad)
                kernel.pass(a, count: rowWidth + 4 * reach, into: c)
                (o + y * count).update(from: c + first, count: count)
              }
            }
          }
        }
      }
    }
    return out
  }

  /// The three passes across rows of `rows` (`height` rows of `width` 16-bit values),
  /// rounded to 8 bits in `kept`, rows of the result grown by three reaches each side.
  private static func blurColumns(
    _ rows: [UInt16], kernel: BoxBlurKernel, width: Int, height: Int, rows kept: Range<Int>
  ) -> [UInt8] {
    let reach = kernel.reach
    let grownHeight = height + 6 * reach
    var first = rows
    first.append(contentsOf: repeatElement(0, count: width * 6 * reach))
    var second = [UInt16](repeating: 0, count: width * grownHeight)
    let zeros = [UInt16](repeating: 0, count: width)
    var sums = [UInt32](repeating: 0, count: width)
    var out = [UInt8](repeating: 0, count: width * kept.count)
    first.withUnsafeMutableBufferPointer { f in
      second.withUnsafeMutableBufferPointer { s in
        zeros.withUnsafeBufferPointer { z in
          sums.withUnsafeMutableBufferPointer { m in
            out.withUnsafeMutableBufferPointer { o in
              guard let f = f.baseAddress, let s = s.baseAddress, let z = z.baseAddress,
                let m = m.baseAddress, let o = o.baseAddress
              else { return }
              kernel.passAcrossRows(f, rows: height, width: width, zeros: z, into: s, sums: m)
              kernel.passAcrossRows(
                s, rows: height + 2 * reach, width: width, zeros: z, into: f, sums: m)
              kernel.passAcrossRows(
                f, rows: height + 4 * reach, width: width, zeros: z, into: s, sums: m)
              let start = s + kept.lowerBound * width
              var i = 0
              let total = kept.count * width
              while i < total {
                // 16-bit coverage (0...65535, 257 per 8-bit step) rounded to 8 bits.
                o[i] = UInt8(truncatingIfNeeded: (UInt32(start[i]) &+ 128) / 257)
                i &+= 1
              }
            }
          }
        }
      }
    }
    return out
  }
}
