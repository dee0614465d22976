import Raster

/// One drawing operation of a view's `draw(_:)`, in the view's coordinates (points).
enum DrawCommand {
  case save
  case restore
  case concatenate(AffineTransform)
  case fill(Path, Paint, FillRule)
  /// Glyph outlines, filled with the nonzero rule and flattened as glyph stamps are, not
  /// halved as Core Graphics fills shapes.
  case fillGlyphs(Path, Paint)
  case stroke(Path, StrokeStyle, Paint)
  case clip(Path, FillRule)
  /// The clip intersected with an image's alpha, placed by the transform from its pixels.
  case clipToImage(Bitmap, AffineTransform)
  case image(Bitmap, Rect, ImageInterpolation)
  /// The shadow later drawing casts, or none (`setShadow`); `save` and `restore` scope it.
  case shadow(ContextShadow?)
  /// How later drawing combines with what is below (`setBlendMode`); `save` and `restore`
  /// scope it, and a layer draws `.normal` inside and is composited with it.
  case blendMode(BlendMode)
  /// How coarsely later fills and clips cut curves into chords (`setFlatness`,
  /// `Canvas.flatness`); `save` and `restore` scope it.
  case flatness(Double)
  /// A group composited at `opacity` when it ends; with a `shadow`, the group casts it as
  /// a whole (a transparency layer begun while a shadow was set), and draws none inside.
  case beginLayer(opacity: Double, shadow: ContextShadow?)
  case endLayer
}

/// What a view's `draw(_:)` drew, kept as vector commands: Core Animation's backing store
/// without its pixels. Replaying it draws exactly what drawing directly would, at any scale,
/// and keeping it between renders gives Core Animation's rule that content is drawn again
/// only after `setNeedsDisplay()`.
struct DisplayList {
  var commands: [DrawCommand] = []
  /// The bounds size the content was drawn for; replaying into other bounds stretches it,
  /// as a layer's backing store is stretched to fill new bounds.
  var size: CGSizeValue

  var isEmpty: Bool { commands.isEmpty }

  /// Draws the commands into `canvas`, whose current transform maps the view's
  /// coordinates to the device: that transform is the base space of the shadows set while
  /// drawing (`ContextShadow`). Saves and layers left open are closed at the end.
  ///
  /// A list that blends by a mode other than `.normal` draws into a transparent layer
  /// composited when it ends, as into a backing store of its own: a `.clear` hole shows the
  /// layer's background and what lies beneath, not a hole through the whole picture.
  func replay(into canvas: Canvas) {
    let player = DisplayListPlayer(
      commands: commands, base: canvas.deviceTransform, drawsShadows: true)
    guard blends else { return player.play(commands.indices, into: canvas) }
    canvas.beginLayer(opacity: 1)
    player.play(commands.indices, into: canvas)
    canvas.endLayer()
  }

  /// Whether a command sets a blend mode drawn otherwise than `.normal`.
  var blends: Bool {
    commands.contains {
      if case .blendMode(let mode) = $0 { mode.pixelMode != nil } else { false }
    }
  }
}

/// A width and height in points, kept as plain doubles.
struct CGSizeValue: Equatable {
  var width: Double
  var height: Double
}
