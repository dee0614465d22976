import Foundation
import Raster

/// Core Graphics' drawing and state calls.
extension GraphicsContext {
  /// Fills the current path under `rule` and empties it.
  public func fillPath(using rule: PathFillRule = .winding) {
    guard let path = takePath() else { return }
    fill(path, rule: rule.raster)
  }

  /// Fills the current path with the even-odd rule (`eoFillPath()`).
  public func eoFillPath() { fillPath(using: .evenOdd) }

  /// Strokes the current path with the state's line attributes and empties it.
  public func strokePath() {
    guard let path = takePath() else { return }
    stroke(path, style: currentStrokeStyle)
  }

  /// Fills, strokes or both, then empties the current path (`drawPath(using:)`).
  public func drawPath(using mode: PathDrawingMode) {
    guard let path = takePath() else { return }
    switch mode {
    case .fill: fill(path, rule: .nonZero)
    case .eoFill: fill(path, rule: .evenOdd)
    case .stroke: stroke(path, style: currentStrokeStyle)
    case .fillStroke:
      fill(path, rule: .nonZero)
      stroke(path, style: currentStrokeStyle)
    case .eoFillStroke:
      fill(path, rule: .evenOdd)
      stroke(path, style: currentStrokeStyle)
    }
  }

  public func fill(_ rect: CGRect) { fill(Path(rect: rect.raster)) }

  public func fill(_ rects: [CGRect]) {
    var path = Path()
    for rect in rects { path.addRect(rect.raster) }
    fill(path)
  }

  public func stroke(_ rect: CGRect) { stroke(Path(rect: rect.raster), style: currentStrokeStyle) }

  /// Strokes a rectangle with `width` instead of the state's line width.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    var style = currentStrokeStyle
    style.width = Double(width)
    stroke(Path(rect: rect.raster), style: style)
  }

  public func fillEllipse(in rect: CGRect) { fill(Path(ovalIn: rect.raster)) }

  public func strokeEllipse(in rect: CGRect) {
    stroke(Path(ovalIn: rect.raster), style: currentStrokeStyle)
  }

  /// Strokes pairs of points as separate segments (`strokeLineSegments(between:)`); an
  /// odd last point is ignored.
  public func strokeLineSegments(between points: [CGPoint]) {
    var path = Path()
    var index = 0
    while index + 1 < points.count {
      path.move(to: Point(points[index]))
      path.addLine(to: Point(points[index + 1]))
      index += 2
    }
    guard !path.isEmpty else { return }
    stroke(path, style: currentStrokeStyle)
  }

  /// Makes `rect` (in the current coordinates, under the clip) transparent, as Core
  /// Graphics does: with no transform, a rectangle that covers everything drawn so far (as
  /// the usual `clear(bounds)` at the start of `draw(_:)` does) discards it; any other is
  /// erased as a fill combined by `.clear`, without the shadow, alpha or blend mode set.
  /// A rectangle that is null or not finite (other than `.infinite`) clears nothing.
  public func clear(_ rect: CGRect) {
    guard !rect.isNull,
      rect.isInfinite
        || (rect.minX.isFinite && rect.minY.isFinite
          && rect.width.isFinite && rect.height.isFinite)
    else { return }
    if state.ctm.isIdentity && everythingDrawn(isIn: rect) { return discardDrawing() }
    // A huge rectangle stands for `.infinite`: the canvas clips it.
    let erased = rect.isInfinite ? CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7) : rect
    saveGState()
    state.blendMode = .clear
    state.shadow = nil
    state.alpha = 1
    fill(Path(rect: erased.raster), paint: .color(RGBA8(red: 0, green: 0, blue: 0)))
    restoreGState()
  }

  /// Whether every drawing recorded so far lies within `rect` (view coordinates).
  private func everythingDrawn(isIn rect: CGRect) -> Bool {
    let drawn = commands.compactMap { command -> Rect? in
      switch command {
      case .fill(let path, _, _), .fillGlyphs(let path, _): path.bounds
      case .stroke(let path, let style, _): path.bounds?.insetBy(dx: -style.width, dy: -style.width)
      case .image(_, let box, _): box
      default: nil
      }
    }
    return drawn.allSatisfy { rect.contains($0.cgRect) }
  }

  /// Intersects the clip with the current path (non-zero rule) and empties it.
  public func clip() { clip(using: .winding) }

  /// Intersects the clip with the current path under `rule` and empties it.
  public func clip(using rule: PathFillRule) {
    guard let path = takePath() else { return clip(to: Path()) }
    clip(to: path, rule: rule.raster)
  }

  /// Intersects the clip with the union of `rects`.
  public func clip(to rects: [CGRect]) {
    var path = Path()
    for rect in rects { path.addRect(rect.raster) }
    clip(to: path)
  }

  /// The clip's bounding box is not tracked: this is the infinite rectangle, as for a
  /// context without a clip (`boundingBoxOfClipPath`).
  public var boundingBoxOfClipPath: CGRect { .infinite }

  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    state.fillColor = Color(white: gray, alpha: alpha)
  }

  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    state.strokeColor = Color(white: gray, alpha: alpha)
  }

  public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

  /// Sets the dash (`lengths` alternate on and off, in user space; empty for solid lines).
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    state.dashPhase = phase
    state.dashLengths = lengths
  }

  /// Sets the opacity every later drawing call is composited with (clamped to [0, 1]).
  public func setAlpha(_ alpha: CGFloat) {
    state.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
  }

  /// Sets how every later fill, stroke, text and image (and a transparency layer begun
  /// now, as a whole) combines with what is below, until it changes or the state is
  /// restored. `.hue`, `.saturation`, `.color`, `.luminosity` and `.plusDarker` draw as
  /// `.normal`. A shadow set with another mode is drawn as with `.normal`, under the
  /// drawing, which is then combined by the mode.
  public func setBlendMode(_ mode: BlendMode) { state.blendMode = mode }

  /// Sets the shadow that every later fill, stroke, text and image casts (drawn first,
  /// under it) until it changes or the state is restored, as Core Graphics draws it
  /// (`ContextShadow`): `offset` and `blur` are in the view's points, y down, whatever the
  /// current transform; the blur is a Gaussian of standard deviation 0.45 × `blur`. A `nil`
  /// or transparent colour, or an offset that is not finite, turns shadows off; a
  /// negative, NaN or infinite blur draws a hard edge. A transparency layer begun while a
  /// shadow is set casts it as a whole when it ends.
  public func setShadow(offset: CGSize, blur: CGFloat, color: Color?) {
    state.shadow = ContextShadow(offset: offset, blur: blur, color: color)
  }

  /// Sets a shadow of one-third-opaque black (`setShadow(offset:blur:color:)`).
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(offset: offset, blur: blur, color: Color(white: 0, alpha: 1.0 / 3.0))
  }

  /// Accepted and ignored: the renderer always anti-aliases.
  public func setShouldAntialias(_ shouldAntialias: Bool) {}
  public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

  /// Sets how coarsely later fills and clips cut curves into chords, as Core Graphics'
  /// flatness does (`Canvas.flatness`: 0.25 until set, which is what a layer's corners are
  /// drawn at; larger is coarser); saved and restored with the state. Strokes and text keep
  /// their own, finer flattening.
  public func setFlatness(_ flatness: CGFloat) {
    state.flatness = Double(flatness)
  }
}
