import ImageDiff

extension SnapshotVerifier {
  /// Why tolerances cannot be used, or `nil`: a ratio of differing pixels outside 0...1 (as
  /// `designable diff --max-ratio` says) or a negative count.
  package static func unusableOptions(_ options: DiffOptions) -> String? {
    switch options.allowedDifferingPixels {
    case .ratio(let ratio) where !(0...1).contains(ratio):
      return "the tolerance .ratio(\(ratio)) is not a fraction of the pixels: give 0 to 1 "
        + "(0.001 allows 0.1% of the pixels to differ). Nothing was compared or recorded."
    case .count(let count) where count < 0:
      return "the tolerance .count(\(count)) is negative: give 0 or more differing pixels. "
        + "Nothing was compared or recorded."
    default:
      return nil
    }
  }

  /// The differing region in points as well, the unit ``IgnoredRegion`` takes, when the
  /// scale is not 1: ` The region in points at 2x: x 9..<101.5, y 9..<96.5.`
  static func boxInPoints(_ result: DiffResult, scale: Double) -> String {
    guard let box = result.boundingBox, scale > 0, scale != 1 else { return "" }
    func points(_ pixels: Int) -> String { SnapshotName.number(Double(pixels) / scale) }
    return " The region is in pixels; in points at \(SnapshotName.number(scale))x (the unit of "
      + "IgnoredRegion): x \(points(box.x))..<\(points(box.x + box.width)), "
      + "y \(points(box.y))..<\(points(box.y + box.height))."
  }
}
