import Raster

#if !canImport(UIKit)
  /// The current drawing context: the view's inside `draw(_:)`, the one pushed by
  /// ``UIGraphicsPushContext(_:)`` or begun by ``UIGraphicsBeginImageContextWithOptions``.
  public func UIGraphicsGetCurrentContext() -> CGContext? { CGContext.current }

  /// Makes `context` current on this thread until the matching ``UIGraphicsPopContext()``.
  public func UIGraphicsPushContext(_ context: CGContext) { CGContext.push(context) }

  /// Restores the context current before the last ``UIGraphicsPushContext(_:)``.
  public func UIGraphicsPopContext() { CGContext.pop() }

  /// Begins drawing into an image of `size` points at `scale` (0, or any scale that is not
  /// positive and finite, for the screen's: the render's while a render runs); the context
  /// becomes current.
  public func UIGraphicsBeginImageContextWithOptions(
    _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
  ) {
    let context = CGContext.makeRecording()
    let pixelsPerPoint = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
    UIGraphicsStack.images.append((context, size, pixelsPerPoint))
    CGContext.push(context)
  }

  /// Begins drawing into an image of `size` at scale 1.
  public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
  }

  /// The picture drawn so far in the current image context; `nil` outside one or for an
  /// empty or impossible size.
  public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let (context, size, scale) = UIGraphicsStack.images.last else { return nil }
    return UIGraphicsStack.image(of: context, size: size, scale: scale)
  }

  /// Ends the current image context.
  public func UIGraphicsEndImageContext() {
    guard let (context, _, _) = UIGraphicsStack.images.popLast() else { return }
    CGContext.pop(context)
  }

  /// The image contexts begun on this thread, innermost last.
  enum UIGraphicsStack {
    private static let imagesKey = "Designable.UIGraphics.images"

    static var images: [(CGContext, CGSize, CGFloat)] {
      get { Thread.current.threadDictionary[imagesKey] as? [(CGContext, CGSize, CGFloat)] ?? [] }
      set { Thread.current.threadDictionary[imagesKey] = newValue }
    }

    /// Replays `context` into a new picture of `size` points at `scale`.
    static func image(of context: CGContext, size: CGSize, scale: CGFloat) -> UIImage? {
      guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
        size.width * scale <= 16384, size.height * scale <= 16384,
        let canvas = Canvas(
          width: Double(size.width), height: Double(size.height), scale: Double(scale))
      else { return nil }
      context.replay(into: canvas)
      return UIImage(bitmap: canvas.makeBitmap(), scale: scale)
    }
  }
#endif

#if !canImport(UIKit)
  /// Fills `rect` with the current context's fill colour (`UIRectFill`).
  public func UIRectFill(_ rect: CGRect) { CGContext.current?.fill(rect) }

  /// Strokes a one-point frame inside `rect` with the fill colour, as UIKit does
  /// (`UIRectFrame`).
  public func UIRectFrame(_ rect: CGRect) {
    guard let context = CGContext.current else { return }
    let inner = rect.insetBy(dx: 1, dy: 1)
    var rects = [
      CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: min(1, rect.height)),
      CGRect(
        x: rect.minX, y: rect.maxY - min(1, rect.height), width: rect.width,
        height: min(1, rect.height)),
    ]
    if !inner.isNull, inner.height > 0 {
      rects.append(
        CGRect(x: rect.minX, y: inner.minY, width: min(1, rect.width), height: inner.height))
      rects.append(
        CGRect(
          x: rect.maxX - min(1, rect.width), y: inner.minY, width: min(1, rect.width),
          height: inner.height))
    }
    context.fill(rects)
  }

  /// Intersects the current context's clip with `rect` (`UIRectClip`).
  public func UIRectClip(_ rect: CGRect) { CGContext.current?.clip(to: rect) }
#endif
