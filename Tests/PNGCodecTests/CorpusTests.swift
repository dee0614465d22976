import PNGCodec
import Raster
import Testing

/// Real PNG files from public repositories: snapshot references and decoder edge cases.
@Suite(
  "Corpus",
  .enabled(
    if: Corpus.exists, "../shared/corpus not found next to the checkout; corpus tests skipped"))
struct CorpusTests {
  @Test("The corpus holds the files the other corpus tests name")
  func corpusIsComplete() {
    #expect(Corpus.pngFiles.count >= 51)
    for file in CorpusFacts.all.map(\.file) {
      #expect(Corpus.pngFiles.contains(file), "\(file)")
    }
  }

  @Test(
    "Each file decodes at its IHDR size and survives encode → decode", arguments: Corpus.pngFiles)
  func roundTrip(_ file: String) throws {
    let bytes = try Corpus.bytes(file)
    let image = try PNGDecoder().decodeImage(bytes)
    // IHDR is the first chunk: width at byte 16, height at 20, bit depth 24, colour type 25.
    #expect(image.bitmap.width == Int(readBigEndian(bytes, 16)))
    #expect(image.bitmap.height == Int(readBigEndian(bytes, 20)))
    #expect(image.info.width == image.bitmap.width)
    #expect(image.info.height == image.bitmap.height)
    #expect(image.info.bitDepth == Int(bytes[24]))
    #expect(image.info.colorType.rawValue == Int(bytes[25]))
    #expect(image.info.isInterlaced == (bytes[28] == 1))

    let encoded = try PNGEncoder().encode(image.bitmap)
    let decodedAgain = try PNGDecoder().decode(encoded)
    #expect(
      decodedAgain == image.bitmap, "\(bitmapDifference(decodedAgain, image.bitmap))")
    print("\(file): \(bytes.count) bytes, re-encoded \(encoded.count) bytes")
  }

  @Test(
    "Colour chunks, text and animation are reported as the file holds them",
    arguments: CorpusFacts.all)
  func facts(_ expected: CorpusFacts) throws {
    let info = try PNGDecoder().decodeImage(try Corpus.bytes(expected.file)).info
    #expect(info.colorType == expected.colorType)
    #expect(info.bitDepth == expected.bitDepth)
    #expect(info.isInterlaced == expected.isInterlaced)
    #expect(info.hasTransparencyChunk == expected.hasTransparencyChunk)
    #expect(info.color == expected.color)
    #expect(
      (info.color.nonSRGBReason != nil) == expected.isNonSRGB,
      "\(info.color.nonSRGBReason ?? "sRGB")")
    #expect(info.animationFrameCount == expected.animationFrameCount)
    for (key, value) in expected.text {
      #expect(info.text(forKey: key) == value, "\(key)")
    }
    #expect(info.chunkTypes == expected.chunkTypes)
  }
}

/// Facts about single corpus files, read by hand from their chunks.
struct CorpusFacts: Sendable, CustomTestStringConvertible {
  var file: String
  var colorType: PNGColorType
  var bitDepth: Int
  var isInterlaced = false
  var hasTransparencyChunk = false
  var color = PNGColorChunks()
  var isNonSRGB: Bool
  var animationFrameCount: Int? = nil
  var text: [(String, String)] = []
  var chunkTypes: [String]

  var testDescription: String { String(file.split(separator: "/").last ?? "") }

  static let snapshots = "reference-pngs/pointfreeco__swift-snapshot-testing/"
  static let sdWebImage = "png-edge-cases/SDWebImage__SDWebImage/"

  /// The cHRM values both files hold (× 100000): sRGB's D65 white point and primaries.
  static let srgbChromaticities = [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000]

  static let all: [CorpusFacts] = [
    CorpusFacts(
      file: snapshots
        + "_at_6fda7dc0f7/Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestCaseTests/"
        + "testTraits.iphone-8-alternative.png",
      colorType: .rgba, bitDepth: 8,
      color: PNGColorChunks(iccProfileName: "kCGColorSpaceDisplayP3"),
      isNonSRGB: true, chunkTypes: ["IHDR", "iCCP", "pHYs", "iDOT", "IDAT", "IEND"]),
    CorpusFacts(
      file: snapshots
        + "Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testMixedViews.ios.png",
      colorType: .rgba, bitDepth: 8, color: PNGColorChunks(srgbIntent: 0), isNonSRGB: false,
      chunkTypes: ["IHDR", "sRGB", "eXIf", "pHYs", "iDOT", "IDAT", "IEND"]),
    CorpusFacts(
      file: "reference-pngs/ashfurrow__Nimble-Snapshots/_at_a22e70f24b/Bootstrap/BootstrapTests/"
        + "ReferenceImages/BootstrapTests/"
        + "in_some_context__has_a_valid_snapshot_when_draw_rect_is_turned_on@2x.png",
      colorType: .rgba, bitDepth: 16,
      color: PNGColorChunks(iccProfileName: "kCGColorSpaceDisplayP3", cicp: [12, 13, 0, 1]),
      isNonSRGB: true,
      chunkTypes: ["IHDR", "iCCP", "cICP", "eXIf", "pHYs", "iDOT", "IDAT", "IEND"]),
    CorpusFacts(
      file: snapshots
        + "_at_aa9aacce4c/Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/"
        + "testImageColorSpaceConversion.srgb.png",
      colorType: .rgba, bitDepth: 8,
      color: PNGColorChunks(gamma: 45455, chromaticities: srgbChromaticities),
      isNonSRGB: false,
      chunkTypes: ["IHDR", "gAMA", "cHRM", "eXIf", "pHYs", "iTXt", "IDAT", "IEND"]),
    CorpusFacts(
      file: "reference-pngs/airbnb__lottie-ios/Tests/__Snapshots__/SnapshotTests/"
        + "testCoreAnimationRenderingEngine.Issues-issue_1847-0.png",
      colorType: .grayAlpha, bitDepth: 8,
      color: PNGColorChunks(iccProfileName: "kCGColorSpaceGenericGrayGamma2_2"), isNonSRGB: true,
      chunkTypes: ["IHDR", "iCCP", "eXIf", "pHYs", "iDOT", "IDAT", "IEND"]),
    CorpusFacts(
      file: sdWebImage + "Tests/Tests/Images/TestImageLarge.png", colorType: .rgba, bitDepth: 8,
      isNonSRGB: false, animationFrameCount: 4, text: [("Software", "APNG Assembler 2.7")],
      chunkTypes: ["IHDR", "acTL", "fcTL", "IDAT", "fdAT", "tEXt", "IEND"]),
    CorpusFacts(
      file: sdWebImage + "Tests/Tests/Images/IndexedPNG.png", colorType: .palette, bitDepth: 4,
      hasTransparencyChunk: true, isNonSRGB: false,
      chunkTypes: ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"]),
    CorpusFacts(
      file: sdWebImage + "Tests/Tests/Images/RGBA16PNG.png", colorType: .rgba, bitDepth: 16,
      color: PNGColorChunks(gamma: 45455, chromaticities: srgbChromaticities),
      isNonSRGB: false,
      text: [
        ("date:create", "2024-01-26T09:27:43+00:00"), ("date:modify", "2024-01-26T09:27:43+00:00"),
        ("date:timestamp", "2024-01-26T10:10:46+00:00"),
      ],
      chunkTypes: ["IHDR", "gAMA", "cHRM", "bKGD", "tIME", "IDAT", "tEXt", "IEND"]),
    CorpusFacts(
      file: sdWebImage + "SDWebImage_logo_small.png", colorType: .rgba, bitDepth: 8,
      isInterlaced: true, isNonSRGB: false, chunkTypes: ["IHDR", "pHYs", "IDAT", "IEND"]),
  ]
}
