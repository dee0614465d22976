import Raster

/// Compares two RGBA images under ``DiffOptions``.
///
/// Pixels are compared as stored (straight-alpha sRGB bytes). One pass counts the
/// differing pixels, tracks the worst channel and perceptual differences and the box
/// around the differences, and, when asked, draws the diff picture in the same pass, so
/// the numbers never depend on whether a picture was made. Rows that are byte-identical
/// are skipped with one `memcmp`-like comparison when no picture is drawn.
public enum ImageDiff {
  /// Compares `actual` with `reference`.
  /// - Parameters:
  ///   - reference: the expected image.
  ///   - actual: the image under test.
  ///   - options: tolerances, allowance and ignored regions; exact by default.
  ///   - scale: pixels per point, to place ``DiffOptions/ignoredRegions``.
  ///   - drawsPicture: whether to draw ``ImageComparison/picture``.
  /// - Complexity: O(pixels). Identical rows cost one comparison; each differing pixel
  ///   costs a CIEDE2000 evaluation and, with anti-aliasing detection, a look at its
  ///   3×3 neighbourhood in both images.
  public static func compare(
    _ reference: Bitmap, _ actual: Bitmap, options: DiffOptions = .exact, scale: Double = 1,
    drawsPicture: Bool = false
  ) -> ImageComparison {
    guard reference.width == actual.width, reference.height == actual.height else {
      return compareSizes(reference, actual, options: options, drawsPicture: drawsPicture)
    }
    let width = reference.width
    let height = reference.height
    let regions = options.ignoredRegions.compactMap {
      $0.pixelBounds(scale: scale, width: width, height: height)
    }
    var tally = DiffTally(width: width)
    var picture: [UInt8] = drawsPicture ? [UInt8](repeating: 0, count: width * height * 4) : []
    reference.bytes.withUnsafeBytes { referenceBytes in
      actual.bytes.withUnsafeBytes { actualBytes in
        picture.withUnsafeMutableBytes { pictureBytes in
          let images = PixelPair(
            reference: referenceBytes, actual: actualBytes, width: width, height: height)
          let output = drawsPicture ? pictureBytes.baseAddress : nil
          for y in 0..<height {
            if output == nil && images.rowsEqual(y) { continue }
            compareRow(y, images, options: options, regions: regions, tally: &tally, picture: output)
          }
        }
      }
    }
    let pixelCount = width * height
    let result = DiffResult(
      width: width, height: height, actualWidth: width, actualHeight: height,
      differentPixels: tally.different,
      ratio: pixelCount == 0 ? 0 : Double(tally.different) / Double(pixelCount),
      maxChannelDelta: tally.maxChannelDelta, maxDeltaE: tally.maxDeltaE,
      boundingBox: tally.boundingBox, antialiasedPixels: tally.antialiased,
      ignoredPixels: tally.ignored,
      allowedPixels: options.allowedDifferingPixels.limit(pixelCount: pixelCount))
    let bitmap = drawsPicture ? Bitmap(width: width, height: height, bytes: picture) : nil
    return ImageComparison(result: result, picture: bitmap)
  }

  /// One row: identical pixels take the fast path; the rest are classified.
  private static func compareRow(
    _ y: Int, _ images: PixelPair, options: DiffOptions, regions: [PixelBox],
    tally: inout DiffTally, picture: UnsafeMutableRawPointer?
  ) {
    let yiqLimit = options.yiqThreshold.map { 35215 * $0 * $0 }
    for x in 0..<images.width {
      let index = y &* images.width &+ x
      let a = images.referenceWord(index)
      let b = images.actualWord(index)
      if a == b {
        if let picture { DiffPicture.storeFaded(a, at: index, in: picture) }
        continue
      }
      if !regions.isEmpty && regions.contains(where: { $0.contains(x, y) }) {
        tally.ignored &+= 1
        if let picture { DiffPicture.storeFaded(a, at: index, in: picture) }
        continue
      }
      let channelDelta = PixelMath.maxChannelDelta(a, b)
      let deltaE = CIEDE2000.difference(a, b)
      tally.maxChannelDelta = max(tally.maxChannelDelta, channelDelta)
      tally.maxDeltaE = max(tally.maxDeltaE, deltaE)
      var differs = channelDelta > options.channelTolerance
      if differs, let tolerance = options.perceptualTolerance { differs = deltaE > tolerance }
      if differs, let yiqLimit { differs = abs(PixelMath.yiqDelta(a, b)) > yiqLimit }
      guard differs else {
        if let picture { DiffPicture.storeFaded(a, at: index, in: picture) }
        continue
      }
      if options.ignoresAntialiasing && AntialiasingDetector.explains(x, y, images) {
        tally.antialiased &+= 1
        if let picture { DiffPicture.store(DiffPicture.antialiasingColor, at: index, in: picture) }
        continue
      }
      tally.addDifference(x, y)
      if let picture { DiffPicture.store(DiffPicture.differenceColor, at: index, in: picture) }
    }
  }

  /// Images of different sizes: every pixel of the larger area differs.
  private static func compareSizes(
    _ reference: Bitmap, _ actual: Bitmap, options: DiffOptions, drawsPicture: Bool
  ) -> ImageComparison {
    let pixelCount = reference.pixelCount
    let different = max(reference.pixelCount, actual.pixelCount)
    let result = DiffResult(
      width: reference.width, height: reference.height, actualWidth: actual.width,
      actualHeight: actual.height, differentPixels: different,
      ratio: pixelCount == 0 ? 1 : Double(different) / Double(pixelCount),
      maxChannelDelta: 255, maxDeltaE: 0,
      boundingBox: PixelBox(
        x: 0, y: 0, width: max(reference.width, actual.width),
        height: max(reference.height, actual.height)),
      antialiasedPixels: 0, ignoredPixels: 0,
      allowedPixels: options.allowedDifferingPixels.limit(pixelCount: pixelCount))
    let picture = drawsPicture ? DiffPicture.sideBySide(reference, actual) : nil
    return ImageComparison(result: result, picture: picture)
  }
}

/// The running counts of one comparison.
struct DiffTally {
  let width: Int
  var different = 0
  var antialiased = 0
  var ignored = 0
  var maxChannelDelta = 0
  var maxDeltaE = 0.0
  var minX = Int.max
  var minY = Int.max
  var maxX = -1
  var maxY = -1

  init(width: Int) {
    self.width = width
  }

  @inline(__always)
  mutating func addDifference(_ x: Int, _ y: Int) {
    different &+= 1
    minX = min(minX, x)
    minY = min(minY, y)
    maxX = max(maxX, x)
    maxY = max(maxY, y)
  }

  var boundingBox: PixelBox? {
    guard different > 0 else { return nil }
    return PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }
}
