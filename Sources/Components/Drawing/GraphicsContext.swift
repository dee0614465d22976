import Foundation
import Raster

/// The drawing context current while a view draws (`UIGraphicsGetCurrentContext()` in
/// UIKit), in the view's coordinates, in points. It records what is drawn; the render
/// replays it into the picture.
///
/// ``current`` is task-local, so renders running in parallel each see their own.
public final class GraphicsContext: @unchecked Sendable {
  /// The colour `fill` calls use.
  public var fillColor: Color = .black
  /// The colour `stroke` calls use.
  public var strokeColor: Color = .black
  /// The line width for the context's own `stroke` calls.
  public var lineWidth: CGFloat = 1
  public var lineCap: LineCap = .butt
  public var lineJoin: LineJoin = .miter
  private var saved: [(Color, Color, CGFloat, LineCap, LineJoin)] = []
  private(set) var commands: [DrawCommand] = []

  init() {}

  @TaskLocal static var currentContext: GraphicsContext?

  /// The context of the view drawing now, or `nil` outside `draw(_:)`.
  public static var current: GraphicsContext? { currentContext }

  /// Runs `body` with `context` as the current context.
  static func with<R>(_ context: GraphicsContext, _ body: () throws -> R) rethrows -> R {
    try $currentContext.withValue(context, operation: body)
  }

  public func setFillColor(_ color: Color) { fillColor = color }
  public func setStrokeColor(_ color: Color) { strokeColor = color }
  public func setLineWidth(_ width: CGFloat) { lineWidth = width }
  public func setLineCap(_ cap: LineCap) { lineCap = cap }
  public func setLineJoin(_ join: LineJoin) { lineJoin = join }

  /// Saves the colours, line attributes, transform and clip.
  public func saveGState() {
    saved.append((fillColor, strokeColor, lineWidth, lineCap, lineJoin))
    commands.append(.save)
  }

  /// Restores what the matching ``saveGState()`` saved.
  public func restoreGState() {
    guard let state = saved.popLast() else { return }
    (fillColor, strokeColor, lineWidth, lineCap, lineJoin) = state
    commands.append(.restore)
  }

  public func translateBy(x: CGFloat, y: CGFloat) {
    commands.append(.concatenate(AffineTransform(translationX: Double(x), y: Double(y))))
  }

  public func scaleBy(x: CGFloat, y: CGFloat) {
    commands.append(.concatenate(AffineTransform(scaleX: Double(x), y: Double(y))))
  }

  public func rotate(by angle: CGFloat) {
    commands.append(.concatenate(AffineTransform(rotationAngle: Double(angle))))
  }

  public func concatenate(_ transform: AffineTransform2D) {
    commands.append(.concatenate(transform.rasterTransform))
  }

  /// Fills a path with a paint (the fill colour by default).
  public func fill(_ path: Path, paint: Paint? = nil, rule: FillRule = .nonZero) {
    commands.append(.fill(path, paint ?? .color(fillColor.rgba8), rule))
  }

  /// Strokes a path with a style and a paint (the stroke colour by default).
  public func stroke(_ path: Path, style: StrokeStyle, paint: Paint? = nil) {
    commands.append(.stroke(path, style, paint ?? .color(strokeColor.rgba8)))
  }

  public func fill(_ rect: CGRect) { fill(Path(rect: rect.raster)) }

  public func stroke(_ rect: CGRect) {
    stroke(Path(rect: rect.raster), style: currentStrokeStyle)
  }

  public func fillEllipse(in rect: CGRect) {
    var path = Path()
    path.addEllipse(in: rect.raster)
    fill(path)
  }

  public func strokeEllipse(in rect: CGRect) {
    var path = Path()
    path.addEllipse(in: rect.raster)
    stroke(path, style: currentStrokeStyle)
  }

  /// Intersects the clip with a path.
  public func clip(to path: Path, rule: FillRule = .nonZero) { commands.append(.clip(path, rule)) }

  /// Intersects the clip with a rectangle.
  public func clip(to rect: CGRect) { clip(to: Path(rect: rect.raster)) }

  /// Draws an image stretched into a rectangle.
  public func draw(_ image: Image, in rect: CGRect) {
    commands.append(.image(image.bitmap, rect.raster))
  }

  /// Begins a group drawn with `opacity` as one layer (`beginTransparencyLayer`).
  public func beginTransparencyLayer(opacity: CGFloat) {
    commands.append(.beginLayer(opacity: Double(opacity)))
  }

  public func endTransparencyLayer() { commands.append(.endLayer) }

  private var currentStrokeStyle: StrokeStyle {
    StrokeStyle(width: Double(lineWidth), cap: lineCap, join: lineJoin)
  }
}
