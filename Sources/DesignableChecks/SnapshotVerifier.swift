import Foundation
import ImageDiff
import PNGCodec
import Raster
package import Typesetting

/// One snapshot to verify: where its reference lives and how to compare.
public struct SnapshotRequest: Sendable {
  /// The snapshot's name, for example `PieChartView.120x120@2x.quarter`.
  public var name: String
  /// The group: the test file's name, the folder under `__Snapshots__`.
  public var group: String
  /// The reference PNG's path.
  public var referencePath: String
  public var options: DiffOptions
  /// Pixels per point, for the options' ignored regions.
  public var scale: Double
  /// What the reference records about how it was drawn.
  public var metadata: SnapshotMetadata
  /// When the reference is written.
  public var record: ReferenceRecording
  /// Where the actual and diff pictures of failures go.
  public var artifactsFolder: String
  /// What set the record mode (see ``ReferenceRecording/source(lookup:)``), for messages.
  public var recordSource: String?
  /// Where this reference was kept under earlier naming rules, most likely first: a missing
  /// reference is adopted from the first of them that exists.
  public var formerPaths: [String]
  /// Whether the metadata's `fonts` are the default fonts (``SnapshotMetadata/fonts``),
  /// filled in only when the metadata is written or compared, so that a passing snapshot
  /// neither loads nor hashes a font it does not draw with.
  package var recordsDefaultFonts = false
  /// The faces that measured or drew the picture; those beyond the default fonts are
  /// recorded after them.
  package var usedFaces: [FontFace] = []

  /// The metadata as written to a reference: ``metadata``, with the default fonts and the
  /// other ``usedFaces`` when ``recordsDefaultFonts``.
  var completeMetadata: SnapshotMetadata {
    guard recordsDefaultFonts, metadata.fonts == nil else { return metadata }
    var complete = metadata
    complete.fonts = SnapshotMatrix.fontsDescription(adding: usedFaces)
    return complete
  }

  public init(
    name: String, group: String, referencePath: String, options: DiffOptions = .exact,
    scale: Double = 1, metadata: SnapshotMetadata, record: ReferenceRecording,
    artifactsFolder: String, formerPaths: [String] = [], recordSource: String? = nil
  ) {
    self.recordSource = recordSource
    self.formerPaths = formerPaths
    self.name = name
    self.group = group
    self.referencePath = referencePath
    self.options = options
    self.scale = scale
    self.metadata = metadata
    self.record = record
    self.artifactsFolder = artifactsFolder
  }
}

/// Compares a freshly drawn picture with its reference and records references by the
/// record mode's rules, so that no reference is ever lost or half written:
///
/// - A passing snapshot reads and decodes the reference and compares; it encodes nothing
///   and writes nothing. A reference recorded here carries the digest of its pixels
///   (``PNGPixelDigest``): a picture with the same digest is identical and passes without
///   the reference being decompressed or compared.
/// - A reference within tolerance is kept; recording everything (`.all`) rewrites it only
///   when some pixel differs, as swift-snapshot-testing does, never when it is identical.
/// - A missing reference is adopted from a former name when one exists (copied, never
///   moved; see ``formerPaths``), else recorded unless the mode is `.never`; then it fails
///   and the picture goes to the artifacts folder.
/// - A reference that cannot be read or decoded fails with its path and the reason, and
///   stays untouched unless recording (`.all` or `.failed`).
/// - A mismatch writes the actual picture and a diff picture to the artifacts folder, and
///   with `.failed` or `.all` also replaces the reference.
/// - Every file is written atomically (temporary file and rename).
public enum SnapshotVerifier {
  public static func verify(_ picture: Bitmap, _ request: SnapshotRequest) -> SnapshotOutcome {
    var outcome = SnapshotOutcome(
      name: request.name, group: request.group, status: .passed,
      referencePath: request.referencePath, options: request.options, decodeSeconds: 0,
      compareSeconds: 0)
    if let problem = unusableOptions(request.options) {
      outcome.status = .failed
      outcome.message = "Snapshot \"\(request.name)\": " + problem
      return outcome
    }
    var adoption = ""
    switch adopt(request) {
    case .none: break
    case .adopted(let note): adoption = note
    case .refused(let message):
      outcome.status = .failed
      outcome.actualPath = writeArtifact(picture, request, suffix: "")
      outcome.message = message + artifactLines(outcome)
      return outcome
    }

    let clock = ContinuousClock()
    let decodeStart = clock.now
    let decoded: PNGImage?
    // The reference's pixels go into storage an earlier snapshot gave back (PNGPixelPool), so
    // a call of its own does not take fresh memory from the system and give it back each time.
    var storage = PNGPixelPool.shared.take()
    do {
      decoded = try PNGFile.readUnlessIdentical(
        request.referencePath, to: picture, reusing: &storage)
    } catch {
      PNGPixelPool.shared.give(storage)
      outcome.decodeSeconds = seconds(clock.now - decodeStart)
      return unreadable(picture, request, outcome, error)
    }
    outcome.decodeSeconds = seconds(clock.now - decodeStart)
    guard let reference = decoded else {
      // The reference carries the digest of these very pixels: identical, so it passes and
      // is kept whatever the record mode, as when it is decoded and compared.
      PNGPixelPool.shared.give(storage)
      outcome.result = ImageDiff.identical(
        width: picture.width, height: picture.height, options: request.options)
      if !adoption.isEmpty {
        outcome.status = .recorded
        outcome.message = "Snapshot \"\(request.name)\" " + adoption
      }
      return outcome
    }
    let compared = compare(picture, reference, request, outcome, adoption: adoption)
    PNGPixelPool.shared.give(reference.bitmap.bytes)
    return compared
  }

  /// A reference that is missing, or there but unreadable.
  private static func unreadable(
    _ picture: Bitmap, _ request: SnapshotRequest, _ outcome: SnapshotOutcome, _ error: PNGError
  ) -> SnapshotOutcome {
    if !FileManager.default.fileExists(atPath: request.referencePath) {
      return missing(picture, request, outcome)
    }
    if request.record == .all || request.record == .failed {
      return record(
        picture, request, outcome, because: "the reference could not be read (\(error))")
    }
    var outcome = outcome
    outcome.status = .failed
    outcome.actualPath = writeArtifact(picture, request, suffix: "")
    outcome.message = """
      Snapshot "\(request.name)": the reference \(request.referencePath) is unreadable: \(error)
      It was left as it is. Restore it from version control, or re-record it with \
      SNAPSHOT_TESTING_RECORD=failed.
      """ + artifactLines(outcome)
    return outcome
  }

  /// Compares with a decoded reference; `adoption` says the reference was just adopted.
  private static func compare(
    _ picture: Bitmap, _ reference: PNGImage, _ request: SnapshotRequest,
    _ outcome: SnapshotOutcome, adoption: String
  ) -> SnapshotOutcome {
    var outcome = outcome
    let clock = ContinuousClock()
    let compareStart = clock.now
    let comparison = ImageDiff.compare(
      reference.bitmap, picture, options: request.options, scale: request.scale)
    outcome.compareSeconds = seconds(clock.now - compareStart)
    outcome.result = comparison.result
    if comparison.result.matches {
      if request.record == .all, reference.bitmap != picture {
        return record(
          picture, request, outcome,
          because: "recording everything and some pixels differ (within the tolerance)")
      }
      if !adoption.isEmpty {
        outcome.status = .recorded
        outcome.message = "Snapshot \"\(request.name)\" " + adoption
      }
      return outcome  // Within tolerance and identical or not recording: kept as it is.
    }

    let provenance = provenanceNote(SnapshotMetadata(reference.info), request.completeMetadata)
    if request.record == .all || request.record == .failed {
      return record(
        picture, request, outcome,
        because: "it did not match: " + comparison.result.summary + provenance)
    }
    outcome.status = .failed
    outcome.actualPath = writeArtifact(picture, request, suffix: "")
    let drawn = ImageDiff.compare(
      reference.bitmap, picture, options: request.options, scale: request.scale,
      drawsPicture: true)
    if let diffPicture = drawn.picture {
      outcome.diffPath = writeArtifact(diffPicture, request, suffix: ".difference", metadata: false)
    }
    outcome.message =
      "Snapshot \"\(request.name)\" does not match its reference (\(request.options.summary)): "
      + comparison.result.summary + "." + boxInPoints(comparison.result, scale: request.scale)
      + provenance + (adoption.isEmpty ? "" : "\nIts reference " + adoption)
      + artifactLines(outcome)
    return outcome
  }

  private static func missing(
    _ picture: Bitmap, _ request: SnapshotRequest, _ outcome: SnapshotOutcome
  ) -> SnapshotOutcome {
    if request.record != .never {
      return record(picture, request, outcome, because: "there was no reference")
    }
    var outcome = outcome
    outcome.status = .failed
    outcome.actualPath = writeArtifact(picture, request, suffix: "")
    let source = request.recordSource ?? "CI=true or SNAPSHOT_TESTING_RECORD=never"
    outcome.message = """
      Snapshot "\(request.name)": no reference at \(request.referencePath), and recording is off \
      (record mode never, set by \(source)). \
      Record it locally with SNAPSHOT_TESTING_RECORD=missing and commit it, or accept this \
      run's picture with `designable accept \(ShellWord.quoted(request.name))`.
      """ + artifactLines(outcome)
    return outcome
  }

  private static func record(
    _ picture: Bitmap, _ request: SnapshotRequest, _ outcome: SnapshotOutcome,
    because reason: String
  ) -> SnapshotOutcome {
    var outcome = outcome
    do {
      let folder = (request.referencePath as NSString).deletingLastPathComponent
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let text = request.completeMetadata.textEntries
      try PNGFile.write(
        picture, to: request.referencePath, text: text,
        encoder: PNGEncoder(recordsPixelDigest: true))
      outcome.status = .recorded
      outcome.message = """
        Snapshot "\(request.name)" recorded (record mode \(request.record.rawValue)) \
        because \(reason): \(request.referencePath)
        Check the picture, commit it, and run the tests again to compare against it.
        """
    } catch {
      outcome.status = .failed
      outcome.message = "Snapshot \"\(request.name)\" could not be recorded: \(error)"
    }
    return outcome
  }

  /// Writes a picture to `<artifacts>/<group>/<name><suffix>.png`; `nil` when that fails.
  /// The group and name are made safe file names first, so the picture stays in its folder.
  static func writeArtifact(
    _ picture: Bitmap, _ request: SnapshotRequest, suffix: String, metadata: Bool = true
  ) -> String? {
    let folder = (request.artifactsFolder as NSString).appendingPathComponent(
      SafeFileName.ensure(request.group))
    let path = (folder as NSString).appendingPathComponent(
      SafeFileName.ensure(request.name) + suffix + ".png")
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let text = metadata ? request.completeMetadata.textEntries : []
      try PNGFile.write(picture, to: path, text: text)
      return path
    } catch {
      return nil
    }
  }

  static func artifactLines(_ outcome: SnapshotOutcome) -> String {
    var lines = "\nreference: \(outcome.referencePath)"
    if let actual = outcome.actualPath { lines += "\nactual:    \(actual)" }
    if let diff = outcome.diffPath { lines += "\ndiff:      \(diff)" }
    if outcome.actualPath != nil {
      lines += "\naccept:    designable accept \(ShellWord.quoted(outcome.name))"
    }
    return lines
  }

  /// A sentence when the reference was drawn by another renderer version or other fonts.
  private static func provenanceNote(_ stored: SnapshotMetadata?, _ current: SnapshotMetadata)
    -> String
  {
    guard let stored else { return "" }
    var notes: [String] = []
    if stored.rendererVersion != current.rendererVersion {
      notes.append(
        " The reference was drawn by renderer version \(stored.rendererVersion); this is version "
          + "\(current.rendererVersion), which may draw differently: re-record if the change is expected."
      )
    }
    if let fonts = stored.fonts, let now = current.fonts, fonts != now {
      notes.append(" The reference was drawn with other fonts (\(fonts); now \(now)).")
      notes.append(SnapshotMetadata.missingFontsNote(stored: fonts, now: now))
    }
    return notes.joined()
  }

  /// A duration in seconds.
  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}
