extension Canvas {
  /// The deepest nesting of layers; further `beginLayer` calls only save the state, and
  /// their opacity is ignored.
  public static let maximumLayerDepth = 32

  /// Starts a transparency layer: later drawing goes to a new transparent surface that
  /// `endLayer()` composites onto the current one with `opacity`, through the clip.
  ///
  /// Also saves the state; `endLayer()` restores it. `opacity` is clamped to [0, 1]
  /// (NaN acts as 0) and quantized to 1/255.
  public func beginLayer(opacity: Double) {
    save()
    guard layers.count < Canvas.maximumLayerDepth else {
      excessLayers += 1
      return
    }
    let clamped = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    layers.append(
      CanvasLayer(
        parent: target, parentRegions: regions, opacity: UInt32((clamped * 255).rounded()),
        stateDepth: savedStates.count))
    let count = pixelWidth * pixelHeight
    let cleared = StoragePools.clearedPixels.take()
    if cleared.count >= count && cleared.count <= 2 * count {
      target = PremultipliedRGBA8Buffer(width: pixelWidth, height: pixelHeight, reusing: cleared)
    } else {
      target = PremultipliedRGBA8Buffer(
        width: pixelWidth, height: pixelHeight, storage: StoragePools.pixels.take())
    }
    regions = EdgeRegionStore(width: pixelWidth, height: pixelHeight)
  }

  /// Ends the innermost layer: restores the state saved by `beginLayer` (dropping any
  /// unmatched saves made inside the layer) and composites the layer source-over through
  /// that state's clip. Does nothing without an open layer.
  ///
  /// With `blendsEdgesByRegion`, drawing on the layer was already clipped, so the clip is
  /// not applied again (which would square the coverage of its edge pixels) unless the
  /// layer was cleared, and the layer's partly covered pixels are added to the parent's
  /// regions.
  public func endLayer() {
    if excessLayers > 0 {
      excessLayers -= 1
      return restore()
    }
    guard var layer = layers.popLast() else { return }
    if savedStates.count > layer.stateDepth {
      savedStates.removeLast(savedStates.count - layer.stateDepth)
    }
    if let saved = savedStates.popLast() { state = saved }
    var parent = layer.parent
    // The layer's reference goes, so that compositing writes the parent's pixels in place
    // rather than into a copy.
    layer.parent = PremultipliedRGBA8Buffer(width: 0, height: 0)
    // The other rows are transparent: they change nothing and stay cleared.
    let touched =
      (layer.touchedRows.lowerBound * pixelWidth)..<(layer.touchedRows.upperBound * pixelWidth)
    if blendsEdgesByRegion && !layer.hasUnclippedContent {
      layer.parentRegions.composite(
        &target, regions: regions, onto: &parent, opacity: layer.opacity, pixels: touched)
    } else {
      Canvas.composite(
        target, onto: &parent, opacity: layer.opacity, mask: state.clip, pixels: touched)
      target.clearToTransparent(touched)
    }
    // The layer's pixels went to the rows they were in on the layer below, if any.
    touchLayer(layer.touchedRows)
    StoragePools.clearedPixels.give(target.pixels)
    target = parent
    regions = layer.parentRegions
  }

  /// `source` (scaled by `opacity/255` and the mask) composited over `destination`, in the
  /// pixels at offsets `range` (by default all).
  static func composite(
    _ source: PremultipliedRGBA8Buffer, onto destination: inout PremultipliedRGBA8Buffer,
    opacity: UInt32, mask: CoverageMask?, pixels range: Range<Int>? = nil
  ) {
    guard opacity > 0 else { return }
    source.pixels.withUnsafeBufferPointer { all in
      let range = range ?? all.indices
      let src = UnsafeBufferPointer(rebasing: all[range])
      destination.pixels.withUnsafeMutableBufferPointer { whole in
        let dst = UnsafeMutableBufferPointer(rebasing: whole[range])
        if let mask {
          mask.values.withUnsafeBufferPointer { values in
            let m = UnsafeBufferPointer(rebasing: values[range])
            src.forEachNonZeroIndex { i in
              let f = SourceOver.div255(opacity &* UInt32(m[i]))
              if f == 0 { return }
              dst[i] = SourceOver.over(f == 255 ? src[i] : SourceOver.scale(src[i], by: f), dst[i])
            }
          }
        } else {
          src.forEachNonZeroIndex { i in
            let s = opacity == 255 ? src[i] : SourceOver.scale(src[i], by: opacity)
            dst[i] = SourceOver.over(s, dst[i])
          }
        }
      }
    }
  }
}
