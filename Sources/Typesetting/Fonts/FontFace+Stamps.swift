import Raster

/// A glyph at one size in device pixels and one quarter-pixel phase.
struct GlyphStampKey: Hashable {
  var glyph: UInt32
  /// Device pixels per font unit, as the bits of the `Double`.
  var scaleBits: UInt64
  /// The sub-pixel offset in quarters of a pixel, 0–3 each.
  var phaseX: UInt8
  var phaseY: UInt8

  /// Two words into the hasher, not four fields.
  func hash(into hasher: inout Hasher) {
    hasher.combine(UInt64(glyph) | UInt64(phaseX) << 32 | UInt64(phaseY) << 40)
    hasher.combine(scaleBits)
  }
}

extension FontFace {
  /// Phases per pixel: glyph origins are rounded to a quarter of a device pixel.
  static let stampPhases = 4
  /// The most stamps, and stamp bytes, kept per face; when either would be exceeded, the
  /// cache starts again.
  static let maximumStampCount = 16384
  static let maximumStampBytes = 32 << 20

  /// Glyph `glyph` rasterized at `scale` device pixels per font unit, its origin at
  /// `(phaseX, phaseY)` quarters of a pixel right of and below a pixel corner; `nil` when the
  /// glyph is too large to stamp. Cached per face; the same arguments always give the same
  /// stamp, so drawing never depends on what was drawn before.
  func glyphStamp(_ glyph: UInt32, scale: Double, phaseX: Int, phaseY: Int) -> CoverageStamp? {
    let key = GlyphStampKey(
      glyph: glyph, scaleBits: scale.bitPattern, phaseX: UInt8(phaseX), phaseY: UInt8(phaseY))
    return cachedStamp(key) ?? makeStamp(key)
  }

  /// The stamps of many glyphs at once (`glyphStamp` for each key), looked up under one
  /// lock; `nil` as soon as one glyph is too large to stamp.
  func glyphStamps(_ keys: [GlyphStampKey]) -> [CoverageStamp]? {
    var found: [CoverageStamp] = []
    found.reserveCapacity(keys.count)
    lock.lock()
    for key in keys {
      guard let stamp = stamps[key] else { break }
      found.append(stamp)
    }
    lock.unlock()
    while found.count < keys.count {
      let key = keys[found.count]
      guard let stamp = cachedStamp(key) ?? makeStamp(key) else { return nil }
      found.append(stamp)
    }
    return found
  }

  private func cachedStamp(_ key: GlyphStampKey) -> CoverageStamp? {
    lock.lock()
    defer { lock.unlock() }
    return stamps[key]
  }

  /// Rasterizes and caches the stamp of `key`.
  private func makeStamp(_ key: GlyphStampKey) -> CoverageStamp? {
    let quarter = 1 / Double(FontFace.stampPhases)
    let scale = Double(bitPattern: key.scaleBits)
    let place = AffineTransform(
      a: scale, b: 0, c: 0, d: scale, tx: Double(key.phaseX) * quarter,
      ty: Double(key.phaseY) * quarter)
    guard let stamp = CoverageStamp(glyphOutline(key.glyph), transform: place) else {
      return nil
    }
    lock.lock()
    if stamps.count >= FontFace.maximumStampCount
      || stampBytes + stamp.values.count > FontFace.maximumStampBytes
    {
      stamps.removeAll(keepingCapacity: true)
      stampBytes = 0
    }
    if stamps.updateValue(stamp, forKey: key) == nil { stampBytes += stamp.values.count }
    lock.unlock()
    return stamp
  }
}
