extension Bitmap {
  /// The picture blurred by the approximate Gaussian that shadows use (standard deviation
  /// `sigma` pixels, clamped to ``CoverageStamp/maximumBlurDeviation``): each channel of
  /// the premultiplied pixels is blurred as a shadow's coverage is, so colour does not bleed
  /// from transparent pixels, and the result is turned back to straight alpha. What lies
  /// outside the picture counts as transparent, so the result is larger by `margin` pixels
  /// each side, over which the picture fades out.
  ///
  /// - Returns: `nil` when the grown picture would hold more than
  ///   ``CoverageStamp/maximumPixelCount`` pixels; the picture itself, with a margin of 0,
  ///   when `sigma` is not a positive number.
  public func blurred(sigma: Double) -> (bitmap: Bitmap, margin: Int)? {
    let margin = CoverageStamp.blurReach(sigma: sigma)
    guard margin > 0 else { return (self, 0) }
    var channels = [[UInt8]](repeating: [UInt8](repeating: 0, count: pixelCount), count: 4)
    for pixel in 0..<pixelCount {
      let alpha = UInt32(bytes[pixel * 4 + 3])
      for channel in 0..<3 {
        let value = UInt32(bytes[pixel * 4 + channel])
        channels[channel][pixel] = UInt8((value * alpha + 127) / 255)
      }
      channels[3][pixel] = UInt8(alpha)
    }
    var blurred: [CoverageStamp] = []
    for values in channels {
      let stamp = CoverageStamp(left: 0, top: 0, width: width, height: height, values: values)
      guard let result = stamp.blurred(sigma: sigma) else { return nil }
      blurred.append(result)
    }
    let box = blurred[3]
    var result = Bitmap(width: box.width, height: box.height)
    for pixel in 0..<box.width * box.height {
      let alpha = UInt32(box.values[pixel])
      guard alpha > 0 else { continue }
      for channel in 0..<3 {
        let value = UInt32(blurred[channel].values[pixel])
        result.bytes[pixel * 4 + channel] = UInt8(min(255, (value * 255 + alpha / 2) / alpha))
      }
      result.bytes[pixel * 4 + 3] = UInt8(alpha)
    }
    return (result, -box.left)
  }
}
