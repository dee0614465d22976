extension AttributedTextLayout {
  /// Where the pen stands before each cluster of `text` set on one unwrapped line, as
  /// Core Text's `CTLineGetOffsetForStringIndex` answers: the first scalar index of each
  /// cluster with its offset in points from the line's start, then the scalar count with
  /// the whole advance (trailing spaces and kern included).
  ///
  /// The clusters are those `AttributedTextLayout` sets (each run shaped with its font,
  /// fallback faces for characters it lacks); the text stops at its first paragraph
  /// separator, which ends the line. Runs are laid left to right in logical order.
  /// - Complexity: O(n) plus the shaping of the first paragraph.
  public static func caretStops(_ text: AttributedText) -> [(scalar: Int, x: Double)] {
    let text = text.withFallbackFonts()
    let scalars = text.scalars
    var end = 0
    while end < scalars.count, LineBreaker.separatorLength(scalars, at: end) == 0 { end += 1 }
    let breaker = AttributedLineBreaker(
      text, settings: ParagraphSettings(), width: .infinity, height: .infinity)
    let clusters = breaker.clusters(of: 0..<end)
    var stops: [(scalar: Int, x: Double)] = []
    stops.reserveCapacity(clusters.starts.count + 1)
    var x = 0.0
    for (start, advance) in zip(clusters.starts, clusters.advances) {
      stops.append((start, x))
      x += advance
    }
    stops.append((end, x))
    return stops
  }
}
