/// A seeded pseudo-random generator (SplitMix64, Steele, Lea and Flood 2014) so that every
/// generated test input is the same on every run and platform.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    // The golden-ratio increment and the two multipliers are SplitMix64's published constants.
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

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
