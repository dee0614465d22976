import Foundation
import ImageDiff
import PNGCodec
import Raster
import SnapshotTesting
import Testing

@testable import DesignableTesting

/// A temporary folder with a reference path and an artifacts folder inside.
final class Sandbox {
  let root: URL
  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "designable-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }
  deinit { try? FileManager.default.removeItem(at: root) }

  var referencePath: String {
    root.appendingPathComponent("refs/Group/Dot.4x4@1x.default.png").path
  }
  var artifacts: String { root.appendingPathComponent("artifacts").path }

  func request(
    _ record: ReferenceRecording, options: DiffOptions = .exact,
    renderer: String = SnapshotMetadata.currentRendererVersion
  ) -> SnapshotRequest {
    SnapshotRequest(
      name: "Dot.4x4@1x.default", group: "Group", referencePath: referencePath, options: options,
      metadata: SnapshotMetadata(rendererVersion: renderer, name: "Dot.4x4@1x.default"),
      record: record, artifactsFolder: artifacts)
  }

  func artifactFiles() -> [String] {
    let folder = root.appendingPathComponent("artifacts/Group").path
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  func referenceBytes() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: referencePath)) }
}

func dot(_ color: RGBA8 = .black, at x: Int = 1) -> Bitmap {
  var bitmap = Bitmap(width: 4, height: 4, fill: .white)
  bitmap[x, 1] = color
  return bitmap
}

@Suite("Snapshot verification")
struct SnapshotVerifierTests {
  @Test func aMissingReferenceIsRecordedWithMetadata() throws {
    let box = try Sandbox()
    let outcome = SnapshotVerifier.verify(dot(), box.request(.missing))
    #expect(outcome.status == .recorded)
    #expect(
      outcome.message?.contains("recorded (record mode missing) because there was no reference")
        == true)
    let stored = try PNGFile.read(box.referencePath)
    #expect(stored.bitmap == dot())
    #expect(
      stored.info.text(forKey: "Designable-Renderer") == SnapshotMetadata.currentRendererVersion)
    #expect(stored.info.text(forKey: "Designable-Snapshot") == "Dot.4x4@1x.default")
    #expect(box.artifactFiles().isEmpty)
  }

  @Test func aMissingReferenceFailsWhenRecordingIsOff() throws {
    let box = try Sandbox()
    let outcome = SnapshotVerifier.verify(dot(), box.request(.never))
    #expect(outcome.status == .failed)
    #expect(!FileManager.default.fileExists(atPath: box.referencePath))
    #expect(
      outcome.message?.contains("no reference at \(box.referencePath), and recording is off")
        == true)
    #expect(box.artifactFiles() == ["Dot.4x4@1x.default.png"])
    #expect(try PNGFile.read(try #require(outcome.actualPath)).bitmap == dot())
  }

  @Test func aMatchingPictureWritesNothing() throws {
    let box = try Sandbox()
    _ = SnapshotVerifier.verify(dot(), box.request(.missing))
    let before = try box.referenceBytes()
    for mode in [ReferenceRecording.missing, .never, .failed, .all] {
      let outcome = SnapshotVerifier.verify(dot(), box.request(mode))
      #expect(outcome.status == .passed)
      #expect(outcome.message == nil)
      #expect(outcome.result?.differentPixels == 0)
    }
    #expect(try box.referenceBytes() == before)
    #expect(box.artifactFiles().isEmpty)
  }

  @Test func aMismatchKeepsTheReferenceAndWritesActualAndDiff() throws {
    let box = try Sandbox()
    _ = SnapshotVerifier.verify(dot(), box.request(.missing))
    let before = try box.referenceBytes()
    let outcome = SnapshotVerifier.verify(dot(at: 2), box.request(.missing))
    #expect(outcome.status == .failed)
    #expect(try box.referenceBytes() == before)
    #expect(box.artifactFiles() == ["Dot.4x4@1x.default.difference.png", "Dot.4x4@1x.default.png"])
    let message = try #require(outcome.message)
    #expect(
      message.hasPrefix(
        "Snapshot \"Dot.4x4@1x.default\" does not match its reference (exact): 2 of 16 pixels differ "
          + "(12.5%, 0 allowed); worst channel difference 255, worst ΔE00 100.00; within x 1..<3, y 1..<2."
      ))
    #expect(message.contains("\nreference: \(box.referencePath)\nactual:    "))
    #expect(message.contains("\naccept:    designable accept Dot.4x4@1x.default"))
    let diff = try PNGFile.read(try #require(outcome.diffPath)).bitmap
    #expect(diff[1, 1] == RGBA8(red: 255, green: 0, blue: 0))
  }

  @Test(arguments: [ReferenceRecording.failed, .all])
  func aMismatchIsRecordedWhenRecordingFailures(_ mode: ReferenceRecording) throws {
    let box = try Sandbox()
    _ = SnapshotVerifier.verify(dot(), box.request(.missing))
    let outcome = SnapshotVerifier.verify(dot(at: 2), box.request(mode))
    #expect(outcome.status == .recorded)
    #expect(try PNGFile.read(box.referencePath).bitmap == dot(at: 2))
  }

  @Test func aReferenceWithinToleranceIsKeptUnlessRecordingEverything() throws {
    let box = try Sandbox()
    _ = SnapshotVerifier.verify(dot(RGBA8(red: 10, green: 10, blue: 10)), box.request(.missing))
    let before = try box.referenceBytes()
    let close = dot(RGBA8(red: 12, green: 10, blue: 10))
    let tolerant = DiffOptions(channelTolerance: 2)
    let kept = SnapshotVerifier.verify(close, box.request(.failed, options: tolerant))
    #expect(kept.status == .passed)
    #expect(kept.result?.maxChannelDelta == 2)
    #expect(try box.referenceBytes() == before)
    // Recording everything rewrites any pixel difference, as swift-snapshot-testing does.
    let rewritten = SnapshotVerifier.verify(close, box.request(.all, options: tolerant))
    #expect(rewritten.status == .recorded)
    #expect(rewritten.message?.contains("some pixels differ (within the tolerance)") == true)
    #expect(try PNGFile.read(box.referencePath).bitmap == close)
  }

  @Test func recordingEverythingLeavesAnIdenticalReferenceAlone() throws {
    let box = try Sandbox()
    _ = SnapshotVerifier.verify(dot(), box.request(.missing))
    let before = try box.referenceBytes()
    let modified = try FileManager.default.attributesOfItem(atPath: box.referencePath)[
      .modificationDate]
    Thread.sleep(forTimeInterval: 0.02)
    let outcome = SnapshotVerifier.verify(dot(), box.request(.all, renderer: "older"))
    #expect(outcome.status == .passed)
    #expect(try box.referenceBytes() == before)
    let after = try FileManager.default.attributesOfItem(atPath: box.referencePath)[
      .modificationDate]
    #expect(after as? Date == modified as? Date)
  }

  @Test func aCorruptReferenceFailsByNameAndStaysUntouched() throws {
    let box = try Sandbox()
    _ = SnapshotVerifier.verify(dot(), box.request(.missing))
    var bytes = try box.referenceBytes()
    // The last byte of the image data: IDAT's length and type, its body, then its CRC.
    let idat = try #require(bytes.firstRange(of: Data("IDAT".utf8)))
    let length = bytes[(idat.lowerBound - 4)..<idat.lowerBound].reduce(0) { $0 << 8 | Int($1) }
    bytes[idat.upperBound + length - 1] ^= 0xFF
    try bytes.write(to: URL(fileURLWithPath: box.referencePath))
    for mode in [ReferenceRecording.missing, .never] {
      let outcome = SnapshotVerifier.verify(dot(), box.request(mode))
      #expect(outcome.status == .failed)
      #expect(
        outcome.message?.contains(
          "the reference \(box.referencePath) is unreadable: corrupt PNG: the CRC of the IDAT chunk does not match"
        ) == true)
      #expect(try box.referenceBytes() == bytes)
    }
    let recorded = SnapshotVerifier.verify(dot(), box.request(.failed))
    #expect(recorded.status == .recorded)
    #expect(try PNGFile.read(box.referencePath).bitmap == dot())
  }

  @Test func anotherRendererVersionIsNamedInTheMessage() throws {
    let box = try Sandbox()
    _ = SnapshotVerifier.verify(dot(), box.request(.missing, renderer: "0"))
    let outcome = SnapshotVerifier.verify(dot(at: 3), box.request(.never))
    #expect(
      outcome.message?.contains(
        "The reference was drawn by renderer version 0; this is version \(SnapshotMetadata.currentRendererVersion)"
      ) == true)
  }

  @Test func differentSizesAreReported() throws {
    let box = try Sandbox()
    _ = SnapshotVerifier.verify(dot(), box.request(.missing))
    let outcome = SnapshotVerifier.verify(Bitmap(width: 5, height: 4), box.request(.never))
    #expect(outcome.status == .failed)
    #expect(outcome.message?.contains("different sizes: reference 4×4, actual 5×4") == true)
  }
}

@Suite("Record mode")
struct RecordModeTests {
  @Test func theArgumentWinsThenTheEnvironmentThenCI() {
    #expect(RecordMode.resolve(.all, environment: ["SNAPSHOT_TESTING_RECORD": "never"]) == .all)
    #expect(
      RecordMode.resolve(nil, environment: ["SNAPSHOT_TESTING_RECORD": "failed", "CI": "true"])
        == .failed)
    #expect(RecordMode.resolve(nil, environment: ["CI": "true"]) == .never)
    #expect(RecordMode.resolve(nil, environment: ["CI": "1"]) == .never)
    #expect(RecordMode.resolve(nil, environment: ["SNAPSHOT_TESTING_RECORD": "bogus"]) == .missing)
    #expect(RecordMode.resolve(nil, environment: [:]) == .missing)
  }

  @Test func withSnapshotTestingSetsTheMode() {
    withSnapshotTesting(record: .failed) {
      #expect(RecordMode.resolve(nil, environment: ["CI": "true"]) == .failed)
    }
  }

  @Test(.snapshots(record: .all)) func theTraitSetsTheMode() {
    #expect(RecordMode.resolve(nil, environment: [:]) == .all)
  }
}

@Suite("Run summary")
struct RunSummaryTests {
  static func process(filter: String?) -> RunProcess {
    RunProcess(
      runID: "r1", runIDSource: "test", isSharedIdentity: true, role: "XCTest", filter: filter)
  }

  @Test func everyOutcomeIsInTheRunRecord() throws {
    let box = try Sandbox()
    let run = SnapshotRun(
      arguments: ["tests", "--filter", "Dot"], process: Self.process(filter: "--filter Dot"))
    let first = SnapshotVerifier.verify(dot(), box.request(.missing))
    run.add(first, artifactsFolder: box.artifacts)
    let second = SnapshotVerifier.verify(dot(at: 2), box.request(.missing))
    run.add(second, artifactsFolder: box.artifacts)
    let summary = try RunSummary.read(artifactsFolder: box.artifacts)
    #expect(summary.isFiltered)
    #expect(summary.snapshots.count == 1)
    #expect(summary.snapshots[0].status == .failed)
    #expect(summary.failed == 1 && summary.passed == 0)
    let other = try Sandbox()
    SnapshotRun(arguments: ["tests"], process: Self.process(filter: nil)).add(
      first, artifactsFolder: other.artifacts)
    #expect(try !RunSummary.read(artifactsFolder: other.artifacts).isFiltered)
  }
}
