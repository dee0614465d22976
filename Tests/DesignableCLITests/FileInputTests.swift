import DesignableCLI
import Foundation
import PNGCodec
import Raster
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `designable diff` and `designable png` on inputs that once trapped or hung them: numbers
/// past Int's range, files that are not regular files, headers claiming huge images.
@Suite("diff and png on bad inputs")
struct FileInputTests {
  /// Runs `designable` bounded in time, so that a command that hangs fails the test instead
  /// of stopping the suite.
  func runBounded(_ arguments: [String]) throws -> (ChildProcess.Ending, String, String) {
    let executable = CommandRunner.productsDirectory.appendingPathComponent("designable").path
    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    let outcome = try ChildProcess(
      executable: executable, arguments: arguments, environment: environment, timeout: 30
    ).run()
    return (
      outcome.ending, String(decoding: outcome.standardOutput, as: UTF8.self),
      String(decoding: outcome.standardError, as: UTF8.self)
    )
  }

  func image(_ folder: TemporaryFolder, _ name: String) throws -> String {
    let path = folder.path(name)
    try PNGFile.write(Bitmap(width: 4, height: 3, fill: .white), to: path)
    return path
  }

  @Test(arguments: ["1e19,0,1,1", "0,-1e19,1,1", "-1e300,-1e300,1e300,1e300", "0,0,1e308,1e308"])
  func aRegionFarOutsideTheImageIsAllowed(region: String) throws {
    let folder = try TemporaryFolder()
    let a = try image(folder, "a.png")
    let result = try CommandRunner.run(["diff", a, a, "--ignore-region=\(region)"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("match: 0 of 12 pixels differ"))
  }

  @Test(arguments: ["1e400,0,1,1", "nan,0,1,1", "0,0,inf,1", "0,0,1,-inf"])
  func aRegionThatIsNotFiniteIsAUsageError(region: String) throws {
    let folder = try TemporaryFolder()
    let a = try image(folder, "a.png")
    let result = try CommandRunner.run(["diff", a, a, "--ignore-region=\(region)"])
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.contains("--ignore-region takes finite numbers, not \"\(region)\"."))
  }

  @Test func aHugeScaleDoesNotTrap() throws {
    let folder = try TemporaryFolder()
    let a = try image(folder, "a.png")
    let result = try CommandRunner.run([
      "diff", a, a, "--scale", "1e300", "--ignore-region", "1,1,1,1",
    ])
    #expect(result.exitCode == 0)
    for bad in ["nan", "inf", "0"] {
      let rejected = try CommandRunner.run(["diff", a, a, "--scale", bad])
      #expect(rejected.exitCode == 64)
      #expect(rejected.standardError.contains("--scale must be a finite number more than 0"))
    }
  }

  @Test(arguments: ["nan", "inf", "-1"])
  func aPerceptualToleranceThatIsNotAFiniteNumberIsAUsageError(value: String) throws {
    let folder = try TemporaryFolder()
    let a = try image(folder, "a.png")
    let result = try CommandRunner.run(["diff", a, a, "--perceptual-tolerance=\(value)"])
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.contains("--perceptual-tolerance must be a finite number, 0 or more"))
  }

  @Test func diffErrorsNameTheFile() throws {
    let folder = try TemporaryFolder()
    let a = try image(folder, "a.png")
    let text = folder.path("text.png")
    try Data("text".utf8).write(to: URL(fileURLWithPath: text))
    let result = try CommandRunner.run(["diff", a, text])
    #expect(result.exitCode == 65)
    #expect(result.standardError.hasPrefix("designable: \(text): not a PNG file"))
  }

  @Test func aFIFONamedLikeAPNGIsRefusedAtOnce() throws {
    let folder = try TemporaryFolder()
    let fifo = folder.path("reference.png")
    try #require(mkfifo(fifo, 0o644) == 0)
    let a = try image(folder, "a.png")
    for arguments in [
      ["png", "info", fifo], ["diff", fifo, a], ["diff", a, fifo],
      ["png", "convert", fifo, folder.path("o.png")],
    ] {
      let (ending, _, errors) = try runBounded(arguments)
      #expect(ending == .exited(74), "\(arguments)")
      #expect(
        errors.contains("cannot read \(fifo): it is a FIFO (named pipe), not a regular file"),
        "\(arguments)")
    }
  }

  @Test func devicesAndFoldersAreRefused() throws {
    let folder = try TemporaryFolder()
    let (ending, _, errors) = try runBounded([
      "png", "info", "/dev/null", "/dev/zero", folder.url.path,
    ])
    #expect(ending == .exited(74))
    #expect(errors.contains("cannot read /dev/null: it is a character device, not a regular file"))
    #expect(errors.contains("cannot read /dev/zero: it is a character device, not a regular file"))
    #expect(
      errors.contains("cannot read \(folder.url.path): it is a directory, not a regular file"))
  }

  @Test func maxImagePixelsMustBePositive() throws {
    let folder = try TemporaryFolder()
    let a = try image(folder, "a.png")
    #expect(try CommandRunner.run(["diff", a, a, "--max-image-pixels", "0"]).exitCode == 64)
    #expect(try CommandRunner.run(["png", "info", a, "--max-image-pixels", "0"]).exitCode == 64)
    let tight = try CommandRunner.run(["png", "info", a, "--max-image-pixels", "11"])
    #expect(tight.exitCode == 65)
    #expect(
      tight.standardError.contains(
        "PNG too large: 4×3 exceeds the limits of 32768 per side and 11 pixels"))
    #expect(try CommandRunner.run(["png", "info", a, "--max-image-pixels", "12"]).exitCode == 0)
  }
}

/// The PNG files of ../shared/corpus/bad-inputs/png: each is refused with a message that
/// names it (or, for the one good file, read), and none crashes or hangs.
@Suite(
  "png info on bad PNG files",
  .enabled(if: BadInputs.isAvailable, "../shared/corpus/bad-inputs is not beside the repository"))
struct BadPNGTests {
  static let expected: [String: (code: Int32, phrase: String)] = [
    "bomb-16384-b.png": (
      65, "PNG too large: 16384×16384 exceeds the limits of 32768 per side and 67108864 pixels"
    ),
    "bomb-16384.png": (65, "PNG too large: 16384×16384"),
    "empty.png": (
      65, "not a PNG file: expected the signature 89 50 4e 47 0d 0a 1a 0a, found no bytes at all"
    ),
    "header-only.png": (65, "truncated PNG"),
    "huge-100000.png": (65, "PNG too large: 100000×"),
    "huge-2^31.png": (65, "PNG"),
    "jpeg.png": (65, "not a PNG file"),
    "sig-only.png": (65, "truncated PNG"),
    "small-ok.png": (0, ""),
    "small-truncated.png": (65, "PNG"),
    "text.png": (65, "not a PNG file"),
    "zero-width.png": (65, "invalid PNG header (IHDR)"),
  ]

  @Test func everyFileIsReadOrRefusedWithItsName() throws {
    let files = BadInputs.files(in: "png")
    #expect(Set(files.map { ($0 as NSString).lastPathComponent }) == Set(Self.expected.keys))
    for file in files {
      let name = (file as NSString).lastPathComponent
      let result = try CommandRunner.run(["png", "info", file])
      let expected = try #require(Self.expected[name])
      #expect(result.exitCode == expected.code, "\(name): \(result.standardError)")
      if expected.code == 0 {
        #expect(result.standardOutput.hasPrefix(file + "\n  size:"))
      } else {
        #expect(result.standardError.hasPrefix("designable: \(file): "), "\(name)")
        #expect(result.standardError.contains(expected.phrase), "\(name): \(result.standardError)")
      }
    }
  }

  @Test func diffingTwoBombsIsRefusedBeforeDecoding() throws {
    let folder = try TemporaryFolder()
    let a = BadInputs.path("png/bomb-16384.png")
    let b = BadInputs.path("png/bomb-16384-b.png")
    let result = try CommandRunner.run(["diff", a, b, "--output", folder.path("d.png")])
    #expect(result.exitCode == 65)
    #expect(result.standardError.contains("designable: \(a): PNG too large"))
    #expect(result.standardError.contains("--max-image-pixels"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("d.png")))
  }
}
