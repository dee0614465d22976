/// A picture of 8-bit RGBA pixels with straight (not premultiplied) alpha.
///
/// Pixels are stored row-major, top row first, four bytes per pixel in the order
/// red, green, blue, alpha, with no padding between rows (stride = `width × 4`).
/// Colour values are sRGB-encoded as they would be stored in a PNG file; no gamma
/// is applied anywhere. A pixel's centre is at `(x + 0.5, y + 0.5)`.
///
/// Two bitmaps are equal when their sizes and every byte are equal, which makes a
/// transparent pixel with colour different from another transparent pixel unequal:
/// compare with the image diff when that should not matter.
public struct Bitmap: Equatable, Hashable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// The pixel bytes, `width × height × 4` of them, laid out as described above.
  public var bytes: [UInt8]

  /// Bytes from one row to the next.
  @inlinable public var stride: Int { width &* 4 }

  /// The number of pixels.
  @inlinable public var pixelCount: Int { width &* height }

  /// Creates a bitmap of the given size filled with one colour (transparent black by default).
  ///
  /// - Precondition: `width` and `height` are zero or more, and `width × height × 4` fits in `Int`.
  public init(width: Int, height: Int, fill: RGBA8 = .clear) {
    precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    precondition(!overflow && count <= Int.max / 4, "Bitmap size overflows")
    self.width = width
    self.height = height
    if fill == .clear {
      bytes = [UInt8](repeating: 0, count: count * 4)
    } else {
      bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
        var i = 0
        while i < count * 4 {
          buffer[i] = fill.red
          buffer[i + 1] = fill.green
          buffer[i + 2] = fill.blue
          buffer[i + 3] = fill.alpha
          i += 4
        }
        initialized = count * 4
      }
    }
  }

  /// Creates a bitmap from existing bytes; `nil` when the count is not `width × height × 4`.
  public init?(width: Int, height: Int, bytes: [UInt8]) {
    guard width >= 0, height >= 0 else { return nil }
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, count <= Int.max / 4, bytes.count == count * 4 else { return nil }
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// The pixel at column `x`, row `y` (origin top left).
  ///
  /// - Precondition: the position lies inside the bitmap.
  @inlinable
  public subscript(x: Int, y: Int) -> RGBA8 {
    get {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "Pixel position out of bounds")
      let i = (y &* width &+ x) &* 4
      return RGBA8(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
    }
    set {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "Pixel position out of bounds")
      let i = (y &* width &+ x) &* 4
      bytes[i] = newValue.red
      bytes[i + 1] = newValue.green
      bytes[i + 2] = newValue.blue
      bytes[i + 3] = newValue.alpha
    }
  }
}

extension Bitmap: CustomStringConvertible {
  public var description: String { "Bitmap(\(width)×\(height))" }
}
