#if !canImport(CoreGraphics)
  /// `CGContext`'s image functions.
  extension CGContext {
    /// A picture of what was drawn so far, when this is the context of an image begun by
    /// ``UIGraphicsBeginImageContextWithOptions`` (`UIGraphicsGetCurrentContext()` inside
    /// one), at that image's size and scale; `nil` for any other context, such as a view's or
    /// a layer's during a render, whose content is only pixels once composited.
    public func makeImage() -> CGImage? {
      guard let (_, size, scale) = UIGraphicsStack.images.last(where: { $0.0 === self }) else {
        return nil
      }
      return UIGraphicsStack.image(of: self, size: size, scale: scale)
    }

    /// Clipping to an image's alpha (`clip(to:mask:)`) is not supported: the renderer clips
    /// to paths only. Clip to the path the mask was drawn from instead (`addPath`, `clip()`).
    @available(
      *, unavailable,
      message: "the renderer clips to paths only: clip to the path the mask image was drawn from"
    )
    public func clip(to rect: CGRect, mask: CGImage) {}
  }
#endif
