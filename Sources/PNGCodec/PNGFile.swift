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

  /// Reads the PNG file at `path` and decodes it into `storage` (as
  /// ``read(_:limits:reusing:)``) unless it carries the pixel digest of `picture`
  /// (``PNGEncoder/recordsPixelDigest``), bound to image data whose chunks all pass their
  /// CRC checks: then the pixels are `picture`'s and `nil` is returned without
  /// decompressing them. A file without a digest, or with another one, is decoded.
  /// - Throws: as ``read(_:limits:)``; `storage` is then left as it was or empty.
  public static func readUnlessIdentical(
    _ path: String, to picture: Bitmap, limits: PNGLimits = .default,
    reusing storage: inout [UInt8]
  ) throws(PNGError) -> PNGImage? {
    let bytes = try AtomicFile.read(path, maxBytes: limits.maxFileBytes)
    let result = bytes.withUnsafeBytes { buffer in
      Result { () throws(PNGError) -> PNGImage? in
        // Scanned once: the chunks' CRCs checked here serve the decoder too.
        let scanned = try PNGChunkScanner.scan(buffer)
        if let recorded = scanned.pixelDigest,
          recorded.digest.width == picture.width, recorded.digest.height == picture.height,
          recorded.binding == PNGPixelDigest.binding(ofImageDataCRCs: scanned.imageDataCRCs),
          recorded.digest == PNGPixelDigest(picture)
        {
          return nil
        }
        return try PNGDecoder(limits: limits).decodeImage(
          buffer, scanned: scanned, reusing: &storage)
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
