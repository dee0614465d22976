import Raster
import TestSupport
import Testing

@testable import ImageDiff

/// A deterministic image: a soft vertical edge between grey and blue at `edge` (in
/// pixels, anti-aliased by exact coverage), on a white band at the top.
func edgeImage(width: Int = 32, height: Int = 24, edge: Double) -> Bitmap {
  var bitmap = Bitmap(width: width, height: height, fill: .white)
  for y in 4..<height {
    for x in 0..<width {
      let coverage = min(max(edge - Double(x), 0), 1)
      let mix = { (a: Double, b: Double) in UInt8((a * coverage + b * (1 - coverage)).rounded()) }
      bitmap[x, y] = RGBA8(red: mix(90, 20), green: mix(90, 40), blue: mix(90, 200))
    }
  }
  return bitmap
}

@Suite("ImageDiff")
struct ImageDiffTests {
  @Test func identicalImagesHaveNoDifference() {
    let image = edgeImage(edge: 10.3)
    for drawsPicture in [false, true] {
      let comparison = ImageDiff.compare(image, image, drawsPicture: drawsPicture)
      #expect(comparison.result.differentPixels == 0)
      #expect(comparison.result.maxChannelDelta == 0)
      #expect(comparison.result.maxDeltaE == 0)
      #expect(comparison.result.boundingBox == nil)
      #expect(comparison.result.matches)
      #expect((comparison.picture != nil) == drawsPicture)
    }
  }

  @Test func oneChangedPixelIsCountedWithItsBox() {
    let reference = Bitmap(width: 5, height: 4, fill: .white)
    var actual = reference
    actual[3, 2] = RGBA8(red: 255, green: 250, blue: 255)
    let result = ImageDiff.compare(reference, actual).result
    #expect(result.differentPixels == 1)
    #expect(result.ratio == 1.0 / 20)
    #expect(result.maxChannelDelta == 5)
    #expect(result.boundingBox == PixelBox(x: 3, y: 2, width: 1, height: 1))
    #expect(!result.matches)
    #expect(result.allowedPixels == 0)
  }

  @Test func theBoxSpansEveryDifference() {
    let reference = Bitmap(width: 10, height: 10)
    var actual = reference
    actual[1, 7] = .black
    actual[8, 2] = .white
    let result = ImageDiff.compare(reference, actual).result
    #expect(result.boundingBox == PixelBox(x: 1, y: 2, width: 8, height: 6))
    #expect(result.maxChannelDelta == 255)
  }

  @Test func channelToleranceForgivesSmallDifferences() {
    let reference = Bitmap(width: 4, height: 4, fill: RGBA8(red: 100, green: 100, blue: 100))
    var actual = reference
    actual[0, 0] = RGBA8(red: 102, green: 100, blue: 100)
    actual[1, 0] = RGBA8(red: 100, green: 103, blue: 100)
    let exact = ImageDiff.compare(reference, actual).result
    #expect(exact.differentPixels == 2)
    let tolerant = ImageDiff.compare(reference, actual, options: DiffOptions(channelTolerance: 2))
    #expect(tolerant.result.differentPixels == 1)
    #expect(tolerant.result.maxChannelDelta == 3)
  }

  @Test func perceptualToleranceForgivesInvisibleChanges() {
    let reference = Bitmap(width: 2, height: 1, fill: RGBA8(red: 120, green: 60, blue: 200))
    var actual = reference
    actual[0, 0] = RGBA8(red: 121, green: 60, blue: 200)
    actual[1, 0] = RGBA8(red: 160, green: 60, blue: 200)
    let result = ImageDiff.compare(
      reference, actual, options: DiffOptions(perceptualTolerance: 1)
    ).result
    #expect(result.differentPixels == 1)
    #expect(result.maxDeltaE > 5)
  }

  @Test func tolerancesCombineSoEachMustBeExceeded() {
    let reference = Bitmap(width: 1, height: 1, fill: RGBA8(red: 120, green: 60, blue: 200))
    let actual = Bitmap(width: 1, height: 1, fill: RGBA8(red: 124, green: 60, blue: 200))
    let channelOnly = DiffOptions(channelTolerance: 3)
    #expect(ImageDiff.compare(reference, actual, options: channelOnly).result.differentPixels == 1)
    let both = DiffOptions(channelTolerance: 3, perceptualTolerance: 2)
    #expect(ImageDiff.compare(reference, actual, options: both).result.differentPixels == 0)
  }

  @Test func allowanceByCountAndRatio() {
    let reference = Bitmap(width: 10, height: 10)
    var actual = reference
    for x in 0..<3 { actual[x, 0] = .black }
    let three = ImageDiff.compare(
      reference, actual, options: DiffOptions(allowedDifferingPixels: .count(3)))
    #expect(three.result.matches)
    let two = ImageDiff.compare(
      reference, actual, options: DiffOptions(allowedDifferingPixels: .count(2)))
    #expect(!two.result.matches)
    let ratio = ImageDiff.compare(
      reference, actual, options: DiffOptions(allowedDifferingPixels: .ratio(0.03)))
    #expect(ratio.result.allowedPixels == 3)
    #expect(ratio.result.matches)
    #expect(PixelAllowance.ratio(0.029).limit(pixelCount: 100) == 2)
  }

  @Test func ignoredRegionsAreInPointsAndMaskPixelCentres() {
    let reference = Bitmap(width: 8, height: 8)
    var actual = reference
    for y in 0..<8 { for x in 0..<8 { actual[x, y] = .black } }
    // At 2x, the point rect (1, 1, 2, 1.5) covers pixel columns 2...5 and rows 2...4.
    let options = DiffOptions(ignoredRegions: [IgnoredRegion(x: 1, y: 1, width: 2, height: 1.5)])
    let result = ImageDiff.compare(reference, actual, options: options, scale: 2).result
    #expect(result.ignoredPixels == 12)
    #expect(result.differentPixels == 64 - 12)
  }

  @Test func differentSizesShowBothSideBySide() throws {
    let reference = Bitmap(width: 3, height: 2, fill: .white)
    let actual = Bitmap(width: 4, height: 5, fill: .black)
    let comparison = ImageDiff.compare(reference, actual, drawsPicture: true)
    #expect(comparison.result.sizesDiffer)
    #expect(!comparison.result.matches)
    #expect(comparison.result.differentPixels == 20)
    let picture = try #require(comparison.picture)
    #expect(picture.width == 3 + 4 + 4)
    #expect(picture.height == 5)
    #expect(picture[0, 0] == .white)
    #expect(picture[3, 4] == RGBA8(red: 255, green: 0, blue: 0))
    #expect(picture[7, 4] == .black)
    #expect(picture[0, 4] == .clear)
  }

  @Test func thePictureFadesSameMarksDifferentAndAntialiasing() throws {
    let reference = edgeImage(edge: 10.0)
    var actual = edgeImage(edge: 10.5)
    actual[20, 10] = RGBA8(red: 0, green: 255, blue: 0)
    let comparison = ImageDiff.compare(
      reference, actual, options: DiffOptions(ignoresAntialiasing: true), drawsPicture: true)
    let picture = try #require(comparison.picture)
    #expect(picture[20, 10] == RGBA8(red: 255, green: 0, blue: 0))
    #expect(picture[10, 10] == RGBA8(red: 255, green: 255, blue: 0))
    #expect(picture[0, 0] == RGBA8(red: 255, green: 255, blue: 255))
    // Grey 90 at about a tenth of its contrast: 255 − ⌊165 × 255 × 26 / 2¹⁶⌋ = 239.
    #expect(picture[0, 10] == RGBA8(red: 239, green: 239, blue: 239))
    #expect(comparison.result.differentPixels == 1)
    #expect(comparison.result.antialiasedPixels == 20)
  }

  @Test func theCountIsTheSameWithAndWithoutThePicture() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<40 {
      let width = Int.random(in: 1...24, using: &generator)
      let height = Int.random(in: 1...24, using: &generator)
      let reference = randomImage(width: width, height: height, using: &generator)
      var actual = reference
      for _ in 0..<Int.random(in: 0...30, using: &generator) {
        let x = Int.random(in: 0..<width, using: &generator)
        let y = Int.random(in: 0..<height, using: &generator)
        actual[x, y] = RGBA8(
          red: .random(in: 0...255, using: &generator), green: 0, blue: 0,
          alpha: .random(in: 0...255, using: &generator))
      }
      let options = DiffOptions(
        channelTolerance: Int.random(in: 0...20, using: &generator),
        ignoresAntialiasing: Bool.random(using: &generator))
      let plain = ImageDiff.compare(reference, actual, options: options)
      let pictured = ImageDiff.compare(reference, actual, options: options, drawsPicture: true)
      #expect(plain.result == pictured.result)
      #expect(ImageDiff.compare(actual, actual, options: options).result.differentPixels == 0)
    }
  }
}

@Suite("Diff picture")
struct DiffPictureTests {
  @Test func everyPixelOfAnUnchangedRowIsItsFadedGrey() throws {
    var generator = SplitMix64(seed: 11)
    // Widths around the four-pixel groups of the vector loop, so the last pixels of a row
    // take the one-pixel path.
    for width in 1...23 {
      let image = randomImage(width: width, height: 3, using: &generator)
      let picture = try #require(ImageDiff.compare(image, image, drawsPicture: true).picture)
      for y in 0..<3 {
        for x in 0..<width {
          let pixel = image[x, y]
          let word =
            UInt32(pixel.red) | UInt32(pixel.green) << 8 | UInt32(pixel.blue) << 16
            | UInt32(pixel.alpha) << 24
          let level = UInt8(DiffPicture.faded(word) & 255)
          #expect(picture[x, y] == RGBA8(red: level, green: level, blue: level))
        }
      }
    }
  }

  @Test func fadingKeepsOrderAndAlpha() {
    let word = { (grey: UInt32, alpha: UInt32) in grey * 0x0001_0101 | alpha << 24 }
    #expect(DiffPicture.faded(word(255, 255)) & 255 == 255)
    #expect(DiffPicture.faded(word(0, 0)) & 255 == 255)
    #expect(DiffPicture.faded(word(0, 255)) & 255 == 230)
    #expect(DiffPicture.faded(word(0, 255)) >> 24 == 255)
    var previous: UInt32 = 0
    for grey: UInt32 in stride(from: 0, through: 255, by: 5) {
      let level = DiffPicture.faded(word(grey, 255)) & 255
      #expect(level >= previous)
      previous = level
    }
  }

  @Test func aReusedPictureGivesTheSameResultAndPixels() throws {
    var generator = SplitMix64(seed: 5)
    var picture = Bitmap(width: 2, height: 2, fill: .black)
    for round in 0..<6 {
      // Rounds alternate between two sizes, so the storage is both replaced and reused.
      let width = round % 2 == 0 ? 13 : 7
      let reference = randomImage(width: width, height: 9, using: &generator)
      var actual = reference
      actual[3, 4] = RGBA8(red: 0, green: 255, blue: 0)
      actual[width - 1, 8] = RGBA8(red: 1, green: 2, blue: 3, alpha: 4)
      let options = DiffOptions(ignoresAntialiasing: true)
      let fresh = ImageDiff.compare(reference, actual, options: options, drawsPicture: true)
      let result = ImageDiff.compare(reference, actual, options: options, picture: &picture)
      #expect(result == fresh.result)
      #expect(picture == fresh.picture)
      // Same size again: every byte is rewritten, nothing of the last picture shows.
      let again = ImageDiff.compare(reference, reference, options: options, picture: &picture)
      #expect(again.differentPixels == 0)
      #expect(picture == ImageDiff.compare(reference, reference, drawsPicture: true).picture)
    }
    let other = Bitmap(width: 4, height: 4, fill: .white)
    let sizes = ImageDiff.compare(Bitmap(width: 3, height: 3), other, picture: &picture)
    #expect(sizes.sizesDiffer)
    #expect(picture.width == 3 + 4 + 4)
  }
}

func randomImage(width: Int, height: Int, using generator: inout SplitMix64) -> Bitmap {
  var bitmap = Bitmap(width: width, height: height)
  for i in bitmap.bytes.indices { bitmap.bytes[i] = .random(in: 0...255, using: &generator) }
  return bitmap
}

@Suite("Anti-aliasing detection")
struct AntialiasingTests {
  /// The reference with the block x 8...13, y 8...13 recoloured by swapping red and blue:
  /// the grey part keeps its colour, the blend and the blue part change.
  func recoloured(_ reference: Bitmap) -> Bitmap {
    var actual = reference
    for y in 8...13 {
      for x in 8...13 {
        let p = reference[x, y]
        actual[x, y] = RGBA8(red: p.blue, green: p.green, blue: p.red)
      }
    }
    return actual
  }

  @Test func aMovedEdgeIsForgiven() {
    let reference = edgeImage(edge: 10.0)
    let actual = edgeImage(edge: 10.25)
    let exact = ImageDiff.compare(reference, actual).result
    #expect(exact.differentPixels == 20)
    let forgiving = ImageDiff.compare(
      reference, actual, options: DiffOptions(ignoresAntialiasing: true))
    #expect(forgiving.result.differentPixels == 0)
    #expect(forgiving.result.antialiasedPixels == 20)
  }

  @Test func aRecolouredBlockOnAnEdgeIsStillReported() {
    let reference = edgeImage(edge: 10.5)
    let actual = recoloured(reference)
    let result = ImageDiff.compare(
      reference, actual, options: DiffOptions(ignoresAntialiasing: true)
    ).result
    #expect(result.differentPixels == 24)
    #expect(result.antialiasedPixels == 0)
    #expect(result.boundingBox == PixelBox(x: 10, y: 8, width: 4, height: 6))
  }

  @Test func pixelmatchsRuleAloneWouldHideTheBlocksEdge() {
    let reference = edgeImage(edge: 10.5)
    let actual = recoloured(reference)
    reference.bytes.withUnsafeBytes { r in
      actual.bytes.withUnsafeBytes { a in
        let images = PixelPair(
          reference: r, actual: a, width: reference.width, height: reference.height)
        #expect(AntialiasingDetector.looksAntialiased(10, 10, images, inReference: true))
        #expect(!AntialiasingDetector.explains(10, 10, images))
      }
    }
  }
}
