import Components
import Foundation
import Raster

#if !canImport(Darwin)
  /// Called when a provider no longer needs the bytes it was given
  /// (`CGDataProviderReleaseDataCallback`): with the provider's info, the bytes and their
  /// count.
  public typealias CGDataProviderReleaseDataCallback =
    @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Void

  extension CGDataProvider {
    /// A provider of the `size` bytes at `data`. They are copied at once, so `releaseData`
    /// is called before this returns: the provider no longer needs them.
    public convenience init?(
      dataInfo info: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
      releaseData: CGDataProviderReleaseDataCallback
    ) {
      self.init(data: NSData(bytes: data, length: max(0, size)))
      releaseData(info, data, size)
    }
  }

  /// Images made from pixel bytes (`CGImage(width:height:…provider:…)`).
  extension Image {
    /// An image of `width` by `height` pixels from `provider`'s bytes, `bytesPerRow` apart,
    /// first row at the top: 8-bit components in four-byte pixels laid out as `bitmapInfo`
    /// says (as bitmap contexts take them), or three-byte RGB pixels without alpha. `nil` for
    /// another layout, or when the provider has too few bytes. `decode`,
    /// `shouldInterpolate` and `intent` are accepted and not used.
    public convenience init?(
      width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
      space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
      decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
      guard bitsPerComponent == 8, width > 0, height > 0, let data = provider.data,
        let pixel = Self.pixelReader(bitsPerPixel: bitsPerPixel, bitmapInfo: bitmapInfo),
        bytesPerRow >= width * bitsPerPixel / 8,
        data.length >= bytesPerRow * (height - 1) + width * bitsPerPixel / 8
      else { return nil }
      var bitmap = Bitmap(width: width, height: height)
      let bytes = UnsafeMutablePointer(mutating: data.bytes.assumingMemoryBound(to: UInt8.self))
      for y in 0..<height {
        for x in 0..<width {
          bitmap[x, y] = pixel(bytes + y * bytesPerRow + x * bitsPerPixel / 8)
        }
      }
      self.init(bitmap: bitmap)
    }

    /// How to read one pixel of the layout, if it is one images are made of here.
    private static func pixelReader(
      bitsPerPixel: Int, bitmapInfo: CGBitmapInfo
    ) -> ((UnsafeMutablePointer<UInt8>) -> RGBA8)? {
      switch bitsPerPixel {
      case 32:
        guard let layout = BitmapPixelLayout(bitmapInfo: bitmapInfo.rawValue) else { return nil }
        return layout.pixel(at:)
      case 24:
        guard bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue == 0 else { return nil }
        return { RGBA8(red: $0[0], green: $0[1], blue: $0[2]) }
      default:
        return nil
      }
    }
  }
#endif
