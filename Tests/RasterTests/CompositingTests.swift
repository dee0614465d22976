import TestSupport
import Testing

@testable import Raster

@Suite struct CompositingTests {
  @Test func div255RoundsToNearestEverywhere() {
    let wrong = (0...(255 * 255)).filter { x in
      Double(SourceOver.div255(UInt32(x))) != (Double(x) / 255).rounded()
    }
    #expect(wrong.isEmpty)
  }

  @Test func packedKernelsMatchTheScalarReference() {
    var rng = SplitMix64(seed: 42)
    var mismatches = 0
    for _ in 0..<20_000 {
      let src = rng.premultiplied()
      let dst = rng.premultiplied()
      let f = UInt8(truncatingIfNeeded: rng.next())
      if SourceOver.scale(src.packed, by: UInt32(f)) != SourceOver.scaleReference(src, by: f).packed
      {
        mismatches += 1
      }
      if SourceOver.over(src.packed, dst.packed) != SourceOver.overReference(src, dst).packed {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }

  @Test func coverageRunsBlendAsThePackedKernels() {
    var rng = SplitMix64(seed: 11)
    var mismatches = 0
    for count in [1, 3, 4, 5, 8, 13, 64] {
      for trial in 0..<300 {
        var color = rng.premultiplied()
        // Opaque colours take their own path in the four-pixel kernel; so do opaque black,
        // white and transparent.
        switch trial % 6 {
        case 0: color = PremultipliedRGBA8(packed: color.packed | 0xFF00_0000)
        case 1: color = PremultipliedRGBA8(packed: 0xFF00_0000)
        case 2: color = PremultipliedRGBA8(packed: 0xFFFF_FFFF)
        case 3: color = PremultipliedRGBA8(packed: 0)
        default: break
        }
        var pixels = (0..<count).map { _ in rng.premultiplied().packed }
        var coverage = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        if count > 2 {
          coverage[1] = 0
          coverage[2] = 255
        }
        let expected = zip(pixels, coverage).map {
          SourceOver.over(SourceOver.scale(color.packed, by: UInt32($1)), $0)
        }
        pixels.withUnsafeMutableBufferPointer { buffer in
          var sink = SolidColorSink(
            pixels: buffer.baseAddress!, mask: nil, width: count, color: color)
          coverage.withUnsafeBufferPointer {
            sink.pixels(y: 0, x: 0, coverage: $0.baseAddress!, count: count)
          }
        }
        if pixels != expected { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
  }

  @Test func translucentSpansBlendAsThePackedKernels() {
    var rng = SplitMix64(seed: 13)
    var mismatches = 0
    for count in [1, 2, 4, 7, 8, 9, 33] {
      for _ in 0..<300 {
        let color = rng.premultiplied()
        let coverage = UInt32(truncatingIfNeeded: rng.next()) % 256
        var pixels = (0..<count).map { _ in rng.premultiplied().packed }
        let expected = pixels.map {
          SourceOver.over(SourceOver.scale(color.packed, by: coverage), $0)
        }
        pixels.withUnsafeMutableBufferPointer { buffer in
          var sink = SolidColorSink(
            pixels: buffer.baseAddress!, mask: nil, width: count, color: color)
          if coverage != 0 { sink.span(y: 0, x: 0, count: count, coverage: coverage) }
        }
        if pixels != expected { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
  }

  /// An opaque span under a clip stores the colour where the clip is open and blends it
  /// by the clip elsewhere, pixel by pixel, whatever the span's length and wherever the
  /// open runs of eight (or the span's last eight) fall.
  @Test func opaqueSpansUnderAClipTakeTheClipPixelByPixel() {
    var rng = SplitMix64(seed: 23)
    var mismatches = 0
    for count in 1...40 {
      for trial in 0..<60 {
        let color = PremultipliedRGBA8(packed: rng.premultiplied().packed | 0xFF00_0000)
        // Mostly open, with partial and closed pixels here and there (one near each end).
        var clip = (0..<count).map { _ in
          rng.next() % 5 == 0 ? UInt8(truncatingIfNeeded: rng.next()) : 255
        }
        if trial % 3 == 0 { clip[Int(rng.next() % UInt64(count))] = 0 }
        if trial % 4 == 1, count > 9 { clip[count - 9] = 128 }
        let under = (0..<count).map { _ in rng.premultiplied().packed }
        let expected = zip(under, clip).map { pixel, c in
          c == 255
            ? color.packed : SourceOver.over(SourceOver.scale(color.packed, by: UInt32(c)), pixel)
        }
        var pixels = under
        pixels.withUnsafeMutableBufferPointer { buffer in
          clip.withUnsafeBufferPointer { mask in
            var sink = SolidColorSink(
              pixels: buffer.baseAddress!, mask: mask.baseAddress, width: count, color: color)
            sink.span(y: 0, x: 0, count: count, coverage: 255)
          }
        }
        if pixels != expected { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
  }

  /// A single pixel, with and without a clip mask, blends as a span of one pixel does.
  @Test func singlePixelsBlendAsSpansOfOne() {
    var rng = SplitMix64(seed: 19)
    var mismatches = 0
    for trial in 0..<4000 {
      var color = rng.premultiplied()
      if trial % 4 == 0 { color = PremultipliedRGBA8(packed: color.packed | 0xFF00_0000) }
      // Whole coverage and a whole or closed clip take their own paths.
      let coverage = trial % 5 == 0 ? 255 : 1 + UInt32(truncatingIfNeeded: rng.next()) % 255
      var clip = [UInt8(truncatingIfNeeded: rng.next())]
      if trial % 7 == 0 { clip[0] = 255 }
      if trial % 11 == 0 { clip[0] = 0 }
      let under = rng.premultiplied().packed
      for masked in [false, true] {
        var bySpan = [under]
        var byPixel = [under]
        clip.withUnsafeBufferPointer { m in
          let mask = masked ? m.baseAddress : nil
          bySpan.withUnsafeMutableBufferPointer {
            var sink = SolidColorSink(pixels: $0.baseAddress!, mask: mask, width: 1, color: color)
            sink.span(y: 0, x: 0, count: 1, coverage: coverage)
          }
          byPixel.withUnsafeMutableBufferPointer {
            var sink = SolidColorSink(pixels: $0.baseAddress!, mask: mask, width: 1, color: color)
            sink.pixel(y: 0, x: 0, coverage: coverage)
          }
        }
        if bySpan != byPixel { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
  }

  /// Four layer pixels scaled by the layer's opacity over four others, as `endLayer`
  /// composites them, match the scalar kernels.
  @Test func scaledQuadsBlendAsThePackedKernels() {
    var rng = SplitMix64(seed: 17)
    var mismatches = 0
    for _ in 0..<20000 {
      let factor = UInt32(truncatingIfNeeded: rng.next()) % 256
      let source = SIMD4<UInt32>((0..<4).map { _ in rng.premultiplied().packed })
      let destination = SIMD4<UInt32>((0..<4).map { _ in rng.premultiplied().packed })
      let got = SourceOver.overScaled(source, by: factor, destination)
      for i in 0..<4
      where got[i] != SourceOver.over(SourceOver.scale(source[i], by: factor), destination[i]) {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }

  @Test func fourPixelDivisionMatchesTheScalarOneEverywhere() {
    var wrong = 0
    for x in 0...65025 {
      let lanes = SourceOver.div255(SourceOver.Lanes(repeating: UInt16(x)))
      if lanes != SourceOver.Lanes(repeating: UInt16(SourceOver.div255(UInt32(x)))) {
        wrong += 1
      }
    }
    #expect(wrong == 0)
  }

  @Test func makeBitmapMatchesTheReference() {
    var rng = SplitMix64(seed: 7)
    var buffer = PremultipliedRGBA8Buffer(width: 37, height: 23)
    for i in buffer.pixels.indices { buffer.pixels[i] = rng.premultiplied().packed }
    buffer.pixels[0] = 0
    buffer.pixels[1] = PremultipliedRGBA8(red: 1, green: 2, blue: 3, alpha: 255).packed
    #expect(buffer.makeBitmap() == buffer._makeBitmapReference())
  }

  /// Runs of opaque, clear, black translucent and coloured translucent pixels, of every
  /// length up to 19, at every offset from a block of eight, with a tail past the last one.
  @Test func makeBitmapKeepsEveryKindOfRunAsTheReferenceDoes() {
    let kinds: [UInt32] = [
      PremultipliedRGBA8(red: 10, green: 20, blue: 30, alpha: 255).packed, 0,
      PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 77).packed,
      PremultipliedRGBA8(red: 40, green: 5, blue: 60, alpha: 90).packed,
    ]
    var pixels: [UInt32] = []
    var rng = SplitMix64(seed: 11)
    while pixels.count < 4_003 {
      let kind = kinds[Int(rng.next() % 4)]
      pixels += Array(repeating: kind, count: Int(rng.next() % 20))
    }
    var buffer = PremultipliedRGBA8Buffer(width: 4_003, height: 1)
    buffer.pixels = Array(pixels.prefix(4_000)) + Array(repeating: kinds[3], count: 3)
    #expect(buffer.makeBitmap() == buffer._makeBitmapReference())
  }

  /// Every alpha with every channel value (past alpha too, which a clamp catches), in
  /// each channel: the multiplications give the division's bytes.
  @Test func makeBitmapUnpremultipliesEveryPixelAsTheDivisionDoes() {
    var buffer = PremultipliedRGBA8Buffer(width: 256, height: 256)
    for alpha in 0...255 {
      for value in 0...255 {
        let c = UInt8(value)
        let other = UInt8(255 - value)
        buffer[value, alpha] = PremultipliedRGBA8(
          red: c, green: other, blue: UInt8(value / 2), alpha: UInt8(alpha))
      }
    }
    let made = buffer.makeBitmap()
    let reference = buffer._makeBitmapReference()
    var wrong = 0
    for y in 0..<256 {
      for x in 0..<256 where made[x, y] != reference[x, y] { wrong += 1 }
    }
    #expect(wrong == 0)
  }

  @Test func premultiplicationRoundTripsOpaqueAndRoundsExactly() {
    let c = RGBA8(red: 200, green: 100, blue: 3, alpha: 128)
    let p = PremultipliedRGBA8(c)
    #expect(p.red == 100 && p.green == 50 && p.blue == 2 && p.alpha == 128)
    #expect(p.unpremultiplied == RGBA8(red: 199, green: 100, blue: 4, alpha: 128))
    #expect(PremultipliedRGBA8(RGBA8.white).unpremultiplied == .white)
  }
}

extension SplitMix64 {
  /// A premultiplied colour with a random alpha and channels no greater than it.
  mutating func premultiplied() -> PremultipliedRGBA8 {
    let a = UInt8(truncatingIfNeeded: next())
    func channel() -> UInt8 { a == 0 ? 0 : UInt8(next() % (UInt64(a) + 1)) }
    return PremultipliedRGBA8(red: channel(), green: channel(), blue: channel(), alpha: a)
  }
}
