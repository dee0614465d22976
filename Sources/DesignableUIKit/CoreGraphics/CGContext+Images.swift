#if !canImport(Darwin)
  /// `CGContext`'s image functions.
  extension CGContext {
    /// A picture of what was drawn so far, when this is a bitmap context
    /// (`CGContext(data:width:height:…)`, whose memory it also writes) or the context of an
    /// image begun by ``UIGraphicsBeginImageContextWithOptions`` (`UIGraphicsGetCurrentContext()`
    /// inside one), at that image's size and scale; `nil` for any other context, such as a
    /// view's or a layer's during a render, whose content is only pixels once composited.
    public func makeImage() -> CGImage? {
      if storage != nil { return renderBitmap().map { CGImage(bitmap: $0) } }
      guard let (_, size, scale) = UIGraphicsStack.images.last(where: { $0.0 === self }) else {
        return nil
      }
      return UIGraphicsStack.image(of: self, size: size, scale: scale)
    }
  }
#endif
