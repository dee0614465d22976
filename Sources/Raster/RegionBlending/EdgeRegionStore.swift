/// Remembers which parts of a partly covered pixel hold which colour, so that a second
/// shape partly covering the pixel blends with the colours actually under it.
///
/// Blending by coverage alone treats two shapes in one pixel as independent: a shape with
/// coverage α over a pixel that another covered by β is assumed to cover α·β of it. Where
/// two shapes share an edge (a progress arc over its track, a fill inside a clip of the
/// same outline) that leaks the colour beneath through the seam; where edges cross, the
/// overlap is guessed. A supersampled picture has neither error. So, as Carpenter's
/// A-buffer (1984) does, the store keeps for each such pixel up to `maximumRegions`
/// regions: an 8 × 8 sample mask (`CoverageGeometry.sampleMask`), a premultiplied colour,
/// and an exact area in 1/65025 of the pixel. A new shape with exact coverage α and mask
/// `M` takes from the regions shares that sum to α, never more than a region's area, and
/// keep the proportions of the samples each region has in and out of `M`
/// (`EdgeRecord.shares`): a region whose samples all lie in `M` is covered whole, one
/// with none is not touched. The pixel is the area-weighted sum. Identical edges therefore
/// stack exactly, disjoint ones too, and crossing ones to within the 8 × 8 grid. A
/// pixel's area is never quantized to the grid: the first shape's coverage is the
/// rasterizer's exact value.
///
/// The first shape in a pixel only notes its geometry (a "pending" record); masks are
/// computed when a shape arrives that does not run along its edge. One that does (its
/// chord within a hair of the first one's, no clip edge in the pixel: a progress arc over
/// its track) covers the first shape's side of the pixel or the other, so it splits the
/// pending regions by side, and the record stays pending (`EdgeRecord.pendingSides`);
/// the shape's own chord is not checked against its coverage there, since the first
/// one's stands for both. Where every shape in the pixel so far, and the clip it was drawn
/// in, crossed it with one straight edge, the masks come from those edges' chords
/// (`EdgeChord`, the clip's from `EdgeChordTable`), which costs a few divisions; else from
/// the outlines, which costs indexing them. A first shape whose chord runs along its
/// clip's (a fill inside a clip of its own outline) needs neither: inside both lies the
/// smaller side, or, the insides facing apart, what the two overlap by. Only a shape
/// without a chord over a record made from chords mixes the two sources. A record is valid
/// while the pixel still holds the value it last wrote: any other write (a full span, a
/// gradient, a layer) makes it stale, and the pixel then counts as one colour again.
final class EdgeRegionStore {
  /// Regions kept per pixel; more are merged by nearest colour.
  static let maximumRegions = 4
  /// A whole pixel's area: 255 coverage steps of 255 each, so `α·255` is exact.
  static let wholeArea: UInt32 = 65025
  /// The most geometries one surface keeps; later draws are not tracked (they blend by
  /// coverage alone) until `reset()`.
  static let maximumGeometries = 1 << 16
  /// The most outline points kept over all geometries, likewise.
  static let maximumRetainedPoints = 1 << 22

  let width: Int
  let height: Int
  /// Where the index and the records are kept, from the first record on.
  @exclusivity(unchecked) private var buffers: RegionBuffers?
  /// Record number + 1 per pixel, `indexCount` entries (none before the first record).
  /// Entries may hold anything (the storage is reused), so a record counts only if it
  /// names the pixel back; nothing depends on old contents. The addresses and counts are
  /// copies of the buffers', read in the hot paths without reference counting.
  @exclusivity(unchecked) private var index: UnsafeMutablePointer<Int32>
  @exclusivity(unchecked) private var indexCount = 0
  /// The records, `recordCount` of them.
  @exclusivity(unchecked) private(set) var records: UnsafeMutablePointer<EdgeRecord>
  @exclusivity(unchecked) private(set) var recordCount = 0
  @exclusivity(unchecked) private var recordCapacity = 0
  @exclusivity(unchecked) private var geometries: [CoverageGeometry] = []
  /// The same, unretained, for lookups without reference counting (`geometries` owns them).
  @exclusivity(unchecked) private var lookups: [Unmanaged<CoverageGeometry>] = []
  @exclusivity(unchecked) private var retainedPoints = 0

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    // Aligned addresses that are never read or written while the counts are 0.
    index = EdgeRegionStore.placeholder(Int32.self)
    records = EdgeRegionStore.placeholder(EdgeRecord.self)
  }

  /// An aligned address that is not null, for a buffer of no elements.
  private static func placeholder<T>(_: T.Type) -> UnsafeMutablePointer<T> {
    guard let address = UnsafeMutablePointer<T>(bitPattern: MemoryLayout<T>.alignment) else {
      preconditionFailure("an alignment is never 0")
    }
    return address
  }

  deinit {
    if let buffers { StoragePools.regionBuffers.give(buffers) }
  }

  /// Takes the per-pixel index and the record list on the first record (a canvas that
  /// never blends by region never pays for them).
  private func makeIndex() {
    let taken = StoragePools.regionBuffers.take()
    taken.prepareIndex(width * height)
    buffers = taken
    index = taken.index.base
    indexCount = width * height
    // Records are only stored after this, so the list is still empty.
    records = taken.records.base
    recordCapacity = taken.records.capacity
    recordCount = 0
  }

  /// Makes room for more records, keeping those stored.
  @inline(never)
  private func growRecords() {
    guard let buffers else { preconditionFailure("Records are stored only after makeIndex") }
    buffers.records.reserve(Swift.max(recordCapacity &* 2, 256), keeping: recordCount)
    records = buffers.records.base
    recordCapacity = buffers.records.capacity
  }

  /// Forgets every record and geometry (the surface was cleared).
  func reset() {
    recordCount = 0
    geometries.removeAll(keepingCapacity: true)
    lookups.removeAll(keepingCapacity: true)
    retainedPoints = 0
  }

  /// Keeps `geometry` for later questions and returns its number, or `nil` when the store
  /// keeps no more (the draw then blends by coverage alone).
  func register(_ geometry: CoverageGeometry, points: Int) -> Int32? {
    guard geometries.count < EdgeRegionStore.maximumGeometries,
      retainedPoints + points <= EdgeRegionStore.maximumRetainedPoints
    else { return nil }
    retainedPoints += points
    if geometries.capacity == 0 {
      // A few draws' room at once rather than growing one, two, four.
      geometries.reserveCapacity(8)
      lookups.reserveCapacity(8)
    }
    geometries.append(geometry)
    lookups.append(Unmanaged.passUnretained(geometry))
    return Int32(geometries.count - 1)
  }

  /// The number of the valid record of pixel `offset`, holding `value`, if any.
  @inline(__always)
  func record(at offset: Int, holding value: UInt32) -> Int? {
    guard offset < indexCount else { return nil }
    let r = Int(index[offset]) &- 1
    guard r >= 0, r < recordCount, Int(records[r].pixel) == offset, records[r].written == value
    else { return nil }
    return r
  }

  /// Calls `body` with the offset of every pixel of `pixels` (this store's surface) that
  /// has a valid record, in the order the records were made: the pixels `record(at:
  /// holding:)` finds a record for.
  func forEachRecordedPixel(of pixels: UnsafePointer<UInt32>, _ body: (Int) -> Void) {
    for r in 0..<recordCount {
      let offset = Int(records[r].pixel)
      if offset >= 0 && offset < indexCount && Int(index[offset]) == r &+ 1
        && records[r].written == pixels[offset]
      {
        body(offset)
      }
    }
  }

  /// Composites `color` (packed premultiplied) over the pixel at `offset`, which the shape
  /// of geometry `g` covers by `shape` and the clip by `clip` (both 0...255, not both 255).
  ///
  /// `chord` is the shape's edge in the pixel and `clipChord` the clip's, where known:
  /// when the pixel's record came from chords too (or there is none yet), the samples come
  /// from them rather than from the outlines, so that the masks of one pixel all come
  /// from the same source.
  func composite(
    _ pixel: UnsafeMutablePointer<UInt32>, offset: Int, shape s: UInt32, clip k: UInt32,
    color: UInt32, geometry g: Int32, chord: EdgeChord? = nil, clipChord: EdgeChord? = nil
  ) {
    let old = pixel.pointee
    let existing = record(at: offset, holding: old)
    if let r = existing, s != 255, k == 255, let chord, records[r].isPendingHalves,
      records[r].chordMasks,
      let same = chord.sharesLine(with: EdgeChord(bits: records[r].masks[0]))
    {
      // Along the pending shape's edge, with nothing of the clip: the shape covers that
      // shape's side of the pixel, or the other, and the record stays pending.
      let value = records[r].addShapeAlongPendingEdge(same: same, area: s &* 255, color: color)
      pixel.pointee = value
      records[r].written = value
      return
    }
    var alpha: UInt32
    var mask = UInt64.max
    // The chord of the part a new record's first region covers, when that is one chord's
    // side; when it is the crossing of two chords, `fromChords` says so instead.
    var pendingChord: EdgeChord? = nil
    var fromChords = false
    if existing == nil && (s == 255 || k == 255) {
      alpha = s == 255 ? k : s
      pendingChord = s == 255 ? clipChord : chord
    } else if existing == nil, let chord, let clipChord,
      let same = chord.sharesLine(with: clipChord)
    {
      // Along the clip's edge (a fill inside a clip of its own outline): inside both is
      // the smaller side, or, the insides facing apart, what they overlap by.
      if same {
        alpha = Swift.min(s, k)
        pendingChord = s <= k ? chord : clipChord
      } else {
        alpha = s &+ k > 255 ? s &+ k &- 255 : 0
      }
    } else if let m = chordMask(chord, shape: s, clipChord, clip: k, over: existing) {
      mask = m.mask
      alpha = m.alpha
      fromChords = true
    } else {
      let y = offset / width
      let x = offset &- y &* width
      let geometry = lookups[Int(g)]
      let shapeMask: UInt64? =
        s == 255 ? UInt64.max : geometry._withUnsafeGuaranteedRef { $0.shapeMask(x: x, y: y) }
      let clipMask: UInt64? =
        k == 255
        ? UInt64.max : geometry._withUnsafeGuaranteedRef { $0.clip?.sampleMask(x: x, y: y) }
      guard let shapeMask, let clipMask else {
        // Too large to sample: blend by coverage alone (the record, if any, goes stale).
        let alpha = SourceOver.div255(s &* k)
        if alpha != 0 { pixel.pointee = EdgeRegionStore.blend(color, alpha, over: old) }
        return
      }
      mask = shapeMask & clipMask
      alpha = EdgeRegionStore.clippedCoverage(shape: s, clip: k, shapeMask: shapeMask, mask: mask)
    }
    guard alpha != 0 else { return }
    guard let r = existing else {
      let value = EdgeRegionStore.blend(color, alpha, over: old)
      pixel.pointee = value
      if alpha != 255 {
        noteFirstShape(
          offset, geometry: g, alpha: alpha, color: color, under: old, value: value,
          chord: pendingChord, mask: fromChords ? mask : nil)
      }
      return
    }
    if records[r].count == 0 { resolvePending(r) }
    let value = records[r].addShape(mask: mask, area: alpha &* 255, color: color)
    pixel.pointee = value
    records[r].written = value
  }

  /// The coverage of a shape covering `s` of a pixel under a clip covering `k` of it,
  /// given the shape's samples and those also in the clip (`mask`): the share of the
  /// shape's samples inside the clip; a shape too thin to hold a sample is taken to lie
  /// along the clip's edge (the outlines often coincide).
  @inline(__always)
  static func clippedCoverage(shape s: UInt32, clip k: UInt32, shapeMask: UInt64, mask: UInt64)
    -> UInt32
  {
    if s == 255 { return k }
    if k == 255 { return s }
    let inShape = UInt32(shapeMask.nonzeroBitCount)
    return inShape == 0 ? min(s, k) : (s &* UInt32(mask.nonzeroBitCount) &+ inShape / 2) / inShape
  }

  /// `color` scaled by `alpha` (1...255) over `under`, as the coverage-only sinks blend.
  @inline(__always)
  static func blend(_ color: UInt32, _ alpha: UInt32, over under: UInt32) -> UInt32 {
    SourceOver.over(alpha == 255 ? color : SourceOver.scale(color, by: alpha), under)
  }

  /// The samples of the shape with `chord` and coverage `s`, inside the clip with
  /// `clipChord` and coverage `k`, and the coverage that leaves, when the pixel's record
  /// (if any) has its masks from chords (a pending record is resolved from its chord
  /// here); `nil` when a partial shape or clip has no chord, or a chord is not a straight
  /// edge, or the record's masks come from outlines.
  @inline(__always)
  private func chordMask(
    _ chord: EdgeChord?, shape s: UInt32, _ clipChord: EdgeChord?, clip k: UInt32,
    over r: Int?
  ) -> (mask: UInt64, alpha: UInt32)? {
    if let r, !records[r].chordMasks { return nil }
    var shapeMask = UInt64.max
    if s != 255 {
      guard let chord else { return nil }
      if let r, records[r].count == 0,
        let same = chord.sharesLine(with: EdgeChord(bits: records[r].masks[0])),
        let p = pendingChordMask(r), let m = EdgeChord.checked(same ? p : ~p, against: s)
      {
        // Along the pending shape's edge its samples serve (a second outline of one edge,
        // flattened apart, differs only by samples the line passes within a hair of).
        resolvePending(r, mask: p)
        shapeMask = m
      } else {
        guard let m = chord.mask(checkedAgainst: s) else { return nil }
        shapeMask = m
      }
    }
    var clipMask = UInt64.max
    if k != 255 {
      guard let m = clipChord?.mask(checkedAgainst: k) else { return nil }
      clipMask = m
    }
    if let r, records[r].count == 0 && !resolvePendingFromChord(r) { return nil }
    let mask = shapeMask & clipMask
    return (
      mask,
      EdgeRegionStore.clippedCoverage(shape: s, clip: k, shapeMask: shapeMask, mask: mask)
    )
  }

  /// Starts (or restarts) the record of pixel `offset`: geometry `g` covered `alpha` of it
  /// with `color` over `under`, which gave it `value`. With `mask` (its samples, from
  /// chords) the record has its two regions at once; without, it is pending, noted with
  /// the shape's `chord` if known.
  private func noteFirstShape(
    _ offset: Int, geometry g: Int32, alpha: UInt32, color: UInt32, under: UInt32,
    value: UInt32, chord: EdgeChord?, mask: UInt64?
  ) {
    let record = EdgeRecord(
      pixel: Int32(truncatingIfNeeded: offset), written: value, count: mask == nil ? 0 : 2,
      chordMasks: mask != nil || chord != nil, pending: g,
      firstCoverage: UInt8(truncatingIfNeeded: alpha),
      masks: mask.map { SIMD4($0, ~$0, 0, 0) } ?? SIMD4(chord?.bits ?? 0, 0, 0, 0),
      // An opaque colour over anything is itself (most shapes are opaque).
      colors: SIMD4(color >> 24 == 255 ? color : SourceOver.over(color, under), under, 0, 0),
      areas: SIMD4(alpha &* 255, EdgeRegionStore.wholeArea &- alpha &* 255, 0, 0))
    store(record, at: offset)
  }

  /// Puts `record` in pixel `offset`'s slot (reusing the one it had) and returns its number.
  @discardableResult @inline(__always)
  func store(_ record: EdgeRecord, at offset: Int) -> Int {
    if indexCount == 0 { makeIndex() }
    let r = Int(index[offset]) &- 1
    if r >= 0 && r < recordCount && Int(records[r].pixel) == offset {
      records[r] = record
      return r
    }
    if recordCount == recordCapacity { growRecords() }
    records[recordCount] = record
    recordCount &+= 1
    index[offset] = Int32(truncatingIfNeeded: recordCount)
    return recordCount &- 1
  }

  /// The samples of pending record `r`'s shape from the chord it was noted with, when its
  /// coverage agrees with them.
  @inline(__always)
  private func pendingChordMask(_ r: Int) -> UInt64? {
    EdgeChord(bits: records[r].masks[0]).mask(
      checkedAgainst: UInt32(records[r].firstCoverage))
  }

  /// Gives pending record `r` its masks, its first shape's samples being `mask`.
  @inline(__always)
  private func resolvePending(_ r: Int, mask: UInt64) {
    records[r].resolve(firstSamples: mask)
  }

  /// Gives pending record `r`, noted with a chord, its masks from the samples inside the
  /// chord (its first shape's), and returns whether it did: not when the chord fails its
  /// check.
  @inline(__always)
  private func resolvePendingFromChord(_ r: Int) -> Bool {
    guard let p = pendingChordMask(r) else { return false }
    resolvePending(r, mask: p)
    return true
  }

  /// Gives a pending record its masks from its first shape's samples (see
  /// `EdgeRecord.resolve`); does nothing to a record that has its masks already.
  ///
  /// With `fromChord`, a record noted with a chord takes its masks from it when it can (a
  /// layer's regions moving to its parent, which no outline of the pixel asks about yet);
  /// otherwise, and for a new shape sampled from its outline, from the outline, so that
  /// the masks of one pixel come from one source.
  func resolvePending(_ r: Int, fromChord: Bool = false) {
    guard records[r].count == 0 else { return }
    if fromChord && records[r].chordMasks && resolvePendingFromChord(r) { return }
    let offset = Int(records[r].pixel)
    let y = offset / width
    let x = offset &- y &* width
    let m =
      lookups[Int(records[r].pending)]._withUnsafeGuaranteedRef { $0.sampleMask(x: x, y: y) }
      ?? 0
    resolvePending(r, mask: m)
    records[r].chordMasks = false
  }
}
