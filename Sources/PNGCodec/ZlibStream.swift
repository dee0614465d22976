internal import CLibPNG

/// zlib streams (RFC 1950) outside PNG files: PDF's `FlateDecode` data holds the same
/// compression as a PNG's image data.
public enum ZlibStream {
  /// `bytes` compressed at zlib's default level; `nil` when zlib fails.
  public static func compressed(_ bytes: [UInt8]) -> [UInt8]? {
    try? PNGEncoder.deflate(bytes, level: Z_DEFAULT_COMPRESSION, strategy: Z_DEFAULT_STRATEGY)
  }

  /// The `size` bytes `stream` holds; `nil` when it is not a zlib stream of that many.
  public static func decompressed(_ stream: [UInt8], size: Int) -> [UInt8]? {
    guard size >= 0 else { return nil }
    var output = [UInt8](repeating: 0, count: max(size, 1))
    var length = uLongf(size)
    let code = output.withUnsafeMutableBufferPointer { target in
      stream.withUnsafeBufferPointer { source in
        uncompress(target.baseAddress, &length, source.baseAddress, uLong(source.count))
      }
    }
    guard code == Z_OK, Int(length) == size else { return nil }
    return Array(output.prefix(size))
  }
}
