extension EdgeRegionStore {
  /// Composites a finished layer (`layer`, whose regions are `layerRegions`) source-over
  /// onto `parent`, this store's surface, scaled by `opacity` (0...255), without a clip.
  ///
  /// A layer pixel with a record adds each of its coloured regions to the parent pixel's
  /// regions as a shape of that mask and area, so a layer's edge stacks on the parent's
  /// edges as drawing there directly would; other layer pixels blend as a whole.
  func composite(
    _ layer: PremultipliedRGBA8Buffer, regions layerRegions: EdgeRegionStore,
    onto parent: inout PremultipliedRGBA8Buffer, opacity: UInt32
  ) {
    guard opacity > 0 else { return }
    layer.pixels.withUnsafeBufferPointer { src in
      parent.pixels.withUnsafeMutableBufferPointer { dst in
        src.forEachNonZeroIndex { i in
          guard let parts = layerRegions.resolvedRecord(at: i, holding: src[i]) else {
            let s = opacity == 255 ? src[i] : SourceOver.scale(src[i], by: opacity)
            dst[i] = SourceOver.over(s, dst[i])
            return
          }
          let r = editableRecord(at: i, holding: dst[i])
          var value = dst[i]
          for j in 0..<Int(parts.count) where parts.colors[j] != 0 && parts.areas[j] != 0 {
            let color =
              opacity == 255 ? parts.colors[j] : SourceOver.scale(parts.colors[j], by: opacity)
            value = records[r].addShape(mask: parts.masks[j], area: parts.areas[j], color: color)
          }
          dst[i] = value
          records[r].written = value
        }
      }
    }
  }

  /// The record of pixel `offset` holding `value`, with its masks computed, if any.
  func resolvedRecord(at offset: Int, holding value: UInt32) -> EdgeRecord? {
    guard let r = record(at: offset, holding: value) else { return nil }
    resolvePending(r, fromChord: true)
    return records[r]
  }

  /// The resolved record of pixel `offset` holding `value`; a pixel without one gets a
  /// record of a single region of that value.
  func editableRecord(at offset: Int, holding value: UInt32) -> Int {
    if let r = record(at: offset, holding: value) {
      resolvePending(r, fromChord: true)
      return r
    }
    let whole = EdgeRecord(
      pixel: Int32(truncatingIfNeeded: offset), written: value, count: 1, pending: 0,
      masks: SIMD4(UInt64.max, 0, 0, 0), colors: SIMD4(value, 0, 0, 0),
      areas: SIMD4(EdgeRegionStore.wholeArea, 0, 0, 0))
    return store(whole, at: offset)
  }
}
