import ArgumentParser
import Foundation
import ImageDiff
import PNGCodec
import Raster

/// `designable diff A.png B.png`
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two PNG images under tolerances.",
    discussion: """
      Exact by default: any difference in any channel of any pixel counts. Tolerances \
      combine: a pixel counts as different only when it exceeds every tolerance given.
      Exit codes: 0 the images match within the tolerances, 66 they differ, 64 bad usage, \
      65 a file is not a valid PNG, 74 a file cannot be read or written.
      """
  )

  @Argument(help: "The reference image.")
  var reference: String

  @Argument(help: "The image to compare with the reference.")
  var actual: String

  @Option(help: "Largest difference in any channel (0-255) that still counts as the same.")
  var channelTolerance = 0

  @Option(help: "Largest CIEDE2000 colour difference (ΔE00) that still counts as the same.")
  var perceptualTolerance: Double?

  @Option(help: "pixelmatch's YIQ threshold (0-1); a pixel differs above it.")
  var yiqThreshold: Double?

  @Option(help: "How many differing pixels are allowed.")
  var maxPixels: Int?

  @Option(help: "What fraction (0-1) of the pixels may differ.")
  var maxRatio: Double?

  @Flag(help: "Forgive differences that look like anti-aliasing (drawn yellow in the picture).")
  var ignoreAntialiasing = false

  @Option(
    name: .customLong("ignore-region"),
    help: ArgumentHelp(
      "A rectangle not to compare, in points: x,y,width,height. Repeatable.",
      valueName: "x,y,w,h"))
  var ignoredRegions: [String] = []

  @Option(help: "Pixels per point, to place --ignore-region.")
  var scale = 1.0

  @Option(help: "Write the diff picture here (replaced atomically).")
  var output: String?

  @Option(
    help: ArgumentHelp(
      "The most pixels an image may have; larger files are refused before decoding. The "
        + "default is the largest picture Designable renders (67108864 pixels, 256 MiB).",
      valueName: "pixels"))
  var maxImagePixels = PNGLimits.default.maxPixels

  @Flag(help: "Print the result as JSON.")
  var json = false

  func validate() throws {
    guard (0...255).contains(channelTolerance) else {
      throw ValidationError("--channel-tolerance must be 0 to 255, not \(channelTolerance).")
    }
    if let perceptualTolerance, !(perceptualTolerance >= 0 && perceptualTolerance.isFinite) {
      throw ValidationError(
        "--perceptual-tolerance must be a finite number, 0 or more, not \(perceptualTolerance).")
    }
    if let yiqThreshold, !(0...1).contains(yiqThreshold) {
      throw ValidationError("--yiq-threshold must be 0 to 1, not \(yiqThreshold).")
    }
    if maxPixels != nil && maxRatio != nil {
      throw ValidationError("Give --max-pixels or --max-ratio, not both.")
    }
    if let maxPixels, maxPixels < 0 { throw ValidationError("--max-pixels must be 0 or more.") }
    if let maxRatio, !(0...1).contains(maxRatio) {
      throw ValidationError("--max-ratio must be 0 to 1, not \(maxRatio).")
    }
    guard scale > 0, scale.isFinite else {
      throw ValidationError("--scale must be a finite number more than 0, not \(scale).")
    }
    guard maxImagePixels > 0 else {
      throw ValidationError("--max-image-pixels must be more than 0.")
    }
    _ = try regions()
  }

  func regions() throws -> [IgnoredRegion] {
    try ignoredRegions.map { text in
      let numbers = text.split(separator: ",").map {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
      guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let w = numbers[2],
        let h = numbers[3]
      else {
        throw ValidationError(
          "--ignore-region takes x,y,width,height: four numbers in points, not \"\(text)\".")
      }
      // A region far outside the image is allowed (it ignores nothing); one that is not a
      // finite number cannot be placed.
      guard [x, y, w, h].allSatisfy(\.isFinite) else {
        throw ValidationError("--ignore-region takes finite numbers, not \"\(text)\".")
      }
      guard w > 0, h > 0 else {
        throw ValidationError(
          "--ignore-region needs a positive width and height, not \"\(text)\".")
      }
      return IgnoredRegion(x: x, y: y, width: w, height: h)
    }
  }

  var options: DiffOptions {
    get throws {
      let allowance: PixelAllowance = maxRatio.map { .ratio($0) } ?? .count(maxPixels ?? 0)
      return DiffOptions(
        channelTolerance: channelTolerance, perceptualTolerance: perceptualTolerance,
        yiqThreshold: yiqThreshold, allowedDifferingPixels: allowance,
        ignoresAntialiasing: ignoreAntialiasing, ignoredRegions: try regions())
    }
  }

  func run() throws {
    let limits = PNGLimits.allowing(pixels: maxImagePixels)
    let first = try Self.read(reference, limits: limits)
    let second = try Self.read(actual, limits: limits)
    let comparison = ImageDiff.compare(
      first, second, options: try options, scale: scale, drawsPicture: output != nil)
    if let output, let picture = comparison.picture {
      do {
        try PNGFile.write(picture, to: output)
      } catch {
        printError(describe(error, file: output))
        throw designableExitCode(for: error)
      }
    }
    let result = comparison.result
    if json {
      let report = DiffReport(reference: reference, actual: actual, output: output, result: result)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      print(String(decoding: try encoder.encode(report), as: UTF8.self))
    } else {
      print((result.matches ? "match: " : "differ: ") + result.summary)
      if let output { print("diff picture: \(output)") }
    }
    if !result.matches { throw DesignableExit.imagesDiffer }
  }

  /// Reads one of the two images, naming the file in the error.
  static func read(_ file: String, limits: PNGLimits) throws -> Bitmap {
    do {
      return try PNGFile.read(file, limits: limits).bitmap
    } catch {
      printError(describe(error, file: file))
      throw designableExitCode(for: error)
    }
  }
}

/// `designable diff --json`'s output.
struct DiffReport: Encodable {
  var reference: String
  var actual: String
  var output: String?
  var width: Int
  var height: Int
  var actualWidth: Int
  var actualHeight: Int
  var differentPixels: Int
  var ratio: Double
  var maxChannelDelta: Int
  var maxDeltaE: Double
  var boundingBox: PixelBox?
  var antialiasedPixels: Int
  var ignoredPixels: Int
  var allowedPixels: Int
  var matches: Bool

  init(reference: String, actual: String, output: String?, result: DiffResult) {
    self.reference = reference
    self.actual = actual
    self.output = output
    width = result.width
    height = result.height
    actualWidth = result.actualWidth
    actualHeight = result.actualHeight
    differentPixels = result.differentPixels
    ratio = result.ratio
    maxChannelDelta = result.maxChannelDelta
    maxDeltaE = (result.maxDeltaE * 10000).rounded() / 10000
    boundingBox = result.boundingBox
    antialiasedPixels = result.antialiasedPixels
    ignoredPixels = result.ignoredPixels
    allowedPixels = result.allowedPixels
    matches = result.matches
  }
}
