import DesignableChecks
import Foundation
import ImageDiff
import PNGCodec
import Raster
import SnapshotTesting

extension Diffing where Value == Bitmap {
  /// Compares bitmaps with ``ImageDiff`` and stores them as PNG through ``PNGCodec``.
  ///
  /// References are written with the digest of their pixels (``PNGPixelDigest``), as
  /// ``SnapshotVerifier`` writes them. A mismatch's message gives the numbers and the
  /// tolerances; the diff picture is written to the artifacts folder (`$SNAPSHOT_ARTIFACTS`,
  /// or `.build/designable/artifacts` in the package around the working folder) as
  /// `difference-<hash>.png` and its path is in the message, since swift-snapshot-testing
  /// saves no attachments on Linux. An empty picture
  /// (a value that could not be drawn, or a reference that is empty or not a PNG) never
  /// matches, so a broken reference cannot pass.
  ///
  /// Designable's own `assertSnapshot` for these strategies does not use this diffing: it
  /// compares through ``SnapshotVerifier``. This is what swift-snapshot-testing's
  /// `verifySnapshot` uses.
  public static func image(options: DiffOptions = .exact, scale: Double = 1) -> Diffing<Bitmap> {
    .diff(
      toData: { bitmap in
        let encoder = PNGEncoder(recordsPixelDigest: true)
        return Data((try? encoder.encode(bitmap, text: SnapshotMetadata().textEntries)) ?? [])
      },
      fromData: { data in
        (try? PNGDecoder().decode(Array(data))) ?? Bitmap(width: 0, height: 0)
      },
      diffV2: { reference, actual in
        if let problem = SnapshotVerifier.unusableOptions(options) {
          return ("Snapshot options unusable: " + problem, [])
        }
        if actual.pixelCount == 0 {
          return ("The picture is empty: the value could not be drawn.", [])
        }
        let comparison = ImageDiff.compare(reference, actual, options: options, scale: scale)
        guard !comparison.result.matches else { return nil }
        var message = "Images differ (\(options.summary)): \(comparison.result.summary)."
        if reference.pixelCount == 0 {
          message = "The reference is empty or could not be decoded as a PNG."
        }
        let drawn = ImageDiff.compare(
          reference, actual, options: options, scale: scale, drawsPicture: true)
        if let picture = drawn.picture, let path = writeDifference(picture, of: actual) {
          message += "\ndiff: \(path)"
        }
        let attachment = (try? PNGEncoder().encode(drawn.picture ?? actual)).map {
          DiffAttachment.data(Data($0), name: "difference.png")
        }
        return (message, attachment.map { [$0] } ?? [])
      })
  }

  private static func writeDifference(_ picture: Bitmap, of actual: Bitmap) -> String? {
    let here = FileManager.default.currentDirectoryPath + "/Package.swift"
    let folder = SnapshotLocations.artifactsFolder(forFile: here)
    // FNV-1a over the actual picture names the file, so one failure writes one file.
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in actual.bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    let path = (folder as NSString).appendingPathComponent(
      "difference-" + String(hash, radix: 16) + ".png")
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try PNGFile.write(picture, to: path)
      return path
    } catch {
      return nil
    }
  }
}

extension Snapshotting where Value == Bitmap, Format == Bitmap {
  /// A bitmap snapshot compared exactly, stored as PNG.
  public static var image: Snapshotting { .image() }

  /// A bitmap snapshot under tolerances, stored as PNG.
  /// - Parameters:
  ///   - options: the tolerances; exact by default.
  ///   - scale: pixels per point, for the options' ignored regions.
  public static func image(options: DiffOptions = .exact, scale: Double = 1) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .image(options: options, scale: scale)) { bitmap in
      StrategyContext.current?.note(options: options, scale: scale)
      return bitmap
    }
  }
}
