import ArgumentParser
import Foundation
import PNGCodec

/// `designable png`: inspect and re-encode PNG files.
struct PNGCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "png",
    abstract: "Inspect and re-encode PNG files.",
    subcommands: [PNGInfoCommand.self, PNGConvertCommand.self]
  )
}

/// Prints a diagnostic to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data(("designable: " + message + "\n").utf8))
}

/// A PNG failure's message, led by the file it is about.
func describe(_ error: PNGError, file: String) -> String {
  "\(file): \(error)"
}

/// The exit code for a PNG failure: I/O problems and bad data are told apart.
func designableExitCode(for error: PNGError) -> ExitCode {
  if case .io = error { return DesignableExit.ioError }
  return DesignableExit.badData
}

/// `designable png info FILE...`
struct PNGInfoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "info",
    abstract: "Show a PNG's size, colour type, bit depth, interlacing, colour chunks and text.",
    discussion: "Each file is decoded completely, so a corrupt file is reported as such."
  )

  @Argument(help: "The PNG files to inspect.")
  var files: [String]

  @Flag(help: "Print a JSON array with one object per file.")
  var json = false

  @Option(
    help: ArgumentHelp(
      "The most pixels an image may have; larger files are refused before decoding "
        + "(default 67108864, the largest picture Designable renders).",
      valueName: "pixels"))
  var maxImagePixels = PNGLimits.default.maxPixels

  func validate() throws {
    if files.isEmpty { throw ValidationError("Name at least one PNG file.") }
    guard maxImagePixels > 0 else {
      throw ValidationError("--max-image-pixels must be more than 0.")
    }
  }

  func run() throws {
    var reports: [PNGInfoReport] = []
    var worst: ExitCode?
    for file in files {
      do {
        let image = try PNGFile.read(file, limits: .allowing(pixels: maxImagePixels))
        let report = PNGInfoReport(file: file, info: image.info)
        if json { reports.append(report) } else { print(report.readable) }
      } catch {
        printError(describe(error, file: file))
        if json { reports.append(PNGInfoReport(file: file, error: error.description)) }
        let code = designableExitCode(for: error)
        if worst == nil || code == DesignableExit.ioError { worst = code }
      }
    }
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      print(String(decoding: try encoder.encode(reports), as: UTF8.self))
    }
    if let worst { throw worst }
  }
}

/// One file's entry in `png info`'s output.
struct PNGInfoReport: Encodable {
  var file: String
  var width: Int?
  var height: Int?
  var bitDepth: Int?
  var colorType: String?
  var interlaced: Bool?
  var transparencyChunk: Bool?
  var colorChunks: PNGColorChunks?
  var nonSRGBReason: String?
  var text: [PNGTextEntry]?
  var animationFrames: Int?
  var chunks: [String]?
  var error: String?

  init(file: String, info: PNGInfo) {
    self.file = file
    width = info.width
    height = info.height
    bitDepth = info.bitDepth
    colorType = info.colorType.description
    interlaced = info.isInterlaced
    transparencyChunk = info.hasTransparencyChunk
    colorChunks = info.color
    nonSRGBReason = info.color.nonSRGBReason
    text = info.text
    animationFrames = info.animationFrameCount
    chunks = info.chunkTypes
  }

  init(file: String, error: String) {
    self.file = file
    self.error = error
  }
}

extension PNGInfoReport {
  /// The human-readable form.
  var readable: String {
    var lines = [file]
    lines.append("  size:         \(width ?? 0)×\(height ?? 0)")
    lines.append(
      "  format:       \(colorType ?? "?"), \(bitDepth ?? 0)-bit, "
        + ((interlaced ?? false) ? "Adam7 interlaced" : "not interlaced")
        + ((transparencyChunk ?? false) ? ", tRNS transparency" : ""))
    lines.append("  colour:       " + colorSummary)
    if let animationFrames {
      lines.append(
        "  animation:    APNG with \(animationFrames) frames (the default image is decoded)")
    }
    for entry in text ?? [] {
      lines.append("  text:         \(entry.key) = \(Self.abbreviated(entry.value))")
    }
    lines.append("  chunks:       " + (chunks ?? []).joined(separator: " "))
    return lines.joined(separator: "\n")
  }

  /// The first line of a value, cut at 100 characters, with a note of what was left out.
  static func abbreviated(_ value: String) -> String {
    let lines = value.split(separator: "\n", omittingEmptySubsequences: false)
    var shown = String(lines.first ?? "")
    var notes: [String] = []
    if shown.count > 100 {
      shown = String(shown.prefix(100)) + "…"
    }
    if lines.count > 1 { notes.append("\(lines.count) lines") }
    if shown.count < value.count { notes.append("\(value.count) characters; --json shows all") }
    return notes.isEmpty ? shown : shown + " (" + notes.joined(separator: ", ") + ")"
  }

  private var colorSummary: String {
    guard let color = colorChunks, !color.isEmpty else { return "no colour chunks (read as sRGB)" }
    var parts: [String] = []
    if let intent = color.srgbIntent { parts.append("sRGB (intent \(intent))") }
    if let gamma = color.gamma { parts.append("gAMA \(Double(gamma) / 100000)") }
    if color.chromaticities != nil { parts.append("cHRM") }
    if let name = color.iccProfileName { parts.append("iCCP \"\(name)\"") }
    if let cicp = color.cicp {
      parts.append("cICP \(cicp.map(String.init).joined(separator: "/"))")
    }
    let summary = parts.joined(separator: ", ")
    if let reason = nonSRGBReason { return summary + " — not plain sRGB: " + reason }
    return summary
  }
}

/// `designable png convert IN OUT`
struct PNGConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Decode a PNG and write it again with Designable's encoder (smallest lossless form).",
    discussion:
      "Text metadata is kept, and the digest of the pixels is added, as snapshot references "
      + "carry it (a snapshot identical to its reference then passes without decoding it). "
      + "The output is replaced atomically; the input is changed only when it is the output."
  )

  @Argument(help: "The PNG file to read.")
  var input: String

  @Argument(help: "The PNG file to write (replaced atomically if it exists).")
  var output: String

  @Option(
    help: ArgumentHelp(
      "The most pixels the input may have (default 67108864, the largest picture Designable "
        + "renders).",
      valueName: "pixels"))
  var maxImagePixels = PNGLimits.default.maxPixels

  func validate() throws {
    guard maxImagePixels > 0 else {
      throw ValidationError("--max-image-pixels must be more than 0.")
    }
  }

  func run() throws {
    let image: PNGImage
    do {
      image = try PNGFile.read(input, limits: .allowing(pixels: maxImagePixels))
    } catch {
      printError(describe(error, file: input))
      throw designableExitCode(for: error)
    }
    do {
      try PNGFile.write(
        image.bitmap, to: output, text: image.info.text,
        encoder: PNGEncoder(recordsPixelDigest: true))
      let size = (try? AtomicFile.read(output).count) ?? 0
      print("\(output): \(image.bitmap.width)×\(image.bitmap.height), \(size) bytes")
    } catch {
      printError(error.description)
      throw designableExitCode(for: error)
    }
  }
}
