extension CoverageStamp {
  /// The largest standard deviation, in device pixels, that ``blurred(sigma:columns:rows:)``
  /// applies; larger ones are clamped to it. A blur reaches about three times σ each side,
  /// so this keeps the work and the memory of a blur within a few hundred pixels of the
  /// shape's box (a shadow that wide is a faint haze whatever its exact σ).
  public static let maximumBlurDeviation = 128.0

  /// How many pixels a blur of standard deviation `sigma` (device pixels) spreads coverage
  /// each side of the shape: 0 for no blur.
  public static func blurReach(sigma: Double) -> Int {
    guard let kernel = BoxBlurKernel.clamped(sigma: sigma) else { return 0 }
    return 3 * kernel.reach
  }

  /// The coverage blurred by an approximate Gaussian of standard deviation `sigma` device
  /// pixels (clamped to ``maximumBlurDeviation``; zero, negative or not finite leaves the
  /// coverage as it is): three passes of an extended box along rows, then three across them
  /// (`BoxBlurKernel`), on 16-bit coverage, rounded to 8 bits once at the end. The passes
  /// run only where the result can be neither 0 nor full coverage (`SkippingBlur`), with
  /// the bytes of passes over every pixel.
  ///
  /// The result's box is this one grown by ``blurReach(sigma:)`` each side, cut to
  /// `columns` and `rows` when given (in the same coordinates as `left` and `top`): the
  /// part outside them is not kept, though coverage beyond them still blurs into them.
  ///
  /// - Returns: `nil` when the work would need more than ``maximumPixelCount`` pixels in
  ///   a buffer.
  /// - Complexity: O(pixels of the grown box) at most, whatever `sigma`; in practice
  ///   O(pixels within a few σ of the shape's edges, cut to the kept box).
  public func blurred(
    sigma: Double, columns: Range<Int>? = nil, rows: Range<Int>? = nil
  ) -> CoverageStamp? {
    let plan: BlurPlan
    switch blurPlan(sigma: sigma, columns: columns, rows: rows) {
    case .done(let result): return result
    case .blur(let planned): plan = planned
    }
    let (kernel, keptColumns, keptRows) = (plan.kernel, plan.keptColumns, plan.keptRows)
    let values = SkippingBlur(
      kernel: kernel, stamp: self, columns: keptColumns, rows: keptRows
    ).run()
    return CoverageStamp(
      left: keptColumns.lowerBound, top: keptRows.lowerBound, width: keptColumns.count,
      height: keptRows.count, values: values)
  }

  /// What a blur keeps and with which kernel, or its result when there is nothing to
  /// blur: shared by ``blurred(sigma:columns:rows:)`` and the plain passes the tests hold it
  /// to, so that both crop, clamp and refuse alike.
  enum BlurSetup {
    case done(CoverageStamp?)
    case blur(BlurPlan)
  }

  /// The kernel, the box grown by its reach, and the columns and rows kept of it.
  struct BlurPlan {
    let kernel: BoxBlurKernel
    let grown: Range<Int>
    let tall: Range<Int>
    let keptColumns: Range<Int>
    let keptRows: Range<Int>
  }

  func blurPlan(sigma: Double, columns: Range<Int>?, rows: Range<Int>?) -> BlurSetup {
    let reach = CoverageStamp.blurReach(sigma: sigma)
    let grown = (left - reach)..<(left + width + reach)
    let tall = (top - reach)..<(top + height + reach)
    let keptColumns = columns.map { grown.clamped(to: $0) } ?? grown
    let keptRows = rows.map { tall.clamped(to: $0) } ?? tall
    guard let kernel = BoxBlurKernel.clamped(sigma: sigma) else {
      return .done(cropped(columns: keptColumns, rows: keptRows))
    }
    guard !keptColumns.isEmpty, !keptRows.isEmpty, width > 0, height > 0 else {
      return .done(
        CoverageStamp(
          left: keptColumns.lowerBound, top: keptRows.lowerBound, width: 0, height: 0))
    }
    let (cells, overflow) = keptColumns.count.multipliedReportingOverflow(by: tall.count)
    guard !overflow, cells <= CoverageStamp.maximumPixelCount else { return .done(nil) }
    return .blur(
      BlurPlan(
        kernel: kernel, grown: grown, tall: tall, keptColumns: keptColumns, keptRows: keptRows))
  }

  /// The part of the stamp in `columns` and `rows` (zero outside its box).
  func cropped(columns: Range<Int>, rows: Range<Int>) -> CoverageStamp? {
    guard
      var result = CoverageStamp(
        left: columns.lowerBound, top: rows.lowerBound, width: max(columns.count, 0),
        height: max(rows.count, 0))
    else { return nil }
    result.add(self, x: 0, y: 0)
    return result
  }
}
