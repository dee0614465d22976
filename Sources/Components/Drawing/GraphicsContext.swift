import Foundation
import Raster

/// The drawing context current while a view draws (`CGContext`, which
/// `UIGraphicsGetCurrentContext()` returns in UIKit), in the view's coordinates, in points,
/// y down. It records what is drawn; the render replays it into the picture.
///
/// Core Graphics' path API builds a current path in the coordinates current when each
/// point is added (later transforms do not move it); drawing or clipping with it consumes
/// it. ``ctm`` starts at identity in `draw(_:)` (Core Graphics' includes the screen's scale
/// and flip). ``current`` is task-local, so renders running in parallel each see their own.
public final class GraphicsContext: @unchecked Sendable {
  /// The settings `saveGState()` saves.
  struct State {
    var fillColor: Color = .black
    var strokeColor: Color = .black
    var lineWidth: CGFloat = 1
    var lineCap: LineCap = .butt
    var lineJoin: LineJoin = .miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    var alpha: CGFloat = 1
    var blendMode: BlendMode = .normal
    var ctm: AffineTransform2D = .identity
    /// The shadow drawing casts (`setShadow`), or none.
    var shadow: ContextShadow?
    /// The shadow the recorded commands set last: a `shadow` command is recorded before
    /// the next drawing when ``shadow`` differs from it. Saved and restored with the rest,
    /// as the replay's is by the recorded `save` and `restore`.
    var recordedShadow: ContextShadow?
    /// The blend mode the recorded commands set last, kept as ``recordedShadow`` is.
    var recordedBlendMode: BlendMode = .normal
    var interpolationQuality: InterpolationQuality = .default
    /// How coarsely fills and clips flatten curves (`setFlatness`).
    var flatness = Canvas.defaultFlatness
    /// The flatness the recorded commands set last, kept as ``recordedShadow`` is.
    var recordedFlatness = Canvas.defaultFlatness
  }

  var state = State()
  private var saved: [State] = []
  /// The shadows set when each open transparency layer began, innermost last.
  private var layerShadows: [ContextShadow?] = []
  /// The blend mode set, and the one recorded, when each open transparency layer began.
  private var layerBlendModes: [(set: BlendMode, recorded: BlendMode)] = []
  /// The current path, in the view's coordinates (points mapped by the CTM when added).
  var currentPath = Path()
  private(set) var commands: [DrawCommand] = []

  /// Core Text's text space (`CGContext.textMatrix`): ``drawLine(_:)`` reads it; string
  /// drawing and text layers do not, as UIKit's do not. Not part of the saved state.
  public var textMatrix = AffineTransform2D.identity
  /// Where ``drawLine(_:)`` starts the next line (`CGContext.textPosition`).
  public var textPosition = CGPoint.zero

  /// The colour `fill` calls use.
  public var fillColor: Color {
    get { state.fillColor }
    set { state.fillColor = newValue }
  }
  /// The colour `stroke` calls use.
  public var strokeColor: Color {
    get { state.strokeColor }
    set { state.strokeColor = newValue }
  }
  /// The line width for the context's own `stroke` calls.
  public var lineWidth: CGFloat {
    get { state.lineWidth }
    set { state.lineWidth = newValue }
  }
  public var lineCap: LineCap {
    get { state.lineCap }
    set { state.lineCap = newValue }
  }
  public var lineJoin: LineJoin {
    get { state.lineJoin }
    set { state.lineJoin = newValue }
  }
  /// How images drawn at another size are sampled; saved and restored with the state.
  public var interpolationQuality: InterpolationQuality {
    get { state.interpolationQuality }
    set { state.interpolationQuality = newValue }
  }

  /// The memory a bitmap context made over a buffer draws into (`CGContext(data:…)` in
  /// `DesignableUIKit`); `nil` for a view's, a layer's or an image renderer's context.
  package var bitmapStorage: AnyObject?
  /// Told after each drawing operation is recorded, as a bitmap context over memory its
  /// maker gave uses to write its pixels there at once (`CGContext(data:…)`).
  package var didDraw: (() -> Void)?

  package init() {}

  @TaskLocal static var currentContext: GraphicsContext?

  /// The context last pushed on this thread (`UIGraphicsPushContext`), else the context
  /// of the view drawing now, or `nil`.
  public static var current: GraphicsContext? { pushedContexts.last ?? currentContext }

  /// The key of this thread's pushed contexts in its thread dictionary.
  private static let pushedKey = "Designable.GraphicsContext.pushed"

  /// The contexts pushed on this thread, innermost last.
  static var pushedContexts: [GraphicsContext] {
    get { Thread.current.threadDictionary[pushedKey] as? [GraphicsContext] ?? [] }
    set { Thread.current.threadDictionary[pushedKey] = newValue }
  }

  /// Makes `context` current on this thread until the matching ``pop()``.
  public static func push(_ context: GraphicsContext) { pushedContexts.append(context) }

  /// Removes the context pushed last on this thread, if `context` is it or is `nil`.
  public static func pop(_ context: GraphicsContext? = nil) {
    var list = pushedContexts
    if let context {
      guard let index = list.lastIndex(where: { $0 === context }) else { return }
      list.remove(at: index)
    } else {
      _ = list.popLast()
    }
    pushedContexts = list
  }

  /// Runs `body` with `context` as the current context: the innermost one, above contexts
  /// pushed before, as UIKit pushes a layer's context while its view draws (a label drawn
  /// by `layer.render(in:)` inside an image renderer draws into its layer, not the image).
  static func with<R>(_ context: GraphicsContext, _ body: () throws -> R) rethrows -> R {
    push(context)
    defer { pop(context) }
    return try $currentContext.withValue(context, operation: body)
  }

  /// Runs `body` with `context` as the current context (`UIGraphicsPushContext` and its
  /// pop, as one scope).
  public static func withCurrent<R>(_ context: GraphicsContext, _ body: () throws -> R) rethrows
    -> R
  {
    try with(context, body)
  }

  /// A context that records drawing of its own, for image renderers.
  public static func makeRecording() -> GraphicsContext { GraphicsContext() }

  func record(_ command: DrawCommand) { commands.append(command) }

  /// Drops every drawing recorded so far (save, restore, transform and clip stay).
  package func discardDrawing() {
    commands.removeAll {
      switch $0 {
      case .fill, .stroke, .image: true
      default: false
      }
    }
  }

  /// Replays what was drawn into `canvas`.
  public func replay(into canvas: Canvas) {
    DisplayList(commands: commands, size: CGSizeValue(width: 0, height: 0)).replay(into: canvas)
  }

  // MARK: State

  public func setFillColor(_ color: Color) { state.fillColor = color }
  public func setStrokeColor(_ color: Color) { state.strokeColor = color }
  public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
  public func setLineCap(_ cap: LineCap) { state.lineCap = cap }
  public func setLineJoin(_ join: LineJoin) { state.lineJoin = join }

  /// Saves the colours, line attributes, alpha, transform and clip.
  public func saveGState() {
    saved.append(state)
    commands.append(.save)
  }

  /// Restores what the matching ``saveGState()`` saved; the current path is not part of
  /// the state and stays. An unmatched call does nothing.
  public func restoreGState() {
    guard let previous = saved.popLast() else { return }
    state = previous
    commands.append(.restore)
  }

  // MARK: Transforms

  /// The current transformation matrix, relative to the view's coordinates.
  public var ctm: AffineTransform2D { state.ctm }

  public func translateBy(x: CGFloat, y: CGFloat) {
    concatenate(AffineTransform2D(translationX: x, y: y))
  }

  public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(AffineTransform2D(scaleX: x, y: y)) }

  public func rotate(by angle: CGFloat) { concatenate(AffineTransform2D(rotationAngle: angle)) }

  /// Applies `transform` before the current one (`concatenate(_:)`).
  public func concatenate(_ transform: AffineTransform2D) {
    state.ctm = transform.concatenating(state.ctm)
    commands.append(.concatenate(transform.rasterTransform))
  }

  // MARK: Drawing with explicit paths

  /// Fills a path with a paint (the fill colour by default).
  public func fill(_ path: Path, paint: Paint? = nil, rule: FillRule = .nonZero) {
    drawing { commands.append(.fill(path, paint ?? .color(fillPaintColor), rule)) }
  }

  /// Fills glyph outlines with a paint (`DrawCommand.fillGlyphs`).
  func fillGlyphs(_ path: Path, paint: Paint) {
    drawing { commands.append(.fillGlyphs(path, paint)) }
  }

  /// Strokes a path with a style and a paint (the stroke colour by default).
  public func stroke(_ path: Path, style: StrokeStyle, paint: Paint? = nil) {
    drawing { commands.append(.stroke(path, style, paint ?? .color(strokePaintColor))) }
  }

  /// Intersects the clip with a path.
  public func clip(to path: Path, rule: FillRule = .nonZero) {
    recordFlatness()
    commands.append(.clip(path, rule))
  }

  /// Intersects the clip with a rectangle.
  public func clip(to rect: CGRect) { clip(to: Path(rect: rect.raster)) }

  /// Intersects the clip with `mask` stretched over `rect` as Core Graphics maps a mask
  /// (`CGContext.clip(to:mask:)`): its first row at the rectangle's maximum y, as
  /// ``draw(_:in:)`` places an image. Where the mask is transparent nothing is drawn; a
  /// mask with no translucent pixel clips by its grey level (white keeps, black clips).
  public func clip(to rect: CGRect, mask: Image) {
    let box = rect.standardized
    let bitmap = mask.bitmap
    guard bitmap.width > 0, bitmap.height > 0, box.width > 0, box.height > 0,
      box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite
    else { return clip(to: Path()) }
    let placement = AffineTransform(translationX: Double(box.minX), y: Double(box.maxY))
      .scaledBy(
        x: Double(box.width) / Double(bitmap.width),
        y: -Double(box.height) / Double(bitmap.height))
    commands.append(.clipToImage(bitmap, placement))
  }

  /// Draws an image stretched into a rectangle as Core Graphics draws a `CGImage`: its
  /// first row at the rectangle's maximum y, so that in UIKit's y-down context it appears
  /// upside down, as it does on iOS. ``drawUpright(_:in:)`` draws it as `UIImage.draw(in:)`.
  public func draw(_ image: Image, in rect: CGRect) {
    saveGState()
    translateBy(x: 0, y: rect.minY * 2 + rect.height)
    scaleBy(x: 1, y: -1)
    drawUpright(image, in: rect)
    restoreGState()
  }

  /// Draws an image stretched into a rectangle, its first row at the top (the meaning of
  /// `UIImage.draw(in:)`); a resizable image keeps its caps (``drawResizable(_:in:)``).
  public func drawUpright(_ image: Image, in rect: CGRect) {
    guard image.capInsets == .zero else { return drawResizable(image, in: rect) }
    let sampling = state.interpolationQuality.sampling
    drawing { commands.append(.image(image.bitmap, rect.raster, sampling)) }
  }

  /// Begins a group drawn with `opacity` as one layer. A shadow set now is cast by the
  /// group as a whole when it ends, and is off inside it, as in Core Graphics; so is a
  /// blend mode: the group is composited with it, and draws `.normal` inside.
  public func beginTransparencyLayer(opacity: CGFloat) {
    let shadow = state.shadow
    recordBlendMode()
    commands.append(.beginLayer(opacity: Double(opacity), shadow: shadow))
    layerShadows.append(shadow)
    state.shadow = nil
    layerBlendModes.append((state.blendMode, state.recordedBlendMode))
    state.blendMode = .normal
    state.recordedBlendMode = .normal
  }

  /// Begins a group composited as one layer with the current alpha
  /// (`beginTransparencyLayer(auxiliaryInfo:)`).
  public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
    beginTransparencyLayer(opacity: state.alpha)
  }

  /// Begins a group bounded by `rect` (`beginTransparencyLayer(in:auxiliaryInfo:)`).
  public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
    beginTransparencyLayer(opacity: state.alpha)
  }

  /// Ends the group begun last; the shadow set when it began is set again.
  public func endTransparencyLayer() {
    commands.append(.endLayer)
    if let shadow = layerShadows.popLast() { state.shadow = shadow }
    if let modes = layerBlendModes.popLast() {
      state.blendMode = modes.set
      state.recordedBlendMode = modes.recorded
    }
  }

  /// Records a `blendMode` command when the mode set differs from the one recorded last.
  private func recordBlendMode() {
    guard state.blendMode != state.recordedBlendMode else { return }
    commands.append(.blendMode(state.blendMode))
    state.recordedBlendMode = state.blendMode
  }

  /// Records a `flatness` command when the flatness set differs from the one recorded last.
  private func recordFlatness() {
    guard state.flatness != state.recordedFlatness else { return }
    commands.append(.flatness(state.flatness))
    state.recordedFlatness = state.flatness
  }

  /// Runs `body` (drawing) at `flatness`, then sets the flatness back: what `UIBezierPath`
  /// does around a fill with its own `flatness`.
  func withFlatness(_ flatness: CGFloat, _ body: () -> Void) {
    let previous = state.flatness
    state.flatness = Double(flatness)
    body()
    state.flatness = previous
  }

  /// Records one drawing operation, as a group at the current alpha when it is below 1,
  /// after the shadow it casts, the blend mode it is drawn with and the flatness it is
  /// flattened at, when they changed.
  func drawing(_ body: () -> Void) {
    let alpha = state.alpha
    guard alpha.isFinite, alpha > 0 else { return }
    if state.shadow != state.recordedShadow {
      commands.append(.shadow(state.shadow))
      state.recordedShadow = state.shadow
    }
    recordBlendMode()
    recordFlatness()
    defer { didDraw?() }
    guard alpha < 1 else { return body() }
    commands.append(.beginLayer(opacity: Double(alpha), shadow: nil))
    body()
    commands.append(.endLayer)
  }

  var fillPaintColor: RGBA8 { state.fillColor.rgba8 }
  var strokePaintColor: RGBA8 { state.strokeColor.rgba8 }

  /// The stroke attributes of the state.
  var currentStrokeStyle: StrokeStyle {
    StrokeStyle(
      width: Double(state.lineWidth), cap: state.lineCap, join: state.lineJoin,
      miterLimit: Double(state.miterLimit), dashPattern: state.dashLengths.map { Double($0) },
      dashPhase: Double(state.dashPhase))
  }
}
