/// A seeded pseudo-random generator (SplitMix64, Steele, Lea and Flood 2014), shared by the
/// test targets so that every generated input is the same on every run and platform. The
/// state starts at the seed; each call adds the golden-ratio increment and mixes the result.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    // The golden-ratio increment and the two multipliers are SplitMix64's published constants.
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
