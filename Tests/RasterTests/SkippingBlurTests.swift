import TestSupport
import Testing

@testable import Raster

/// The blur that skips what it can prove is 0 or full coverage against the plain passes
/// over every pixel: the same bytes, whatever the shape, the crop and the kernel.
@Suite("Skipping blur")
struct SkippingBlurTests {
  /// A random stamp: zeros, rectangles of full coverage (some reaching the stamp's
  /// borders), soft discs, noise, single full rows and columns, or all full.
  func randomStamp(_ rng: inout SplitMix64) -> CoverageStamp {
    let width = Int(rng.next() % 70) + 1
    let height = Int(rng.next() % 50) + 1
    var values = [UInt8](repeating: 0, count: width * height)
    func set(_ x: Int, _ y: Int, _ v: UInt8) {
      guard x >= 0, y >= 0, x < width, y < height else { return }
      values[y * width + x] = v
    }
    let kind = rng.next() % 8
    switch kind {
    case 0:
      break  // all zeros
    case 1:
      values = [UInt8](repeating: 255, count: width * height)
    default:
      for _ in 0..<Int(rng.next() % 4) {
        // Rectangles, often from a border to past the other.
        let x0 = Int(rng.next() % UInt64(width + 4)) - 4
        let y0 = Int(rng.next() % UInt64(height + 4)) - 4
        let x1 = x0 + Int(rng.next() % UInt64(width + 4))
        let y1 = y0 + Int(rng.next() % UInt64(height + 4))
        let full = rng.next() % 4 != 0
        let level = full ? 255 : UInt8(truncatingIfNeeded: rng.next())
        for y in max(y0, 0)..<max(min(y1, height), max(y0, 0)) {
          for x in max(x0, 0)..<max(min(x1, width), max(x0, 0)) { set(x, y, level) }
        }
      }
      if rng.next() % 2 == 0 {
        // A disc with a ramp of partial coverage at its edge.
        let cx = Double(rng.next() % UInt64(width))
        let cy = Double(rng.next() % UInt64(height))
        let r = Double(rng.next() % 30) + 1
        for y in 0..<height {
          for x in 0..<width {
            let d = ((Double(x) - cx) * (Double(x) - cx) + (Double(y) - cy) * (Double(y) - cy))
              .squareRoot()
            let c = min(max(r - d, 0), 1)
            if c > 0 { set(x, y, UInt8((c * 255).rounded())) }
          }
        }
      }
      if rng.next() % 3 == 0 {
        // A patch of noise.
        let x0 = Int(rng.next() % UInt64(width))
        let y0 = Int(rng.next() % UInt64(height))
        for y in y0..<min(y0 + 6, height) {
          for x in x0..<min(x0 + 9, width) { set(x, y, UInt8(truncatingIfNeeded: rng.next())) }
        }
      }
      if rng.next() % 4 == 0 {
        let column = Int(rng.next() % UInt64(width))
        for y in 0..<height { set(column, y, 255) }
      }
      if rng.next() % 4 == 0 {
        let row = Int(rng.next() % UInt64(height))
        for x in 0..<width { set(x, row, 255) }
      }
    }
    let left = Int(rng.next() % 41) - 20
    let top = Int(rng.next() % 41) - 20
    return CoverageStamp(left: left, top: top, width: width, height: height, values: values)
  }

  /// A crop for the result: none, or a range near or across the blurred box.
  func randomCrop(_ rng: inout SplitMix64, around low: Int, _ count: Int, reach: Int) -> Range<Int>?
  {
    guard rng.next() % 3 != 0 else { return nil }
    let span = count + 2 * reach + 20
    let a = low - reach - 10 + Int(rng.next() % UInt64(span))
    let b = a + Int(rng.next() % UInt64(span))
    return a..<b
  }

  @Test(arguments: 0..<8)
  func skippingGivesThePlainPassesBytes(seed: Int) throws {
    var rng = SplitMix64(seed: 0x5B1F + UInt64(seed))
    var radii = Set<Int>()
    for i in 0..<60 {
      let stamp = randomStamp(&rng)
      // Kernel radii from 0 to 40 (σ up to 41.5 device pixels: 40.8 gives 40), the first
      // ones fixed.
      let fixed = [0.3, 40.8, 1.0, 2.0]
      let sigma = i < fixed.count ? fixed[i] : 0.2 + Double(rng.next() % 4130) / 100
      radii.insert(BoxBlurKernel(sigma: sigma).radius)
      let reach = CoverageStamp.blurReach(sigma: sigma)
      let columns = randomCrop(&rng, around: stamp.left, stamp.width, reach: reach)
      let rows = randomCrop(&rng, around: stamp.top, stamp.height, reach: reach)
      let fast = stamp.blurred(sigma: sigma, columns: columns, rows: rows)
      let plain = stamp._blurredByFullPasses(sigma: sigma, columns: columns, rows: rows)
      let place = "σ \(sigma), \(stamp.width)×\(stamp.height)"
      let crop = "\(String(describing: columns)) \(String(describing: rows))"
      #expect(fast == plain, "\(place), crop \(crop)")
    }
    #expect(radii.contains(0) && radii.contains(40))
  }

  /// A random stamp of blocks of repeated rows (a row of zeros, of full coverage, a ramp
  /// or noise, repeated 1 to 60 times), as rectangles and rounded boxes have between
  /// their corners: the passes blur a repeated row once and copy rows across runs.
  func repeatedRowsStamp(_ rng: inout SplitMix64) -> CoverageStamp {
    let width = Int(rng.next() % 60) + 1
    var values: [UInt8] = []
    for _ in 0..<Int(rng.next() % 6) + 1 {
      var row = [UInt8](repeating: 0, count: width)
      let x0 = Int(rng.next() % UInt64(width))
      let x1 = x0 + Int(rng.next() % UInt64(width - x0 + 1))
      for x in x0..<x1 {
        switch rng.next() % 4 {
        case 0: row[x] = UInt8(truncatingIfNeeded: rng.next())
        case 1: row[x] = UInt8(truncatingIfNeeded: (x - x0) * 255 / max(x1 - x0, 1))
        default: row[x] = 255
        }
      }
      for _ in 0..<Int(rng.next() % 60) + 1 { values += row }
    }
    let height = values.count / width
    let left = Int(rng.next() % 41) - 20
    let top = Int(rng.next() % 41) - 20
    return CoverageStamp(left: left, top: top, width: width, height: height, values: values)
  }

  @Test(arguments: 0..<6)
  func repeatedRowsGiveThePlainPassesBytes(seed: Int) throws {
    var rng = SplitMix64(seed: 0x7E9A + UInt64(seed))
    var copies = 0
    for _ in 0..<40 {
      let stamp = repeatedRowsStamp(&rng)
      let sigma = 0.2 + Double(rng.next() % 1200) / 100
      let reach = CoverageStamp.blurReach(sigma: sigma)
      let columns = randomCrop(&rng, around: stamp.left, stamp.width, reach: reach)
      let rows = randomCrop(&rng, around: stamp.top, stamp.height, reach: reach)
      let fast = stamp.blurred(sigma: sigma, columns: columns, rows: rows)
      let plain = stamp._blurredByFullPasses(sigma: sigma, columns: columns, rows: rows)
      let crop = "\(String(describing: columns)) \(String(describing: rows))"
      let (a, b) = (fast?.values ?? [], plain?.values ?? [])
      let first = a.indices.first { $0 < b.count && a[$0] != b[$0] }
      #expect(
        fast?.values.count == plain?.values.count && first == nil,
        "σ \(sigma), \(stamp.width)×\(stamp.height), crop \(crop): first difference at \(String(describing: first))"
      )
      let box = { (s: CoverageStamp?) in s.map { [$0.left, $0.top, $0.width, $0.height] } }
      #expect(box(fast) == box(plain))
      if stamp.height > 2 * reach + 2 { copies += 1 }
    }
    // Most stamps hold runs longer than the passes' windows, where rows are copied.
    #expect(copies > 10)
  }

  /// Shapes as shadows have them: a large opaque rounded box and a ring, where most rows
  /// hold long runs of full coverage and wide margins of zeros.
  @Test(arguments: [0.8, 3.0, 9.5, 24.0])
  func opaqueShapesGiveThePlainPassesBytes(sigma: Double) throws {
    let box = try #require(
      CoverageStamp(
        Path(
          roundedRect: Rect(x: 20.3, y: 10.6, width: 120, height: 190),
          cornerRadii: CornerRadii(all: 14)),
        transform: .identity))
    var ring = Path(ovalIn: Rect(x: 0, y: 0, width: 100, height: 100))
    ring.append(Path(ovalIn: Rect(x: 30, y: 30, width: 40, height: 40)))
    let ringStamp = try #require(CoverageStamp(ring, transform: .identity, rule: .evenOdd))
    for stamp in [box, ringStamp] {
      #expect(stamp.blurred(sigma: sigma) == stamp._blurredByFullPasses(sigma: sigma))
      let columns = (stamp.left + 10)..<(stamp.left + 60)
      let rows = (stamp.top - 30)..<(stamp.top + 20)
      #expect(
        stamp.blurred(sigma: sigma, columns: columns, rows: rows)
          == stamp._blurredByFullPasses(sigma: sigma, columns: columns, rows: rows))
    }
  }

  /// A pass along a line over the extent and the need only, against the plain pass.
  @Test func theLinePassMatchesThePlainPassInsideTheNeed() {
    var rng = SplitMix64(seed: 0x11E)
    for _ in 0..<300 {
      let kernel = BoxBlurKernel(sigma: 0.3 + Double(rng.next() % 2000) / 100)
      let reach = kernel.reach
      let count = Int(rng.next() % 60) + 1
      var values = [UInt16](repeating: 0, count: count)
      let a = Int(rng.next() % UInt64(count))
      let b = a + Int(rng.next() % UInt64(count - a + 1))
      for i in a..<b { values[i] = 65535 }
      for _ in 0..<Int(rng.next() % 4) {
        values[Int(rng.next() % UInt64(count))] = UInt16(truncatingIfNeeded: rng.next())
      }
      // The line as both passes read it: 2 × reach zeros each side, then room for the
      // reads of the extent pass at the ends of its need.
      let pad = 2 * reach
      var input = [UInt16](repeating: 0, count: count + 2 * pad)
      for i in 0..<count { input[pad + i] = values[i] }
      var plain = [UInt16](repeating: 0, count: count + 2 * reach)
      input.withUnsafeBufferPointer { i in
        plain.withUnsafeMutableBufferPointer { o in
          kernel.pass(i.baseAddress!, count: count, into: o.baseAddress!)
        }
      }
      // Output j of the plain pass is centred on input index j + reach.
      let low = values.firstIndex { $0 != 0 }.map { $0 + pad } ?? pad
      let high = values.lastIndex { $0 != 0 }.map { $0 + pad + 1 } ?? pad
      let full = b - a > 0 && values[a..<b].allSatisfy { $0 == 65535 }
      let extent = BlurExtent(
        low: low, high: max(high, low), fullLow: full ? a + pad : BlurExtent.far,
        fullHigh: full ? b + pad : -BlurExtent.far)
      let needLow = reach + Int(rng.next() % UInt64(count + 2 * reach))
      let needHigh = needLow + Int(rng.next() % UInt64(count + 2 * reach))
      let need = (low: needLow, high: min(needHigh, count + pad + reach))
      var output = [UInt16](repeating: 7, count: input.count)
      var dirty = (low: 0, high: output.count)
      let result = input.withUnsafeBufferPointer { i in
        output.withUnsafeMutableBufferPointer { o in
          kernel.pass(
            i.baseAddress!, extent: extent, need: need, into: o.baseAddress!, dirty: &dirty)
        }
      }
      for x in need.low..<max(need.high, need.low) {
        #expect(output[x] == plain[x - reach], "at \(x)")
      }
      for x in 0..<output.count where x < result.low || x >= result.high {
        #expect(output[x] == 0)
      }
      for x in result.fullLow..<max(result.fullHigh, result.fullLow) {
        #expect(output[x] == 65535)
      }
    }
  }

  @Test func slidingExtremesMatchTheWindowsOwnExtremes() {
    var rng = SplitMix64(seed: 0x51D)
    for _ in 0..<200 {
      let count = Int(rng.next() % 40) + 1
      let window = Int(rng.next() % UInt64(count)) + 1
      let values = (0..<count).map { _ in Int(rng.next() % 100) - 50 }
      let minima = SlidingExtremes.minima(values, window: window)
      let maxima = SlidingExtremes.maxima(values, window: window)
      #expect(minima.count == count - window + 1)
      for i in 0...(count - window) {
        #expect(minima[i] == values[i..<(i + window)].min())
        #expect(maxima[i] == values[i..<(i + window)].max())
      }
    }
  }
}
