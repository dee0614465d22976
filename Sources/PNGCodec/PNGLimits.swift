/// Upper bounds checked against a PNG's header before any pixel memory is allocated,
/// so that a small file claiming a huge image (a decompression bomb) fails fast.
public struct PNGLimits: Equatable, Hashable, Sendable, Codable {
  /// The most pixels allowed along either side.
  public var maxWidth: Int
  /// The most pixels allowed in all (width × height).
  public var maxPixels: Int
  /// The most bytes one ancillary chunk may take once decompressed (zTXt, iCCP, iTXt).
  public var maxChunkBytes: Int
  /// The most bytes a PNG file may have; ``PNGFile/read(_:limits:)`` refuses a larger file
  /// before reading it.
  public var maxFileBytes: Int

  /// - Parameters:
  ///   - maxWidth: the most pixels along either side; 32768 by default.
  ///   - maxPixels: the most pixels in all; 2²⁶ (64 Mpx, 256 MiB of RGBA) by default.
  ///   - maxChunkBytes: the most bytes of one decompressed ancillary chunk; 8 MiB by default.
  ///   - maxFileBytes: the most bytes of a file; 512 MiB by default, more than an 8-bit RGBA
  ///     image at the default pixel limit takes even stored uncompressed (256 MiB and a
  ///     byte a row).
  public init(
    maxWidth: Int = 32_768, maxPixels: Int = 1 << 26, maxChunkBytes: Int = 8 << 20,
    maxFileBytes: Int = 1 << 29
  ) {
    self.maxWidth = maxWidth
    self.maxPixels = maxPixels
    self.maxChunkBytes = maxChunkBytes
    self.maxFileBytes = maxFileBytes
  }

  /// 32768 pixels a side, 64 Mpx in all (256 MiB of RGBA), 8 MiB per ancillary chunk, files
  /// of at most 512 MiB.
  ///
  /// These are the renderer's own limits (`Canvas.maximumDimension` and
  /// `Canvas.maximumPixelCount`): a reference larger than any picture Designable can draw
  /// cannot be a snapshot, so decoding one would only spend memory. Comparing two images at
  /// the limit with a diff picture peaks at about 825 MiB (`designable diff --output` on two
  /// 8192×8192 images). Pass larger limits to
  /// ``PNGFile/read(_:limits:)`` or ``PNGDecoder/init(limits:)``, or
  /// `--max-image-pixels` to `designable diff` and `designable png`, to read larger files.
  public static let `default` = PNGLimits()

  /// The default limits with `maxPixels` pixels in all; past the default pixel count, the
  /// side limit is raised to match (libpng takes at most 2³¹ − 1 a side).
  public static func allowing(pixels maxPixels: Int) -> PNGLimits {
    var limits = PNGLimits.default
    limits.maxPixels = max(maxPixels, 0)
    if maxPixels > PNGLimits.default.maxPixels {
      limits.maxWidth = max(limits.maxWidth, min(maxPixels, 0x7FFF_FFFF))
      // Eight bytes a pixel: 16-bit RGBA stored uncompressed.
      let (bytes, overflow) = maxPixels.multipliedReportingOverflow(by: 8)
      limits.maxFileBytes = max(limits.maxFileBytes, overflow ? .max : bytes)
    }
    return limits
  }

  /// Throws ``PNGError/tooLarge(width:height:limits:)`` when the size exceeds the limits.
  public func check(width: Int, height: Int) throws(PNGError) {
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    if width > maxWidth || height > maxWidth || overflow || pixels > maxPixels {
      throw .tooLarge(width: width, height: height, limits: self)
    }
  }
}
