/// What one partly covered pixel is made of (see `EdgeRegionStore`).
struct EdgeRecord {
  /// The pixel's offset in the surface, so that a stale index entry is recognized.
  var pixel: Int32
  /// The value the pixel was last given through the store.
  var written: UInt32
  /// Regions in use; 0 while pending (one shape noted, masks not computed yet).
  var count: UInt8
  /// The geometry of the one shape of a pending record.
  var pending: Int32
  /// Per region: the 8 × 8 sample mask, the packed premultiplied colour, and the area in
  /// 1/65025 of the pixel (the areas sum to `EdgeRegionStore.wholeArea`).
  var masks: SIMD4<UInt64>
  var colors: SIMD4<UInt32>
  var areas: SIMD4<UInt32>
}

extension EdgeRecord {
  /// Adds a shape of `area` (in 1/65025 of the pixel) with sample mask `mask` and packed
  /// premultiplied `color` to the regions, and returns the pixel's value.
  ///
  /// Each region gives the shape `area × |mask ∩ region| / |mask|` (rounded down, at most
  /// its own area); what is left goes to regions the mask touches, then to any, in order.
  /// Covered parts take `color` over the region's colour. Regions of equal colour merge,
  /// then the nearest colours until `maximumRegions` remain.
  mutating func addShape(mask: UInt64, area: UInt32, color: UInt32) -> UInt32 {
    withUnsafeTemporaryAllocation(of: Region.self, capacity: 2 &* EdgeRegionStore.maximumRegions)
    { storage in
      guard let out = storage.baseAddress else { return written }
      return addShape(mask: mask, area: area, color: color, scratch: out)
    }
  }

  /// One region while regions are split and merged.
  struct Region {
    var mask: UInt64
    var color: UInt32
    var area: UInt32
  }

  /// `addShape` with room for twice `maximumRegions` regions at `out`.
  @inline(__always)
  private mutating func addShape(
    mask: UInt64, area: UInt32, color: UInt32, scratch out: UnsafeMutablePointer<Region>
  ) -> UInt32 {
    let n = Int(count)
    let m = masks
    let c = colors
    let a = areas
    let inMask = UInt64(mask.nonzeroBitCount)
    let whole = inMask > 0 ? inMask : UInt64(EdgeRegionStore.wholeArea)
    var take = SIMD4<UInt32>()
    var given: UInt32 = 0
    // Unused lanes have no area, so they take nothing.
    for i in 0..<EdgeRegionStore.maximumRegions {
      let weight = inMask > 0 ? UInt64((mask & m[i]).nonzeroBitCount) : UInt64(a[i])
      let t = min(UInt32(truncatingIfNeeded: UInt64(area) &* weight / whole), a[i])
      take[i] = t
      given &+= t
    }
    var rest = area > given ? area &- given : 0
    for pass in 0..<2 where rest > 0 {
      for i in 0..<n where rest > 0 && (pass == 1 || mask & m[i] != 0) {
        let add = min(a[i] &- take[i], rest)
        take[i] &+= add
        rest &-= add
      }
    }
    var total = 0
    for i in 0..<n {
      if take[i] > 0 {
        out[total] = Region(mask: m[i] & mask, color: SourceOver.over(color, c[i]), area: take[i])
        total &+= 1
      }
      if a[i] > take[i] {
        out[total] = Region(mask: m[i] & ~mask, color: c[i], area: a[i] &- take[i])
        total &+= 1
      }
    }
    EdgeRecord.merge(out, count: &total)
    var sums = SIMD4<UInt32>()
    var nm = SIMD4<UInt64>()
    var nc = SIMD4<UInt32>()
    var na = SIMD4<UInt32>()
    for i in 0..<total {
      nm[i] = out[i].mask
      nc[i] = out[i].color
      na[i] = out[i].area
      sums &+= EdgeRecord.channels(out[i].color) &* out[i].area
    }
    masks = nm
    colors = nc
    areas = na
    count = UInt8(truncatingIfNeeded: total)
    let half = EdgeRegionStore.wholeArea / 2
    let v = (sums &+ half) / EdgeRegionStore.wholeArea
    return v[0] | v[1] << 8 | v[2] << 16 | v[3] << 24
  }

  /// The four bytes of a packed pixel, lowest first.
  @inline(__always)
  static func channels(_ packed: UInt32) -> SIMD4<UInt32> {
    SIMD4(packed & 0xFF, (packed >> 8) & 0xFF, (packed >> 16) & 0xFF, packed >> 24)
  }

  /// Merges the `count` regions at `r` of equal colour, then the pair of nearest colours
  /// (sum of squared channel differences; the first such pair) until at most
  /// `maximumRegions` remain. A merged region has the union of the masks and the
  /// area-weighted mean colour, rounded.
  static func merge(_ r: UnsafeMutablePointer<Region>, count: inout Int) {
    while count > 1 {
      var best = (i: 0, j: 1, distance: UInt32.max)
      for i in 0..<(count &- 1) {
        let p = channels(r[i].color)
        for j in (i &+ 1)..<count {
          let q = channels(r[j].color)
          let d = (p &- q) &* (p &- q)
          let distance = d[0] &+ d[1] &+ d[2] &+ d[3]
          if distance < best.distance { best = (i, j, distance) }
        }
      }
      guard best.distance == 0 || count > EdgeRegionStore.maximumRegions else { return }
      let (i, j) = (best.i, best.j)
      let total = r[i].area &+ r[j].area
      if best.distance != 0 {
        let mean =
          (channels(r[i].color) &* r[i].area &+ channels(r[j].color) &* r[j].area &+ total / 2)
          / total
        r[i].color = mean[0] | mean[1] << 8 | mean[2] << 16 | mean[3] << 24
      }
      r[i].mask |= r[j].mask
      r[i].area = total
      for k in j..<(count &- 1) { r[k] = r[k &+ 1] }
      count &-= 1
    }
  }
}
