import TestSupport
import Testing

@testable import Raster

/// The kernels written to run fast without the optimizer (lanes packed into words, vector
/// clamps by comparison masks) against plain per-lane versions.
@Suite struct UnoptimizedKernelTests {
  @Test func imageLerpMatchesTheChannelByChannelReference() {
    var rng = SplitMix64(seed: 0x1E4F)
    var mismatches = 0
    // Every weight, with random colours and the extremes of each channel.
    let corners: [UInt32] = [0, 0xFFFF_FFFF, 0x00FF_00FF, 0xFF00_FF00, 0x8080_8080]
    for w in UInt32(0)...256 {
      for a in corners {
        for b in corners where ImageShader.lerp(a, b, w) != ImageShader._lerpReference(a, b, w) {
          mismatches += 1
        }
      }
      for _ in 0..<200 {
        let a = UInt32(truncatingIfNeeded: rng.next())
        let b = UInt32(truncatingIfNeeded: rng.next())
        if ImageShader.lerp(a, b, w) != ImageShader._lerpReference(a, b, w) { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
  }

  @Test func premultiplyMatchesThePixelByPixelConversion() {
    var rng = SplitMix64(seed: 0x9A3E)
    var bitmap = Bitmap(width: 29, height: 17)
    for y in 0..<17 {
      for x in 0..<29 {
        let bits = rng.next()
        // Opaque and clear pixels often, as in an image, and every other alpha too.
        let alphas: [UInt8] = [255, 0, UInt8(truncatingIfNeeded: bits >> 32)]
        bitmap[x, y] = RGBA8(
          red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8),
          blue: UInt8(truncatingIfNeeded: bits >> 16), alpha: alphas[Int(bits >> 40) % 3])
      }
    }
    let packed = Canvas.premultiply(bitmap)
    var mismatches = 0
    for y in 0..<17 {
      for x in 0..<29 where packed[y * 29 + x] != PremultipliedRGBA8(bitmap[x, y]).packed {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }

  @Test func laneClampMatchesAScalarClamp() {
    var rng = SplitMix64(seed: 0xC1A4)
    var mismatches = 0
    for bound in [Int16(0), 1, 128, 1024, .max] {
      for _ in 0..<2_000 {
        var v = SIMD8<Int16>()
        for lane in 0..<8 { v[lane] = Int16(truncatingIfNeeded: rng.next()) }
        // Small values too, around zero and the bound.
        if rng.next() % 2 == 0 { for lane in 0..<8 { v[lane] = v[lane] % 300 } }
        let clamped = StripLanes.clamp(v, to: bound)
        for lane in 0..<8 where clamped[lane] != min(max(v[lane], 0), bound) {
          mismatches += 1
        }
      }
    }
    #expect(mismatches == 0)
  }

  @Test func stripProfileIsEachStripsShareOfTheHeight() {
    let one = CellRasterizer.one
    let h = one / CellRasterizer.refinement
    var mismatches = 0
    for y in -2 * one...3 * one {
      let profile = CellRasterizer.stripProfile(y)
      for k in 0..<8 where Int(profile[k]) != min(max(y - k * h, 0), h) { mismatches += 1 }
    }
    #expect(mismatches == 0)
  }
}
