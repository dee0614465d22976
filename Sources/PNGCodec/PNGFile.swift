import Raster

/// Reading and writing PNG files on disk.
public enum PNGFile {
  /// Reads and decodes the PNG file at `path`.
  /// - Throws: ``PNGError/io(path:operation:reason:)`` when it cannot be read, or the
  ///   decoder's ``PNGError`` for bad data.
  public static func read(_ path: String, limits: PNGLimits = .default) throws(PNGError) -> PNGImage
  {
    let bytes = try AtomicFile.read(path, maxBytes: limits.maxFileBytes)
    return try PNGDecoder(limits: limits).decodeImage(bytes)
  }

  /// Reads and decodes the PNG file at `path` into `storage` when it can hold the pixels
  /// (see ``PNGDecoder/decodeImage(_:reusing:)``).
  /// - Throws: as ``read(_:limits:)``; `storage` is then left as it was or empty.
  public static func read(
    _ path: String, limits: PNGLimits = .default, reusing storage: inout [UInt8]
  ) throws(PNGError) -> PNGImage {
    let bytes = try AtomicFile.read(path, maxBytes: limits.maxFileBytes)
    let result = bytes.withUnsafeBytes { buffer in
      Result { () throws(PNGError) -> PNGImage in
        try PNGDecoder(limits: limits).decodeImage(buffer, reusing: &storage)
      }
    }
    return try result.get()
  }

  /// Encodes `bitmap` and replaces the file at `path` atomically: an interrupted write
  /// never leaves a truncated file, and an existing file is replaced only by a complete one.
  /// - Throws: ``PNGError`` when encoding or writing fails; the old file is then untouched.
  public static func write(
    _ bitmap: Bitmap, to path: String, text: [PNGTextEntry] = [], encoder: PNGEncoder = PNGEncoder()
  ) throws(PNGError) {
    try AtomicFile.write(try encoder.encode(bitmap, text: text), to: path)
  }
}
