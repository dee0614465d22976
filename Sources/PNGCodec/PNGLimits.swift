/// Upper bounds checked against a PNG's header before any pixel memory is allocated,
/// so that a small file claiming a huge image (a decompression bomb) fails fast.
public struct PNGLimits: Equatable, Hashable, Sendable, Codable {
  /// The most pixels allowed along either side.
  public var maxWidth: Int
  /// The most pixels allowed in all (width × height).
  public var maxPixels: Int
  /// The most bytes one ancillary chunk may take once decompressed (zTXt, iCCP, iTXt).
  public var maxChunkBytes: Int

  public init(maxWidth: Int = 32_768, maxPixels: Int = 256 * 1024 * 1024, maxChunkBytes: Int = 8 << 20) {
    self.maxWidth = maxWidth
    self.maxPixels = maxPixels
    self.maxChunkBytes = maxChunkBytes
  }

  /// 32768 pixels a side, 256 Mpx in all (1 GiB of RGBA), 8 MiB per ancillary chunk.
  public static let `default` = PNGLimits()

  /// Throws ``PNGError/tooLarge(width:height:limits:)`` when the size exceeds the limits.
  public func check(width: Int, height: Int) throws(PNGError) {
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    if width > maxWidth || height > maxWidth || overflow || pixels > maxPixels {
      throw .tooLarge(width: width, height: height, limits: self)
    }
  }
}
