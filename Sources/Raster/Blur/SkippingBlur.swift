/// The three passes along rows and three across them of
/// ``CoverageStamp/blurred(sigma:columns:rows:)``, computed only where the result can differ
/// from 0 or full coverage, and only where a kept pixel depends on it; everything else is
/// written as the 0 or 65535 the passes would have computed there (``BlurExtent``), so the
/// bytes are those of the plain passes (`CoverageStamp._blurredByFullPasses`).
///
/// The cost follows the blurred edges, not the padded box: rows and columns of zeros around
/// the shape (a content shadow's canvas reaches three blur reaches past the clip each side)
/// and the inside of an opaque shape cost nearly nothing.
struct SkippingBlur {
  let kernel: BoxBlurKernel
  /// The stamp blurred, and the device columns and rows of the result.
  let stamp: CoverageStamp
  let columns: Range<Int>
  let rows: Range<Int>

  /// The result's values: `columns.count × rows.count`, row-major, 8-bit.
  func run() -> [UInt8] {
    var result = [UInt8](repeating: 0, count: columns.count * rows.count)
    guard let rowsIn = sourceRows() else { return result }
    result.withUnsafeMutableBufferPointer { out in
      guard let out = out.baseAddress else { return }
      blur(rowsIn, into: out)
    }
    return result
  }

  /// The source rows that matter (device rows, those within three reaches of a kept one)
  /// with their nonzero columns (the stamp's own) and the span of all of them; `nil` when
  /// they hold no coverage.
  private func sourceRows() -> SourceRows? {
    let reach3 = 3 * kernel.reach
    let first = max(stamp.top, rows.lowerBound - reach3)
    let end = min(stamp.top + stamp.height, rows.upperBound + reach3)
    let scan = (
      max(columns.lowerBound - reach3 - stamp.left, 0),
      min(columns.upperBound + reach3 - stamp.left, stamp.width)
    )
    guard first < end, scan.0 < scan.1 else { return nil }
    var spans = [(Int, Int)](repeating: (0, 0), count: end - first)
    var low = Int.max
    var high = Int.min
    var top = Int.max
    var bottom = Int.min
    stamp.values.withUnsafeBufferPointer { values in
      guard let base = values.baseAddress else { return }
      for y in first..<end {
        let row = base + (y - stamp.top) * stamp.width
        let left = SkippingBlur.firstNonzero(row, from: scan.0, to: scan.1)
        guard left < scan.1 else { continue }
        let right = SkippingBlur.lastNonzero(row, from: left, to: scan.1)
        spans[y - first] = (left, right)
        low = min(low, left)
        high = max(high, right)
        top = min(top, y)
        bottom = max(bottom, y + 1)
      }
    }
    guard low < high else { return nil }
    return SourceRows(
      first: top, spans: Array(spans[(top - first)..<(bottom - first)]), low: low, high: high)
  }

  /// The rows of the stamp to blur: `spans[i]` holds the nonzero columns (stamp
  /// coordinates, an empty range for none) of device row `first + i`; `low ..< high` spans
  /// them all.
  struct SourceRows {
    let first: Int
    let spans: [(Int, Int)]
    let low: Int
    let high: Int
  }

  private func blur(_ source: SourceRows, into out: UnsafeMutablePointer<UInt8>) {
    let reach = kernel.reach
    // Device columns the passes along rows deliver (those kept that can be nonzero).
    let deliveredLow = max(columns.lowerBound, stamp.left + source.low - 3 * reach)
    let deliveredHigh = min(columns.upperBound, stamp.left + source.high + 3 * reach)
    guard deliveredLow < deliveredHigh else { return }
    let width = deliveredHigh - deliveredLow
    let count = source.spans.count
    // The first buffer holds the source rows and the two reaches each side that the
    // second pass across rows writes; the second, one reach each side.
    var first = BlurRowBuffer(
      firstRow: source.first - 2 * reach, rows: count + 4 * reach, width: width)
    var second = BlurRowBuffer(
      firstRow: source.first - reach, rows: count + 2 * reach, width: width)
    blurRows(source, deliveredLow: deliveredLow, into: &first)
    var sums = [UInt32](repeating: 0, count: width)
    var line = [UInt16](repeating: 0, count: width)
    let zeros = [UInt16](repeating: 0, count: width)
    let target = (
      base: out, firstRow: rows.lowerBound, stride: columns.count,
      offset: deliveredLow - columns.lowerBound
    )
    sums.withUnsafeMutableBufferPointer { sums in
      line.withUnsafeMutableBufferPointer { line in
        zeros.withUnsafeBufferPointer { zeros in
          guard let sums = sums.baseAddress, let line = line.baseAddress,
            let zeros = zeros.baseAddress
          else { return }
          let scratch = AcrossRowsScratch(sums: sums, zeros: zeros, line: line)
          let valid = source.first..<(source.first + count)
          let passed = passAcrossRows(
            &first, valid: valid, need: (rows.lowerBound - 2 * reach, rows.upperBound + 2 * reach),
            into: &second, scratch: scratch)
          let again = passAcrossRows(
            &second, valid: passed, need: (rows.lowerBound - reach, rows.upperBound + reach),
            into: &first, scratch: scratch)
          finalPassAcrossRows(&first, valid: again, into: target, scratch: scratch)
        }
      }
    }
  }

  /// The three passes along each source row, into `buffer`'s rows, columns from
  /// `deliveredLow` on (device), with each row's extent.
  private func blurRows(
    _ source: SourceRows, deliveredLow: Int, into buffer: inout BlurRowBuffer
  ) {
    let reach = kernel.reach
    // Line index u is device column origin + u.
    let origin = stamp.left + source.low - 4 * reach
    let length = source.high - source.low + 8 * reach
    let delivered = (deliveredLow - origin, deliveredLow - origin + buffer.width)
    var lineA = [UInt16](repeating: 0, count: length)
    var lineB = [UInt16](repeating: 0, count: length)
    let stampWidth = stamp.width
    let shift = stamp.left - origin
    stamp.values.withUnsafeBufferPointer { values in
      lineA.withUnsafeMutableBufferPointer { a in
        lineB.withUnsafeMutableBufferPointer { b in
          guard let s = values.baseAddress, let a = a.baseAddress, let b = b.baseAddress
          else { return }
          var dirtyA = (low: 0, high: 0)
          var dirtyB = (low: 0, high: 0)
          var previous: (span: (Int, Int), row: UnsafePointer<UInt8>, extent: BlurExtent)?
          for (i, span) in source.spans.enumerated() {
            let y = source.first + i
            let row = s + (y - stamp.top) * stampWidth
            guard span.0 < span.1 else {
              // A row of zeros, as the buffer holds: a copy of the row before if it is one.
              buffer.setRun(row: y, copiesPrevious: i > 0 && previous == nil)
              previous = nil
              continue
            }
            // The same source row gives the same passes: `b` still holds their result.
            if let last = previous, last.span == span,
              SkippingBlur.equal(row + span.0, last.row + span.0, count: span.1 - span.0)
            {
              buffer.store(b, extent: last.extent, shift: -delivered.0, row: y)
              buffer.setRun(row: y, copiesPrevious: true)
              continue
            }
            let e0 = SkippingBlur.widen(
              row, columns: span, shift: shift, into: a, dirty: &dirtyA)
            let e1 = kernel.pass(
              a, extent: e0, need: (delivered.0 - 2 * reach, delivered.1 + 2 * reach),
              into: b, dirty: &dirtyB)
            let e2 = kernel.pass(
              b, extent: e1, need: (delivered.0 - reach, delivered.1 + reach), into: a,
              dirty: &dirtyA)
            let e3 = kernel.pass(a, extent: e2, need: delivered, into: b, dirty: &dirtyB)
            buffer.store(b, extent: e3, shift: -delivered.0, row: y)
            buffer.setRun(row: y, copiesPrevious: false)
            previous = (span, row, e3)
          }
        }
      }
    }
  }

  /// Copies `row`'s `columns` (stamp coordinates) into `line` at `shift` past them as
  /// 16-bit coverage (× 257), zeroing what `dirty` held besides.
  ///
  /// - Returns: the line's extent, with the longest run of full coverage.
  private static func widen(
    _ row: UnsafePointer<UInt8>, columns: (Int, Int), shift: Int,
    into line: UnsafeMutablePointer<UInt16>, dirty: inout (low: Int, high: Int)
  ) -> BlurExtent {
    let low = columns.0 &+ shift
    let high = columns.1 &+ shift
    BoxBlurKernel.clear(line, keeping: (low, high), dirty: dirty)
    dirty = (low, high)
    var run = (low: 0, high: 0)
    var runStart = columns.0
    var x = columns.0
    while x < columns.1 {
      let value = row[x]
      line[x &+ shift] = UInt16(value) &* 257
      if value != 255 {
        if x &- runStart > run.high &- run.low { run = (runStart, x) }
        runStart = x &+ 1
      }
      x &+= 1
    }
    if columns.1 &- runStart > run.high &- run.low { run = (runStart, columns.1) }
    guard run.low < run.high else {
      return BlurExtent(low: low, high: high, fullLow: BlurExtent.far, fullHigh: -BlurExtent.far)
    }
    return BlurExtent(
      low: low, high: high, fullLow: run.low &+ shift, fullHigh: run.high &+ shift)
  }

  /// Whether the `count` bytes at `a` and at `b` are the same.
  static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
    var x = 0
    while x &+ 8 <= count {
      guard
        UnsafeRawPointer(a + x).loadUnaligned(as: UInt64.self)
          == UnsafeRawPointer(b + x).loadUnaligned(as: UInt64.self)
      else { return false }
      x &+= 8
    }
    while x < count {
      guard a[x] == b[x] else { return false }
      x &+= 1
    }
    return true
  }

  /// The first index in `from ..< to` whose value is not 0, or `to`.
  static func firstNonzero(_ row: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
    var x = from
    while x &+ 8 <= to && UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self) == 0 {
      x &+= 8
    }
    while x < to && row[x] == 0 { x &+= 1 }
    return x
  }

  /// One past the last index in `from ..< to` whose value is not 0, or `from`.
  static func lastNonzero(_ row: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
    var x = to
    while x &- 8 >= from && UnsafeRawPointer(row + (x &- 8)).loadUnaligned(as: UInt64.self) == 0 {
      x &-= 8
    }
    while x > from && row[x &- 1] == 0 { x &-= 1 }
    return x
  }
}
