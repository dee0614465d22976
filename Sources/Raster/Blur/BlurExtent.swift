/// What a blur pass knows of a line (a row, or the rows a column crosses) of 16-bit
/// coverage: every value of the line outside `low ..< high` is 0 and every value inside
/// `fullLow ..< fullHigh` is 65535, full coverage. Either range may be loose (coverage may
/// be 0 inside the first, and full outside the second), never wrong.
///
/// A pass skips what these prove: where the window of every tap lies outside
/// `low ..< high`, the weighted sum is 0, and where it lies inside `fullLow ..< fullHigh`
/// it is `65535 × 2¹⁶ + 2¹⁵` before the shift (the weights sum to 2¹⁶), exactly 65535
/// after it, which is what the pass would have computed.
struct BlurExtent: Equatable {
  /// The first and past-the-last index that may be nonzero.
  var low: Int
  var high: Int
  /// The first and past-the-last index of a run known to be full; an empty range
  /// (`fullLow >= fullHigh`) when none is known.
  var fullLow: Int
  var fullHigh: Int

  /// Far beyond any index, yet far from overflowing when a few reaches are added.
  static let far = 1 << 40

  /// A line of zeros.
  static let empty = BlurExtent(low: far, high: -far, fullLow: far, fullHigh: -far)

  var isEmpty: Bool { low >= high }
  var hasFullRun: Bool { fullLow < fullHigh }
}
