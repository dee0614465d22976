import Foundation
import Raster

/// A layer that draws a path (`CAShapeLayer`): filled with `fillColor` (opaque black by
/// default; `nil` draws no fill), then stroked with `strokeColor` (none by default), trimmed
/// to the fraction `strokeStart...strokeEnd` of its length.
open class ShapeLayer: Layer {
  open var path: GraphicsPath?
  open var fillColor: Color? = .black
  open var fillRule: ShapeFillRule = .nonZero
  open var strokeColor: Color?
  open var lineWidth: CGFloat = 1
  open var lineCap: ShapeLineCap = .butt
  open var lineJoin: ShapeLineJoin = .miter
  open var miterLimit: CGFloat = 10
  open var lineDashPattern: [NSNumber]?
  open var lineDashPhase: CGFloat = 0
  open var strokeStart: CGFloat = 0
  open var strokeEnd: CGFloat = 1

  override func renderContent(into canvas: Canvas) {
    super.renderContent(into: canvas)
    guard let path = path?.path, !path.isEmpty else { return }
    if let fillColor, fillColor.alpha > 0 {
      canvas.fill(
        path, with: .color(fillColor.rgba8), rule: fillRule == .evenOdd ? .evenOdd : .nonZero)
    }
    guard let strokeColor, strokeColor.alpha > 0, lineWidth > 0 else { return }
    let start = Double(min(max(strokeStart, 0), 1))
    let end = Double(min(max(strokeEnd, 0), 1))
    guard end > start else { return }
    let stroked = (start == 0 && end == 1) ? path : path.trimmed(from: start, to: end)
    canvas.stroke(stroked, style: strokeStyle, with: .color(strokeColor.rgba8))
  }

  /// The path's fill and stroke, which Core Animation does not clip to the bounds.
  override func contentExtent() -> CGRect? {
    var extent = super.contentExtent()
    guard let path = path?.path, !path.isEmpty else { return extent }
    if let fillColor, fillColor.alpha > 0, let box = path.bounds {
      extent = CGRect.union(extent, CGRect(box))
    }
    if let strokeColor, strokeColor.alpha > 0, lineWidth > 0,
      let box = path.strokeOutline(style: strokeStyle).bounds
    {
      extent = CGRect.union(extent, CGRect(box))
    }
    return extent
  }

  /// Whether the layer, used as a mask, shows its stroke: it has a visible stroke and no
  /// visible fill.
  var strokesMask: Bool {
    (fillColor?.alpha ?? 0) <= 0 && (strokeColor?.alpha ?? 0) > 0 && lineWidth > 0
  }

  /// The area the layer covers as a mask: its path, or its trimmed stroke's outline.
  var maskShape: Path {
    guard let path = path?.path else { return Path() }
    guard strokesMask else { return (fillColor?.alpha ?? 0) > 0 ? path : Path() }
    let start = Double(min(max(strokeStart, 0), 1))
    let end = Double(min(max(strokeEnd, 0), 1))
    guard end > start else { return Path() }
    let trimmed = (start == 0 && end == 1) ? path : path.trimmed(from: start, to: end)
    return trimmed.strokeOutline(style: strokeStyle)
  }

  /// The stroke attributes as the renderer takes them.
  public var strokeStyle: StrokeStyle {
    StrokeStyle(
      width: Double(lineWidth), cap: lineCap.raster, join: lineJoin.raster,
      miterLimit: Double(miterLimit),
      dashPattern: (lineDashPattern ?? []).map { $0.doubleValue }, dashPhase: Double(lineDashPhase))
  }
}

/// `CAShapeLayerFillRule`: a string, as Core Animation's names are, so any string makes one
/// (an unknown rule fills as non-zero, Core Animation's default).
public struct ShapeFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = ShapeFillRule(rawValue: "non-zero")
  public static let evenOdd = ShapeFillRule(rawValue: "even-odd")
}

/// `CAShapeLayerLineCap`: any string makes one, and an unknown one draws as `.butt`.
public struct ShapeLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = ShapeLineCap(rawValue: "butt")
  public static let round = ShapeLineCap(rawValue: "round")
  public static let square = ShapeLineCap(rawValue: "square")

  var raster: LineCap {
    switch self {
    case .round: .round
    case .square: .square
    default: .butt
    }
  }
}

/// `CAShapeLayerLineJoin`: any string makes one, and an unknown one draws as `.miter`.
public struct ShapeLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = ShapeLineJoin(rawValue: "miter")
  public static let round = ShapeLineJoin(rawValue: "round")
  public static let bevel = ShapeLineJoin(rawValue: "bevel")

  var raster: LineJoin {
    switch self {
    case .round: .round
    case .bevel: .bevel
    default: .miter
    }
  }
}
