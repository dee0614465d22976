import TestSupport

extension SplitMix64 {
  /// A value in `range`, by plain modulo (the slight bias does not matter for test inputs).
  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  mutating func byte() -> UInt8 {
    UInt8(truncatingIfNeeded: next())
  }

  /// `true` with probability `numerator / denominator`.
  mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    int(in: 0...(denominator - 1)) < numerator
  }

  mutating func element<T>(of values: [T]) -> T {
    values[int(in: 0...(values.count - 1))]
  }
}
