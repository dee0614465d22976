extension SkippingBlur {
  /// Scratch for the passes across rows, `width` values each: the inner sums of every
  /// column, a row of zeros (rows outside the valid ones), and a row of 16-bit results.
  struct AcrossRowsScratch {
    let sums: UnsafeMutablePointer<UInt32>
    let zeros: UnsafePointer<UInt16>
    let line: UnsafeMutablePointer<UInt16>
  }

  /// One pass across the rows of `input` (those in `valid`; the others are zeros) into
  /// `output`, for the device rows in `need` that can be nonzero.
  ///
  /// - Returns: the rows written, whose extents `output` now holds; the others are zeros.
  func passAcrossRows(
    _ input: inout BlurRowBuffer, valid: Range<Int>, need: (Int, Int),
    into output: inout BlurRowBuffer, scratch: AcrossRowsScratch
  ) -> Range<Int> {
    let reach = kernel.reach
    let low = max(valid.lowerBound - reach, need.0)
    let high = min(valid.upperBound + reach, need.1)
    guard low < high else { return low..<low }
    let windows = windowExtents(input, valid: valid, rows: low..<high)
    let width = input.width
    let firstOut = output.firstRow
    let runs = input
    var copied = [Bool](repeating: false, count: high - low)
    input.values.withUnsafeBufferPointer { values in
      output.values.withUnsafeMutableBufferPointer { out in
        output.extents.withUnsafeMutableBufferPointer { extents in
          guard let values = values.baseAddress, let out = out.baseAddress,
            let extents = extents.baseAddress
          else { return }
          let rows = InputRows(
            values: values, firstRow: input.firstRow, valid: valid, width: width,
            zeros: scratch.zeros)
          startSums(rows, extents: input.extents, at: low, into: scratch.sums)
          for y in low..<high {
            let index = y - firstOut
            let line = out + index * width
            if y > low, windowIsOneRun(runs, at: y, valid: valid) {
              let previous = extents[index - 1]
              BoxBlurKernel.clear(
                line, keeping: (previous.low, previous.high),
                dirty: (extents[index].low, extents[index].high))
              if !previous.isEmpty {
                (line + previous.low).update(
                  from: line - width + previous.low, count: previous.high - previous.low)
              }
              extents[index] = previous
              copied[y - low] = true
              continue
            }
            let span = rowSpan(windows[y - low], width: width)
            BoxBlurKernel.clear(
              line, keeping: (span.low, span.high),
              dirty: (extents[index].low, extents[index].high))
            extents[index] = span.low < span.high ? span : .empty
            passRow(rows, y: y, span: span, sums: scratch.sums, into: line)
          }
        }
      }
    }
    for y in low..<high { output.setRun(row: y, copiesPrevious: copied[y - low]) }
    return low..<high
  }

  /// Whether output row `y` of a pass over `input` is output row `y − 1` again: when the
  /// input rows both windows read (`y − 1 − reach ... y + reach`) are one run of identical
  /// rows. The sums then stay as they are too: the row entering them is the row leaving.
  @inline(__always)
  private func windowIsOneRun(_ input: BlurRowBuffer, at y: Int, valid: Range<Int>) -> Bool {
    input.isOneRun(from: y - 1 - kernel.reach, through: y + kernel.reach, written: valid)
  }

  /// The last pass across rows, rounded to 8 bits into `target` (a row-major picture
  /// whose row `firstRow` is the first, `stride` values a row, the buffer's column 0 at
  /// `offset`), for the kept rows that can be nonzero.
  func finalPassAcrossRows(
    _ input: inout BlurRowBuffer, valid: Range<Int>,
    into target: (base: UnsafeMutablePointer<UInt8>, firstRow: Int, stride: Int, offset: Int),
    scratch: AcrossRowsScratch
  ) {
    let low = max(valid.lowerBound - kernel.reach, rows.lowerBound)
    let high = min(valid.upperBound + kernel.reach, rows.upperBound)
    guard low < high else { return }
    let windows = windowExtents(input, valid: valid, rows: low..<high)
    let width = input.width
    let runs = input
    input.values.withUnsafeBufferPointer { values in
      guard let values = values.baseAddress else { return }
      let rows = InputRows(
        values: values, firstRow: input.firstRow, valid: valid, width: width,
        zeros: scratch.zeros)
      startSums(rows, extents: input.extents, at: low, into: scratch.sums)
      for y in low..<high {
        let span = rowSpan(windows[y - low], width: width)
        guard span.low < span.high else { continue }
        let bytes = target.base + (y - target.firstRow) * target.stride + target.offset
        if y > low, windowIsOneRun(runs, at: y, valid: valid) {
          (bytes + span.low).update(
            from: bytes - target.stride + span.low, count: span.high - span.low)
          continue
        }
        passRow(rows, y: y, span: span, sums: scratch.sums, into: scratch.line)
        SkippingBlur.narrow(scratch.line, from: span.low, to: span.fullLow, into: bytes)
        var x = span.fullLow
        while x < span.fullHigh {
          bytes[x] = 255
          x &+= 1
        }
        SkippingBlur.narrow(scratch.line, from: span.fullHigh, to: span.high, into: bytes)
      }
    }
  }

  /// The rows a pass across rows reads: device row `y` of `values` when `valid` holds it,
  /// else a row of zeros.
  struct InputRows {
    let values: UnsafePointer<UInt16>
    let firstRow: Int
    let valid: Range<Int>
    let width: Int
    let zeros: UnsafePointer<UInt16>

    @inline(__always)
    func row(_ y: Int) -> UnsafePointer<UInt16> {
      y >= valid.lowerBound && y < valid.upperBound ? values + (y - firstRow) * width : zeros
    }
  }

  /// Output row `y` over `span`: computed outside its full run, 65535 inside it. Outside
  /// the span, and inside the run, the rows entering and leaving the sums are equal (0 or
  /// 65535: both lie in the window), so the sums stay right untouched.
  @inline(__always)
  private func passRow(
    _ rows: InputRows, y: Int, span: BlurExtent, sums: UnsafeMutablePointer<UInt32>,
    into line: UnsafeMutablePointer<UInt16>
  ) {
    guard span.low < span.high else { return }
    let low = rows.row(y - kernel.reach)
    let high = rows.row(y + kernel.reach)
    let leaving = rows.row(y - kernel.radius)
    kernel.passRow(
      low: low, high: high, leaving: leaving, sums: sums, from: span.low, to: span.fullLow,
      into: line)
    BoxBlurKernel.fill(line + span.fullLow, with: 65535, count: span.fullHigh - span.fullLow)
    kernel.passRow(
      low: low, high: high, leaving: leaving, sums: sums, from: span.fullHigh, to: span.high,
      into: line)
  }

  /// The columns of an output row to compute (`low ..< high`, within the row) and its
  /// full run inside them (empty at `high` when there is none), from the extent of its
  /// window of input rows.
  private func rowSpan(_ window: BlurExtent, width: Int) -> BlurExtent {
    let low = max(window.low, 0)
    let high = min(window.high, width)
    var fullLow = max(window.fullLow, low)
    var fullHigh = min(window.fullHigh, high)
    if fullLow >= fullHigh { (fullLow, fullHigh) = (high, high) }
    return BlurExtent(low: low, high: high, fullLow: fullLow, fullHigh: fullHigh)
  }

  /// The sums of the inner taps for output row `y`: input rows `y − radius ... y + radius`
  /// added over their extents.
  private func startSums(
    _ rows: InputRows, extents: [BlurExtent], at y: Int, into sums: UnsafeMutablePointer<UInt32>
  ) {
    sums.update(repeating: 0, count: rows.width)
    let first = max(y - kernel.radius, rows.valid.lowerBound)
    let end = min(y + kernel.radius + 1, rows.valid.upperBound)
    guard first < end else { return }
    for i in first..<end {
      let extent = extents[i - rows.firstRow]
      guard !extent.isEmpty else { continue }
      let row = rows.row(i)
      var x = max(extent.low, 0)
      let stop = min(extent.high, rows.width)
      while x < stop {
        sums[x] = sums[x] &+ UInt32(row[x])
        x &+= 1
      }
    }
  }

  /// For each row of `rows`, the extent of its window of input rows (`y − reach ... y +
  /// reach`, those outside `valid` counting as zeros): the union of where they can be
  /// nonzero, the intersection of their full runs.
  private func windowExtents(
    _ input: BlurRowBuffer, valid: Range<Int>, rows: Range<Int>
  ) -> [BlurExtent] {
    let reach = kernel.reach
    let first = rows.lowerBound - reach
    let count = rows.count + 2 * reach
    var lows = [Int](repeating: BlurExtent.far, count: count)
    var highs = [Int](repeating: -BlurExtent.far, count: count)
    var fullLows = lows
    var fullHighs = highs
    let from = max(first, valid.lowerBound)
    let to = min(first + count, valid.upperBound)
    if from < to {
      for i in from..<to {
        let extent = input.extents[i - input.firstRow]
        lows[i - first] = extent.low
        highs[i - first] = extent.high
        fullLows[i - first] = extent.fullLow
        fullHighs[i - first] = extent.fullHigh
      }
    }
    let window = 2 * reach + 1
    let low = SlidingExtremes.minima(lows, window: window)
    let high = SlidingExtremes.maxima(highs, window: window)
    let fullLow = SlidingExtremes.maxima(fullLows, window: window)
    let fullHigh = SlidingExtremes.minima(fullHighs, window: window)
    var result = [BlurExtent](repeating: .empty, count: rows.count)
    for i in 0..<rows.count {
      result[i] = BlurExtent(low: low[i], high: high[i], fullLow: fullLow[i], fullHigh: fullHigh[i])
    }
    return result
  }

  /// 16-bit coverage (0...65535, 257 a step of 8 bits) rounded to 8 bits, from `start` to
  /// `end`.
  @inline(__always)
  static func narrow(
    _ line: UnsafePointer<UInt16>, from start: Int, to end: Int,
    into bytes: UnsafeMutablePointer<UInt8>
  ) {
    var x = start
    while x < end {
      bytes[x] = UInt8(truncatingIfNeeded: (UInt32(line[x]) &+ 128) / 257)
      x &+= 1
    }
  }
}
