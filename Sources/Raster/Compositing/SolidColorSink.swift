/// Composites one premultiplied colour source-over into a pixel buffer, scaled by the
/// coverage of each span and by an optional clip mask.
///
/// Opaque colour on fully covered, unclipped spans is stored directly (a memset-like
/// `update(repeating:count:)`); other spans blend pixel by pixel. A draw whose edge pixels
/// blend by region goes through `RegionColorSink` instead.
struct SolidColorSink: CoverageSink {
  let pixels: UnsafeMutablePointer<UInt32>
  let mask: UnsafePointer<UInt8>?
  let width: Int
  let color: UInt32
  let isOpaque: Bool
  /// Whether opaque spans under a clip store eight open pixels at once (`storesEightOpen`,
  /// `_RasterShortcuts.storesOpenRuns`).
  let storesOpenRuns: Bool

  init(
    pixels: UnsafeMutablePointer<UInt32>, mask: UnsafePointer<UInt8>?, width: Int,
    color: PremultipliedRGBA8, storesOpenRuns: Bool = true
  ) {
    self.storesOpenRuns = storesOpenRuns
    self.pixels = pixels
    self.mask = mask
    self.width = width
    self.color = color.packed
    self.isOpaque = color.alpha == 255
  }

  /// Without a clip mask, `pixels` skips zero coverage four pixels at a time.
  var skipsZeroCoverage: Bool { mask == nil }

  /// One pixel, blended as `span` blends each pixel of a span, without its set-up for
  /// runs.
  @inline(__always)
  mutating func pixel(y: Int, x: Int, coverage: UInt32) {
    let offset = y &* width &+ x
    let p = pixels + offset
    let k = mask.map { UInt32($0[offset]) } ?? 255
    if coverage == 255 && k == 255 {
      p.pointee = isOpaque ? color : SourceOver.over(color, p.pointee)
    } else {
      let c = k == 255 ? coverage : SourceOver.div255(coverage &* k)
      if c != 0 { p.pointee = SourceOver.over(SourceOver.scale(color, by: c), p.pointee) }
    }
  }

  @inline(__always)
  mutating func span(y: Int, x: Int, count: Int, coverage: UInt32) {
    let offset = y &* width &+ x
    let row = pixels + offset
    if let mask {
      let m = mask + offset
      var i = 0
      if coverage == 255 && isOpaque {
        // Inside an opaque fill the clip decides alone; where it is fully open for eight
        // pixels, they are stored without blending.
        while i < count {
          if storesOpenRuns && storesEightOpen(row, color: color, clip: m, at: i, count: count) {
            i &+= 8
            continue
          }
          let c = UInt32(m[i])
          if c == 255 {
            row[i] = color
          } else if c != 0 {
            row[i] = SourceOver.over(SourceOver.scale(color, by: c), row[i])
          }
          i &+= 1
        }
        return
      }
      while i < count {
        let c = SourceOver.div255(coverage &* UInt32(m[i]))
        if c != 0 {
          let src = c == 255 ? color : SourceOver.scale(color, by: c)
          row[i] = SourceOver.over(src, row[i])
        }
        i &+= 1
      }
      return
    }
    if coverage == 255 && isOpaque {
      row.update(repeating: color, count: count)
      return
    }
    let src = coverage == 255 ? color : SourceOver.scale(color, by: coverage)
    SourceOver.overSpan(src, row: row, count: count)
  }

  /// Without a clip mask coverage 0 and 255 need no branches: they come out exact from the
  /// general formula (`scale(x, 255) = x`, `scale(x, 0) = 0`).
  @inline(__always)
  mutating func pixels(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
    let offset = y &* width &+ x
    let row = pixels + offset
    if let mask {
      let m = mask + offset
      for i in 0..<count {
        let c = SourceOver.div255(UInt32(coverage[i]) &* UInt32(m[i]))
        row[i] = SourceOver.over(SourceOver.scale(color, by: c), row[i])
      }
      return
    }
    SourceOver.overRow(color, coverage: coverage, row: row, count: count)
  }
}

/// Stores opaque `color`, as is, into the eight pixels from `row + i` (fewer than eight
/// left, the span's last eight) when the span has eight and the clip is fully open over
/// them; returns whether it did, the pixels from `i` to `i + 8` or the span's end then
/// stored. The last eight may take pixels before `i` again: where the clip is open an
/// opaque span stores `color` there too.
@inline(__always)
func storesEightOpen(
  _ row: UnsafeMutablePointer<UInt32>, color: UInt32, clip m: UnsafePointer<UInt8>, at i: Int,
  count: Int
) -> Bool {
  guard count >= 8 else { return false }
  let at = Swift.min(i, count &- 8)
  guard UnsafeRawPointer(m + at).loadUnaligned(as: UInt64.self) == UInt64.max else {
    return false
  }
  (row + at).update(repeating: color, count: 8)
  return true
}
