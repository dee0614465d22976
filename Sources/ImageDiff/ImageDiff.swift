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
    guard drawsPicture else {
      return ImageComparison(
        result: compareSameSize(reference, actual, options: options, scale: scale, picture: nil),
        picture: nil)
    }
    var picture = Bitmap(uninitializedWidth: reference.width, height: reference.height)
    let result = compare(reference, actual, options: options, scale: scale, picture: &picture)
    return ImageComparison(result: result, picture: picture)
  }

  /// Compares `actual` with `reference` and draws the diff picture into `picture`, reusing
  /// its storage when it already has the reference's size and is not shared (as pixelmatch
  /// writes into the caller's output buffer). Repeated comparisons of same-size images then
  /// allocate nothing; a fresh picture of many megabytes costs more to map into memory than
  /// the comparison itself.
  /// - Parameters:
  ///   - picture: replaced by the diff picture described at ``ImageComparison/picture``;
  ///     its previous pixels are never read.
  /// - Returns: the same numbers as ``compare(_:_:options:scale:drawsPicture:)``.
  public static func compare(
    _ reference: Bitmap, _ actual: Bitmap, options: DiffOptions = .exact, scale: Double = 1,
    picture: inout Bitmap
  ) -> DiffResult {
    guard reference.width == actual.width, reference.height == actual.height else {
      let comparison = compareSizes(reference, actual, options: options, drawsPicture: true)
      picture = comparison.picture ?? picture
      return comparison.result
    }
    if picture.width != reference.width || picture.height != reference.height {
      picture = Bitmap(uninitializedWidth: reference.width, height: reference.height)
    }
    return picture.bytes.withUnsafeMutableBytes { output in
      compareSameSize(
        reference, actual, options: options, scale: scale, picture: output.baseAddress)
    }
  }

  /// What ``compare(_:_:options:scale:drawsPicture:)`` finds for two identical images of
  /// this size: no pixel differs.
  public static func identical(width: Int, height: Int, options: DiffOptions = .exact)
    -> DiffResult
  {
    let pixelCount = width * height
    return DiffResult(
      width: width, height: height, actualWidth: width, actualHeight: height,
      differentPixels: 0, ratio: 0, maxChannelDelta: 0, maxDeltaE: 0, boundingBox: nil,
      antialiasedPixels: 0, ignoredPixels: 0,
      allowedPixels: options.allowedDifferingPixels.limit(pixelCount: pixelCount))
  }

  /// The comparison of two images of one size, drawing into `picture` when it is given
  /// (every byte of it is written).
  private static func compareSameSize(
    _ reference: Bitmap, _ actual: Bitmap, options: DiffOptions, scale: Double,
    picture output: UnsafeMutableRawPointer?
  ) -> DiffResult {
    let width = reference.width
    let height = reference.height
    let regions = options.ignoredRegions.compactMap {
      $0.pixelBounds(scale: scale, width: width, height: height)
    }
    var tally = DiffTally(width: width)
    reference.bytes.withUnsafeBytes { referenceBytes in
      actual.bytes.withUnsafeBytes { actualBytes in
        let images = PixelPair(
          reference: referenceBytes, actual: actualBytes, width: width, height: height)
        for y in 0..<height {
          // Every pixel starts faded; the differing ones are painted over below.
          if let output { DiffPicture.storeFadedRow(y, of: images, in: output) }
          if images.rowsEqual(y) { continue }
          compareRow(y, images, options: options, regions: regions, tally: &tally, picture: output)
        }
      }
    }
    let pixelCount = width * height
    return DiffResult(
      width: width, height: height, actualWidth: width, actualHeight: height,
      differentPixels: tally.different,
      ratio: pixelCount == 0 ? 0 : Double(tally.different) / Double(pixelCount),
      maxChannelDelta: tally.maxChannelDelta, maxDeltaE: tally.maxDeltaE,
      boundingBox: tally.boundingBox, antialiasedPixels: tally.antialiased,
      ignoredPixels: tally.ignored,
      allowedPixels: options.allowedDifferingPixels.limit(pixelCount: pixelCount))
  }

  /// One row: identical pixels take the fast path; the rest are classified.
  private static func compareRow(
    _ y: Int, _ images: PixelPair, options: DiffOptions, regions: [PixelBox],
    tally: inout DiffTally, picture: UnsafeMutableRawPointer?
  ) {
    let yiqLimit = options.yiqThreshold.map { 35215 * $0 * $0 }
    var x = 0
    while x < images.width {
      // Runs of eight equal pixels are skipped with four 8-byte comparisons.
      if x &+ 8 <= images.width && images.eightPixelsEqual(at: y &* images.width &+ x) {
        x &+= 8
        continue
      }
      let index = y &* images.width &+ x
      defer { x &+= 1 }
      let a = images.referenceWord(index)
      let b = images.actualWord(index)
      if a == b { continue }
      if !regions.isEmpty && regions.contains(where: { $0.contains(x, y) }) {
        tally.ignored &+= 1
        continue
      }
      let channelDelta = PixelMath.maxChannelDelta(a, b)
      let deltaE = tally.deltaE(a, b)
      tally.maxChannelDelta = max(tally.maxChannelDelta, channelDelta)
      tally.maxDeltaE = max(tally.maxDeltaE, deltaE)
      var differs = channelDelta > options.channelTolerance
      if differs, let tolerance = options.perceptualTolerance { differs = deltaE > tolerance }
      if differs, let yiqLimit { differs = abs(PixelMath.yiqDelta(a, b)) > yiqLimit }
      guard differs else { continue }
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

  /// Recent pairs' ΔE00, direct-mapped by a hash of the pair: differences come in runs and
  /// areas of few colour pairs (a recoloured block, an edge moved along its length). A key
  /// is `reference << 32 | actual`; 0 marks an empty slot, since equal pixels are never
  /// measured.
  private var pairKeys = [UInt64](repeating: 0, count: 1024)
  private var pairValues = [Double](repeating: 0, count: 1024)

  /// Recent colours' CIELAB values, direct-mapped by a hash of the pixel: a picture holds
  /// few colours compared with its pixels, and the conversion (three cube roots) is most of
  /// the work outside the ΔE formula itself.
  private var labKeys = [UInt32](repeating: 0, count: 1024)
  private var labValues = [CIEDE2000.Lab](repeating: CIEDE2000.Lab(l: 0, a: 0, b: 0), count: 1024)
  private var labFilled = [Bool](repeating: false, count: 1024)

  /// ΔE00 of two different pixels, remembering recent pairs and colours.
  @inline(__always)
  mutating func deltaE(_ a: UInt32, _ b: UInt32) -> Double {
    let key = UInt64(a) << 32 | UInt64(b)
    let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 54)
    if pairKeys[slot] == key { return pairValues[slot] }
    let value = CIEDE2000.difference(lab(a), lab(b))
    pairKeys[slot] = key
    pairValues[slot] = value
    return value
  }

  private mutating func lab(_ pixel: UInt32) -> CIEDE2000.Lab {
    let slot = Int((pixel &* 0x9E37_79B9) >> 22)
    if labFilled[slot] && labKeys[slot] == pixel { return labValues[slot] }
    let value = CIEDE2000.lab(pixel)
    labKeys[slot] = pixel
    labValues[slot] = value
    labFilled[slot] = true
    return value
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
