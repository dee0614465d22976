import Components
import Foundation

#if !canImport(Darwin)
  /// Core Foundation's data, which is `NSData` on iOS too: `data as Data` reads it.
  public typealias CFData = NSData

  /// Where an image's pixel bytes come from (`CGDataProvider`): here, a copy of them.
  public final class CGDataProvider {
    /// The bytes.
    public let data: CFData?

    /// A provider of `data`'s bytes.
    public init?(data: CFData) { self.data = data }
  }

  /// The first byte of `data`, to read its bytes in place. As on iOS, `data` is implicitly
  /// unwrapped: a provider's optional `data` is passed as it is.
  public func CFDataGetBytePtr(_ data: CFData!) -> UnsafePointer<UInt8>! {
    data.length > 0 ? data.bytes.assumingMemoryBound(to: UInt8.self) : nil
  }

  /// The number of bytes in `data` (implicitly unwrapped, as on iOS).
  public func CFDataGetLength(_ data: CFData!) -> Int { data.length }

  /// Where an image keeps alpha in each pixel (`CGImageAlphaInfo`).
  public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst
    case alphaOnly
  }

  /// A bitmap's layout: its alpha info in the low bits and its byte order (`CGBitmapInfo`).
  public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
  }

  /// A `CGImage`'s pixels as Core Graphics describes them. Every image here is 8-bit RGBA
  /// with straight alpha, in that byte order (`.last`, default byte order), whether it was
  /// loaded or drawn: iOS gives drawn images premultiplied BGRA, so read the layout from
  /// `alphaInfo` and `bitmapInfo` rather than assume it.
  extension Image {
    /// The width in pixels.
    public var width: Int { bitmap.width }
    /// The height in pixels.
    public var height: Int { bitmap.height }
    /// Bits in each colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits in each pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes from one row of pixels to the next, with no padding.
    public var bytesPerRow: Int { bitmap.stride }
    /// Alpha comes last and is not premultiplied.
    public var alphaInfo: CGImageAlphaInfo { .last }
    /// ``alphaInfo`` in the default byte order.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }
    /// The colours' space: RGB, as every image here is (`colorSpace`), so a context made
    /// like the image (`CGContext(..., space: image.colorSpace!, ...)`) draws it as it is.
    public var colorSpace: CGColorSpace? { .deviceRGB }
    /// The pixel bytes, row by row from the top: red, green, blue, alpha.
    public var dataProvider: CGDataProvider? {
      CGDataProvider(data: NSData(bytes: bitmap.bytes, length: bitmap.bytes.count))
    }
  }
#endif
