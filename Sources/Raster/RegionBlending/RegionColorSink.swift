/// Composites one premultiplied colour as `SolidColorSink` does, but its partly covered or
/// partly clipped pixels go through the surface's `EdgeRegionStore`, which blends with the
/// colours under the covered part; the draw's geometry is known to the store.
struct RegionColorSink: CoverageSink {
  /// The surface, clip and colour, as the plain sink holds them.
  let plain: SolidColorSink
  /// Unmanaged, so that calling it costs no reference counting per pixel (the canvas owns
  /// the store for longer than the sink lives).
  let regions: Unmanaged<EdgeRegionStore>
  let geometry: Int32
  /// The clip's chords, for its partly covered pixels in the region store.
  let clipChords: EdgeChordTable.Lookup?

  init(
    pixels: UnsafeMutablePointer<UInt32>, mask: UnsafePointer<UInt8>?, width: Int,
    color: PremultipliedRGBA8, regions: EdgeRegionStore, geometry: Int32,
    clipChords: EdgeChordTable.Lookup? = nil, storesOpenRuns: Bool = true
  ) {
    plain = SolidColorSink(
      pixels: pixels, mask: mask, width: width, color: color, storesOpenRuns: storesOpenRuns)
    self.regions = Unmanaged.passUnretained(regions)
    self.geometry = geometry
    self.clipChords = clipChords
  }

  var pixels: UnsafeMutablePointer<UInt32> { plain.pixels }
  var mask: UnsafePointer<UInt8>? { plain.mask }
  var width: Int { plain.width }
  var color: UInt32 { plain.color }
  var isOpaque: Bool { plain.isOpaque }

  /// Chords go to the region store.
  var wantsEdgeChords: Bool { true }

  /// One partly covered or partly clipped pixel through the region store, with the
  /// shape's chord if known; the clip's chord is looked up where the clip is partial.
  @inline(__always)
  func regionPixel(offset: Int, shape: UInt32, clip: UInt32, chord: EdgeChord? = nil) {
    guard shape != 0, clip != 0 else { return }
    let clipChord = clip == 255 ? nil : clipChords?.chord(at: offset)
    regions._withUnsafeGuaranteedRef {
      $0.composite(
        pixels + offset, offset: offset, shape: shape, clip: clip, color: color,
        geometry: geometry, chord: chord, clipChord: clipChord)
    }
  }

  /// An edge pixel goes to the region store with its chord (where the clip is whole, with
  /// no clip to look up at all).
  @inline(__always)
  mutating func edgePixel(y: Int, x: Int, coverage: UInt32, chord: EdgeChord) {
    let offset = y &* width &+ x
    let clip = mask.map { UInt32($0[offset]) } ?? 255
    guard clip == 255 else {
      return regionPixel(offset: offset, shape: coverage, clip: clip, chord: chord)
    }
    regions._withUnsafeGuaranteedRef {
      $0.composite(
        pixels + offset, offset: offset, shape: coverage, clip: 255, color: color,
        geometry: geometry, chord: chord, clipChord: nil)
    }
  }

  /// One pixel: a whole one is stored (or blended) here, a partial one goes to the store
  /// (out of line, leaving the sweep's loop small).
  @inline(__always)
  mutating func pixel(y: Int, x: Int, coverage: UInt32) {
    let offset = y &* width &+ x
    let k = mask.map { UInt32($0[offset]) } ?? 255
    if coverage == 255 && k == 255 {
      let p = pixels + offset
      p.pointee = isOpaque ? color : SourceOver.over(color, p.pointee)
    } else {
      partialPixel(offset: offset, shape: coverage, clip: k)
    }
  }

  /// `regionPixel` without a chord, out of line.
  @inline(never)
  func partialPixel(offset: Int, shape: UInt32, clip: UInt32) {
    regionPixel(offset: offset, shape: shape, clip: clip)
  }

  @inline(never)
  mutating func span(y: Int, x: Int, count: Int, coverage: UInt32) {
    let offset = y &* width &+ x
    let row = pixels + offset
    if let mask {
      let m = mask + offset
      let opaqueSpan = coverage == 255 && isOpaque && plain.storesOpenRuns
      var i = 0
      while i < count {
        if opaqueSpan && storesEightOpen(row, color: color, clip: m, at: i, count: count) {
          i &+= 8
          continue
        }
        let c = UInt32(m[i])
        if c == 255 && coverage == 255 {
          row[i] = isOpaque ? color : SourceOver.over(color, row[i])
        } else {
          regionPixel(offset: offset &+ i, shape: coverage, clip: c)
        }
        i &+= 1
      }
      return
    }
    if coverage == 255 && isOpaque {
      row.update(repeating: color, count: count)
      return
    }
    if coverage != 255 {
      regions._withUnsafeGuaranteedRef { store in
        for i in 0..<count {
          store.composite(
            row + i, offset: offset &+ i, shape: coverage, clip: 255, color: color,
            geometry: geometry)
        }
      }
      return
    }
    SourceOver.overSpan(color, row: row, count: count)
  }

  @inline(__always)
  mutating func pixels(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
    let offset = y &* width &+ x
    let row = pixels + offset
    for i in 0..<count {
      let s = UInt32(coverage[i])
      let c = mask.map { UInt32($0[offset &+ i]) } ?? 255
      if s == 255 && c == 255 {
        row[i] = isOpaque ? color : SourceOver.over(color, row[i])
      } else {
        regionPixel(offset: offset &+ i, shape: s, clip: c)
      }
    }
  }
}
