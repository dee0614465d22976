/// What one partly covered pixel is made of (see `EdgeRegionStore`).
struct EdgeRecord {
  /// The pixel's offset in the surface, so that a stale index entry is recognized.
  var pixel: Int32
  /// The value the pixel was last given through the store.
  var written: UInt32
  /// Regions in use; 0 while pending (masks not computed yet, see `pendingRegions`).
  var count: UInt8
  /// Whether the masks come from the shapes' chords in the pixel (`EdgeChord`) rather than
  /// their outlines; while pending, whether `masks[0]` holds the first shape's chord.
  var chordMasks = false
  /// The geometry of the first shape of a pending record.
  var pending: Int32
  /// While pending: how many regions the record holds, and on which side of the first
  /// shape's samples each lies, two bits a region from region 0 up (`Side`): the first
  /// shape noted alone is its inside and the rest; shapes along its edge split those
  /// further without needing the samples themselves (`addShapeAlongPendingEdge`).
  var pendingRegions: UInt8 = 2
  var pendingSides: UInt8 = Side.inside | Side.outside << 2
  /// The first shape's coverage (0...255), which its chord's samples are checked against.
  var firstCoverage: UInt8 = 0
  /// Per region: the 8 × 8 sample mask, the packed premultiplied colour, and the area in
  /// 1/65025 of the pixel (the areas sum to `EdgeRegionStore.wholeArea`).
  var masks: EdgeRecord.Masks
  var colors: EdgeRecord.Values
  var areas: EdgeRecord.Values
}

extension EdgeRecord {
  /// Per-region lanes, one per region up to `EdgeRegionStore.maximumRegions`.
  typealias Masks = SIMD4<UInt64>
  typealias Values = SIMD4<UInt32>
  /// Per-region working values of `shares`.
  typealias Fractions = SIMD4<Double>

  /// Adds a shape of `area` (in 1/65025 of the pixel) with sample mask `mask` and packed
  /// premultiplied `color` to the regions, and returns the pixel's value.
  ///
  /// Each region gives the shape its share (`shares`); what rounding leaves, or what the
  /// regions the mask reaches cannot hold, goes to regions the mask touches, then to any,
  /// in order.
  /// Covered parts take `color` over the region's colour. Regions of equal colour merge,
  /// then the nearest colours until `maximumRegions` remain.
  mutating func addShape(mask: UInt64, area: UInt32, color: UInt32) -> UInt32 {
    withUnsafeTemporaryAllocation(of: Region.self, capacity: 2 &* EdgeRegionStore.maximumRegions) {
      storage in
      guard let out = storage.baseAddress else { return written }
      return addShape(mask: mask, area: area, color: color, scratch: out)
    }
  }

  /// The sides of a pending record's regions, as masks over the two halves of the pixel
  /// the first shape's chord divides: its samples (`inside`) and the others; 0 is neither
  /// (a sliver without samples).
  enum Side {
    static let inside: UInt8 = 1
    static let outside: UInt8 = 2
    static let whole: UInt8 = 3

    /// The samples of `side` when the first shape's are `p`.
    @inline(__always)
    static func mask(_ side: UInt8, _ p: UInt64) -> UInt64 {
      (side & inside != 0 ? p : 0) | (side & outside != 0 ? ~p : 0)
    }
  }

  /// Whether the record is pending with the first shape's inside and the rest as its two
  /// regions, as `addShapeAlongPendingEdge` wants it.
  var isPendingHalves: Bool {
    count == 0 && pendingRegions == 2 && pendingSides == Side.inside | Side.outside << 2
  }

  /// Gives a pending record its masks, the first shape's samples being `p`.
  @inline(__always)
  mutating func resolve(firstSamples p: UInt64) {
    let n = Int(pendingRegions)
    @inline(__always)
    func lane(_ i: Int) -> UInt64 {
      i < n ? Side.mask(pendingSides >> UInt8(2 &* i) & 3, p) : 0
    }
    masks = Masks(lane(0), lane(1), lane(2), lane(3))
    count = pendingRegions
  }

  /// Adds a shape along the first shape's edge to a pending record of two halves
  /// (`isPendingHalves`): its samples are the first shape's (`same`) or the others. The
  /// record stays pending, its regions split by side, so no samples are computed.
  ///
  /// Each half lies wholly in the shape or wholly out of it, so `addShape` would have the
  /// one on the shape's side give all its area when the shape's holds it (else as much as
  /// the shape's area, which its share and what rounding leaves come to) and the other
  /// what is left, in order; that is what this does, on sides instead of samples. A test
  /// holds it to resolving the record and calling `addShape`.
  mutating func addShapeAlongPendingEdge(same: Bool, area: UInt32, color: UInt32) -> UInt32 {
    let a0 = areas[0]
    let a1 = areas[1]
    let c0 = colors[0]
    let u = colors[1]
    let take0: UInt32
    let take1: UInt32
    if same {
      take0 = min(area, a0)
      take1 = min(a1, area &- take0)
    } else {
      take1 = min(area, a1)
      take0 = min(a0, area &- take1)
    }
    let inside = Side.inside
    let outside = Side.outside
    let covered = same ? inside : outside
    let uncovered = Side.whole ^ covered
    var count = 0
    var regionColors = Values()
    var regionAreas = Values()
    var sides: UInt8 = 0
    var sums = SIMD4<UInt32>()
    // Regions whose "masks" are sides, merged by equal colour as `merge` merges them: into
    // the first region of that colour, their sides joined.
    @inline(__always)
    func add(_ side: UInt8, _ color: UInt32, _ area: UInt32) {
      sums &+= EdgeRecord.channels(color) &* area
      for k in 0..<count where regionColors[k] == color {
        regionAreas[k] &+= area
        sides |= side << UInt8(2 &* k)
        return
      }
      regionColors[count] = color
      regionAreas[count] = area
      sides |= side << UInt8(2 &* count)
      count &+= 1
    }
    if take0 > 0 { add(inside & covered, SourceOver.over(color, c0), take0) }
    if a0 > take0 { add(inside & uncovered, c0, a0 &- take0) }
    if take1 > 0 { add(outside & covered, SourceOver.over(color, u), take1) }
    if a1 > take1 { add(outside & uncovered, u, a1 &- take1) }
    colors = regionColors
    areas = regionAreas
    pendingRegions = UInt8(truncatingIfNeeded: count)
    pendingSides = sides
    return EdgeRecord.value(sums)
  }

  /// Keeps the `count` regions at `out` (at most `maximumRegions`, merged) as the record's
  /// and returns the pixel's value from `sums`, the regions' channels weighted by area.
  @inline(__always)
  private mutating func finish(
    _ out: UnsafeMutablePointer<Region>, count total: Int, sums: SIMD4<UInt32>
  ) -> UInt32 {
    var nm = Masks()
    var nc = Values()
    var na = Values()
    for i in 0..<total {
      nm[i] = out[i].mask
      nc[i] = out[i].color
      na[i] = out[i].area
    }
    masks = nm
    colors = nc
    areas = na
    count = UInt8(truncatingIfNeeded: total)
    return EdgeRecord.value(sums)
  }

  /// The pixel's packed value from its regions' channels weighted by area, rounded.
  @inline(__always)
  static func value(_ sums: SIMD4<UInt32>) -> UInt32 {
    let half = EdgeRegionStore.wholeArea / 2
    let v = (sums &+ half) / EdgeRegionStore.wholeArea
    return v[0] | v[1] << 8 | v[2] << 16 | v[3] << 24
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
    var take = EdgeRecord.shares(mask: mask, area: area, masks: m, areas: a, count: n)
    var given: UInt32 = 0
    for i in 0..<n { given &+= take[i] }
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
    for i in 0..<total { sums &+= EdgeRecord.channels(out[i].color) &* out[i].area }
    return finish(out, count: total, sums: sums)
  }

  /// How much of each of the first `count` regions (masks `m`, areas `a`) a shape of
  /// `area` with sample mask `mask` covers, rounded down; the sum is at most `area`.
  ///
  /// Samples say where the regions and the shape lie, areas say how large they are, and
  /// the two disagree by up to a few samples. The shares are the table of regions × {in,
  /// out of the shape} that keeps the sample counts' proportions while matching both the
  /// regions' areas and the shape's (where iterative proportional fitting converges):
  /// region i gives the fraction `s·nᵢ / (s·nᵢ + (1 − s)·oᵢ)` of its area, for its `nᵢ`
  /// samples in the shape and `oᵢ` out of it, with the one `s` in (0, 1) that makes the
  /// shares sum to `area`. So a region whose samples all lie in the shape is covered
  /// whole (not in proportion to the shape's samples), and one with none is not touched.
  /// A region too thin to hold a sample counts as one sample split by the shape's
  /// coverage. Where no `s` fits (the regions wholly inside hold more than `area`, or all
  /// that the shape reaches holds less), those regions share in proportion to their areas.
  /// A shape without samples takes from every region in proportion to its area.
  static func shares(
    mask: UInt64, area: UInt32, masks m: Masks, areas a: Values, count n: Int
  ) -> Values {
    let inMask = mask.nonzeroBitCount
    guard inMask > 0 else {
      var take = Values()
      let whole = UInt64(EdgeRegionStore.wholeArea)
      for i in 0..<n {
        take[i] = min(UInt32(truncatingIfNeeded: UInt64(area) &* UInt64(a[i]) / whole), a[i])
      }
      return take
    }
    let target = Double(area)
    let coverage = target / Double(EdgeRegionStore.wholeArea)
    // Each region's samples in and out of the shape, built whole rather than lane by lane
    // (a vector read back after lane stores stalls on store forwarding).
    @inline(__always)
    func samples(_ i: Int) -> (inside: Double, outside: Double) {
      guard i < n && a[i] > 0 else { return (0, 0) }
      let ni = Double((mask & m[i]).nonzeroBitCount)
      let oi = Double((~mask & m[i]).nonzeroBitCount)
      return ni == 0 && oi == 0 ? (coverage, 1 - coverage) : (ni, oi)
    }
    let (s0, s1, s2, s3) = (samples(0), samples(1), samples(2), samples(3))
    let inside = Fractions(s0.inside, s1.inside, s2.inside, s3.inside)
    let outside = Fractions(s0.outside, s1.outside, s2.outside, s3.outside)
    var low = 0.0
    var high = 0.0
    for i in 0..<n where a[i] > 0 {
      if inside[i] > 0 { high += Double(a[i]) }
      if inside[i] > 0 && outside[i] == 0 { low += Double(a[i]) }
    }
    let areas = Fractions(Double(a[0]), Double(a[1]), Double(a[2]), Double(a[3]))
    let touched = inside .> 0
    // The area taken at `s`, and each region's fraction.
    func taken(_ s: Double) -> (Double, Fractions) {
      let scaled = s * inside
      var f = scaled / (scaled + (1 - s) * outside)
      f.replace(with: 1, where: outside .== 0)
      f.replace(with: 0, where: .!touched)
      let parts = f * areas
      var sum = 0.0
      for i in 0..<n { sum += parts[i] }
      return (sum, f)
    }
    var fractions = Fractions()
    if target >= high {
      fractions.replace(with: 1, where: touched)
    } else if target <= low {
      fractions.replace(with: target / low, where: touched .& (outside .== 0))
    } else if let few = EdgeRecord.fewSplitFractions(
      inside: inside, outside: outside, areas: areas, count: n, beyond: target - low)
    {
      fractions = few
    } else {
      // Regula falsi (Illinois) on s, keeping the bracket's low end below the target:
      // its shares are what is returned, so they never sum past `area`.
      var lo = 0.0
      var hi = 1.0
      var fLo = low - target
      var fHi = high - target
      var best = taken(0).1
      var side = 0
      for _ in 0..<64 {
        var s = (lo * fHi - hi * fLo) / (fHi - fLo)
        if !(s > lo && s < hi) { s = (lo + hi) / 2 }
        let (sum, trial) = taken(s)
        let f = sum - target
        if f > 0 {
          hi = s
          fHi = f
          if side == 1 { fLo /= 2 }
          side = 1
        } else {
          lo = s
          fLo = f
          best = trial
          if f > -0.5 { break }
          if side == -1 { fHi /= 2 }
          side = -1
        }
      }
      fractions = best
    }
    let t = fractions * areas
    @inline(__always)
    func share(_ i: Int) -> UInt32 { t[i] >= areas[i] ? a[i] : UInt32(t[i]) }
    return Values(share(0), share(1), share(2), share(3))
  }

  /// The fractions `shares` gives when at most two regions are split by the shape (it holds
  /// the others whole or misses them), the split ones taking `beyond` between them: with
  /// the odds t = s/(1 − s), a split region gives t·nᵢ/(t·nᵢ + oᵢ) of its area, and their
  /// sum is `beyond` at the one positive root of a quadratic in t (linear for one region).
  /// `nil` for three splits or more.
  private static func fewSplitFractions(
    inside: Fractions, outside: Fractions, areas: Fractions, count n: Int, beyond: Double
  ) -> Fractions? {
    var first = -1
    var second = -1
    for i in 0..<n where inside[i] > 0 && outside[i] > 0 {
      if first < 0 {
        first = i
      } else if second < 0 {
        second = i
      } else {
        return nil
      }
    }
    guard first >= 0 else { return nil }
    let a0 = areas[first]
    let c0 = outside[first] / inside[first]
    let t: Double
    if second < 0 {
      // a0·t/(t + c0) = beyond, with beyond < a0.
      t = beyond * c0 / (a0 - beyond)
    } else {
      // a0·t/(t + c0) + a1·t/(t + c1) = beyond: A·t² + B·t + C = 0 with A > 0 > C, whose
      // positive root is taken in the form that does not cancel.
      let a1 = areas[second]
      let c1 = outside[second] / inside[second]
      let qa = a0 + a1 - beyond
      let qb = a0 * c1 + a1 * c0 - beyond * (c0 + c1)
      let qc = -beyond * c0 * c1
      let root = (qb * qb - 4 * qa * qc).squareRoot()
      t = qb >= 0 ? 2 * qc / (-qb - root) : (root - qb) / (2 * qa)
    }
    guard t > 0, t.isFinite else { return nil }
    var fractions = Fractions()
    fractions.replace(with: 1, where: (inside .> 0) .& (outside .== 0))
    fractions[first] = t * inside[first] / (t * inside[first] + outside[first])
    if second >= 0 {
      fractions[second] = t * inside[second] / (t * inside[second] + outside[second])
    }
    return fractions
  }

  /// The four bytes of a packed pixel, lowest first.
  @inline(__always)
  static func channels(_ packed: UInt32) -> SIMD4<UInt32> {
    SIMD4(packed & 0xFF, (packed >> 8) & 0xFF, (packed >> 16) & 0xFF, packed >> 24)
  }

  /// The pair `i < j` of the `count` regions at `r` whose colours are nearest (the sum of
  /// squared channel differences; the first such pair by `i`, then `j`), and that sum.
  static func nearestColors(_ r: UnsafeMutablePointer<Region>, count: Int) -> (Int, Int, UInt32) {
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
    return best
  }

  /// The first pair `i < j` (by `i`, then `j`) of the `count` regions at `r` with the same
  /// colour, if any.
  @inline(__always)
  static func firstEqualColors(_ r: UnsafeMutablePointer<Region>, count: Int) -> (Int, Int)? {
    for i in 0..<(count &- 1) {
      let color = r[i].color
      for j in (i &+ 1)..<count where r[j].color == color { return (i, j) }
    }
    return nil
  }

  /// Merges the `count` regions at `r` of equal colour, then the pair of nearest colours
  /// (sum of squared channel differences; the first such pair) until at most
  /// `maximumRegions` remain. A merged region has the union of the masks and the
  /// area-weighted mean colour, rounded.
  static func merge(_ r: UnsafeMutablePointer<Region>, count: inout Int) {
    while count > 1 {
      let (i, j, distance): (Int, Int, UInt32)
      if count <= EdgeRegionStore.maximumRegions {
        // Only equal colours merge: the first such pair, if any, is the nearest.
        guard let pair = firstEqualColors(r, count: count) else { return }
        (i, j, distance) = (pair.0, pair.1, 0)
      } else {
        (i, j, distance) = nearestColors(r, count: count)
      }
      let total = r[i].area &+ r[j].area
      if distance != 0 {
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
