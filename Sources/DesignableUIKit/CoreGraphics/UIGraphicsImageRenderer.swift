import Raster

#if !canImport(UIKit)
  /// Settings of an image renderer (`UIGraphicsImageRendererFormat`).
  public final class UIGraphicsImageRendererFormat {
    /// Pixels per point; the screen's by default, which is the render's while a render runs.
    public var scale: CGFloat = UIScreen.main.scale
    public var opaque = false
    public init() {}
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
  }

  /// Draws into a picture (`UIGraphicsImageRenderer`): `image { context in ... }`.
  public final class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    private let size: CGSize

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
      self.size = size
      self.format = format
    }

    public convenience init(size: CGSize) {
      self.init(size: size, format: .default())
    }

    public convenience init(bounds: CGRect) {
      self.init(size: bounds.size, format: .default())
    }

    /// Runs `actions` with a fresh context made current and returns the picture; an empty,
    /// non-finite or too large size gives an empty 1×1 image.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
      let context = CGContext.makeRecording()
      let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
      UIGraphicsPushContext(context)
      actions(rendererContext)
      CGContext.pop(context)
      let scale = format.scale > 0 && format.scale.isFinite ? format.scale : 1
      return UIGraphicsStack.image(of: context, size: size, scale: scale)
        ?? UIImage(bitmap: Bitmap(width: 1, height: 1), scale: 1)
    }
  }
#endif
