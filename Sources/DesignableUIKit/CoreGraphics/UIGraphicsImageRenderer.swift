import Foundation
import Raster

#if !canImport(UIKit)
  /// Settings of an image renderer (`UIGraphicsImageRendererFormat`).
  public final class UIGraphicsImageRendererFormat {
    /// Pixels per point; the screen's by default, which is the render's while a render runs.
    public var scale: CGFloat = UIScreen.main.scale
    public var opaque = false
    /// Stored: pictures are 8-bit sRGB.
    public var preferredRange = Range.automatic
    /// The drawing area in points; the renderer's when handed to its drawing block.
    public internal(set) var bounds = CGRect.zero
    public init() {}

    /// The colour range of a picture (`UIGraphicsImageRendererFormat.Range`).
    public enum Range: Int, Sendable {
      case unspecified = -1
      case automatic, extended, standard
    }

    /// A copy for a renderer of `bounds`.
    func drawing(in bounds: CGRect) -> UIGraphicsImageRendererFormat {
      let format = UIGraphicsImageRendererFormat()
      format.scale = scale
      format.opaque = opaque
      format.preferredRange = preferredRange
      format.bounds = bounds
      return format
    }
    public static func `default`() -> UIGraphicsImageRendererFormat {
      UIGraphicsImageRendererFormat()
    }
  }

  /// The context handed to an image renderer's drawing block.
  public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context to draw with.
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
      self.cgContext = cgContext
      self.format = format
    }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Strokes `rect` with the current stroke colour.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }

    /// Fills `rect` combined by `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
      cgContext.saveGState()
      cgContext.setBlendMode(blendMode)
      cgContext.fill(rect)
      cgContext.restoreGState()
    }

    /// Strokes `rect` combined by `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
      cgContext.saveGState()
      cgContext.setBlendMode(blendMode)
      cgContext.stroke(rect)
      cgContext.restoreGState()
    }
  }

  /// Draws into a picture (`UIGraphicsImageRenderer`): `image { context in ... }`.
  public final class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    private let size: CGSize
    private let origin: CGPoint

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
      self.size = size
      origin = .zero
      self.format = format.drawing(in: CGRect(origin: .zero, size: size))
    }

    public convenience init(size: CGSize) {
      self.init(size: size, format: .default())
    }

    /// A renderer of `bounds`: drawing at its origin lands at the picture's top-left.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
      size = bounds.size
      origin = bounds.origin.x.isFinite && bounds.origin.y.isFinite ? bounds.origin : .zero
      self.format = format.drawing(in: bounds)
    }

    public convenience init(bounds: CGRect) {
      self.init(bounds: bounds, format: .default())
    }

    /// Runs `actions` with a fresh context made current and returns the picture; an empty,
    /// non-finite or too large size gives an empty 1×1 image.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
      let context = CGContext.makeRecording()
      let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
      UIGraphicsPushContext(context)
      if origin != .zero { context.translateBy(x: -origin.x, y: -origin.y) }
      actions(rendererContext)
      CGContext.pop(context)
      let scale = format.scale > 0 && format.scale.isFinite ? format.scale : 1
      return UIGraphicsStack.image(of: context, size: size, scale: scale)
        ?? UIImage(bitmap: Bitmap(width: 1, height: 1), scale: 1)
    }

    /// The picture `actions` draw, as a PNG file.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
      image(actions: actions).pngData() ?? Data()
    }
  }
#endif
