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
    let n = Int(count)
    var m = SIMD8<UInt64>()
    var c = SIMD8<UInt32>()
    var a = SIMD8<UInt32>()
    for i in 0..<n {
      m[i] = masks[i]
      c[i] = colors[i]
      a[i] = areas[i]
    }
    let inMask = UInt64(mask.nonzeroBitCount)
    var take = SIMD8<UInt32>()
    var given: UInt32 = 0
    for i in 0..<n {
      let weight = inMask > 0 ? UInt64((mask & m[i]).nonzeroBitCount) : UInt64(a[i])
      let whole = inMask > 0 ? inMask : UInt64(EdgeRegionStore.wholeArea)
      let t = min(UInt32(UInt64(area) &* weight / whole), a[i])
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
    var nm = SIMD8<UInt64>()
    var nc = SIMD8<UInt32>()
    var na = SIMD8<UInt32>()
    for i in 0..<n {
      if take[i] > 0 {
        nm[total] = m[i] & mask
        nc[total] = SourceOver.over(color, c[i])
        na[total] = take[i]
        total &+= 1
      }
      if a[i] > take[i] {
        nm[total] = m[i] & ~mask
        nc[total] = c[i]
        na[total] = a[i] &- take[i]
        total &+= 1
      }
    }
    EdgeRecord.merge(&nm, &nc, &na, count: &total)
    var sums = SIMD4<UInt32>()
    masks = SIMD4()
    colors = SIMD4()
    areas = SIMD4()
    for i in 0..<total {
      masks[i] = nm[i]
      colors[i] = nc[i]
      areas[i] = na[i]
      sums &+= EdgeRecord.channels(nc[i]) &* na[i]
    }
    count = UInt8(total)
    let half = EdgeRegionStore.wholeArea / 2
    let v = (sums &+ half) / EdgeRegionStore.wholeArea
    return v[0] | v[1] << 8 | v[2] << 16 | v[3] << 24
  }

  /// The four bytes of a packed pixel, lowest first.
  @inline(__always)
  static func channels(_ packed: UInt32) -> SIMD4<UInt32> {
    SIMD4(packed & 0xFF, (packed >> 8) & 0xFF, (packed >> 16) & 0xFF, packed >> 24)
  }

  /// Merges regions of equal colour, then the pair of nearest colours (sum of channel
  /// differences; the first such pair) until at most `maximumRegions` remain. A merged
  /// region has the union of the masks and the area-weighted mean colour, rounded.
  static func merge(
    _ m: inout SIMD8<UInt64>, _ c: inout SIMD8<UInt32>, _ a: inout SIMD8<UInt32>,
    count: inout Int
  ) {
    while count > 1 {
      var best = (i: 0, j: 1, distance: UInt32.max)
      for i in 0..<(count - 1) {
        for j in (i + 1)..<count {
          let p = channels(c[i])
          let q = channels(c[j])
          let d = (p &- q) &* (p &- q)
          let distance = d[0] &+ d[1] &+ d[2] &+ d[3]
          if distance < best.distance { best = (i, j, distance) }
        }
      }
      guard best.distance == 0 || count > EdgeRegionStore.maximumRegions else { return }
      let (i, j) = (best.i, best.j)
      let total = a[i] &+ a[j]
      if best.distance != 0 {
        let mean = (channels(c[i]) &* a[i] &+ channels(c[j]) &* a[j] &+ total / 2) / total
        c[i] = mean[0] | mean[1] << 8 | mean[2] << 16 | mean[3] << 24
      }
      m[i] |= m[j]
      a[i] = total
      for k in j..<(count - 1) {
        m[k] = m[k &+ 1]
        c[k] = c[k &+ 1]
        a[k] = a[k &+ 1]
      }
      count &-= 1
    }
  }
}
