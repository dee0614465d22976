import DesignableCLI
import Foundation
import ImageDiff
import Raster
import Testing

/// Replays the inputs `CLIOptionsFuzzer` found (`Fuzz/FailCases/cli-*`) and its seeds as the
/// fuzzer reads them: a first byte choosing the command words, then NUL-separated
/// arguments. Each must parse or be rejected, and `diff`'s options must compare two small
/// pictures with numbers that agree.
@Suite("CLIOptionsFuzzer fail cases")
struct CLIFuzzFailCasesTests {
  static let fuzzFolder = BadInputs.repositoryRoot.appendingPathComponent("Fuzz")

  /// The same command words as the fuzzer's, in the same order.
  static let commands: [[String]] = [
    ["diff"], ["diff", "a.png", "b.png"], ["png", "info"], ["png", "convert"], ["check"],
    ["check-instance"], ["demo"], ["report"], ["accept"], ["prune"], ["inspect"], [],
  ]

  static var failCases: [URL] {
    let folder = fuzzFolder.appendingPathComponent("FailCases")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasPrefix("cli-") }.sorted().map { folder.appendingPathComponent($0) }
  }

  /// `diff` inputs that once trapped (in the region and ratio arithmetic) or are at the edge;
  /// each gives options that are compared.
  static let diffSeeds: [[UInt8]] = [
    "\u{01}--ignore-region\01e19,0,1,1", "\u{01}--ignore-region=-1e300,-1e300,1e300,1e300",
    "\u{01}--scale\01e300\0--ignore-region\00,0,1,1", "\u{01}--max-ratio\01",
    "\u{01}--max-pixels\09223372036854775807", "\u{01}--yiq-threshold\00\0--ignore-antialiasing",
  ].map { Array($0.utf8) }

  /// Inputs for other commands, and `diff` options that are rejected.
  static let rejectedSeeds: [[UInt8]] = [
    "\u{01}--scale\0nan", "\u{01}--ignore-region\01e400,0,1,1", "\u{05}--id=-h\0--\0doc.xib",
    "\u{04}--timeout\0nan", "\u{02}--max-image-pixels\0-9223372036854775808\0a.png",
  ].map { Array($0.utf8) }

  /// Replays one input; returns whether `diff` accepted its options and they were compared.
  @discardableResult
  static func replay(_ data: [UInt8]) -> Bool {
    guard let first = data.first else { return false }
    let rest = data.dropFirst().split(separator: 0, omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    do {
      _ = try DesignableCommand.parseAsRoot(commands[Int(first) % commands.count] + rest)
    } catch {
      _ = DesignableCommand.message(for: error)
    }
    guard let (options, scale) = try? DesignableCommand._diffOptions(["a.png", "b.png"] + rest)
    else { return false }
    let bytes = (0..<140).map { data[$0 % data.count] }
    let shifted = (0..<140).map { data[($0 + Int(first)) % data.count] }
    let a = Bitmap(width: 7, height: 5, bytes: bytes) ?? Bitmap(width: 7, height: 5)
    let b = Bitmap(width: 7, height: 5, bytes: shifted) ?? Bitmap(width: 7, height: 5)
    #expect(ImageDiff.compare(a, a, options: options, scale: scale).result.differentPixels == 0)
    let drawn = ImageDiff.compare(a, b, options: options, scale: scale, drawsPicture: true).result
    #expect((0...35).contains(drawn.differentPixels))
    #expect(drawn == ImageDiff.compare(a, b, options: options, scale: scale).result)
    return true
  }

  @Test func seedsAtTheEdgesAreComparedOrRejected() {
    for seed in Self.diffSeeds {
      #expect(Self.replay(seed), "\(String(decoding: seed, as: UTF8.self))")
    }
    for seed in Self.rejectedSeeds {
      #expect(!Self.replay(seed), "\(String(decoding: seed, as: UTF8.self))")
    }
  }

  @Test func everyFailCaseStaysFixed() throws {
    for file in Self.failCases { Self.replay(Array(try Data(contentsOf: file))) }
  }
}
