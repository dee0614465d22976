#if !canImport(CoreGraphics)
  /// The device RGB colour space (`CGColorSpaceCreateDeviceRGB()`).
  public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }
#endif
