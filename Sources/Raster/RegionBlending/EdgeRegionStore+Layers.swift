extension EdgeRegionStore {
  /// Composites a finished layer (`layer`, whose regions are `layerRegions`) source-over
  /// onto `parent`, this store's surface, scaled by `opacity` (0...255), without a clip.
  ///
  /// A layer pixel with a record adds each of its coloured regions to the parent pixel's
  /// regions as a shape of that mask and area, so a layer's edge stacks on the parent's
  /// edges as drawing there directly would; other layer pixels blend as a whole. The layer
  /// is left transparent black, each pixel cleared once composited. Only the pixels at
  /// offsets `range` are visited (the layer is transparent elsewhere).
  func composite(
    _ layer: inout PremultipliedRGBA8Buffer, regions layerRegions: EdgeRegionStore,
    onto parent: inout PremultipliedRGBA8Buffer, opacity: UInt32, pixels range: Range<Int>
  ) {
    guard opacity > 0 else { return layer.clearToTransparent(range) }
    layer.pixels.withUnsafeMutableBufferPointer { src in
      guard let base = src.baseAddress else { return }
      // The layer pixels with records, a bit each, found from the records rather than by
      // looking every pixel up in the index.
      var recorded = [UInt64](repeating: 0, count: (src.count &+ 63) >> 6)
      layerRegions.forEachRecordedPixel(of: base) { recorded[$0 >> 6] |= 1 << UInt64($0 & 63) }
      parent.pixels.withUnsafeMutableBufferPointer { dst in
        guard let target = dst.baseAddress else { return }
        // Four pixels at a time where none has a record (a transparent one leaves the
        // parent as it is); pixel by pixel where one has.
        var i = range.lowerBound
        while i &+ 4 <= range.upperBound {
          let quad = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD4<UInt32>.self)
          if quad == SIMD4() {
            i &+= 4
            continue
          }
          if recorded[i >> 6] >> UInt64(i & 63) & 0xF == 0 {
            let under = UnsafeRawPointer(target + i).loadUnaligned(as: SIMD4<UInt32>.self)
            UnsafeMutableRawPointer(target + i).storeBytes(
              of: SourceOver.overScaled(quad, by: opacity, under), as: SIMD4<UInt32>.self)
            UnsafeMutableRawPointer(base + i).storeBytes(of: SIMD4(), as: SIMD4<UInt32>.self)
          } else {
            compositePixels(i..<(i &+ 4))
          }
          i &+= 4
        }
        compositePixels(i..<range.upperBound)

        /// Composites the layer's pixels in `range` one by one, clearing them.
        func compositePixels(_ range: Range<Int>) {
          for j in range where src[j] != 0 {
            compositePixel(j)
            src[j] = 0
          }
        }

        func compositePixel(_ i: Int) {
          guard recorded[i >> 6] & 1 << UInt64(i & 63) != 0,
            let parts = layerRegions.resolvedRecord(at: i, holding: src[i])
          else {
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
