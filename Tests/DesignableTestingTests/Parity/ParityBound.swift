import Testing

/// The most a render may differ from the iOS picture: the figures reached today, so that a
/// regression fails.
struct ParityBound {
  /// Most pixels that may differ at all.
  var differing: Int
  /// Largest mean and largest single difference over the edge pixels.
  var mean: Double
  var max: Int

  /// A render that matches the iOS picture exactly.
  static let exact = ParityBound(0, 0, 0)

  init(_ differing: Int, _ mean: Double, _ max: Int) {
    self.differing = differing
    self.mean = mean
    self.max = max
  }

  func check(_ figures: ParityFigures, _ mode: String, _ location: SourceLocation) {
    #expect(figures.sameSize, "\(mode): size differs", sourceLocation: location)
    #expect(
      figures.differing <= differing, "\(mode): \(figures.differing) pixels differ",
      sourceLocation: location)
    #expect(
      figures.edgeMean <= mean, "\(mode): mean edge difference \(figures.edgeMean)",
      sourceLocation: location)
    #expect(
      figures.edgeMax <= max, "\(mode): largest edge difference \(figures.edgeMax)",
      sourceLocation: location)
  }
}
