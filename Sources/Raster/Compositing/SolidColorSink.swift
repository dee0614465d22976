/// Composites one premultiplied colour source-over into a pixel buffer, scaled by the
/// coverage of each span and by an optional clip mask.
///
/// Opaque colour on fully covered, unclipped spans is stored directly (a memset-like
/// `update(repeating:count:)`); other spans blend pixel by pixel. When the draw's geometry
/// is known (`regions`), partly covered or partly clipped pixels go through the surface's
/// `EdgeRegionStore` instead, which blends with the colours under the covered part.
struct SolidColorSink: CoverageSink {
  let pixels: UnsafeMutablePointer<UInt32>
  let mask: UnsafePointer<UInt8>?
  let width: Int
  let color: UInt32
  let isOpaque: Bool
  /// Unmanaged, so that testing and calling it costs no reference counting per pixel (the
  /// canvas owns the store for longer than the sink lives).
  let regions: Unmanaged<EdgeRegionStore>?
  let geometry: Int32
  /// The clip's chords, for its partly covered pixels in the region store.
  let clipChords: EdgeChordTable.Lookup?

  init(
    pixels: UnsafeMutablePointer<UInt32>, mask: UnsafePointer<UInt8>?, width: Int,
    color: PremultipliedRGBA8, regions: EdgeRegionStore? = nil, geometry: Int32 = 0,
    clipChords: EdgeChordTable.Lookup? = nil
  ) {
    self.pixels = pixels
    self.mask = mask
    self.width = width
    self.color = color.packed
    self.isOpaque = color.alpha == 255
    self.regions = regions.map { Unmanaged.passUnretained($0) }
    self.geometry = geometry
    self.clipChords = clipChords
  }

  /// Without a clip mask or regions, `pixels` skips zero coverage four pixels at a time.
  var skipsZeroCoverage: Bool { mask == nil && regions == nil }
  /// Chords serve the region store only.
  var wantsEdgeChords: Bool { regions != nil }

  /// One partly covered or partly clipped pixel through the region store, with the
  /// shape's chord if known; the clip's chord is looked up where the clip is partial.
  @inline(__always)
  func regionPixel(
    _ regions: Unmanaged<EdgeRegionStore>, offset: Int, shape: UInt32, clip: UInt32,
    chord: EdgeChord? = nil
  ) {
    guard shape != 0, clip != 0 else { return }
    let clipChord = clip == 255 ? nil : clipChords?.chord(at: offset)
    regions._withUnsafeGuaranteedRef {
      $0.composite(
        pixels + offset, offset: offset, shape: shape, clip: clip, color: color,
        geometry: geometry, chord: chord, clipChord: clipChord)
    }
  }

  /// An edge pixel goes to the region store with its chord.
  @inline(__always)
  mutating func edgePixel(y: Int, x: Int, coverage: UInt32, chord: EdgeChord) {
    guard let regions else { return span(y: y, x: x, count: 1, coverage: coverage) }
    let offset = y &* width &+ x
    let clip = mask.map { UInt32($0[offset]) } ?? 255
    regionPixel(regions, offset: offset, shape: coverage, clip: clip, chord: chord)
  }

  /// Stores the colour, as is, into the eight pixels from `row + i` when all eight are
  /// within `count` and the clip is fully open over them; returns whether it did.
  @inline(__always)
  private func storesEightOpen(
    _ row: UnsafeMutablePointer<UInt32>, clip m: UnsafePointer<UInt8>, at i: Int, count: Int
  ) -> Bool {
    guard i &+ 8 <= count,
      UnsafeRawPointer(m + i).loadUnaligned(as: UInt64.self) == UInt64.max
    else { return false }
    (row + i).update(repeating: color, count: 8)
    return true
  }

  @inline(__always)
  mutating func span(y: Int, x: Int, count: Int, coverage: UInt32) {
    let offset = y &* width &+ x
    let row = pixels + offset
    if let mask {
      let m = mask + offset
      var i = 0
      if let regions {
        let opaqueSpan = coverage == 255 && isOpaque
        while i < count {
          if opaqueSpan && storesEightOpen(row, clip: m, at: i, count: count) {
            i &+= 8
            continue
          }
          let c = UInt32(m[i])
          if c == 255 && coverage == 255 {
            row[i] = isOpaque ? color : SourceOver.over(color, row[i])
          } else {
            regionPixel(regions, offset: offset &+ i, shape: coverage, clip: c)
          }
          i &+= 1
        }
        return
      }
      if coverage == 255 && isOpaque {
        // Inside an opaque fill the clip decides alone; where it is fully open for eight
        // pixels, they are stored without blending.
        while i < count {
          if storesEightOpen(row, clip: m, at: i, count: count) {
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
    if coverage != 255, let regions {
      for i in 0..<count { regionPixel(regions, offset: offset &+ i, shape: coverage, clip: 255) }
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
    if let regions {
      for i in 0..<count {
        let s = UInt32(coverage[i])
        let c = mask.map { UInt32($0[offset &+ i]) } ?? 255
        if s == 255 && c == 255 {
          row[i] = isOpaque ? color : SourceOver.over(color, row[i])
        } else {
          regionPixel(regions, offset: offset &+ i, shape: s, clip: c)
        }
      }
      return
    }
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
