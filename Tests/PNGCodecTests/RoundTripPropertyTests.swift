import PNGCodec
import Raster
import TestSupport
import Testing

/// decode(encode(b)) == b and deterministic encoding, for seeded random bitmaps of every kind
/// the encoder treats differently.
@Suite("Round-trip properties")
struct RoundTripPropertyTests {
  enum Kind: String, CaseIterable, Sendable {
    case fewColors, manyColors, gray, grayTranslucent, translucent, paletteBoundary
  }

  /// A bitmap of 1 to 64 pixels a side whose pixels fit `kind`.
  static func bitmap(_ kind: Kind, seed: Int) -> Bitmap {
    var rng = SplitMix64(seed: fnv1a("\(kind.rawValue) \(seed)"))
    let width = rng.int(in: 1...64)
    let height = rng.int(in: 1...64)
    var bitmap = Bitmap(width: width, height: height)
    let palette: [RGBA8]
    switch kind {
    case .fewColors:
      palette = (0..<rng.int(in: 1...16)).map { _ in
        RGBA8(
          red: rng.byte(), green: rng.byte(), blue: rng.byte(),
          alpha: rng.element(of: [0, 255, rng.byte()]))
      }
    case .paletteBoundary:
      palette = (0..<rng.int(in: 250...262)).map { index in
        RGBA8(red: UInt8(index % 256), green: UInt8(index / 256), blue: rng.byte())
      }
    default:
      palette = []
    }
    for y in 0..<height {
      for x in 0..<width {
        let pixel: RGBA8
        switch kind {
        case .fewColors, .paletteBoundary:
          // The first pixels walk the palette so that every colour appears when there is room.
          let index = y * width + x
          pixel = index < palette.count ? palette[index] : rng.element(of: palette)
        case .manyColors:
          pixel = RGBA8(red: rng.byte(), green: rng.byte(), blue: rng.byte())
        case .gray:
          let level = rng.chance(1, in: 2) ? rng.element(of: [0, 17, 85, 255]) : rng.byte()
          pixel = RGBA8(red: level, green: level, blue: level)
        case .grayTranslucent:
          let level = rng.byte()
          pixel = RGBA8(red: level, green: level, blue: level, alpha: rng.byte())
        case .translucent:
          pixel = RGBA8(red: rng.byte(), green: rng.byte(), blue: rng.byte(), alpha: rng.byte())
        }
        bitmap[x, y] = pixel
      }
    }
    return bitmap
  }

  @Test("decode(encode(b)) == b, and encode(b) is deterministic", arguments: Kind.allCases, 0..<34)
  func roundTrip(kind: Kind, seed: Int) throws {
    let bitmap = Self.bitmap(kind, seed: seed)
    let encoded = try PNGEncoder().encode(bitmap)
    let decoded = try PNGDecoder().decode(encoded)
    #expect(decoded == bitmap, "\(bitmap): \(bitmapDifference(decoded, bitmap))")
    #expect(try PNGEncoder().encode(bitmap) == encoded)
  }

  @Test("The generator is seeded: the same seed gives the same bitmap")
  func generatorIsRepeatable() {
    #expect(Self.bitmap(.translucent, seed: 7) == Self.bitmap(.translucent, seed: 7))
    #expect(Self.bitmap(.translucent, seed: 7) != Self.bitmap(.translucent, seed: 8))
    var rng = SplitMix64(seed: 0)
    // SplitMix64's first output for seed 0, as published with the algorithm.
    #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
  }
}
