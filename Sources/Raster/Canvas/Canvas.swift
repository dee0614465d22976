/// A raster drawing surface with a Core Graphics–like API: paths filled and stroked with
/// exact-area anti-aliasing, clipping, opacity layers and bitmaps.
///
/// Coordinates are logical points, y down; the canvas maps them to device pixels by its
/// `scale` (1 point = `scale` pixels) and the current transform. Pixel `(x, y)` covers
/// `[x, x+1) × [y, y+1)` in device space; its centre is `(x + 0.5, y + 0.5)`. Pixels are
/// kept as premultiplied RGBA8 (`PremultipliedRGBA8Buffer`) and composited source-over
/// with exact 8-bit rounding. Every operation is deterministic: the same calls give the
/// same bytes on every platform and build configuration.
public final class Canvas {
  /// Largest width or height in pixels.
  public static let maximumDimension = 1 << 15
  /// Largest number of pixels (256 MiB of pixel storage).
  public static let maximumPixelCount = 1 << 26
  /// Largest distance, in device pixels, between a curve and its flattening where solid
  /// strokes and glyphs draw it (fills, clips and shadows halve their curves as Core
  /// Graphics does instead, at the canvas's `flatness`). The chords are balanced
  /// (`FlattenedPath`): each runs as far outside its arc as inside, so a curved edge
  /// pixel's coverage is off only by what the deviation leaves over inside the pixel, not
  /// by two thirds of the sagitta all along the edge as with chords inside the curve.
  /// Measured against a 64× supersampled truth, that is more exact than inscribed chords of
  /// half this tolerance, with √2 fewer chords.
  public static let flatteningTolerance = 0.01
  /// Largest distance between a curve and its flattening in dashed strokes, whose chords
  /// are inscribed: dashes are measured along the chords, and balanced ones are longer
  /// than the curve (by as much as inscribed ones of twice the sagitta are shorter), which
  /// would move the dashes along it. Round joins and caps keep within it too.
  public static let dashedFlatteningTolerance = 0.005

  /// The flatness a canvas fills, clips and casts shadows at until `flatness` is set:
  /// with it, a layer's rounded corners match the corners Core Animation draws.
  public static let defaultFlatness = 0.25

  /// `path` mapped by `transform` and flattened: with a `halvingThreshold` (device pixels),
  /// its curves halved as Core Graphics fills them (`FlattenedPath`), as fills, clips and
  /// shadows draw it; without one, cut into balanced chords within `flatteningTolerance`
  /// (a stroke's outline, a glyph).
  static func flatten(_ path: Path, transform: AffineTransform, halvingThreshold: Double?)
    -> FlattenedPath
  {
    FlattenedPath(
      path, transform: transform, tolerance: flatteningTolerance, balanced: true,
      halvingThreshold: halvingThreshold)
  }

  /// How coarsely fills, clips and shadows cut curves into chords (Core Graphics'
  /// `setFlatness`); saved and restored with the state. A cubic is halved until no
  /// coordinate of its second differences exceeds `flatness` × 0.272 device pixels
  /// (`FlattenedPath.halvingThreshold(flatness:)`): 0.068 at the default 0.25, 0.163 at a
  /// `UIBezierPath`'s 0.6. Zero, negative and NaN halve to the finest depth. Strokes and
  /// text keep their own flattening.
  public var flatness: Double {
    get { state.flatness }
    set { state.flatness = newValue }
  }

  /// The halving threshold of fills, clips and shadows at the current `flatness`.
  var halvingThreshold: Double { FlattenedPath.halvingThreshold(flatness: state.flatness) }

  /// Width in device pixels.
  public let pixelWidth: Int
  /// Height in device pixels.
  public let pixelHeight: Int
  /// Device pixels per point.
  public let scale: Double

  /// The current surface (the canvas's, or the innermost layer's); reading or changing it
  /// first writes a pending `clear`.
  var target: PremultipliedRGBA8Buffer {
    get {
      settleClear()
      return surface
    }
    _modify {
      settleClear()
      yield &surface
    }
    set {
      surface = newValue
      pendingClear = nil
    }
  }
  // The canvas's state is only ever reached through the canvas's own methods, one at a
  // time (a canvas is not shared between threads, and no drawing call re-enters another),
  // so its accesses are not checked for exclusivity at run time: that costs a call and a
  // thread-local lookup per access, several per fill.
  @exclusivity(unchecked) private var surface: PremultipliedRGBA8Buffer
  /// The colour every pixel of `surface` is to hold, when a `clear` (or the canvas's
  /// creation) has not written it yet: a canvas cleared right away is filled once.
  @exclusivity(unchecked) private var pendingClear: PremultipliedRGBA8?
  @exclusivity(unchecked) var state: CanvasState
  @exclusivity(unchecked) var savedStates: [CanvasState] = []
  @exclusivity(unchecked) var layers: [CanvasLayer] = []
  @exclusivity(unchecked) var excessLayers = 0
  @exclusivity(unchecked) var rasterizer: CellRasterizer
  /// What the current surface's partly covered pixels are made of.
  @exclusivity(unchecked) var regions: EdgeRegionStore
  /// Whether solid fills and strokes blend their partly covered pixels by region (see
  /// `EdgeRegionStore`): shapes that share an edge (a progress arc over its track, a fill
  /// in a clip of the same outline) then stack as in a supersampled picture instead of
  /// letting the colour beneath show through the seam, and crossing edges overlap by an
  /// 8 × 8 sample estimate instead of by the product of their coverages.
  ///
  /// On by default. Turning it off saves the time spent on edge pixels that a second shape
  /// touches (`scene-replay --coverage-only` measures that mode) at the cost of those seams.
  /// Gradients, images and glyph stamps blend by coverage alone either way. Set it before
  /// drawing.
  public var blendsEdgesByRegion = true
  /// The shortcuts this canvas and its rasterizer take: `_RasterShortcuts.current` when
  /// the canvas is made (every one, unless a test turns some off). Set it before drawing.
  @exclusivity(unchecked) package var shortcuts: _RasterShortcuts {
    didSet { rasterizer.shortcuts = shortcuts }
  }

  /// Creates a transparent canvas of `width × height` points at `scale` pixels per point;
  /// the pixel size is each dimension times `scale`, rounded to nearest (ties to even).
  ///
  /// Returns `nil` when a size or the scale is not finite or not positive, or when the
  /// pixel size exceeds `maximumDimension` or `maximumPixelCount`.
  public init?(width: Double, height: Double, scale: Double = 1) {
    guard width.isFinite, height.isFinite, scale.isFinite, width > 0, height > 0, scale > 0
    else { return nil }
    let w = (width * scale).rounded(.toNearestOrEven)
    let h = (height * scale).rounded(.toNearestOrEven)
    let limit = Double(Canvas.maximumDimension)
    guard w >= 1, h >= 1, w <= limit, h <= limit, w * h <= Double(Canvas.maximumPixelCount)
    else { return nil }
    pixelWidth = Int(w)
    pixelHeight = Int(h)
    self.scale = scale
    surface = PremultipliedRGBA8Buffer(
      width: pixelWidth, height: pixelHeight, reusing: StoragePools.pixels.take())
    pendingClear = PremultipliedRGBA8(packed: 0)
    state = CanvasState(transform: AffineTransform(scaleX: scale, y: scale))
    rasterizer = CellRasterizer.pooled(width: pixelWidth, height: pixelHeight)
    regions = EdgeRegionStore(width: pixelWidth, height: pixelHeight)
    shortcuts = _RasterShortcuts.current
    rasterizer.shortcuts = shortcuts
  }

  deinit {
    StoragePools.pixels.give(surface.pixels)
    rasterizer.returnStorage()
  }

  /// The current transform from user space to points (excluding the canvas scale).
  public var transform: AffineTransform {
    AffineTransform(scaleX: 1 / scale, y: 1 / scale).concatenating(state.transform)
  }

  /// The current transform from user space to device pixels.
  public var deviceTransform: AffineTransform { state.transform }

  /// Saves the transform and clip; `restore()` brings them back.
  public func save() {
    savedStates.append(state)
  }

  /// Restores the state of the matching `save()`; does nothing without one. Cannot cross
  /// the start of the current layer (end the layer instead).
  public func restore() {
    let floor = layers.last?.stateDepth ?? 0
    guard savedStates.count > floor, let last = savedStates.popLast() else { return }
    state = last
  }

  /// Translates user space by `(x, y)` points (in the current user space).
  public func translate(x: Double, y: Double) {
    concatenate(AffineTransform(translationX: x, y: y))
  }

  /// Scales user space.
  public func scale(x: Double, y: Double) {
    concatenate(AffineTransform(scaleX: x, y: y))
  }

  /// Rotates user space by `angle` radians (clockwise on screen, as in UIKit).
  public func rotate(by angle: Double) {
    concatenate(AffineTransform(rotationAngle: angle))
  }

  /// Applies `transform` to user space before the current transform. A non-finite result
  /// is ignored.
  public func concatenate(_ transform: AffineTransform) {
    let next = state.transform.concatenating(transform)
    if next.isFinite { state.transform = next }
  }

  /// Sets every pixel of the current surface to `color`, ignoring the clip.
  public func clear(_ color: RGBA8 = .clear) {
    pendingClear = PremultipliedRGBA8(color)
    regions.reset()
    if !layers.isEmpty {
      layers[layers.count - 1].hasUnclippedContent = true
      layers[layers.count - 1].touch(0..<pixelHeight)
    }
  }

  /// Calls `body` with the current surface's pixels and the colour of a pending `clear`,
  /// if one is pending: the pixels then hold anything, and `body` writes every one of them
  /// (`ClearingSink`). The clear counts as written afterwards.
  func withSurfaceTakingClear(
    _ body: (UnsafeMutablePointer<UInt32>, PremultipliedRGBA8?) -> Void
  ) {
    let color = pendingClear
    pendingClear = nil
    surface.pixels.withUnsafeMutableBufferPointer { pixels in
      guard let base = pixels.baseAddress else { return }
      body(base, color)
    }
  }

  /// Writes a pending `clear`.
  @inline(__always)
  private func settleClear() {
    guard let color = pendingClear else { return }
    pendingClear = nil
    surface.fill(color)
  }

  /// The picture as a straight-alpha bitmap (`PremultipliedRGBA8.unpremultiplied`), with
  /// any open layers composited as if they ended now.
  public func makeBitmap() -> Bitmap {
    guard !layers.isEmpty else { return target.makeBitmap() }
    var surface = target
    for layer in layers.reversed() {
      var parent = layer.parent
      Canvas.composite(surface, onto: &parent, opacity: layer.opacity, mask: nil)
      surface = parent
    }
    return surface.makeBitmap()
  }

  /// The premultiplied pixels of the current surface.
  public var premultipliedPixels: PremultipliedRGBA8Buffer { target }
}
